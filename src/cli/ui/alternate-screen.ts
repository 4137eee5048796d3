// The terminal's alternate screen (as vim, less and top use it): the dashboard draws there, one
// frame that fills it, and the operator's shell and its history are back untouched when it ends.
// Whatever ends it (q, Ctrl-C, an error while drawing, process.exit elsewhere, or SIGTERM, SIGHUP
// or SIGINT from outside), the screen is left exactly once, after Ink's last frame.
import { constants } from "node:os";

export const ENTER_ALTERNATE_SCREEN = "\u001b[?1049h";
export const LEAVE_ALTERNATE_SCREEN = "\u001b[?1049l";

const SIGNALS = ["SIGTERM", "SIGHUP", "SIGINT"] as const;

/** An Ink app as render() returns it. */
type ScreenApp = { unmount(): void; waitUntilExit(): Promise<unknown> };

/** Opens the app on the alternate screen and resolves when it ends (rejects if it failed). */
export async function onAlternateScreen(stdout: NodeJS.WriteStream, open: () => ScreenApp): Promise<void> {
  let app: ScreenApp | undefined;
  let shown = true;
  const leave = () => {
    if (!shown) return;
    shown = false;
    // Ink draws a last frame when it unmounts: it must land on the alternate screen, not the shell's.
    app?.unmount();
    stdout.write(LEAVE_ALTERNATE_SCREEN);
  };
  // A signal's listener replaces its default (the process ending), so it ends the process itself,
  // with the status a shell expects of a process ended by that signal.
  const ended = (signal: (typeof SIGNALS)[number]) => {
    leave();
    process.exit(128 + constants.signals[signal]);
  };
  stdout.write(ENTER_ALTERNATE_SCREEN);
  process.once("exit", leave);
  for (const signal of SIGNALS) process.once(signal, ended);
  try {
    app = open();
    await app.waitUntilExit();
  } finally {
    leave();
    process.off("exit", leave);
    for (const signal of SIGNALS) process.off(signal, ended);
  }
}
