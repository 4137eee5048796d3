// How a subscription reads wherever it is shown (the admin panel and the member's account): the
// state's name and line, the billing frequency, and the four quotas. The day counts come from the
// one billing policy (src/shared/billing-policy.ts), never a second version.
import type { Schema } from "#web/lib/api-types";
import { SUSPENDED_UNTIL_DAYS_LATE, type BillingFrequency, type SubscriptionState } from "#shared/billing-policy";

export const SUBSCRIPTION_STATE_NAMES: Record<SubscriptionState, string> = {
  active: "Active",
  suspended: "Suspended",
  terminated: "Terminated",
  cancelled: "Cancelled",
  none: "No package",
};

export const stateName = (state: SubscriptionState) => SUBSCRIPTION_STATE_NAMES[state] ?? state;

export const FREQUENCY_NAMES: Record<BillingFrequency, string> = { monthly: "Monthly", weekly: "Weekly" };

export const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** One line on where a subscription stands, by the policy's rules. */
export function stateDetail(subscription: Pick<Schema<"Subscription">, "state" | "dueDate" | "daysPastDue" | "cancelledAt">): string {
  switch (subscription.state) {
    case "active":
      return subscription.cancelledAt
        ? `Cancelled at period end: runs until ${subscription.dueDate}, then ends`
        : `Paid up; next payment due ${subscription.dueDate}`;
    case "suspended":
      return `${days(subscription.daysPastDue)} past due: no new claims until paid; terminated from day ${SUSPENDED_UNTIL_DAYS_LATE + 1}`;
    case "terminated":
      return `Terminated: the payment due ${subscription.dueDate} was not made; it cannot be reinstated`;
    case "cancelled":
      return `Cancelled; ended on ${subscription.dueDate}`;
    default:
      return "No package";
  }
}

/** "3 / 9 used · 6 left". */
export const quotaText = (q: Schema<"Quota">) => `${q.used} / ${q.quota} used · ${q.remaining} left`;

/** How much of a quota is used, as a whole percentage for the bar: 0-100, 0 for a service not included. */
export const quotaShare = (q: Pick<Schema<"Quota">, "quota" | "used">) =>
  q.quota > 0 ? Math.min(100, Math.max(0, Math.round((q.used / q.quota) * 100))) : 0;

export const QUOTA_NAMES: ReadonlyArray<{ key: keyof Schema<"Subscription">["quotas"]; name: string }> = [
  { key: "estimates", name: "Estimates" },
  { key: "appraisals", name: "Appraisals" },
  { key: "engineerAssignments", name: "Engineer visits" },
  { key: "attorneyAssistance", name: "Attorney letters" },
];
