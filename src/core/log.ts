// A small structured logger: one JSON line per event on stderr. Callers pass facts, never
// secrets (passwords, tokens, cookies are not logged anywhere).
export type Log = {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

function write(level: string, event: string, fields?: Record<string, unknown>) {
  process.stderr.write(JSON.stringify({ at: new Date().toISOString(), level, event, ...fields }) + "\n");
}

export const consoleLog: Log = {
  info: (event, fields) => write("info", event, fields),
  warn: (event, fields) => write("warn", event, fields),
  error: (event, fields) => write("error", event, fields),
};

export const silentLog: Log = { info() {}, warn() {}, error() {} };
