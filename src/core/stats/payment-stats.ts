// Payments: the provider's events per week (per day for 7 days), applied and unmatched (ignored
// events, of types AAN does not act on, are left out), and the amount the applied ones paid (the
// payments recorded with a provider event as their source).
import { centsToDecimal } from "../money";
import type { OperatorStats } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { allRows } from "./stats-sql";
import { addTo, bucketsOf, DAY_MS, emptySeries, weeklyBucket, type StatsWindow } from "./stats-window";

const EVENTS = `
  SELECT received_at / ${DAY_MS} AS day, outcome, count(*) AS n FROM payment_events INDEXED BY payment_events_outcome_idx
  WHERE outcome IN ('applied', 'unmatched') AND received_at >= $from AND received_at < $to GROUP BY day, outcome`;

const AMOUNT_APPLIED = `
  SELECT paid_at / ${DAY_MS} AS day, coalesce(sum(amount_cents), 0) AS cents FROM subscription_payments INDEXED BY subscription_payments_paid_idx
  WHERE paid_at >= $from AND paid_at < $to AND source LIKE 'payment:%' GROUP BY day`;

export function paymentStats(db: Db, window: StatsWindow): OperatorStats["payments"] {
  const range = { from: window.from, to: window.to };
  const buckets = bucketsOf(window, weeklyBucket(window.days));
  const events = emptySeries(buckets, ["applied", "unmatched"] as const);
  for (const row of allRows<{ day: number; outcome: "applied" | "unmatched"; n: number }>(db, EVENTS, range))
    addTo(events, row.outcome, buckets.ofDay(row.day), row.n);
  const cents = emptySeries(buckets, ["amount"] as const);
  for (const row of allRows<{ day: number; cents: number }>(db, AMOUNT_APPLIED, range))
    addTo(cents, "amount", buckets.ofDay(row.day), row.cents);
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
