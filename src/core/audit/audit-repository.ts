import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { adminAuditLog } from "#db/schema/index";
import type { Db } from "../db";

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
};

export function insertAuditRow(db: Db, row: AuditRow): void {
  db.insert(adminAuditLog).values(row).run();
}

export function selectAuditRows(db: Db, filter: { action?: string; beforeId?: number; limit: number }) {
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
