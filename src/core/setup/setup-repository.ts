// The setup checklist's rows, and the counts its lines are judged by.
import { and, count, eq, sql } from "drizzle-orm";
import { appraisers, testimonials } from "#db/schema/content";
import { setupChecklist } from "#db/schema/setup";
import type { Db } from "../db/db";

export type SetupRow = typeof setupChecklist.$inferSelect;

export const selectSetupRows = (db: Db): SetupRow[] => db.select().from(setupChecklist).all();

export function markNotNeeded(db: Db, line: string, notNeeded: { at: Date; by: string } | null): void {
  const values = { notNeededAt: notNeeded?.at ?? null, notNeededBy: notNeeded?.by ?? null };
  db.insert(setupChecklist)
    .values({ line, ...values })
    .onConflictDoUpdate({ target: setupChecklist.line, set: values })
    .run();
}

export function saveServerReport(db: Db, line: string, report: { state: "done" | "open"; detail: string; at: Date }): void {
  const values = { serverState: report.state, serverDetail: report.detail, serverSeenAt: report.at };
  db.insert(setupChecklist)
    .values({ line, ...values })
    .onConflictDoUpdate({ target: setupChecklist.line, set: values })
    .run();
}

/** Appraisers an operator listed (the demo seed's samples do not count). */
export const countAppraisers = (db: Db): number =>
  db.select({ n: count() }).from(appraisers).where(eq(appraisers.isDemo, false)).get()?.n ?? 0;

export const countActiveTestimonials = (db: Db): number =>
  db
    .select({ n: count() })
    .from(testimonials)
    .where(and(eq(testimonials.isActive, true), eq(testimonials.isDemo, false)))
    .get()?.n ?? 0;

/** Active admins whose second factor is not confirmed. */
export const adminsWithoutTwoFactor = (db: Db): string[] =>
  db
    .all<{ username: string }>(
      sql`SELECT a.username FROM admin_accounts a LEFT JOIN admin_mfa m ON m.admin_id = a.id AND m.confirmed_at IS NOT NULL
          WHERE a.is_active = 1 AND m.admin_id IS NULL ORDER BY a.username`,
    )
    .map((row) => row.username);
