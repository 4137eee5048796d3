// Writes on the server wait for a lock held by another process (the CLI, a backup, sqlite3) by
// yielding, never by blocking the event loop: a write that meets the lock is tried again a little
// later, while reads, health and every other request go on being answered. A lock that outlasts
// the wait gives 503 with Retry-After. Every write is one transaction, so a failed try wrote
// nothing and trying again is safe.
import type { AppContext } from "#core/context";
import { isDatabaseBusy } from "#core/db";
import { DomainError } from "#shared/errors";

export const BUSY_MESSAGE = "The database is busy. Please try again in a moment.";
const FIRST_RETRY_MS = 5;
const LONGEST_RETRY_MS = 100;

export async function whenUnlocked<T>(waitMs: number, work: () => T | Promise<T>): Promise<T> {
  const giveUpAt = performance.now() + waitMs;
  for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, LONGEST_RETRY_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      if (performance.now() + pause > giveUpAt) throw new DomainError("busy", BUSY_MESSAGE);
      await Bun.sleep(pause);
    }
  }
}

/** `write(() => useCase(...))`: a route's change, waiting for locks as above with the configured wait. */
export function writer(ctx: AppContext) {
  return <T>(work: () => T | Promise<T>) => whenUnlocked(ctx.config.lockWaitMs, work);
}
