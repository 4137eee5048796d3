import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import { sessions } from "#db/schema/sessions";
import type { Db } from "../db/db";
import { prepared } from "../db/prepared";

export type SessionKind = "admin" | "member" | "visitor";
export type SessionRow = typeof sessions.$inferSelect;

export function insertSession(db: Db, row: typeof sessions.$inferInsert): void {
  db.insert(sessions).values(row).run();
}

export function selectSession(db: Db, sid: string): SessionRow | undefined {
  return prepared(db, "session-by-sid", (root) =>
    root
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sql.placeholder("sid")))
      .prepare(),
  ).get({ sid });
}

export function touchSession(db: Db, sid: string, lastSeenAt: Date, expire: Date): void {
  db.update(sessions).set({ lastSeenAt, expire }).where(eq(sessions.sid, sid)).run();
}

export function deleteSession(db: Db, sid: string): void {
  db.delete(sessions).where(eq(sessions.sid, sid)).run();
}

/** Ends every session of one subject, except `keepSid` when given. */
export function deleteSessionsOf(db: Db, kind: SessionKind, subjectId: string, keepSid?: string): number {
  const sameSubject = and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId));
  return db
    .delete(sessions)
    .where(keepSid ? and(sameSubject, ne(sessions.sid, keepSid)) : sameSubject)
    .returning({ sid: sessions.sid })
    .all().length;
}

export function deleteExpiredSessions(db: Db, now: Date): number {
  return db
    .delete(sessions)
    .where(or(lt(sessions.expire, now), lt(sessions.absoluteExpire, now)))
    .returning({ sid: sessions.sid })
    .all().length;
}

export function deleteSessionsOnDevice(db: Db, deviceId: string): number {
  return db.delete(sessions).where(eq(sessions.deviceId, deviceId)).returning({ sid: sessions.sid }).all().length;
}
