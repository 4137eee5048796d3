// The server's writes (`writer(ctx)`): the changes that arrive while it is busy share one commit
// (group commit, below), and a write that meets a lock held by another process (the CLI, a
// backup, sqlite3) waits by yielding, never by blocking the event loop: it is tried again a
// little later, while reads, health and every other request go on being answered. A lock that
// outlasts the wait gives 503 with Retry-After. Every write is one transaction, so a failed try
// wrote nothing and trying again is safe.
import type { AppContext } from "#core/context";
import { isDatabaseBusy } from "#core/db/db";
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

type Pending = { work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Outcome = { pending: Pending; ok: true; value: unknown } | { pending: Pending; ok: false; error: unknown };

/**
 * Group commit (decision 0047): the changes that arrive while the server is busy are
 * run one after another inside one BEGIN IMMEDIATE … COMMIT, so they share one fsync. Each
 * change's own transaction becomes a savepoint of it (bun:sqlite nests them): a refused change
 * rolls back only itself, and its refusal's audit row stays. Nobody gets an answer before the
 * COMMIT, so no answer ever names a change that is not on disk. A change alone, or a group that
 * meets another process's lock, runs as before (whenUnlocked, one transaction each).
 */
function createCommitGroups(ctx: AppContext) {
  const sqlite = ctx.db.$client;
  let queue: Pending[] = [];
  let scheduled = false;

  const runAlone = (pending: Pending) => void whenUnlocked(ctx.config.lockWaitMs, pending.work).then(pending.resolve, pending.reject);

  /** An async change (a password hashed first) goes on after the group; a lock it meets later is waited for as before. */
  const settle = (pending: Pending, value: unknown) => {
    if (!(value instanceof Promise)) return pending.resolve(value);
    value.then(pending.resolve, (error) => (isDatabaseBusy(error) ? runAlone(pending) : pending.reject(error)));
  };

  /**
   * After SQLite undid the group: the change that met the failure gets its error (a full disk
   * answers 507); every other change is tried again alone, which is safe because nothing of it is
   * stored. A change already on its asynchronous part (a password being hashed) goes on as it is.
   */
  function abandonGroup(ran: Outcome[], notRun: Pending[]): void {
    const failed = ran.at(-1)!;
    for (const outcome of ran) {
      if (outcome.ok && outcome.value instanceof Promise) settle(outcome.pending, outcome.value);
      else if (outcome === failed && !outcome.ok) outcome.pending.reject(outcome.error);
      else runAlone(outcome.pending);
    }
    notRun.forEach(runAlone);
  }

  function flush(): void {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 1 || sqlite.inTransaction) return batch.forEach(runAlone);
    try {
      sqlite.exec("BEGIN IMMEDIATE");
    } catch (error) {
      if (isDatabaseBusy(error)) return batch.forEach(runAlone);
      return batch.forEach((pending) => pending.reject(error));
    }
    const outcomes: Outcome[] = [];
    for (const pending of batch) {
      let outcome: Outcome;
      try {
        outcome = { pending, ok: true, value: pending.work() };
      } catch (error) {
        outcome = { pending, ok: false, error };
      }
      outcomes.push(outcome);
      // SQLite rolls the whole transaction back on some failures (a full disk, an I/O error), not
      // only the change's savepoint: what the group ran so far is undone, and what follows would
      // run outside any transaction. The group ends here.
      if (!sqlite.inTransaction) return abandonGroup(outcomes, batch.slice(outcomes.length));
    }
    try {
      sqlite.exec("COMMIT");
    } catch (error) {
      // A disk that fails the commit (full, I/O error): none of the group is stored, all are told;
      // a change on its asynchronous part writes in its own transaction later and answers then.
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      for (const outcome of outcomes) {
        if (outcome.ok && outcome.value instanceof Promise) settle(outcome.pending, outcome.value);
        else outcome.pending.reject(error);
      }
      return;
    }
    for (const outcome of outcomes) {
      if (outcome.ok) settle(outcome.pending, outcome.value);
      else outcome.pending.reject(outcome.error);
    }
  }

  // The answer is the work's own (NoInfer): never widened to whatever the route may return.
  return <T>(work: () => T | Promise<T>): Promise<NoInfer<T>> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        // After this turn's I/O: every change that arrived with this one joins its group.
        setImmediate(flush);
      }
    });
}

const groups = new WeakMap<AppContext, ReturnType<typeof createCommitGroups>>();

/** `write(() => useCase(...))`: a route's change, committed with the others of its moment, waiting for locks as above. */
export function writer(ctx: AppContext) {
  let group = groups.get(ctx);
  if (!group) groups.set(ctx, (group = createCommitGroups(ctx)));
  return group;
}
