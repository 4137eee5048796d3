// Security: failed and throttled sign-ins (admins' `login` and members' `member.login` audit rows,
// repeats included) per hour for 7 days, per day beyond; new devices per day. Days whose audit rows
// are already pruned are read from their daily totals (audit_daily); hours are read from the
// rows alone, which the audit retention keeps far longer than 7 days.
import type { OperatorStats, StatsSeries } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { allRows } from "./stats-sql";
import { addTo, bucketsOf, DAY_MS, dayOfIsoDate, emptySeries, HOUR_MS, securityBucket, type StatsWindow } from "./stats-window";

const SIGN_IN_ACTIONS = "('login', 'member.login')";

const PER_HOUR = `
  SELECT at / ${HOUR_MS} AS hour, outcome, sum(repeats) AS n FROM admin_audit_log INDEXED BY admin_audit_log_outcome_idx
  WHERE action IN ${SIGN_IN_ACTIONS} AND outcome IN ('failure', 'throttled') AND at >= $from AND at < $to
  GROUP BY hour, outcome`;

const ROLLED_UP = `
  SELECT day, outcome, sum(count) AS n FROM audit_daily
  WHERE day >= $fromDate AND day < $toDate AND action IN ${SIGN_IN_ACTIONS} AND outcome IN ('failure', 'throttled')
  GROUP BY day, outcome`;

const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const lineOf = (outcome: string) => (outcome === "throttled" ? "throttled" : "failed");

export function securityStats(db: Db, window: StatsWindow, devices: StatsSeries<"added" | "refused">): OperatorStats["security"] {
  const buckets = bucketsOf(window, securityBucket(window.days));
  const signIns = emptySeries(buckets, ["failed", "throttled"] as const);
  for (const row of allRows<{ hour: number; outcome: string; n: number }>(db, PER_HOUR, { from: window.from, to: window.to }))
    addTo(signIns, lineOf(row.outcome), buckets.ofHour(row.hour), row.n);
  if (buckets.bucket !== "hour") {
    const rolled = { fromDate: isoDate(window.fromDay), toDate: isoDate(window.toDay) };
    for (const row of allRows<{ day: string; outcome: string; n: number }>(db, ROLLED_UP, rolled))
      addTo(signIns, lineOf(row.outcome), buckets.ofDay(dayOfIsoDate(row.day)), row.n);
  }
  return { signIns, newDevices: { bucket: devices.bucket, times: devices.times, lines: { devices: devices.lines.added } } };
}
