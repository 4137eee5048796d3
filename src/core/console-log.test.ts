// The server's log lines (decisions 0037, 0051): one JSON object per line with level, time and
// event first; secret-named fields censored at any depth and in any case; a field that cannot be
// written never loses its event; a terminal gets readable lines; stderr is written whole, and a
// stderr that fails never stops the caller.
import { expect, test } from "bun:test";
import { openSync } from "node:fs";
import { createConsoleLog, logLine, REDACTED } from "./console-log";
import { prettyLogLines } from "./pretty-log-lines";

const AT = new Date("2026-11-24T01:02:03.004Z");

function captured(pretty = false) {
  const texts: string[] = [];
  const log = createConsoleLog({ format: pretty ? prettyLogLines() : undefined, write: (text) => texts.push(text), now: () => AT });
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
  expect(objects()).toEqual([{ level: "info", time: AT.toISOString(), event: "request", method: "GET", route: "/api/health", status: 200, ms: 0.4, requestId: "a1-3" }]);
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
  expect(objects()[0]).toMatchObject({ password: REDACTED, Authorization: REDACTED, nested: { cookie: REDACTED, deeper: [{ sessionToken: REDACTED, newPassword: REDACTED }] }, secret: REDACTED, kept: "visible" });
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

/** Runs `script` (which may use writeToStderr) in a child bun with stderr sent to `stderr`. */
function child(script: string, stderr: "pipe" | number) {
  const source = `import { writeToStderr } from ${JSON.stringify(`${import.meta.dir}/console-log.ts`)};\n${script}`;
  return Bun.spawn([process.execPath, "-e", source], { stdout: "pipe", stderr });
}

test("a stderr that cannot be written (a full disk) drops the line, and the caller goes on", async () => {
  const full = openSync("/dev/full", "w");
  const run = child(`writeToStderr("a line\\n".repeat(1000)); console.log("went on");`, full);
  expect(await run.exited).toBe(0);
  expect(await new Response(run.stdout).text()).toBe("went on\n");
});

test("many lines through a pipe arrive whole and in order", async () => {
  const run = child(`for (let i = 0; i < 3000; i++) writeToStderr(String(i).padStart(6, "0") + " " + "x".repeat(300) + "\\n");`, "pipe");
  const text = await new Response(run.stderr as ReadableStream<Uint8Array>).text();
  expect(await run.exited).toBe(0);
  const lines = text.split("\n").filter(Boolean);
  expect(lines).toHaveLength(3000);
  lines.forEach((line, i) => expect(line).toBe(`${String(i).padStart(6, "0")} ${"x".repeat(300)}`));
});
