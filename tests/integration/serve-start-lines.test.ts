// What `aan serve` (and so `npm start`) prints on stdout as it starts: where it listens, then, once
// its start-up round is done and logged, the address to open last: the first admin's setup page
// while no admin exists, the panel after.
import { afterAll, expect, test } from "bun:test";
import { SPAWNED_CLI, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";

const running: Array<{ kill(): void }> = [];
afterAll(() => running.forEach((child) => child.kill()));

/** The server's stdout lines up to and with the one that starts with "Open ". */
async function startLines(dataDir: string): Promise<string[]> {
  const child = Bun.spawn([...SPAWNED_CLI, "serve", "--port", "0", "--data-dir", dataDir], {
    stdout: "pipe",
    stderr: "ignore",
    env: { ...process.env, AAN_BASE_URL: "http://aan.test:8080", AAN_TEST_LOWEST_PASSWORD_COST: "1" },
  });
  running.push(child);
  let text = "";
  const decoder = new TextDecoder();
  const reader = child.stdout.getReader();
  while (!/^Open .*\n/m.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  child.kill();
  return text.trim().split("\n");
}

test("no admin yet: the last line sends the person to /admin-setup", async () => {
  const lines = await startLines(tempDir("aan-start-"));
  expect(lines[0]).toMatch(/^AAN listening on http:\/\/127\.0\.0\.1:\d+ \(data: .+\)$/);
  expect(lines.at(-1)).toBe("Open http://aan.test:8080/admin-setup to create the first admin");
}, 30_000);

test("with an admin: the last line is the panel's sign-in", async () => {
  const lines = await startLines(await setupDataDir());
  expect(lines.at(-1)).toBe("Open http://aan.test:8080/admin to sign in");
}, 30_000);
