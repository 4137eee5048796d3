// Packages: each member's latest subscription counted by package and its state now (the billing
// policy's rule, subscriptionStateOn, written in SQL), and the quotas of the current periods of
// active and suspended subscriptions: used and granted, per package and service.
import { DAY_MS, SUSPENDED_UNTIL_DAYS_LATE } from "#shared/billing-policy";
import type { OperatorStats, PackageQuotaUse, PackageStateCounts } from "#shared/answers/stats";
import type { Db } from "../db/db";
import { allRows } from "./stats-sql";

type State = keyof PackageStateCounts;

/**
 * subscriptionStateOn (src/shared/billing-policy.ts) in SQL over the kept columns: `late` is whole
 * UTC days past the due day.
 */
const STATE = `
  CASE
    WHEN cancelled = 1 THEN
      CASE WHEN ($today - due_day) > 0 OR is_active = 0 THEN 'cancelled' ELSE 'active' END
    WHEN is_active = 0 THEN 'terminated'
    WHEN ($today - due_day) <= 0 THEN 'active'
    WHEN ($today - due_day) <= ${SUSPENDED_UNTIL_DAYS_LATE} THEN 'suspended'
    ELSE 'terminated'
  END`;

/**
 * Each member's latest subscription, counted by package, active and cancelled flags and due day
 * (subscription_state_counts, kept by triggers): a few rows per due day, whatever the members.
 */
const BY_STATE = `
  SELECT plan_id AS planId, ${STATE} AS state, sum(count) AS n FROM subscription_state_counts GROUP BY planId, state`;

/** The current periods' quotas, summed per package, cancelled flag and due day (subscription_period_sums). */
const QUOTA_USE = `
  SELECT plan_id AS planId, sum(periods) AS periods,
    sum(estimates_used) AS estimateUsed, sum(estimates_quota) AS estimateQuota,
    sum(appraisals_used) AS appraisalUsed, sum(appraisals_quota) AS appraisalQuota,
    sum(engineer_assignments_used) AS engineerUsed, sum(engineer_assignments_quota) AS engineerQuota,
    sum(attorney_assistance_used) AS attorneyUsed, sum(attorney_assistance_quota) AS attorneyQuota
  FROM (SELECT *, 1 AS is_active FROM subscription_period_sums)
  WHERE ${STATE} IN ('active', 'suspended')
  GROUP BY planId`;

const PLANS = `SELECT id, name, display_name AS displayName FROM subscription_plans ORDER BY price_per_month_cents, name`;

type QuotaRow = { planId: string; periods: number } & Record<
  `${"estimate" | "appraisal" | "engineer" | "attorney"}${"Used" | "Quota"}`,
  number
>;

const noStates = (): PackageStateCounts => ({ active: 0, suspended: 0, terminated: 0, cancelled: 0 });

const quotaUseOf = (row: QuotaRow | undefined): PackageQuotaUse => ({
  estimate: { used: row?.estimateUsed ?? 0, quota: row?.estimateQuota ?? 0 },
  appraisal: { used: row?.appraisalUsed ?? 0, quota: row?.appraisalQuota ?? 0 },
  engineer_assignment: { used: row?.engineerUsed ?? 0, quota: row?.engineerQuota ?? 0 },
  attorney_assistance: { used: row?.attorneyUsed ?? 0, quota: row?.attorneyQuota ?? 0 },
});

export function packageStats(db: Db, now: Date): OperatorStats["packages"] {
  const today = Math.floor(now.getTime() / DAY_MS);
  const plans = allRows<{ id: string; name: string; displayName: string }>(db, PLANS);
  const states = new Map<string, PackageStateCounts>();
  for (const row of allRows<{ planId: string; state: State; n: number }>(db, BY_STATE, { today })) {
    const counts = states.get(row.planId) ?? noStates();
    counts[row.state] += row.n;
    states.set(row.planId, counts);
  }
  const quotas = new Map(allRows<QuotaRow>(db, QUOTA_USE, { today }).map((row) => [row.planId, row]));
  return {
    subscriptions: plans.map((plan) => ({ plan: plan.name, displayName: plan.displayName, states: states.get(plan.id) ?? noStates() })),
    quotaUse: plans.map((plan) => ({
      plan: plan.name,
      displayName: plan.displayName,
      periods: quotas.get(plan.id)?.periods ?? 0,
      use: quotaUseOf(quotas.get(plan.id)),
    })),
  };
}
