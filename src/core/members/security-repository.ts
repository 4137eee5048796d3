// The reads of the member's security page (decision 0137): their sign-ins from their activity
// log, the admin actions on their account from the audit log, and their live sessions per device.
// Each list is read newest first from an index that holds exactly it, a page at a time after a
// cursor row, so a page costs the same at the first row and the hundred-thousandth.
import { sql } from "drizzle-orm";
import type { Db } from "../db/db";

export type SignInRow = {
  id: string;
  createdAt: number;
  userAgent: string | null;
  approximateAddress: string | null;
  description: string | null;
  /** The name and way in the row recorded (metadata), and the device's id while it still exists. */
  recordedDevice: string | null;
  method: string | null;
  liveDeviceId: string | null;
  liveDeviceLabel: string | null;
};

/** The member's sign-in at `id`, or undefined when the row is not one of their sign-ins. */
export function selectSignInCursor(db: Db, userId: string, id: string): { createdAt: number; id: string } | undefined {
  const [row] = db.all<{ createdAt: number; id: string }>(sql`
    SELECT created_at AS createdAt, id FROM user_activity_log
    WHERE id = ${id} AND user_id = ${userId} AND action = 'login'`);
  return row;
}

/** How many of the member's sign-ins are at or after `cursor`: the rows the pages before it showed. */
export function countSignInsFrom(db: Db, userId: string, cursor: { createdAt: number; id: string }): number {
  const [row] = db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM user_activity_log
    WHERE user_id = ${userId} AND action = 'login' AND (created_at, id) >= (${cursor.createdAt}, ${cursor.id})`);
  return row?.n ?? 0;
}

/** Up to `limit` of the member's sign-ins, newest first, after `cursor` (none: from the newest). */
export function selectSignIns(db: Db, userId: string, cursor: { createdAt: number; id: string } | undefined, limit: number): SignInRow[] {
  const after = cursor ? sql`AND (a.created_at, a.id) < (${cursor.createdAt}, ${cursor.id})` : sql``;
  return db.all<SignInRow>(sql`
    SELECT a.id, a.created_at AS createdAt, a.user_agent AS userAgent, a.approximate_address AS approximateAddress,
      a.description, a.metadata ->> '$.device' AS recordedDevice, a.metadata ->> '$.method' AS method,
      d.id AS liveDeviceId, d.device_label AS liveDeviceLabel
    FROM user_activity_log a
    LEFT JOIN devices d ON d.id = a.metadata ->> '$.deviceId' AND d.user_id = a.user_id
    WHERE a.user_id = ${userId} AND a.action = 'login' ${after}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${limit}`);
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

/** True when audit row `id` is an action on the member's account. */
export function isAdminActionOf(db: Db, memberId: string, id: number): boolean {
  return db.all(sql`SELECT 1 FROM admin_audit_log WHERE id = ${id} AND member_id = ${memberId}`).length > 0;
}

/**
 * Up to `limit` of the actions on the member's account, newest first, before row `beforeId`. Only
 * a success row is given a member (`commit` in audit-log.ts): a refused attempt changed nothing.
 */
export function selectAdminActions(db: Db, memberId: string, beforeId: number | undefined, limit: number): AdminActionRow[] {
  const before = beforeId ? sql`AND l.id < ${beforeId}` : sql``;
  return db.all<AdminActionRow>(sql`
    SELECT l.id, l.at, l.action, l.detail, l.admin_id AS adminId, l.actor, acc.role
    FROM admin_audit_log l
    LEFT JOIN admin_accounts acc ON acc.id = l.admin_id
    WHERE l.member_id = ${memberId} ${before}
    ORDER BY l.id DESC
    LIMIT ${limit}`);
}

/** The member's live sessions on each of their devices. */
export function countLiveSessionsByDevice(db: Db, userId: string, now: Date): Map<string, number> {
  const rows = db.all<{ deviceId: string; n: number }>(sql`
    SELECT device_id AS deviceId, count(*) AS n FROM sessions
    WHERE kind = 'member' AND subject_id = ${userId} AND device_id IS NOT NULL
      AND expire > ${now.getTime()} AND absolute_expire > ${now.getTime()}
    GROUP BY device_id`);
  return new Map(rows.map((row) => [row.deviceId, row.n]));
}
