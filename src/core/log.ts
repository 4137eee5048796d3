// The log's interface, and a silent one for tests and CLI commands. The server's own log
// (pino JSON lines) is in console-log.ts, loaded only by `aan serve`.
export type Log = {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  /** Writes out what is buffered (before the process exits). */
  flush?(): void;
};

export const silentLog: Log = { info() {}, warn() {}, error() {} };
