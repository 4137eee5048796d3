// How a subscription period reads to the API, the web and the CLI: its state on the day it is
// read (from the one billing policy), and what is left of each quota.
import type { PlanView, QuotaView, SubscriptionView } from "#shared/answers/subscriptions";
import { daysPastDue, subscriptionStateOn, type BillingFrequency, type PackageName } from "#shared/billing-policy";
import { centsToDecimal } from "../money";
import type { PlanRow, SubscriptionWithNames } from "./subscription-repository";

/** YYYY-MM-DD of a UTC day. */
export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);

const quotaView = (quota: number, used: number): QuotaView => ({ quota, used, remaining: Math.max(0, quota - used) });

export function toSubscriptionView(row: SubscriptionWithNames, now: Date): SubscriptionView {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    plan: row.planName as PackageName,
    planDisplayName: row.planDisplayName,
    frequency: row.frequency as BillingFrequency,
    price: centsToDecimal(row.priceCents),
    state: subscriptionStateOn(row, now),
    startDate: row.startDate.toISOString(),
    endDate: (row.endDate ?? row.startDate).toISOString(),
    dueDate: isoDay(row.dueDate),
    daysPastDue: Math.max(0, daysPastDue(row.dueDate, now)),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    activatedBy: row.activatedBy,
    quotas: {
      estimates: quotaView(row.estimatesQuota, row.estimatesUsed),
      appraisals: quotaView(row.appraisalsQuota, row.appraisalsUsed),
      engineerAssignments: quotaView(row.engineerAssignmentsQuota, row.engineerAssignmentsUsed),
      attorneyAssistance: quotaView(row.attorneyAssistanceQuota, row.attorneyAssistanceUsed),
    },
  };
}

export function toPlanView(row: PlanRow): PlanView {
  return {
    id: row.id,
    name: row.name as PackageName,
    displayName: row.displayName,
    pricePerMonth: centsToDecimal(row.pricePerMonthCents),
    pricePerWeek: centsToDecimal(row.pricePerWeekCents),
    estimatesQuota: row.estimatesQuota,
    appraisalsQuota: row.appraisalsQuota,
    engineerAssignmentsQuota: row.engineerAssignmentsQuota,
    attorneyAssistanceQuota: row.attorneyAssistanceQuota,
    description: row.description,
    isActive: row.isActive,
  };
}
