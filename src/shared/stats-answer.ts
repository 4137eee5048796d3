// The answer of GET /api/admin/stats and `aan stats --json`: every chart of the operator's
// overview in one object. Series are columnar (one `times` array, one array of values per line),
// so a chart library takes them as they are; every bucket of the range is present, zeros
// included, so a chart needs no gap logic. Times are ISO 8601 (UTC), money decimal strings.
import type { SubscriptionState } from "./billing-policy";
import type { ClaimStatus, ServiceRequestType } from "./claim-words";
import type { StatsRange } from "./schemas/stats";

export type StatsBucket = "hour" | "day" | "week";

/** One chart: the start of each bucket and, per line, one value per bucket. */
export type StatsSeries<Line extends string, Value = number> = {
  bucket: StatsBucket;
  times: string[];
  lines: Record<Line, Value[]>;
};

export type PackageStateCounts = Record<Exclude<SubscriptionState, "none">, number>;

export type PackageQuotaUse = {
  estimate: { used: number; quota: number };
  appraisal: { used: number; quota: number };
  engineer_assignment: { used: number; quota: number };
  attorney_assistance: { used: number; quota: number };
};

export type OperatorStats = {
  success: true;
  range: {
    days: StatsRange;
    /** 00:00 UTC of the range's first day. */
    from: string;
    /** 00:00 UTC of the day after today: the range ends before it. */
    to: string;
    generatedAt: string;
  };
  /** Codes created in the range, and how far each got. */
  funnel: { generated: number; assigned: number; redeemed: number; withPackage: number };
  members: {
    /** Per day for 7 and 30 days, per week for 90 and 365. */
    activity: StatsSeries<"signUps" | "active">;
    /** Per day. */
    devices: StatsSeries<"added" | "refused">;
  };
  claims: {
    /** Per week (per day for the 7-day range), by service type. */
    filed: StatsSeries<ServiceRequestType>;
    /** Every claim's status now (not limited to the range). */
    byStatus: Record<ClaimStatus, number>;
    /** Median days a claim stayed in a status, for stays that ended in the range; null when none did. */
    medianDaysInStatus: Record<ClaimStatus, number | null>;
    /** Claims completed in the range, per week (per day for 7 days): sums of their amounts. */
    completed: StatsSeries<"original" | "final", string>;
    completedTotals: { count: number; original: string; final: string };
  };
  packages: {
    /** Each member's latest subscription, by package and its state now. */
    subscriptions: Array<{ plan: string; displayName: string; states: PackageStateCounts }>;
    /** Quotas of the current periods (active and suspended subscriptions), used and granted, per package. */
    quotaUse: Array<{ plan: string; displayName: string; periods: number; use: PackageQuotaUse }>;
  };
  payments: {
    /** Provider events per week (per day for 7 days) by outcome. */
    events: StatsSeries<"applied" | "unmatched">;
    /** What the applied events paid, per bucket of `events`. */
    amountApplied: StatsSeries<"amount", string>;
    totals: { applied: number; unmatched: number; amountApplied: string };
  };
  security: {
    /** Failed and throttled sign-ins (admins and members) per hour for 7 days, per day beyond. */
    signIns: StatsSeries<"failed" | "throttled">;
    /** New devices per day. */
    newDevices: StatsSeries<"devices">;
  };
};
