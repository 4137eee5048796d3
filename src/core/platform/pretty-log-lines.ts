// The log's readable lines for a terminal: pino-pretty's formatter turns each JSON line into a
// timed, coloured line with its fields below. Loaded only when stderr is a terminal.
import { prettyFactory } from "pino-pretty";

export function prettyLogLines(): (line: string) => string {
  return prettyFactory({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", messageKey: "event" });
}
