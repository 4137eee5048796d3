// The reads of the member's security page (decision 0137): their sign-ins from their activity
// log, the admin actions on their account from the audit log, and their live sessions per device.
// Each list is read newest first from an index that holds exactly it, a page at a time after a
// cursor row, so a page costs the same at the first row and the hundred-thousandth. Plain SQL
// texts: bun:sqlite keeps one prepared statement per text and connection.
import type { Db } from "../db/db";
import { allRows, oneRow } from "../stats/stats-sql";

export type SignInRow = {
  id: string;
  createdAt: number;
  userAgent: string | null;
  approximateAddress: string | null;
  description: string | null;
  /** The row's metadata (JSON): the device's name and id and the way in, as recorded then. */
  metadata: string;
};

export type SignInCursor = { createdAt: number; id: string };

const SIGN_IN_CURSOR = `SELECT created_at AS createdAt, id FROM user_activity_log WHERE id = $id AND user_id = $userId AND action = 'login'`;

/** The member's sign-in at `id`, or undefined when the row is not one of their sign-ins. */
export function selectSignInCursor(db: Db, userId: string, id: string): SignInCursor | undefined {
  return oneRow<SignInCursor | null>(db, SIGN_IN_CURSOR, { id, userId }) ?? undefined;
}

const SIGN_INS_FROM = `SELECT count(*) AS n FROM user_activity_log
  WHERE user_id = $userId AND action = 'login' AND (created_at, id) >= ($createdAt, $id)`;

/** How many of the member's sign-ins are at or after `cursor`: the rows the pages before it showed. */
export function countSignInsFrom(db: Db, userId: string, cursor: SignInCursor): number {
  return oneRow<{ n: number }>(db, SIGN_INS_FROM, { userId, ...cursor }).n;
}

// Without a cursor the page starts past the newest row there can be: one statement for both.
// The metadata is read whole and parsed once per row (three ->> would parse it three times); the
// device it names is looked up among the member's devices, which the page reads anyway.
const SIGN_INS = `SELECT a.id, a.created_at AS createdAt, a.user_agent AS userAgent, a.approximate_address AS approximateAddress,
    a.description, a.metadata
  FROM user_activity_log a
  WHERE a.user_id = $userId AND a.action = 'login' AND (a.created_at, a.id) < ($createdAt, $id)
  ORDER BY a.created_at DESC, a.id DESC
  LIMIT $limit`;
const PAST_THE_NEWEST: SignInCursor = { createdAt: Number.MAX_SAFE_INTEGER, id: "" };

/** Up to `limit` of the member's sign-ins, newest first, after `cursor` (none: from the newest). */
export function selectSignIns(db: Db, userId: string, cursor: SignInCursor | undefined, limit: number): SignInRow[] {
  return allRows<SignInRow>(db, SIGN_INS, { userId, ...(cursor ?? PAST_THE_NEWEST), limit });
}

export type AdminActionRow = {
  id: number;
  at: number;
  action: string;
  detail: string | null;
  adminId: string | null;
  actor: string;
  role: string | null;
};

const ADMIN_ACTION_OF = `SELECT 1 AS yes FROM admin_audit_log WHERE id = $id AND member_id = $memberId`;

/** True when audit row `id` is an action on the member's account. */
export function isAdminActionOf(db: Db, memberId: string, id: number): boolean {
  return oneRow<{ yes: number } | null>(db, ADMIN_ACTION_OF, { id, memberId }) !== null;
}

const ADMIN_ACTIONS = `SELECT l.id, l.at, l.action, l.detail, l.admin_id AS adminId, l.actor, acc.role
  FROM admin_audit_log l
  LEFT JOIN admin_accounts acc ON acc.id = l.admin_id
  WHERE l.member_id = $memberId AND l.id < $beforeId
  ORDER BY l.id DESC
  LIMIT $limit`;

/**
 * Up to `limit` of the actions on the member's account, newest first, before row `beforeId`. Only
 * a success row is given a member (`commit` in audit-log.ts): a refused attempt changed nothing.
 */
export function selectAdminActions(db: Db, memberId: string, beforeId: number | undefined, limit: number): AdminActionRow[] {
  return allRows<AdminActionRow>(db, ADMIN_ACTIONS, { memberId, beforeId: beforeId ?? Number.MAX_SAFE_INTEGER, limit });
}

const LIVE_SESSIONS = `SELECT device_id AS deviceId, count(*) AS n FROM sessions
  WHERE kind = 'member' AND subject_id = $userId AND device_id IS NOT NULL AND expire > $now AND absolute_expire > $now
  GROUP BY device_id`;

/** The member's live sessions on each of their devices. */
export function countLiveSessionsByDevice(db: Db, userId: string, now: Date): Map<string, number> {
  const rows = allRows<{ deviceId: string; n: number }>(db, LIVE_SESSIONS, { userId, now: now.getTime() });
  return new Map(rows.map((row) => [row.deviceId, row.n]));
}
