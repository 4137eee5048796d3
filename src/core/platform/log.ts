// The log's interface, and a silent one for tests and CLI commands. The server's own log
// (JSON lines on stderr) is in console-log.ts, loaded only by `aan serve`.
export type Log = {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  /**
   * The one line per answered request (event "request"), when the log has a faster way to write
   * it than info(): its fields are fixed facts (method, route pattern, status, ms, request id),
   * never a secret, so it can skip the censoring pass.
   */
  request?(fields: { method: string; route: string; status: number; ms: number; requestId: string }): void;
  /** Writes out what is buffered (before the process exits). */
  flush?(): void;
  /** Lines lost since the start because the destination was full or failing (for /metrics). */
  droppedLines?(): number;
};

export const silentLog: Log = { info() {}, warn() {}, error() {} };
