// The setup checklist's rows, and the counts its lines are judged by.
import { and, count, eq, sql } from "drizzle-orm";
import { appraisers, testimonials } from "#db/schema/content";
import { adminAccounts } from "#db/schema/admin";
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
export const countActiveAdmins = (db: Db): number =>
  db.select({ n: count() }).from(adminAccounts).where(eq(adminAccounts.isActive, true)).get()?.n ?? 0;

/** Active admins with neither confirmed two-factor codes nor a passkey (decision 0139: either is a second factor). */
export const adminsWithoutTwoFactor = (db: Db): string[] =>
  db
    .all<{ username: string }>(
      sql`SELECT a.username FROM admin_accounts a LEFT JOIN admin_mfa m ON m.admin_id = a.id AND m.confirmed_at IS NOT NULL
          WHERE a.is_active = 1 AND m.admin_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM admin_passkeys p WHERE p.admin_id = a.id)
          ORDER BY a.username`,
    )
    .map((row) => row.username);

export type TestMessage = { channel: "email" | "sms"; recipient: string; subject: string; body: string };

/**
 * Queues an admin's test message only while their test messages of the window number fewer than
 * `limit`: the count and the insert are one statement, so parallel requests cannot pass it. The
 * outbox row does not say who asked for it, the audit log does: each queued test message has its
 * success row there, written in the same transaction, under the admin's id.
 */
export function insertTestMessageWithinLimit(
  db: Db,
  adminId: string,
  message: TestMessage,
  at: Date,
  window: { since: Date; limit: number },
): string | undefined {
  const id = crypto.randomUUID();
  // Raw SQL because the condition is an INSERT … SELECT … WHERE, which drizzle cannot say.
  const inserted = db.get<[string] | undefined>(sql`
    INSERT INTO notifications (id, channel, purpose, recipient, subject, body, status, attempts, created_at)
    SELECT ${id}, ${message.channel}, 'test_message', ${message.recipient}, ${message.subject}, ${message.body}, 'pending', 0, ${at.getTime()}
    WHERE (SELECT count(*) FROM admin_audit_log
           WHERE action = 'setup.test_message' AND outcome = 'success' AND at > ${window.since.getTime()} AND admin_id = ${adminId}) < ${window.limit}
    RETURNING id`);
  return inserted?.[0];
}

/** When the oldest of an admin's test messages still in the window was queued. */
export function oldestTestMessageSince(db: Db, adminId: string, since: Date): Date | undefined {
  const row = db.get<[number | null]>(sql`
    SELECT min(at) FROM admin_audit_log
    WHERE action = 'setup.test_message' AND outcome = 'success' AND at > ${since.getTime()} AND admin_id = ${adminId}`);
  return row?.[0] == null ? undefined : new Date(row[0]);
}
