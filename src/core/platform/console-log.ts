// The server's structured log: one JSON line per event on stderr, or readable lines when stderr is
// a terminal (pino-pretty's formatter). Lines are written at once while stderr takes them, so a
// crash loses none already logged; a stderr that stays full never holds a request: lines then wait
// in a bounded buffer, or are dropped and counted (stderr-lines.ts, decision 0058). Callers pass
// facts, never secrets: passwords, tokens and cookies are not logged anywhere, and fields with
// such names are censored at any depth as a second guard.
//
// The lines are the ones pino wrote (decision 0037), written here in a few lines instead: pino's
// stream and transport machinery (worker threads, node:stream) cost the idle server 2 MB of its
// 60 MB (decision 0051), for features this log never used.
import type { Log } from "./log";
import { openStderrLines } from "./stderr-lines";
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
    return (
      JSON.stringify({ level, time, event, logError: `fields not written: ${error instanceof Error ? error.message : String(error)}` }) +
      "\n"
    );
  }
}

/** The event of the line that tells how many lines were dropped since the last one was written. */
export const LINES_DROPPED_EVENT = "log_lines_dropped";

/**
 * The server's log: JSON lines, each passed through `format` when given (readable lines), then to
 * `write` (stderr's, or a test's that reads the lines); `now` gives each line's time. `flush` and
 * `droppedLines` are the destination's, when it has them.
 */
export function createConsoleLog(options: {
  write: (text: string) => void;
  flush?: () => void;
  droppedLines?: () => number;
  format?: (line: string) => string;
  now?: () => Date;
}): Log {
  const { write: raw, format } = options;
  const write = format ? (line: string) => raw(format(line)) : raw;
  const now = options.now ?? (() => new Date());
  const at = (level: Level) => (event: string, fields?: Record<string, unknown>) =>
    write(logLine(level, event, fields, now().toISOString()));
  return {
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    // Request lines hold only fixed facts (see Log.request): no censoring pass, no replacer.
    request: (fields) => write(JSON.stringify({ level: "info", time: now().toISOString(), event: "request", ...fields }) + "\n"),
    flush: options.flush,
    droppedLines: options.droppedLines,
  };
}

/** The line, readable when `format` is given, that tells the reader `count` lines were lost. */
export function droppedLinesNotice(count: number, format?: (line: string) => string, now = new Date()): string {
  const line = logLine("warn", LINES_DROPPED_EVENT, { count }, now.toISOString());
  return format ? format(line) : line;
}

/**
 * The log of `aan serve` on this process's stderr: readable lines on a terminal, JSON lines
 * otherwise. The formatter (pino-pretty) loads only for a terminal, in its own chunk: a server
 * whose stderr is a file or a pipe never holds it.
 */
export async function openConsoleLog(): Promise<Log> {
  const format = isTerminal(2, () => process.stderr) ? (await import("./pretty-log-lines")).prettyLogLines() : undefined;
  return createConsoleLog({ ...openStderrLines((count) => droppedLinesNotice(count, format)), format });
}
