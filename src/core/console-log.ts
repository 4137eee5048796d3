// The server's structured log: one JSON line per event (pino) on stderr, or readable lines when stderr is
// a terminal (pino-pretty). Lines are written synchronously: a crash never loses the last ones. Callers pass facts, never secrets: passwords, tokens and cookies are
// not logged anywhere, and fields with such names are censored as a second guard.
import pino, { type Logger } from "pino";
import type PinoPretty from "pino-pretty";

import type { Log } from "./log";

/** Field names that must never reach a log line, wherever they sit. */
const CENSORED = ["password", "newPassword", "confirmPassword", "token", "sessionToken", "cookie", "authorization", "secret", "*.password", "*.token", "*.cookie", "*.authorization", "*.secret"];

function fromPino(logger: Logger, requestLogger: Logger): Log {
  return {
    info: (event, fields) => logger.info({ event, ...fields }),
    request: (fields) => requestLogger.info({ event: "request", ...fields }),
    warn: (event, fields) => logger.warn({ event, ...fields }),
    error: (event, fields) => logger.error({ event, ...fields }),
    flush: () => {
      try {
        logger.flush();
      } catch {
        // Nothing buffered (the destination writes synchronously).
      }
    },
  };
}

/**
 * Readable lines for a terminal. pino-pretty loads only here: a server whose stderr is a file or
 * a pipe never uses it, and loading it cost 2-3 ms of every start (issue 13).
 */
function prettyLines(): NodeJS.WritableStream {
  // A synchronous load on demand: createConsoleLog stays synchronous for its callers.
  const pinoPretty = require("pino-pretty") as typeof PinoPretty;
  return pinoPretty({ destination: 2, sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", messageKey: "event" });
}

/** The server's log: JSON lines, or pretty ones on a terminal. */
export function createConsoleLog(options: { pretty?: boolean; destination?: NodeJS.WritableStream } = {}): Log {
  const pretty = options.pretty ?? Boolean(process.stderr.isTTY);
  const destination = options.destination ?? (pretty ? prettyLines() : pino.destination({ dest: 2, sync: true }));
  const format = { base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } };
  return fromPino(
    pino({ ...format, redact: { paths: CENSORED, censor: "[redacted]" } }, destination),
    // Request lines hold only fixed facts (see Log.request): the censoring pass, a third of a
    // short request's cost, is skipped for them. Same destination, same format.
    pino(format, destination),
  );
}
