// The counts kept per day in stats_daily (db/schema/stats.ts, kept by triggers) for a window:
// each chart adds its metric's days into its buckets.
import type { Db } from "../db/db";
import { allRows } from "./stats-sql";
import type { StatsWindow } from "./stats-window";

export type DailyCount = { day: number; key: string; count: number };

const COUNTS = `SELECT day, key, count FROM stats_daily WHERE metric = $metric AND day >= $fromDay AND day < $toDay`;

export function dailyCounts(db: Db, window: StatsWindow, metric: string, fromDay = window.fromDay): DailyCount[] {
  return allRows<DailyCount>(db, COUNTS, { metric, fromDay, toDay: window.toDay });
}
