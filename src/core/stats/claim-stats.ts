// Claims: filed per week (per day for 7 days) by service type, how many sit in each status now,
// the median days a claim stayed in each status (stays that ended in the range: claim_stays, kept
// from the status history by a trigger, counted per day of length in claim_stay_lengths), and the amounts of the claims completed in the range (on
// the day they were completed; counted per day in stats_daily).
import { centsToDecimal } from "../money";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES, type ClaimStatus, type ServiceRequestType } from "#shared/schemas/claims";
import type { OperatorStats } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { dailyCounts } from "./daily-counts";
import { allRows } from "./stats-sql";
import { addTo, bucketsOf, DAY_MS, emptySeries, weeklyBucket, type StatsWindow } from "./stats-window";

/** Claims in each status now, kept by triggers on every insert, move and delete of a claim. */
const BY_STATUS = `SELECT key AS status, count AS n FROM stats_totals WHERE metric = 'claims_by_status'`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * How many stays of a status ended in the range, per whole day of length, shortest first: one pass
 * over the status's entries of the covering index, in its order (`+left_day` keeps the planner
 * from skip-scanning each length for the range, which it preferred after ANALYZE and which was
 * ten times slower).
 */
const LENGTHS_IN_RANGE = `
  SELECT length_day AS lengthDay, sum(count) AS n FROM claim_stay_lengths INDEXED BY claim_stay_lengths_covering_idx
  WHERE status = $status AND +left_day >= $fromDay AND +left_day < $toDay GROUP BY length_day ORDER BY length_day`;
/** The middle stays, walking claim_stays_ms_idx from the first length of their day-long slice. */
const MIDDLE_STAYS = `
  SELECT ms FROM claim_stays INDEXED BY claim_stays_ms_idx
  WHERE status = $status AND ms >= $shortest AND left_at >= $from AND left_at < $to
  ORDER BY ms LIMIT $take OFFSET $skip`;

/**
 * The middle stay of a status (the mean of the two middle ones for an even count), in
 * milliseconds; undefined when none ended in the range. The kept counts per day of length say
 * which slice of lengths holds the middle and how many shorter ones come before it, so only that
 * slice of the index is read.
 */
function medianStay(db: Db, status: ClaimStatus, window: StatsWindow): number | undefined {
  const lengths = allRows<{ lengthDay: number; n: number }>(db, LENGTHS_IN_RANGE, { status, fromDay: window.fromDay, toDay: window.toDay });
  const n = sum(lengths.map((row) => row.n));
  if (n === 0) return undefined;
  const middle = Math.floor((n - 1) / 2);
  let before = 0;
  let slice = lengths[0]!;
  for (const row of lengths) {
    slice = row;
    if (before + row.n > middle) break;
    before += row.n;
  }
  const range = { from: window.from, to: window.to };
  const stays = allRows<{ ms: number }>(db, MIDDLE_STAYS, {
    status,
    ...range,
    shortest: slice.lengthDay * DAY_MS,
    take: n % 2 === 1 ? 1 : 2,
    skip: middle - before,
  });
  return sum(stays.map((row) => row.ms)) / stays.length;
}

const perStatus = <T>(value: (status: ClaimStatus) => T) =>
  Object.fromEntries(CLAIM_STATUSES.map((s) => [s, value(s)])) as Record<ClaimStatus, T>;
/** Days with two decimals: enough for a chart, and the same figure wherever it is shown. */
const daysOf = (ms: number) => Math.round((ms / DAY_MS) * 100) / 100;

export function claimStats(db: Db, window: StatsWindow): OperatorStats["claims"] {
  const buckets = bucketsOf(window, weeklyBucket(window.days));
  const filed = emptySeries(buckets, SERVICE_REQUEST_TYPES);
  for (const row of dailyCounts(db, window, "claims_filed")) addTo(filed, row.key as ServiceRequestType, buckets.ofDay(row.day), row.count);

  const counts = new Map(allRows<{ status: ClaimStatus; n: number }>(db, BY_STATUS).map((row) => [row.status, row.n]));

  const cents = emptySeries(buckets, ["original", "final"] as const);
  for (const row of dailyCounts(db, window, "completed_original")) addTo(cents, "original", buckets.ofDay(row.day), row.count);
  for (const row of dailyCounts(db, window, "completed_final")) addTo(cents, "final", buckets.ofDay(row.day), row.count);
  const completedCount = sum(dailyCounts(db, window, "claims_completed").map((row) => row.count));
  return {
    filed,
    byStatus: perStatus((status) => counts.get(status) ?? 0),
    medianDaysInStatus: perStatus((status) => {
      const ms = medianStay(db, status, window);
      return ms === undefined ? null : daysOf(ms);
    }),
    completed: {
      bucket: cents.bucket,
      times: cents.times,
      lines: { original: cents.lines.original.map(centsToDecimal), final: cents.lines.final.map(centsToDecimal) },
    },
    completedTotals: {
      count: completedCount,
      original: centsToDecimal(sum(cents.lines.original)),
      final: centsToDecimal(sum(cents.lines.final)),
    },
  };
}
