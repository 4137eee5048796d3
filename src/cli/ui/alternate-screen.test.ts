// onAlternateScreen: the enter sequence before the app draws, the leave sequence exactly once after
// it, and Ink's unmount (its last frame) before the leave, whether the app ends, fails, or the
// process exits under it. The terminal is a recorder of what was written.
import { afterEach, describe, expect, test } from "bun:test";
import { ENTER_ALTERNATE_SCREEN, LEAVE_ALTERNATE_SCREEN, onAlternateScreen } from "./alternate-screen";

/** What reached the terminal and the app, in order. */
function recorder() {
  const events: string[] = [];
  const stdout = { write: (text: string) => (events.push(text), true) } as unknown as NodeJS.WriteStream;
  let end: (error?: Error) => void = () => {};
  const app = {
    unmount: () => events.push("unmount"),
    waitUntilExit: () => new Promise<void>((resolve, reject) => (end = (error) => (error ? reject(error) : resolve()))),
  };
  const open = () => {
    events.push("open");
    return app;
  };
  return { events, stdout, open, end: (error?: Error) => end(error) };
}

const listenerCounts = () => ["exit", "SIGTERM", "SIGHUP", "SIGINT"].map((event) => process.listenerCount(event));
const before = listenerCounts();

afterEach(() => {
  expect(listenerCounts()).toEqual(before); // nothing left listening after it ends
});

describe("onAlternateScreen", () => {
  test("enters before the app opens; when the app ends, unmounts it, then leaves once", async () => {
    const t = recorder();
    const shown = onAlternateScreen(t.stdout, t.open);
    expect(t.events).toEqual([ENTER_ALTERNATE_SCREEN, "open"]);
    expect(listenerCounts()).toEqual(before.map((count) => count + 1));
    t.end();
    await shown;
    expect(t.events).toEqual([ENTER_ALTERNATE_SCREEN, "open", "unmount", LEAVE_ALTERNATE_SCREEN]);
  });

  test("an app that fails (an error while drawing) leaves the screen too, and the error reaches the caller", async () => {
    const t = recorder();
    const shown = onAlternateScreen(t.stdout, t.open);
    t.end(new Error("no such table: invitation_codes"));
    await expect(shown).rejects.toThrow("no such table");
    expect(t.events).toEqual([ENTER_ALTERNATE_SCREEN, "open", "unmount", LEAVE_ALTERNATE_SCREEN]);
  });

  test("the process exiting under it leaves the screen; the app's own end later writes nothing more", async () => {
    const t = recorder();
    const others = process.listeners("exit");
    const shown = onAlternateScreen(t.stdout, t.open);
    // Its own listener only: emitting "exit" would also run the test runner's.
    const [onExit] = process.listeners("exit").filter((listener) => !others.includes(listener));
    onExit!(0);
    expect(t.events).toEqual([ENTER_ALTERNATE_SCREEN, "open", "unmount", LEAVE_ALTERNATE_SCREEN]);
    t.end();
    await shown;
    expect(t.events).toEqual([ENTER_ALTERNATE_SCREEN, "open", "unmount", LEAVE_ALTERNATE_SCREEN]);
  });

  test("opening the app throws: the screen is left all the same", async () => {
    const events: string[] = [];
    const stdout = { write: (text: string) => (events.push(text), true) } as unknown as NodeJS.WriteStream;
    const shown = onAlternateScreen(stdout, () => {
      throw new Error("cannot draw");
    });
    await expect(shown).rejects.toThrow("cannot draw");
    expect(events).toEqual([ENTER_ALTERNATE_SCREEN, LEAVE_ALTERNATE_SCREEN]);
  });
});
