import { and, desc, eq, gt, isNull, like, lt, lte, sql, type SQL } from "drizzle-orm";
import { adminAuditLog, auditDaily } from "#db/schema/admin";
import type { auditQuerySchema } from "#shared/schemas/audit";
import type { z } from "#zod";
import type { Db } from "../db/db";
import { placeholdersFor, prepared } from "../db/prepared";

export type AuditOutcome = "success" | "failure" | "denied" | "throttled";

export type AuditRow = {
  at: Date;
  actor: string;
  adminId: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  action: string;
  outcome: AuditOutcome;
  detail: string | null;
  /** The member whose account an admin's change was on (their security page lists it); else null. */
  memberId: string | null;
};

const AUDIT_ROW_FIELDS = [
  "at",
  "actor",
  "adminId",
  "clientAddress",
  "userAgent",
  "action",
  "outcome",
  "detail",
  "memberId",
] as const satisfies ReadonlyArray<keyof AuditRow>;

/** Every change writes one: prepared once per connection (SQLite compiles an insert each time otherwise). */
export function insertAuditRow(db: Db, row: AuditRow): void {
  prepared(db, "audit-insert", (root) => root.insert(adminAuditLog).values(placeholdersFor<AuditRow>(AUDIT_ROW_FIELDS)).prepare()).run(row);
}

/**
 * Counts a refusal into the newest anonymous row of the same address, action, outcome and detail
 * since `since`, if there is one. True when it did (no row is to be added). The detail is part of
 * the key: a wrong password and a wrong two-factor code are different events, each under its own words.
 * A row stamped after this refusal (the clock was set back) is not joined: its repeats would count
 * the refusal in a later hour and move its `lastAt` before its `at`.
 */
export function addRepeatToRecentRow(db: Db, row: AuditRow, since: Date): boolean {
  const recent = db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.clientAddress, row.clientAddress ?? ""),
        gt(adminAuditLog.at, since),
        lte(adminAuditLog.at, row.at),
        eq(adminAuditLog.action, row.action),
        eq(adminAuditLog.outcome, row.outcome),
        row.detail === null ? isNull(adminAuditLog.detail) : eq(adminAuditLog.detail, row.detail),
        isNull(adminAuditLog.adminId),
        like(adminAuditLog.actor, "anonymous%"),
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(1)
    .get();
  if (!recent) return false;
  db.update(adminAuditLog)
    .set({ repeats: sql`${adminAuditLog.repeats} + 1`, lastAt: row.at })
    .where(eq(adminAuditLog.id, recent.id))
    .run();
  return true;
}

/** Deletes at most `limit` of the rows older than `before`; answers how many went. */
/**
 * Counts the oldest `limit` audit rows from before `before` into audit_daily (per UTC day, action
 * and outcome, repeats included), then deletes exactly those rows: call it inside one transaction,
 * so a row is counted once however often maintenance runs.
 */
export function deleteAuditRowsBefore(db: Db, before: Date, limit: number): number {
  const oldest = sql`SELECT ${adminAuditLog.id} FROM ${adminAuditLog} WHERE ${adminAuditLog.at} < ${before.getTime()} ORDER BY ${adminAuditLog.id} LIMIT ${limit}`;
  db.run(sql`
    INSERT INTO ${auditDaily} (day, action, outcome, count)
    SELECT strftime('%Y-%m-%d', at / 1000, 'unixepoch') AS day, action, outcome, sum(repeats)
    FROM ${adminAuditLog} WHERE ${adminAuditLog.id} IN (${oldest})
    GROUP BY day, action, outcome
    ON CONFLICT (day, action, outcome) DO UPDATE SET count = count + excluded.count`);
  // bun:sqlite's run() answers { changes }; drizzle's types call it void.
  const deleted = db.run(sql`DELETE FROM ${adminAuditLog} WHERE ${adminAuditLog.id} IN (${oldest})`) as unknown as { changes: number };
  return deleted.changes;
}

/** The log's query as parsed; `beforeId` is its `before` cursor. */
export function selectAuditRows(db: Db, filter: Pick<z.output<typeof auditQuerySchema>, "action" | "limit"> & { beforeId?: number }) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
  if (filter.beforeId) where.push(lt(adminAuditLog.id, filter.beforeId));
  return db
    .select()
    .from(adminAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(filter.limit)
    .all();
}

export function selectAuditActions(db: Db): string[] {
  return db
    .selectDistinct({ action: adminAuditLog.action })
    .from(adminAuditLog)
    .orderBy(adminAuditLog.action)
    .all()
    .map((r) => r.action);
}
