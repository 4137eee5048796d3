// The dashboard draws on the terminal's alternate screen (as vim and top do), and however it ends
// the operator's shell screen is back as it was, the cursor shown: `q`, Ctrl-C, SIGTERM from
// outside, or a crash while drawing (its table gone from under it, then `r`). The compiled binary
// runs in tmux from a shell line that printed something before it and prints its exit status after
// it; tmux says whether the pane is on the alternate screen (#{alternate_on}) and shows the cursor
// (#{cursor_flag}); capture-pane is what the operator reads. CI=true is set, as in a CI runner.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { databasePath } from "#core/db/db";
import { REPO_ROOT, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";

const BINARY = join(REPO_ROOT, "dist/aan");
const TMUX = Bun.which("tmux");
const BEFORE = "shell line before the dashboard";
let socket: string;
let folder: string;
let sessions = 0;

function tmux(...args: string[]): string {
  const run = Bun.spawnSync([TMUX!, "-S", socket, ...args], { stdout: "pipe", stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`tmux ${args.join(" ")} failed: ${run.stderr.toString()}`);
  return run.stdout.toString();
}

/** Waits until `read()` passes `done` (up to 10 s) and returns what it read last. */
async function until(read: () => string, done: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = read();
    if (done(now) || Date.now() > deadline) return now;
    await Bun.sleep(50);
  }
}

/** A shell in an 80×24 tmux window that prints a line, runs the dashboard, then its exit status. */
async function dashboardSession(): Promise<{ session: string; dataDir: string; screen: () => string; flag: (name: string) => string }> {
  const session = `aan-screen-${process.pid}-${++sessions}`;
  const dataDir = join(folder, session);
  await setupDataDir({ command: [BINARY], dataDir });
  const script = `echo "${BEFORE}"; "$0"; echo "dashboard ended: $?"; exec sleep 600`;
  tmux("-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "80", "-y", "24");
  tmux("set-option", "-t", session, "window-size", "manual");
  tmux("respawn-pane", "-k", "-t", session, "-e", `AAN_DATA_DIR=${dataDir}`, "-e", "USER=ops", "-e", "CI=true", "sh", "-c", script, BINARY);
  const screen = () => tmux("capture-pane", "-p", "-t", session);
  const flag = (name: string) => tmux("display-message", "-p", "-t", session, `#{${name}}`).trim();
  await until(screen, (text) => text.includes("AAN CONTROL PANEL"));
  return { session, dataDir, screen, flag };
}

/** What the operator sees once the dashboard has ended. */
async function shellBack(s: Awaited<ReturnType<typeof dashboardSession>>) {
  const text = await until(s.screen, (now) => now.includes("dashboard ended:"));
  return { text, alternate: s.flag("alternate_on"), cursor: s.flag("cursor_flag") };
}

beforeAll(() => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  if (!TMUX) throw new Error("tmux is missing: .ci/run installs it (apt-get install tmux)");
  folder = tempDir("aan-screen-");
  socket = join(folder, "tmux.sock");
});

afterAll(() => {
  if (socket && TMUX) Bun.spawnSync([TMUX, "-S", socket, "kill-server"]);
});

test("while the dashboard runs it is on the alternate screen: the shell's line is not under it", async () => {
  const s = await dashboardSession();
  expect(s.flag("alternate_on")).toBe("1");
  expect(s.screen()).not.toContain(BEFORE);
  expect(s.screen().split("\n")[0]).toContain("AAN CONTROL PANEL");
  tmux("send-keys", "-t", s.session, "q");
  await shellBack(s);
});

test("q: the shell's screen is back as it was, the cursor shown, exit status 0", async () => {
  const s = await dashboardSession();
  tmux("send-keys", "-t", s.session, "q");
  const back = await shellBack(s);
  expect(back.text).toContain("dashboard ended: 0");
  expect(back.text).toContain(BEFORE);
  expect(back.text).not.toContain("AAN CONTROL PANEL");
  expect(back.alternate).toBe("0");
  expect(back.cursor).toBe("1");
});

test("Ctrl-C: the shell's screen is back, the cursor shown", async () => {
  const s = await dashboardSession();
  tmux("send-keys", "-t", s.session, "C-c");
  const back = await shellBack(s);
  expect(back.text).toMatch(/dashboard ended: \d+/);
  expect(back.text).toContain(BEFORE);
  expect(back.text).not.toContain("AAN CONTROL PANEL");
  expect(back.alternate).toBe("0");
  expect(back.cursor).toBe("1");
});

test("SIGTERM from outside: the shell's screen is back, exit status 143 (128 + 15)", async () => {
  const s = await dashboardSession();
  const shell = tmux("display-message", "-p", "-t", s.session, "#{pane_pid}").trim();
  const child = Bun.spawnSync(["pgrep", "-P", shell], { stdout: "pipe" }).stdout.toString().trim().split("\n")[0]!;
  expect(child).toMatch(/^\d+$/);
  process.kill(Number(child), "SIGTERM");
  const back = await shellBack(s);
  expect(back.text).toContain("dashboard ended: 143");
  expect(back.text).toContain(BEFORE);
  expect(back.text).not.toContain("AAN CONTROL PANEL");
  expect(back.alternate).toBe("0");
  expect(back.cursor).toBe("1");
});

test("a crash while drawing (the codes' table gone, then r): the shell's screen is back with the error on it", async () => {
  const s = await dashboardSession();
  const db = new Database(databasePath(s.dataDir));
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("ALTER TABLE invitation_codes RENAME TO invitation_codes_gone");
  db.close();
  tmux("send-keys", "-t", s.session, "r");
  const back = await shellBack(s);
  expect(back.text).toMatch(/dashboard ended: [1-9]\d*/);
  expect(back.text).toContain("invitation_codes");
  expect(back.text).toContain(BEFORE);
  expect(back.alternate).toBe("0");
  expect(back.cursor).toBe("1");
});
