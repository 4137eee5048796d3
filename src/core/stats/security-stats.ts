// Security: failed and throttled sign-ins (admins' `login` and members' `member.login` audit rows,
// repeats included) per hour for 7 days, per day beyond; new devices per day. Days are read from the
// counts kept per day (stats_daily, only ever added to, so pruned audit rows still count); hours
// from the rows alone, which the audit retention keeps far longer than 7 days.
import type { OperatorStats, StatsSeries } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { allRows } from "./stats-sql";
import { dailyCounts } from "./daily-counts";
import { addTo, bucketsOf, emptySeries, HOUR_MS, securityBucket, type StatsWindow } from "./stats-window";

const SIGN_IN_ACTIONS = "('login', 'member.login')";

const PER_HOUR = `
  SELECT at / ${HOUR_MS} AS hour, outcome, sum(repeats) AS n FROM admin_audit_log INDEXED BY admin_audit_log_outcome_idx
  WHERE action IN ${SIGN_IN_ACTIONS} AND outcome IN ('failure', 'throttled') AND at >= $from AND at < $to
  GROUP BY hour, outcome`;

const lineOf = (outcome: string) => (outcome === "throttled" ? "throttled" : "failed");

export function securityStats(db: Db, window: StatsWindow, devices: StatsSeries<"added" | "refused">): OperatorStats["security"] {
  const buckets = bucketsOf(window, securityBucket(window.days));
  const signIns = emptySeries(buckets, ["failed", "throttled"] as const);
  if (buckets.bucket === "hour") {
    for (const row of allRows<{ hour: number; outcome: string; n: number }>(db, PER_HOUR, { from: window.from, to: window.to }))
      addTo(signIns, lineOf(row.outcome), buckets.ofHour(row.hour), row.n);
  } else {
    for (const row of dailyCounts(db, window, "sign_ins_refused")) addTo(signIns, lineOf(row.key), buckets.ofDay(row.day), row.count);
  }
  return { signIns, newDevices: { bucket: devices.bucket, times: devices.times, lines: { devices: devices.lines.added } } };
}
