// Claims: filed per week (per day for 7 days) by service type, how many sit in each status now,
// the median days a claim stayed in each status (stays that ended in the range, read from the
// status history: a claim enters each status at most once, so a stay runs from the row that
// entered the status to the row that left it), and the amounts of the claims completed in the range.
import { centsToDecimal } from "../money";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES, type ClaimStatus, type ServiceRequestType } from "#shared/schemas/claims";
import type { OperatorStats } from "#shared/stats-answer";
import type { Db } from "../db/db";
import { dailyCounts } from "./daily-counts";
import { allRows } from "./stats-sql";
import { addTo, bucketsOf, DAY_MS, emptySeries, weeklyBucket, type StatsWindow } from "./stats-window";

const BY_STATUS = `SELECT status, count(*) AS n FROM claims INDEXED BY claims_status_idx GROUP BY status`;

/** The middle stay (the mean of the two middle ones for an even count) of each status, in milliseconds. */
const MEDIAN_STAY = `
  WITH stays AS MATERIALIZED (
    SELECT moved.from_status AS status,
      moved.at - (SELECT entered.at FROM claim_status_history entered INDEXED BY claim_status_history_entered_idx
                 WHERE entered.claim_id = moved.claim_id AND entered.to_status = moved.from_status
                 ORDER BY entered.at DESC LIMIT 1) AS ms
    FROM claim_status_history moved INDEXED BY claim_status_history_at_idx
    WHERE moved.at >= $from AND moved.at < $to AND moved.from_status IS NOT NULL
  ),
  ranked AS (
    SELECT status, ms, row_number() OVER (PARTITION BY status ORDER BY ms) AS k, count(*) OVER (PARTITION BY status) AS n
    FROM stays WHERE ms IS NOT NULL
  )
  SELECT status, avg(ms) AS ms FROM ranked WHERE k IN ((n + 1) / 2, (n + 2) / 2) GROUP BY status`;

const COMPLETED = `
  SELECT done.at / ${DAY_MS} AS day, count(*) AS n,
    coalesce(sum(c.original_claim_amount_cents), 0) AS original, coalesce(sum(c.final_claim_amount_cents), 0) AS final
  FROM claim_status_history done INDEXED BY claim_status_history_at_idx JOIN claims c ON c.id = done.claim_id
  WHERE done.at >= $from AND done.at < $to AND done.to_status = 'completed' GROUP BY day`;

const perStatus = <T>(value: (status: ClaimStatus) => T) =>
  Object.fromEntries(CLAIM_STATUSES.map((s) => [s, value(s)])) as Record<ClaimStatus, T>;
/** Days with two decimals: enough for a chart, and the same figure wherever it is shown. */
const daysOf = (ms: number) => Math.round((ms / DAY_MS) * 100) / 100;

export function claimStats(db: Db, window: StatsWindow): OperatorStats["claims"] {
  const range = { from: window.from, to: window.to };
  const buckets = bucketsOf(window, weeklyBucket(window.days));
  const filed = emptySeries(buckets, SERVICE_REQUEST_TYPES);
  for (const row of dailyCounts(db, window, "claims_filed")) addTo(filed, row.key as ServiceRequestType, buckets.ofDay(row.day), row.count);

  const counts = new Map(allRows<{ status: ClaimStatus; n: number }>(db, BY_STATUS).map((row) => [row.status, row.n]));
  const medians = new Map(allRows<{ status: ClaimStatus; ms: number }>(db, MEDIAN_STAY, range).map((row) => [row.status, row.ms]));

  const cents = emptySeries(buckets, ["original", "final"] as const);
  let totals = { count: 0, original: 0, final: 0 };
  for (const row of allRows<{ day: number; n: number; original: number; final: number }>(db, COMPLETED, range)) {
    addTo(cents, "original", buckets.ofDay(row.day), row.original);
    addTo(cents, "final", buckets.ofDay(row.day), row.final);
    totals = { count: totals.count + row.n, original: totals.original + row.original, final: totals.final + row.final };
  }
  return {
    filed,
    byStatus: perStatus((status) => counts.get(status) ?? 0),
    medianDaysInStatus: perStatus((status) => {
      const ms = medians.get(status);
      return ms === undefined ? null : daysOf(ms);
    }),
    completed: {
      bucket: cents.bucket,
      times: cents.times,
      lines: { original: cents.lines.original.map(centsToDecimal), final: cents.lines.final.map(centsToDecimal) },
    },
    completedTotals: { count: totals.count, original: centsToDecimal(totals.original), final: centsToDecimal(totals.final) },
  };
}
