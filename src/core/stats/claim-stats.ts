// Claims: filed per week (per day for 7 days) by service type, how many sit in each status now,
// the median days a claim stayed in each status (stays that ended in the range: claim_stays, kept
// from the status history by a trigger), and the amounts of the claims completed in the range (on
// the day they were completed; counted per day in stats_daily).
import { centsToDecimal } from "../money";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES, type ClaimStatus, type ServiceRequestType } from "#shared/schemas/claims";
import type { OperatorStats } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { dailyCounts } from "./daily-counts";
import { allRows, oneRow } from "./stats-sql";
import { addTo, bucketsOf, DAY_MS, emptySeries, weeklyBucket, type StatsWindow } from "./stats-window";

/** Claims in each status now, kept by triggers on every insert, move and delete of a claim. */
const BY_STATUS = `SELECT key AS status, count AS n FROM stats_totals WHERE metric = 'claims_by_status'`;

const STAYS_IN_RANGE = `
  SELECT count(*) AS n FROM claim_stays INDEXED BY claim_stays_left_idx WHERE status = $status AND left_at >= $from AND left_at < $to`;
/** Few stays: read them and sort them here. */
const STAY_LENGTHS = `
  SELECT ms FROM claim_stays INDEXED BY claim_stays_left_idx WHERE status = $status AND left_at >= $from AND left_at < $to`;
/** Many stays: the middle ones in the index's order of length, without sorting anything. */
const MIDDLE_STAYS = `
  SELECT ms FROM claim_stays INDEXED BY claim_stays_ms_idx WHERE status = $status AND left_at >= $from AND left_at < $to
  ORDER BY ms LIMIT $take OFFSET $skip`;
/** Up to this many stays a status is read whole; beyond, the index walks to the middle. */
const SORT_UP_TO = 2000;

/** The middle stay of a status (the mean of the two middle ones for an even count), in milliseconds; undefined when none ended in the range. */
function medianStay(db: Db, status: ClaimStatus, range: { from: number; to: number }): number | undefined {
  const { n } = oneRow<{ n: number }>(db, STAYS_IN_RANGE, { status, ...range });
  if (n === 0) return undefined;
  const skip = Math.floor((n - 1) / 2);
  const take = n % 2 === 1 ? 1 : 2;
  const middle =
    n <= SORT_UP_TO
      ? allRows<{ ms: number }>(db, STAY_LENGTHS, { status, ...range })
          .map((row) => row.ms)
          .sort((a, b) => a - b)
          .slice(skip, skip + take)
      : allRows<{ ms: number }>(db, MIDDLE_STAYS, { status, ...range, take, skip }).map((row) => row.ms);
  return middle.reduce((sum, ms) => sum + ms, 0) / middle.length;
}

const perStatus = <T>(value: (status: ClaimStatus) => T) =>
  Object.fromEntries(CLAIM_STATUSES.map((s) => [s, value(s)])) as Record<ClaimStatus, T>;
/** Days with two decimals: enough for a chart, and the same figure wherever it is shown. */
const daysOf = (ms: number) => Math.round((ms / DAY_MS) * 100) / 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function claimStats(db: Db, window: StatsWindow): OperatorStats["claims"] {
  const range = { from: window.from, to: window.to };
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
      const ms = medianStay(db, status, range);
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
