// The invitation funnel: codes created in the range, and how many of them were assigned (or
// redeemed without an assignment: a redeemed code passed that step), redeemed, and redeemed by a
// member who has bought a package at least once. Read from the counts kept per day a code was
// created (stats_daily, kept by triggers that take back what a code counted before each change).
import type { OperatorStats } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { dailyCounts } from "./daily-counts";
import type { StatsWindow } from "./stats-window";

const total = (db: Db, window: StatsWindow, metric: string) => dailyCounts(db, window, metric).reduce((sum, row) => sum + row.count, 0);

export function funnelStats(db: Db, window: StatsWindow): OperatorStats["funnel"] {
  return {
    generated: total(db, window, "codes_generated"),
    assigned: total(db, window, "codes_assigned"),
    redeemed: total(db, window, "codes_redeemed"),
    withPackage: total(db, window, "codes_with_package"),
  };
}
