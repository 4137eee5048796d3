// The answer of GET /api/admin/stats and `aan stats --json`: every chart of the operator's
// overview in one object. Series are columnar (one `times` array, one array of values per line),
// so a chart library takes them as they are; every bucket of the range is present, zeros
// included, so a chart needs no gap logic. Times are ISO 8601 (UTC), money decimal strings.
import { z } from "#zod";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "../schemas/claims";
import { STATS_RANGES } from "../schemas/stats";
import { money, nullable, success, timestamp } from "./common";

const count = z.number().int();

const statsBucket = z.enum(["hour", "day", "week"]).meta({ description: "What one value covers" });

/** One chart: the start of each bucket and, per line, one value per bucket. */
const series = <Line extends string, Value extends z.ZodType>(lines: readonly [Line, ...Line[]], value: Value) =>
  z.object({
    bucket: statsBucket,
    times: z.array(timestamp).meta({ description: "The start of each bucket; the first starts with the range" }),
    lines: z.object(Object.fromEntries(lines.map((line) => [line, z.array(value)])) as Record<Line, z.ZodArray<Value>>),
  });

const packageStates = z.object({ active: count, suspended: count, terminated: count, cancelled: count });
const quotaPair = z.object({ used: count, quota: count });
const quotaUse = z.object({ estimate: quotaPair, appraisal: quotaPair, engineer_assignment: quotaPair, attorney_assistance: quotaPair });
const perClaimStatus = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(CLAIM_STATUSES.map((status) => [status, value])) as Record<(typeof CLAIM_STATUSES)[number], T>);

export const operatorStatsAnswer = success({
  range: z.object({
    days: z.literal(STATS_RANGES),
    from: timestamp.meta({ description: "00:00 UTC of the range's first day" }),
    to: timestamp.meta({ description: "00:00 UTC of the day after today: the range ends before it" }),
    generatedAt: timestamp,
  }),
  funnel: z.object({ generated: count, assigned: count, redeemed: count, withPackage: count }),
  members: z.object({ activity: series(["signUps", "active"], count), devices: series(["added", "refused"], count) }),
  claims: z.object({
    filed: series(SERVICE_REQUEST_TYPES, count),
    byStatus: perClaimStatus(count),
    medianDaysInStatus: perClaimStatus(nullable(z.number())),
    completed: series(["original", "final"], money),
    completedTotals: z.object({ count, original: money, final: money }),
  }),
  packages: z.object({
    subscriptions: z.array(z.object({ plan: z.string(), displayName: z.string(), states: packageStates })),
    quotaUse: z.array(z.object({ plan: z.string(), displayName: z.string(), periods: count, use: quotaUse })),
  }),
  payments: z.object({
    events: series(["applied", "unmatched"], count),
    amountApplied: series(["amount"], money),
    totals: z.object({ applied: count, unmatched: count, amountApplied: money }),
  }),
  security: z.object({ signIns: series(["failed", "throttled"], count), newDevices: series(["devices"], count) }),
});

export type OperatorStats = z.output<typeof operatorStatsAnswer>;
export type StatsBucket = z.output<typeof statsBucket>;
/** One chart as core builds it (the answer's series, for any set of lines). */
export type StatsSeries<Line extends string, Value = number> = { bucket: StatsBucket; times: string[]; lines: Record<Line, Value[]> };
export type PackageStateCounts = z.output<typeof packageStates>;
export type PackageQuotaUse = z.output<typeof quotaUse>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = { StatsBucket: statsBucket } as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  OperatorStats: operatorStatsAnswer,
} as const;
