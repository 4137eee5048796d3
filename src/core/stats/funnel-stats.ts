// The invitation funnel: codes created in the range, and how many of them were assigned (or
// redeemed without an assignment: a redeemed code passed that step), redeemed, and redeemed by a
// member who has bought a package at least once.
import type { OperatorStats } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { oneRow } from "./stats-sql";
import type { StatsWindow } from "./stats-window";

const FUNNEL = `
  SELECT count(*) AS generated,
    coalesce(sum(assigned_at IS NOT NULL OR is_used = 1), 0) AS assigned,
    coalesce(sum(is_used = 1), 0) AS redeemed,
    coalesce(sum(is_used = 1 AND EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = c.used_by_user_id)), 0) AS withPackage
  FROM invitation_codes c INDEXED BY invitation_codes_funnel_idx
  WHERE created_at >= $from AND created_at < $to`;

export function funnelStats(db: Db, window: StatsWindow): OperatorStats["funnel"] {
  return oneRow<OperatorStats["funnel"]>(db, FUNNEL, { from: window.from, to: window.to });
}
