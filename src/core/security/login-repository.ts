import { and, asc, count, eq, gt } from "drizzle-orm";
import { loginFailures } from "#db/schema/index";
import type { Db } from "../db";

export type LoginScope = "admin" | "member";

/** Failures and attempts still in flight, so parallel guesses at one username cannot pass the limit. */
export function countFailuresByUsername(db: Db, scope: LoginScope, username: string, since: Date): number {
  return (
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.username, username), gt(loginFailures.at, since)))
      .get()?.n ?? 0
  );
}

/** Settled failures only: sign-ins in flight from one office's shared address are no failures. */
export function countFailuresByAddress(db: Db, scope: LoginScope, clientAddress: string, since: Date): number {
  return (
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.scope, scope),
          eq(loginFailures.clientAddress, clientAddress),
          eq(loginFailures.settled, true),
          gt(loginFailures.at, since),
        ),
      )
      .get()?.n ?? 0
  );
}

export function oldestFailureSince(db: Db, scope: LoginScope, where: { username?: string; clientAddress?: string }, since: Date) {
  const conditions = [eq(loginFailures.scope, scope), gt(loginFailures.at, since)];
  if (where.username !== undefined) conditions.push(eq(loginFailures.username, where.username));
  if (where.clientAddress !== undefined) {
    conditions.push(eq(loginFailures.clientAddress, where.clientAddress), eq(loginFailures.settled, true));
  }
  return db.select({ at: loginFailures.at }).from(loginFailures).where(and(...conditions)).orderBy(asc(loginFailures.at)).limit(1).get()?.at;
}

export function insertFailure(db: Db, row: { scope: LoginScope; username: string; clientAddress: string; at: Date }): number {
  return db.insert(loginFailures).values(row).returning({ id: loginFailures.id }).get().id;
}

export function settleFailure(db: Db, id: number): void {
  db.update(loginFailures).set({ settled: true }).where(eq(loginFailures.id, id)).run();
}

export function deleteFailure(db: Db, id: number): void {
  db.delete(loginFailures).where(eq(loginFailures.id, id)).run();
}

export function deleteFailuresOf(db: Db, scope: LoginScope, username: string): void {
  db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.username, username))).run();
}
