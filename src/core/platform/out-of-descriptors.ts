// A process out of file descriptors (EMFILE: its own limit; ENFILE: the system's) refuses what
// needed one with 503 and Retry-After, never a 500: nothing was written (an upload's ".part" is
// never opened) and the same request succeeds once connections close. Reached under a flood of
// connections, so it is logged once a minute with a count of the rest, not once per request.
import { DomainError, OUT_OF_DESCRIPTORS_MESSAGE, OUT_OF_DESCRIPTORS_RETRY_SECONDS } from "#shared/errors";
import type { Log } from "./log";

/** EMFILE/ENFILE from the file system or a socket, also as the cause of another error. */
export function isOutOfDescriptors(error: unknown): boolean {
  for (let depth = 0; error && depth < 5; depth += 1, error = (error as { cause?: unknown }).cause) {
    if (error instanceof DomainError) return false;
    const code = (error as { code?: unknown }).code;
    if (code === "EMFILE" || code === "ENFILE") return true;
    if (error instanceof Error && /too many open files/i.test(error.message)) return true;
  }
  return false;
}

export const outOfDescriptorsError = () =>
  new DomainError("busy", OUT_OF_DESCRIPTORS_MESSAGE, undefined, { retryAfterSeconds: OUT_OF_DESCRIPTORS_RETRY_SECONDS });

const REPORT_EVERY_MS = 60_000;
const reporters = new WeakMap<Log, (error: unknown) => void>();

/**
 * The log's one reporter of descriptor exhaustion: the first time, then at most once a minute,
 * each line counting the refusals since the one before.
 */
export function outOfDescriptorsReporter(log: Log, now: () => number = () => performance.now()): (error: unknown) => void {
  const known = reporters.get(log);
  if (known) return known;
  let lastAt = -Infinity;
  let unreported = 0;
  const report = (error: unknown) => {
    unreported += 1;
    if (now() - lastAt < REPORT_EVERY_MS) return;
    lastAt = now();
    log.warn("out_of_descriptors", {
      message: error instanceof Error ? error.message : String(error),
      refusedSinceLastLine: unreported,
    });
    unreported = 0;
  };
  reporters.set(log, report);
  return report;
}
