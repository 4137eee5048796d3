// Members: sign-ups and active members (signed in at least once in the bucket) per day or week,
// devices added and refused per day. Devices are read from the activity rows still kept plus the
// daily totals of the rows already pruned (activity_daily); active members from
// member_active_days, which outlives the activity rows.
import type { OperatorStats, StatsSeries } from "#shared/stats-answer";
import type { Db } from "../db/db";
import { allRows } from "./stats-sql";
import { activityBucket, addTo, bucketsOf, DAY_MS, dayOfIsoDate, emptySeries, weekOfDaySql, type StatsWindow } from "./stats-window";

const SIGN_UPS = `
  SELECT created_at / ${DAY_MS} AS day, count(*) AS n FROM users
  WHERE created_at >= $from AND created_at < $to GROUP BY day`;

const activeSql = (bucketExpression: string) => `
  SELECT ${bucketExpression} AS bucket, count(DISTINCT user_id) AS n FROM member_active_days
  WHERE day >= $fromDay AND day < $toDay GROUP BY bucket`;

/** One action's count per day: the kept rows and the rolled-up days (the day at the cutoff is in both, each part once). */
const ACTION_PER_DAY = `
  SELECT created_at / ${DAY_MS} AS day, count(*) AS n FROM user_activity_log INDEXED BY user_activity_log_action_idx
  WHERE action = $action AND created_at >= $from AND created_at < $to GROUP BY day`;
const ACTION_ROLLED_UP = `
  SELECT day, count AS n FROM activity_daily WHERE action = $action AND day >= $fromDate AND day < $toDate`;

const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A member activity action's count per day of the window, kept rows and roll-up together. */
export function actionPerDay(db: Db, window: StatsWindow, action: string): Map<number, number> {
  const perDay = new Map<number, number>();
  for (const row of allRows<{ day: number; n: number }>(db, ACTION_PER_DAY, { action, from: window.from, to: window.to }))
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.n);
  const rolled = { action, fromDate: isoDate(window.fromDay), toDate: isoDate(window.toDay) };
  for (const row of allRows<{ day: string; n: number }>(db, ACTION_ROLLED_UP, rolled)) {
    const day = dayOfIsoDate(row.day);
    perDay.set(day, (perDay.get(day) ?? 0) + row.n);
  }
  return perDay;
}

export function devicesPerDay(db: Db, window: StatsWindow): StatsSeries<"added" | "refused"> {
  const buckets = bucketsOf(window, "day");
  const series = emptySeries(buckets, ["added", "refused"] as const);
  for (const [day, n] of actionPerDay(db, window, "device.added")) addTo(series, "added", buckets.ofDay(day), n);
  for (const [day, n] of actionPerDay(db, window, "device.refused")) addTo(series, "refused", buckets.ofDay(day), n);
  return series;
}

export function memberStats(db: Db, window: StatsWindow, devices: StatsSeries<"added" | "refused">): OperatorStats["members"] {
  const buckets = bucketsOf(window, activityBucket(window.days));
  const activity = emptySeries(buckets, ["signUps", "active"] as const);
  for (const row of allRows<{ day: number; n: number }>(db, SIGN_UPS, { from: window.from, to: window.to }))
    addTo(activity, "signUps", buckets.ofDay(row.day), row.n);
  // A member active on three days of a week is one active member that week: counted per bucket in SQL.
  const bucketExpression = buckets.bucket === "day" ? `day - ${window.fromDay}` : weekOfDaySql(window, "day");
  for (const row of allRows<{ bucket: number; n: number }>(db, activeSql(bucketExpression), {
    fromDay: window.fromDay,
    toDay: window.toDay,
  }))
    addTo(activity, "active", row.bucket, row.n);
  return { activity, devices };
}
