// The member's own activity log (user_activity_log): what happened to their account, when and
// from where. Never a password, token or code; texts cut to bounded lengths. Member use cases
// write it through `memberUseCase` (member-use-case.ts); `recordActivity` is the row writer it
// uses, called directly only where someone else's use case changes a member's account (an admin
// activating a package, the payment provider's webhook), inside that use case's transaction.
import { AUDIT_TEXT_MAX } from "#shared/constants";
import type { ActivityView } from "#shared/answers/members";
import type { MemberActivityAction } from "#shared/activity-words";
import type { RequestMeta } from "../actor";
import type { Db } from "../db/db";
import { approximateAddress } from "../security/approximate-address";
import { insertActivity, selectRecentActivity, upsertRefusalActivity } from "./member-repository";

const clip = (text: string | null | undefined) =>
  text == null ? null : text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX - 1)}…` : text;

export type ActivityMetadata = Record<string, string | number | boolean | null>;

/** The row of one activity, its texts clipped as every audit text is. */
const activityRow = (
  at: Date,
  userId: string,
  action: MemberActivityAction,
  meta: RequestMeta,
  description: string | undefined,
  metadata: ActivityMetadata,
) => ({
  userId,
  action,
  description: clip(description),
  metadata,
  ipAddress: clip(meta.clientAddress),
  approximateAddress: approximateAddress(meta.clientAddress),
  userAgent: clip(meta.userAgent),
  createdAt: at,
});

export function recordActivity(
  db: Db,
  at: Date,
  userId: string,
  action: MemberActivityAction,
  meta: RequestMeta,
  description?: string,
  metadata: ActivityMetadata = {},
): void {
  insertActivity(db, activityRow(at, userId, action, meta, description, metadata));
}

/**
 * Records a refused request of the member: refusals of one action within one clock minute share
 * one row and count in its `repeats`, so refusals cost the log a row a minute, not a row each.
 */
export function recordRefusalActivity(
  db: Db,
  at: Date,
  userId: string,
  action: MemberActivityAction,
  meta: RequestMeta,
  description?: string,
  metadata: ActivityMetadata = {},
): void {
  upsertRefusalActivity(db, activityRow(at, userId, action, meta, description, metadata));
}

export function recentActivity(db: Db, userId: string, limit = 50): ActivityView[] {
  return selectRecentActivity(db, userId, limit).map((row) => ({
    id: row.id,
    action: row.action,
    description: row.description,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    repeats: row.repeats,
    lastAt: row.lastAt?.toISOString() ?? null,
  }));
}
