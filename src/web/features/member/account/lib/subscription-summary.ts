// The member's Subscription card as data: which facts it lists for the state the subscription is
// in, and what it says when something stands in the way (a late payment, a cancellation, an end).
// The rules' sentences are the one billing policy's (src/shared/billing-policy.ts); these lines
// only add the member's own dates. Nothing here shows a figure the server did not send, or one that
// no longer means anything (an ended package has no next payment and no quotas left to use).
import type { Schema } from "#web/lib/api-types";
import { addDays, CANCELLATION_POLICY, isPayingState, LATE_PAYMENT_POLICY, SUSPENDED_UNTIL_DAYS_LATE } from "#shared/billing-policy";
import { days, FREQUENCY_NAMES } from "#web/components/subscription/subscription-view-texts";

export type SubscriptionFact = { label: string; value: string };

/** "2026-11-23" from the API's ISO timestamp (the due date is a UTC day already). */
const dayOf = (iso: string) => iso.slice(0, 10);

/** The day a suspended subscription is terminated if still unpaid (from the policy's day count). */
export function terminationDay(dueDate: string): string {
  return addDays(new Date(`${dueDate}T00:00:00.000Z`), SUSPENDED_UNTIL_DAYS_LATE + 1)
    .toISOString()
    .slice(0, 10);
}

/** What the due date means in this state: a payment to make, one that is late, or the period's end. */
function dueFact(subscription: Schema<"Subscription">): SubscriptionFact {
  const due = subscription.dueDate;
  switch (subscription.state) {
    case "active":
      return subscription.cancelledAt ? { label: "Runs until", value: due } : { label: "Next payment due", value: due };
    case "suspended":
      return { label: "Payment due", value: `${due} (${days(subscription.daysPastDue)} late)` };
    case "terminated":
      return { label: "Missed payment", value: due };
    default:
      return { label: "Ended", value: due };
  }
}

/** The facts under the package's name (the card's headline). */
export function subscriptionFacts(subscription: Schema<"Subscription">): SubscriptionFact[] {
  return [
    { label: "Billing", value: FREQUENCY_NAMES[subscription.frequency] },
    { label: "Period", value: `${dayOf(subscription.startDate)} → ${dayOf(subscription.endDate)}` },
    dueFact(subscription),
  ];
}

/** The quotas count while the package runs (active or suspended); an ended one's are history. */
export const showsQuotas = (subscription: Pick<Schema<"Subscription">, "state">) => isPayingState(subscription.state);

export type SubscriptionNotice = {
  tone: "warn" | "bad" | "info";
  text: string;
  /** The policy behind it, word for word, and its name. */
  policy: string;
  policyName: string;
  /** Whether choosing a package is the way on (an ended package cannot be revived). */
  offerPackages: boolean;
};

const LATE_PAYMENT = "Late-payment policy";
const CANCELLATION = "Cancellation policy";

/** Why the package cannot be used as it is, or when it ends; nothing for a package paid up and running on. */
export function subscriptionNotice(subscription: Schema<"Subscription"> | null): SubscriptionNotice | null {
  if (!subscription) return null;
  const due = subscription.dueDate;
  switch (subscription.state) {
    case "active":
      if (!subscription.cancelledAt) return null;
      return {
        tone: "info",
        text: `You cancelled this package: it runs until ${due} and is then not renewed.`,
        policy: CANCELLATION_POLICY,
        policyName: CANCELLATION,
        offerPackages: false,
      };
    case "suspended":
      return {
        tone: "warn",
        text: `Suspended: the payment due ${due} is ${days(subscription.daysPastDue)} late. Unless it is paid, the package is terminated on ${terminationDay(due)}.`,
        policy: LATE_PAYMENT_POLICY,
        policyName: LATE_PAYMENT,
        offerPackages: false,
      };
    case "terminated":
      return {
        tone: "bad",
        text: `Terminated: the payment due ${due} was not made.`,
        policy: LATE_PAYMENT_POLICY,
        policyName: LATE_PAYMENT,
        offerPackages: true,
      };
    case "cancelled":
      return {
        tone: "info",
        text: `You cancelled this package; it ended on ${due}.`,
        policy: CANCELLATION_POLICY,
        policyName: CANCELLATION,
        offerPackages: true,
      };
    default:
      return null;
  }
}

/** Said when the member has never held a package. */
export const NO_PACKAGE_TEXT = "No deployment package yet. Its quotas and payment dates show here once you hold one.";

/** A text in parts, each YYYY-MM-DD day its own part, so a narrow screen never breaks a date at its hyphens. */
export function splitDays(text: string): Array<{ text: string; day: boolean }> {
  return text
    .split(/(\d{4}-\d{2}-\d{2})/)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, day: /^\d{4}-\d{2}-\d{2}$/.test(part) }));
}
