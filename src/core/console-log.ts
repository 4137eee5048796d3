// The server's structured log: one JSON line per event on stderr, or readable lines when stderr is
// a terminal (pino-pretty's formatter). Lines are written synchronously: a crash never loses the
// last ones. Callers pass facts, never secrets: passwords, tokens and cookies are not logged
// anywhere, and fields with such names are censored at any depth as a second guard.
//
// The lines are the ones pino wrote (decision 0037), written here in a few lines instead: pino's
// stream and transport machinery (worker threads, node:stream) cost the idle server 2 MB of its
// 60 MB (issue 13, decision 0051), for features this log never used.
import { writeSync } from "node:fs";

import type { Log } from "./log";
import { isTerminal } from "./terminal";

/** Field names (compared in lower case) whose values never reach a log line, wherever they sit. */
const CENSORED = new Set(["password", "newpassword", "confirmpassword", "token", "sessiontoken", "cookie", "authorization", "secret"]);
export const REDACTED = "[redacted]";

/** JSON.stringify's replacer: censors secret-named fields; errors and bigints become readable. */
function readable(key: string, value: unknown): unknown {
  if (key !== "" && CENSORED.has(key.toLowerCase())) return REDACTED;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Error) return { type: value.name, message: value.message, stack: value.stack };
  return value;
}

type Level = "info" | "warn" | "error";

/** One event as its JSON line. A field that cannot be written (a cycle) never loses the event. */
export function logLine(level: Level, event: string, fields: Record<string, unknown> | undefined, time: string): string {
  try {
    return JSON.stringify({ level, time, event, ...fields }, readable) + "\n";
  } catch (error) {
    return JSON.stringify({ level, time, event, logError: `fields not written: ${error instanceof Error ? error.message : String(error)}` }) + "\n";
  }
}

/** Blocks the thread briefly (stderr a full non-blocking pipe) without spinning. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** How long one line waits for a full pipe before it is dropped: a stuck reader must not stop the server. */
const FULL_PIPE_WAITS = 100;
const FULL_PIPE_WAIT_MS = 10;

const isFullPipe = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "EAGAIN";

/**
 * Writes `text` to stderr whole, in order. A full non-blocking pipe is waited for (up to a second
 * a line); a stderr that is gone or stays full drops the line: the log must never break, or stop,
 * the request that writes it.
 */
export function writeToStderr(text: string): void {
  let written = 0;
  try {
    written = writeSync(2, text);
    if (written >= Buffer.byteLength(text)) return;
  } catch (error) {
    if (!isFullPipe(error)) return;
  }
  const bytes = Buffer.from(text);
  for (let waits = 0; written < bytes.length; ) {
    try {
      written += writeSync(2, bytes, written);
    } catch (error) {
      if (!isFullPipe(error) || ++waits > FULL_PIPE_WAITS) return;
      pause(FULL_PIPE_WAIT_MS);
    }
  }
}

/**
 * The server's log: JSON lines, each passed through `format` when given (readable lines), then to
 * `write` (stderr unless replaced: tests read the lines); `now` gives each line's time.
 */
export function createConsoleLog(options: { format?: (line: string) => string; write?: (text: string) => void; now?: () => Date } = {}): Log {
  const raw = options.write ?? writeToStderr;
  const format = options.format;
  const write = format ? (line: string) => raw(format(line)) : raw;
  const now = options.now ?? (() => new Date());
  const at = (level: Level) => (event: string, fields?: Record<string, unknown>) => write(logLine(level, event, fields, now().toISOString()));
  return {
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    // Request lines hold only fixed facts (see Log.request): no censoring pass, no replacer.
    request: (fields) => write(JSON.stringify({ level: "info", time: now().toISOString(), event: "request", ...fields }) + "\n"),
  };
}

/**
 * The log of `aan serve` on this process's stderr: readable lines on a terminal, JSON lines
 * otherwise. The formatter (pino-pretty) loads only for a terminal, in its own chunk: a server
 * whose stderr is a file or a pipe never holds it (issue 13).
 */
export async function openConsoleLog(): Promise<Log> {
  const format = isTerminal(2, () => process.stderr) ? (await import("./pretty-log-lines")).prettyLogLines() : undefined;
  return createConsoleLog({ format });
}
