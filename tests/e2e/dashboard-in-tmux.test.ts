// The terminal dashboard of the compiled binary, driven the way an operator's terminal drives it:
// inside tmux, keys sent together with `tmux send-keys` (one write), and the window resized from
// 120×36 to 80×24. What the operator would read is tmux's own copy of the screen (capture-pane).
// At 80×24 the list fills the screen down to the key help, which breaks between phrases; keys
// typed together into a form (letters, Backspace, Enter in one write, as a slow SSH link delivers
// them) are each kept; a message clears when the tab changes; the Used tab names who redeemed.
// The shell carries CI=true, as a CI runner's or some container images' do: Ink would then draw
// only a last frame, so the dashboard asks for live drawing itself.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { closeDatabase } from "#core/db/db";
import { createApp } from "#server/app";
import { REPO_ROOT, setupDataDir } from "../helpers/cli";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { registerMember } from "../helpers/member-session";

const BINARY = join(REPO_ROOT, "dist/aan");
const TMUX = Bun.which("tmux");
const session = `aan-dashboard-${process.pid}`;
let socket: string;
let dataDir: string;

function tmux(...args: string[]): string {
  const run = Bun.spawnSync([TMUX!, "-S", socket, ...args], { stdout: "pipe", stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`tmux ${args.join(" ")} failed: ${run.stderr.toString()}`);
  return run.stdout.toString();
}

const screen = () => tmux("capture-pane", "-p", "-t", session);

/** The screen once it shows `text` (the dashboard redraws within a few frames). */
async function screenWith(text: string | RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = screen();
    if (typeof text === "string" ? now.includes(text) : text.test(now)) return now;
    if (Date.now() > deadline) return now;
    await Bun.sleep(50);
  }
}

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  if (!TMUX) throw new Error("tmux is missing: .ci/run installs it (apt-get install tmux)");
  const folder = tempDir("aan-tmux-");
  socket = join(folder, "tmux.sock");
  dataDir = join(folder, "data");
  await setupDataDir({ command: [BINARY], dataDir });
  tmux(
    "-f",
    "/dev/null",
    "new-session",
    "-d",
    "-s",
    session,
    "-x",
    "120",
    "-y",
    "36",
    "-e",
    `AAN_DATA_DIR=${dataDir}`,
    "-e",
    "USER=ops",
    "-e",
    "CI=true",
    BINARY,
  );
  // tmux follows the client's size by default; a detached session keeps the size asked for.
  tmux("set-option", "-t", session, "window-size", "manual");
});

afterAll(() => {
  if (socket && TMUX) Bun.spawnSync([TMUX, "-S", socket, "kill-server"]);
});

test("the dashboard opens full-screen with the header and the unused codes", async () => {
  const text = await screenWith("AAN CONTROL PANEL");
  expect(text).toContain("AAN CONTROL PANEL // INVITATION CODE MANAGEMENT");
  expect(text).toMatch(/Unused \(20\)/);
});

test("Tab Tab Tab sent in one write moves three tabs (Unused → Expired)", async () => {
  tmux("send-keys", "-t", session, "Tab", "Tab", "Tab");
  expect(await screenWith("No codes have expired")).toContain("No codes have expired");
  tmux("send-keys", "-t", session, "Tab", "Tab");
  expect(await screenWith(/unassigned/)).toMatch(/unassigned/);
});

test("a resize from 120×36 to 80×24 redraws the whole screen: the header is on its first line", async () => {
  tmux("resize-window", "-t", session, "-x", "80", "-y", "24");
  const text = await screenWith(/^\s*AAN CONTROL PANEL/);
  const lines = text.split("\n");
  expect(lines[0]).toContain("AAN CONTROL PANEL");
  expect(text).toMatch(/Active Codes: 20/);
  expect(text).toContain("q quit");
});

test("four ↓ sent in one write move four rows: 'a' opens the fifth code's form", async () => {
  const listed = [...screen().matchAll(/^\s*(\S{4}-\S{4}-\S{4})\s+unassigned/gm)].map((match) => match[1]);
  expect(listed.length).toBeGreaterThan(4);
  tmux("send-keys", "-t", session, "Down", "Down", "Down", "Down");
  await Bun.sleep(200);
  tmux("send-keys", "-t", session, "a");
  expect(await screenWith("ASSIGN CODE")).toContain(`ASSIGN CODE ${listed[4]}`);
  tmux("send-keys", "-t", session, "Escape");
});

const CODE_KEY_HELP = "Tab/←→ tabs · ↑↓ move · g generate · c custom · a assign · u unassign · / search · o overview · r refresh · q quit";

test("at 80×24 the list fills the screen down to the key help, which breaks between phrases, never inside one", async () => {
  const lines = (await screenWith(/page 1 of 1/)).split("\n").slice(0, 24);
  expect(lines[0]).toContain("AAN CONTROL PANEL");
  // The frame's lines after the tabs: a gap, then code rows up to the page line, then the help.
  const firstRow = lines.findIndex((line) => /^\s*\S{4}-\S{4}-\S{4}\s/.test(line));
  const pageLine = lines.findIndex((line) => /page 1 of 1/.test(line));
  expect(firstRow).toBe(5);
  expect(lines.slice(firstRow, pageLine).every((line) => /^\s*\S{4}-\S{4}-\S{4}\s/.test(line))).toBe(true);
  const help = lines
    .slice(pageLine + 1)
    .map((line) => line.trim())
    .filter(Boolean);
  expect(pageLine + 1 + help.length).toBe(24);
  expect(help.join(" · ")).toBe(CODE_KEY_HELP);
  expect(help.length).toBe(2);
});

test("'c', then vipp ⌫ -one Enter sent in one write: every key kept in order, VIP-ONE created", async () => {
  tmux("send-keys", "-t", session, "c");
  await screenWith("CREATE CUSTOM CODE");
  tmux("send-keys", "-t", session, "vipp", "BSpace", "-one", "Enter");
  const text = await screenWith("Created custom code: VIP-ONE");
  expect(text).toContain("Created custom code: VIP-ONE");
  expect(text).toMatch(/^\s*VIP-ONE\s+unassigned/m);
});

test("a message clears when the tab changes", async () => {
  expect(screen()).toContain("Created custom code: VIP-ONE");
  tmux("send-keys", "-t", session, "Tab");
  const text = await screenWith("No codes have been used yet");
  expect(text).toContain("No codes have been used yet");
  expect(text).not.toContain("Created custom code");
});

test("the Used tab says who redeemed each code", async () => {
  const ctx = makeTestContext({ dataDir });
  const member = await registerMember(ctx, makeRequester(createApp(ctx)));
  closeDatabase(ctx.db);
  tmux("send-keys", "-t", session, "r");
  const text = await screenWith(`by ${member.username}`);
  expect(text).toMatch(new RegExp(`used \\d{4}-\\d{2}-\\d{2} by ${member.username}`));
});
