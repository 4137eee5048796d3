import { and, asc, eq, gt, lt, or, sql } from "drizzle-orm";
import { loginFailures } from "#db/schema/admin";
import type { Db } from "../db/db";

/** Admin sign-ins, member sign-ins and member registrations are counted apart. */
export type LoginScope = "admin" | "member" | "register";

type Who = { username?: string; clientAddress?: string };

function whoMatches(who: Who) {
  return who.username !== undefined ? eq(loginFailures.username, who.username) : eq(loginFailures.clientAddress, who.clientAddress ?? "");
}

/**
 * Settled failures since `since`, and attempts still in flight that started after `freshSince`
 * (an older one was abandoned), for one username or one address.
 */
export function countAttempts(db: Db, scope: LoginScope, who: Who, since: Date, freshSince: Date): { settled: number; inFlight: number } {
  const row = db
    .select({
      settled: sql<number>`coalesce(sum(${loginFailures.settled} = 1), 0)`,
      inFlight: sql<number>`coalesce(sum(${loginFailures.settled} = 0 AND ${loginFailures.at} > ${freshSince.getTime()}), 0)`,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), whoMatches(who), gt(loginFailures.at, since)))
    .get();
  return { settled: Number(row?.settled ?? 0), inFlight: Number(row?.inFlight ?? 0) };
}

export function oldestSettledFailureSince(db: Db, scope: LoginScope, who: Who, since: Date) {
  return db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), whoMatches(who), eq(loginFailures.settled, true), gt(loginFailures.at, since)))
    .orderBy(asc(loginFailures.at))
    .limit(1)
    .get()?.at;
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

export function deleteSettledFailuresOf(db: Db, scope: LoginScope, username: string): void {
  db.delete(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.username, username), eq(loginFailures.settled, true)))
    .run();
}

/** Settled failures older than `settledBefore` and abandoned attempts older than `inFlightBefore`. */
export function deleteFailuresBefore(db: Db, settledBefore: Date, inFlightBefore: Date): number {
  return db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.settled, true), lt(loginFailures.at, settledBefore)),
        and(eq(loginFailures.settled, false), lt(loginFailures.at, inFlightBefore)),
      ),
    )
    .returning({ id: loginFailures.id })
    .all().length;
}
