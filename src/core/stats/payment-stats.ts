// Payments: the provider's events per week (per day for 7 days), applied and unmatched (ignored
// events, of types AAN does not act on, are left out), and the amount the applied ones paid (the
// payments recorded with a provider event as their source), all read from the counts kept per
// day (stats_daily, kept by triggers on the events and the payments).
import { centsToDecimal } from "../money";
import type { OperatorStats } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { dailyCounts } from "./daily-counts";
import { addTo, bucketsOf, emptySeries, weeklyBucket, type StatsWindow } from "./stats-window";

export function paymentStats(db: Db, window: StatsWindow): OperatorStats["payments"] {
  const buckets = bucketsOf(window, weeklyBucket(window.days));
  const events = emptySeries(buckets, ["applied", "unmatched"] as const);
  for (const row of dailyCounts(db, window, "payment_events"))
    addTo(events, row.key as "applied" | "unmatched", buckets.ofDay(row.day), row.count);
  const cents = emptySeries(buckets, ["amount"] as const);
  for (const row of dailyCounts(db, window, "amount_applied")) addTo(cents, "amount", buckets.ofDay(row.day), row.count);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    events,
    amountApplied: { bucket: cents.bucket, times: cents.times, lines: { amount: cents.lines.amount.map(centsToDecimal) } },
    totals: {
      applied: sum(events.lines.applied),
      unmatched: sum(events.lines.unmatched),
      amountApplied: centsToDecimal(sum(cents.lines.amount)),
    },
  };
}
