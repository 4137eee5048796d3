// Members: sign-ups and active members (signed in at least once in the bucket) per day or week,
// devices added and refused per day, all read from the counts kept per day (stats_daily), which
// outlive the rows they count.
import type { OperatorStats, StatsSeries } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { dailyCounts } from "./daily-counts";
import { oneRow } from "./stats-sql";
import { activityBucket, addTo, bucketsOf, DAY_MS, emptySeries, mondayOf, type StatsWindow } from "./stats-window";

/** Members signed in on the days before the range's first Monday: the first week bucket, counted once each. */
const ACTIVE_IN_FIRST_WEEK = `SELECT count(DISTINCT user_id) AS n FROM member_active_days WHERE day >= $fromDay AND day < $toDay`;

export function devicesPerDay(db: Db, window: StatsWindow): StatsSeries<"added" | "refused"> {
  const buckets = bucketsOf(window, "day");
  const series = emptySeries(buckets, ["added", "refused"] as const);
  for (const row of dailyCounts(db, window, "device.added")) addTo(series, "added", buckets.ofDay(row.day), row.count);
  for (const row of dailyCounts(db, window, "device.refused")) addTo(series, "refused", buckets.ofDay(row.day), row.count);
  return series;
}

export function memberStats(db: Db, window: StatsWindow, devices: StatsSeries<"added" | "refused">): OperatorStats["members"] {
  const buckets = bucketsOf(window, activityBucket(window.days));
  const activity = emptySeries(buckets, ["signUps", "active"] as const);
  for (const row of dailyCounts(db, window, "sign_ups")) addTo(activity, "signUps", buckets.ofDay(row.day), row.count);
  if (buckets.bucket === "day") {
    for (const row of dailyCounts(db, window, "active")) addTo(activity, "active", buckets.ofDay(row.day), row.count);
    return { activity, devices };
  }
  // A member active on three days of a week is one active member that week: whole weeks are
  // counted per Monday (active_week); the first bucket, from the range's start to its first
  // Monday, is counted here unless the range starts on a Monday.
  const firstMonday = Math.round(Date.parse(activity.times[1] ?? activity.times[0]!) / DAY_MS);
  const firstIsWhole = mondayOf(window.fromDay) === window.fromDay;
  for (const row of dailyCounts(db, window, "active_week", firstIsWhole ? window.fromDay : firstMonday))
    addTo(activity, "active", buckets.ofDay(row.day), row.count);
  if (!firstIsWhole) {
    const first = oneRow<{ n: number }>(db, ACTIVE_IN_FIRST_WEEK, { fromDay: window.fromDay, toDay: firstMonday });
    addTo(activity, "active", 0, first.n);
  }
  return { activity, devices };
}
