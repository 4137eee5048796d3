// The only code that touches member_deadline_settings and deadline_reminders, and the reads of
// claim_deadlines that reminders and the calendar feed make (open rows, by the partial indexes of
// migration 0034).
import type { OwedBy } from "#shared/claim-events";
import type { ReminderChannel } from "#shared/schemas/deadline-notices";
import type { Db } from "../db/db";
import { sqliteOf } from "../db/prepared";

export function selectReminderChannel(db: Db, userId: string): ReminderChannel {
  const row = sqliteOf(db).query("SELECT reminders FROM member_deadline_settings WHERE user_id = ?").get(userId) as {
    reminders: ReminderChannel;
  } | null;
  return row?.reminders ?? "email";
}

export function saveReminderChannel(db: Db, userId: string, channel: ReminderChannel): void {
  sqliteOf(db)
    .query(
      "INSERT INTO member_deadline_settings (user_id, reminders) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET reminders = excluded.reminders",
    )
    .run(userId, channel);
}

export function selectFeed(db: Db, userId: string): { createdAt: number } | undefined {
  const row = sqliteOf(db)
    .query("SELECT feed_created_at AS createdAt FROM member_deadline_settings WHERE user_id = ? AND feed_token_hash IS NOT NULL")
    .get(userId) as { createdAt: number } | null;
  return row ?? undefined;
}

/** Sets (or, with null, ends) the member's feed token; answers whether a feed was on before. */
export function saveFeedToken(db: Db, userId: string, tokenHash: string | null, now: Date): boolean {
  const before = selectFeed(db, userId) !== undefined;
  sqliteOf(db)
    .query(
      `INSERT INTO member_deadline_settings (user_id, feed_token_hash, feed_created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET feed_token_hash = ?2, feed_created_at = ?3`,
    )
    .run(userId, tokenHash, tokenHash ? now.getTime() : null);
  return before;
}

/** The member whose feed the token opens, if any (and if the member is active). */
export function selectFeedOwner(db: Db, tokenHash: string): string | undefined {
  const row = sqliteOf(db)
    .query(
      "SELECT s.user_id AS userId FROM member_deadline_settings s JOIN users u ON u.id = s.user_id WHERE s.feed_token_hash = ? AND u.is_active = 1",
    )
    .get(tokenHash) as { userId: string } | null;
  return row?.userId;
}

/** Whether any deadline is open at all: a start on a database without one computes no dates. */
export function hasOpenDeadlines(db: Db): boolean {
  return sqliteOf(db).query("SELECT 1 FROM claim_deadlines WHERE open = 1 LIMIT 1").get() !== null;
}

export type OpenDeadlineRow = {
  claimId: string;
  claimNumber: string | null;
  ruleId: string;
  userId: string;
  owedBy: OwedBy;
  dueOn: string;
  timeZone: string;
};

const OPEN_COLUMNS =
  "d.claim_id AS claimId, c.claim_number AS claimNumber, d.rule_id AS ruleId, d.user_id AS userId, d.owed_by AS owedBy, d.due_on AS dueOn, d.time_zone AS timeZone";

/** A member's open deadlines (started, not met), soonest first, at most `limit`. */
export function selectOpenDeadlinesOf(db: Db, userId: string, limit: number): OpenDeadlineRow[] {
  return sqliteOf(db)
    .query(
      `SELECT ${OPEN_COLUMNS} FROM claim_deadlines d INDEXED BY claim_deadlines_open_user_idx JOIN claims c ON c.id = d.claim_id
       WHERE d.open = 1 AND d.user_id = ? AND d.due_on IS NOT NULL ORDER BY d.due_on, d.rule_id LIMIT ?`,
    )
    .all(userId, limit) as OpenDeadlineRow[];
}

/**
 * Open deadlines owed by `owedBy` and due from `from` to `to` (calendar days) that have no
 * reminder of `kind` yet for that due day.
 */
export function selectUnremindedDue(db: Db, owedBy: OwedBy, from: string, to: string, kind: string): OpenDeadlineRow[] {
  return sqliteOf(db)
    .query(
      `SELECT ${OPEN_COLUMNS} FROM claim_deadlines d INDEXED BY claim_deadlines_open_owed_idx JOIN claims c ON c.id = d.claim_id
       WHERE d.open = 1 AND d.owed_by = ? AND d.due_on BETWEEN ? AND ?
         AND NOT EXISTS (SELECT 1 FROM deadline_reminders r WHERE r.claim_id = d.claim_id AND r.rule_id = d.rule_id AND r.due_on = d.due_on AND r.kind = ?)
       ORDER BY d.due_on`,
    )
    .all(owedBy, from, to, kind) as OpenDeadlineRow[];
}

/** Records a reminder as queued; answers false when it already was (another tick or server got there first). */
export function claimReminder(db: Db, row: { claimId: string; ruleId: string; dueOn: string; kind: string }, now: Date): boolean {
  const result = sqliteOf(db)
    .query("INSERT INTO deadline_reminders (claim_id, rule_id, due_on, kind, queued_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
    .run(row.claimId, row.ruleId, row.dueOn, row.kind, now.getTime());
  return result.changes === 1;
}
