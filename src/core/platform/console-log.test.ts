// The server's log lines (decisions 0037, 0051, 0058): one JSON object per line with level, time
// and event first; secret-named fields censored at any depth and in any case; a field that cannot
// be written never loses its event; a terminal gets readable lines; stderr is written whole, in
// order, and a stderr that fails or that nobody reads never stops the caller.
import { expect, test } from "bun:test";
import { closeSync, openSync } from "node:fs";
import { readUntil, unreadPipe } from "../../../tests/helpers/unread-pipe";
import { createConsoleLog, droppedLinesNotice, LINES_DROPPED_EVENT, logLine, REDACTED } from "./console-log";
import { prettyLogLines } from "./pretty-log-lines";

const AT = new Date("2026-11-24T01:02:03.004Z");

function captured(pretty = false) {
  const texts: string[] = [];
  const log = createConsoleLog({ format: pretty ? prettyLogLines() : undefined, write: (text) => void texts.push(text), now: () => AT });
  return { log, texts, objects: () => texts.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

test("each event is one line: level, time and event first, then its fields", () => {
  const { log, texts } = captured();
  log.info("maintenance", { removedSessions: 3 });
  log.warn("untrusted_forwarding", { header: "x-forwarded-for" });
  log.error("unhandled_error", { message: "boom", requestId: "a1-2" });
  expect(texts).toEqual([
    '{"level":"info","time":"2026-11-24T01:02:03.004Z","event":"maintenance","removedSessions":3}\n',
    '{"level":"warn","time":"2026-11-24T01:02:03.004Z","event":"untrusted_forwarding","header":"x-forwarded-for"}\n',
    '{"level":"error","time":"2026-11-24T01:02:03.004Z","event":"unhandled_error","message":"boom","requestId":"a1-2"}\n',
  ]);
});

test("the request line carries its fixed facts", () => {
  const { log, objects } = captured();
  log.request!({ method: "GET", route: "/api/health", status: 200, ms: 0.4, requestId: "a1-3" });
  expect(objects()).toEqual([
    {
      level: "info",
      time: AT.toISOString(),
      event: "request",
      method: "GET",
      route: "/api/health",
      status: 200,
      ms: 0.4,
      requestId: "a1-3",
    },
  ]);
});

test("fields named like a secret are censored at any depth and in any case", () => {
  const { log, texts, objects } = captured();
  log.info("something", {
    password: "p-1",
    Authorization: "Bearer t-2",
    nested: { cookie: "c-3", deeper: [{ sessionToken: "s-4", newPassword: "p-5" }] },
    secret: { anything: "x-6" },
    kept: "visible",
  });
  for (const value of ["p-1", "t-2", "c-3", "s-4", "p-5", "x-6"]) expect(texts[0]).not.toContain(value);
  expect(objects()[0]).toMatchObject({
    password: REDACTED,
    Authorization: REDACTED,
    nested: { cookie: REDACTED, deeper: [{ sessionToken: REDACTED, newPassword: REDACTED }] },
    secret: REDACTED,
    kept: "visible",
  });
});

test("errors and bigints are written readably; a cycle keeps the event with a note", () => {
  const error = new TypeError("bad thing");
  const line = JSON.parse(logLine("error", "failed", { error, count: 12n }, AT.toISOString()));
  expect(line).toMatchObject({ event: "failed", count: "12", error: { type: "TypeError", message: "bad thing" } });
  expect(line.error.stack).toContain("bad thing");

  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const kept = JSON.parse(logLine("warn", "odd_fields", { cyclic }, AT.toISOString()));
  expect(kept).toMatchObject({ level: "warn", event: "odd_fields" });
  expect(kept.logError).toMatch(/^fields not written: /);
});

test("a terminal gets one readable line per event, without the JSON", () => {
  const { log, texts } = captured(true);
  log.warn("backup_failed", { message: "disk full" });
  expect(texts).toHaveLength(1);
  const text = texts[0]!.replace(/\u001b\[[0-9;]*m/g, "");
  expect(text).toContain("WARN");
  expect(text).toContain("backup_failed");
  expect(text).toContain('message: "disk full"');
  expect(text.endsWith("\n")).toBe(true);
  expect(text).not.toContain('"level"');
});

test("the drop notice is a warning line with the count, readable on a terminal", () => {
  expect(JSON.parse(droppedLinesNotice(12, undefined, AT))).toEqual({
    level: "warn",
    time: AT.toISOString(),
    event: LINES_DROPPED_EVENT,
    count: 12,
  });
  const readable = droppedLinesNotice(12, prettyLogLines(), AT).replace(/\u001b\[[0-9;]*m/g, "");
  expect(readable).toContain(LINES_DROPPED_EVENT);
  expect(readable).toContain("count: 12");
});

/**
 * Runs `script` in a child bun with stderr sent to `stderr`; the script has `lines`, this
 * process's stderr as the server's log opens it, whose drop notice is `dropped N`.
 */
function child(script: string, stderr: "pipe" | number) {
  const source = `import { openStderrLines } from ${JSON.stringify(`${import.meta.dir}/stderr-lines.ts`)};
const lines = openStderrLines((count) => "dropped " + count + "\\n");
${script}`;
  return Bun.spawn([process.execPath, "-e", source], { stdout: "pipe", stderr });
}

const numbered = (i: number) => `${String(i).padStart(6, "0")} ${"x".repeat(300)}`;

test("a stderr that cannot be written (a full disk) drops the lines, counted, and the caller goes on", async () => {
  const full = openSync("/dev/full", "w");
  const run = child(`for (let i = 0; i < 1000; i++) lines.write("a line\\n"); console.log("went on", lines.droppedLines());`, full);
  expect(await run.exited).toBe(0);
  expect(await new Response(run.stdout).text()).toBe("went on 1000\n");
});

test("many lines through a pipe arrive whole and in order, even when the process then crashes", async () => {
  const run = child(
    `for (let i = 0; i < 3000; i++) lines.write(String(i).padStart(6, "0") + " " + "x".repeat(300) + "\\n"); throw new Error("crash after logging");`,
    "pipe",
  );
  const text = await new Response(run.stderr as ReadableStream<Uint8Array>).text();
  expect(await run.exited).toBe(1);
  const logged = text.split("\n").filter((line) => /^\d{6} /.test(line));
  expect(logged).toHaveLength(3000);
  logged.forEach((line, i) => expect(line).toBe(numbered(i)));
});

test("a pipe nobody reads never holds the caller; once read, the lines come whole and in order, then the count of those dropped", async () => {
  const pipe = unreadPipe();
  const written = 20_000; // 6 MB: far more than the pipe and the buffer hold
  const run = child(
    `for (let i = 0; i < ${written}; i++) lines.write(String(i).padStart(6, "0") + " " + "x".repeat(300) + "\\n");
console.log("went on", lines.droppedLines());
setInterval(() => {}, 1000);`,
    pipe.writer,
  );
  closeSync(pipe.writer);
  const stdout = await readLine(run.stdout);
  const dropped = Number(stdout.match(/^went on (\d+)$/)![1]);
  expect(dropped).toBeGreaterThan(0);

  const text = await readUntil(pipe.reader, (read) => /dropped \d+\n/.test(read));
  run.kill();
  await run.exited;
  closeSync(pipe.reader);
  const arrived = text.split("\n");
  const notice = arrived.findIndex((line) => line.startsWith("dropped "));
  expect(arrived[notice]).toBe(`dropped ${dropped}`);
  // Before the notice: lines 0, 1, 2… whole, none missing; those after them were dropped.
  const before = arrived.slice(0, notice);
  before.forEach((line, i) => expect(line).toBe(numbered(i)));
  expect(before.length + dropped).toBe(written);
});

/** The first line a stream gives. */
async function readLine(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return text.split("\n")[0]!;
}
