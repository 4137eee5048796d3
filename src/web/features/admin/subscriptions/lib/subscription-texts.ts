// How subscriptions, packages and payment events read in the panel, pinned by tests. The state's
// words follow the one billing policy (src/shared/billing-policy.ts): its policy sentences, never
// a second version; the words the member's account shares are in features/subscriptions.
import type { Schema } from "#web/lib/api-types";
import {
  BILLING_FREQUENCIES,
  CANCELLATION_POLICY,
  isPayingState,
  LATE_PAYMENT_POLICY,
  PACKAGE_NAMES,
  type BillingFrequency,
  type PackageName,
  type SubscriptionState,
} from "#shared/billing-policy";
import { FREQUENCY_NAMES } from "#web/components/subscription/subscription-view-texts";
import { formatDollars } from "#shared/number-text";

const PER: Record<BillingFrequency, string> = { monthly: "month", weekly: "week" };

/** The policy that explains a state (the same sentences the terms page shows). */
export const policyFor = (state: SubscriptionState) => (state === "cancelled" ? CANCELLATION_POLICY : LATE_PAYMENT_POLICY);

/** A running subscription (active or suspended) blocks a new activation; a cancelled one still runs to its due date. */
export const isRunning = (subscription: Pick<Schema<"Subscription">, "state"> | null | undefined) =>
  subscription ? isPayingState(subscription.state) : false;

/** Only a running subscription not yet cancelled can be cancelled (core refuses the rest). */
export const canCancel = (subscription: Pick<Schema<"Subscription">, "state" | "cancelledAt"> | null | undefined) =>
  isRunning(subscription) && !subscription?.cancelledAt;

/** "$5,200.00 / month". */
export const priceText = (price: string, frequency: BillingFrequency) => `${formatDollars(price)} / ${PER[frequency]}`;

/** Asked before cancelling: it ends at the paid period's end, is not renewed, and nothing is refunded. */
export const cancelConfirmation = (username: string, subscription: Pick<Schema<"Subscription">, "planDisplayName" | "dueDate">) =>
  `Cancel the ${subscription.planDisplayName} package of ${username} at the end of the paid period? It runs until ${subscription.dueDate} and is then not renewed. ${CANCELLATION_POLICY}`;

export const PAYMENT_OUTCOME_NAMES: Record<Schema<"PaymentEvent">["outcome"], string> = {
  unmatched: "Needs an operator",
  applied: "Applied",
  ignored: "Ignored",
};

/** Who an event is for: the member it matched, else the reference the provider sent, else nobody. */
export const eventMemberText = (event: Pick<Schema<"PaymentEvent">, "username" | "clientReferenceId">) =>
  event.username ?? (event.clientReferenceId ? `unknown reference ${event.clientReferenceId}` : "no member reference");

export const unmatchedNotice = (n: number) =>
  n === 1 ? "1 payment could not be applied and needs an operator." : `${n} payments could not be applied and need an operator.`;

/** A plan as the edit form holds it: text for each field, the sale flag as a boolean. */
export type PlanFormValues = {
  pricePerMonth: string;
  pricePerWeek: string;
  estimatesQuota: string;
  appraisalsQuota: string;
  engineerAssignmentsQuota: string;
  attorneyAssistanceQuota: string;
  isActive: boolean;
};

export const PLAN_TEXT_FIELDS = [
  "pricePerMonth",
  "pricePerWeek",
  "estimatesQuota",
  "appraisalsQuota",
  "engineerAssignmentsQuota",
  "attorneyAssistanceQuota",
] as const;

export function planFormValues(plan: Schema<"Plan">): PlanFormValues {
  return {
    pricePerMonth: plan.pricePerMonth,
    pricePerWeek: plan.pricePerWeek,
    estimatesQuota: String(plan.estimatesQuota),
    appraisalsQuota: String(plan.appraisalsQuota),
    engineerAssignmentsQuota: String(plan.engineerAssignmentsQuota),
    attorneyAssistanceQuota: String(plan.attorneyAssistanceQuota),
    isActive: plan.isActive,
  };
}

/**
 * Only what the admin changed is sent (the API changes what it is given): the audit row then names
 * exactly the changed fields. Nothing changed sends {}, which the shared schema refuses with its
 * own message.
 */
export function planChanges(before: PlanFormValues, after: PlanFormValues): Partial<PlanFormValues> {
  const changed: Partial<PlanFormValues> = {};
  for (const key of PLAN_TEXT_FIELDS) if (after[key].trim() !== before[key]) changed[key] = after[key];
  if (after.isActive !== before.isActive) changed.isActive = after.isActive;
  return changed;
}

/**
 * The packages an admin may activate, in the §9 order: each named with its prices; one off sale is
 * listed but cannot be chosen (core refuses it). Before the packages are read, the keys alone.
 */
export function planChoices(plans: readonly Schema<"Plan">[] | undefined): Array<{ value: PackageName; label: string; disabled: boolean }> {
  return PACKAGE_NAMES.map((name) => {
    const plan = plans?.find((p) => p.name === name);
    if (!plan) return { value: name, label: name[0]!.toUpperCase() + name.slice(1), disabled: false };
    const prices = `${priceText(plan.pricePerMonth, "monthly")} or ${priceText(plan.pricePerWeek, "weekly")}`;
    return {
      value: name,
      label: plan.isActive ? `${plan.displayName} — ${prices}` : `${plan.displayName} (not on sale)`,
      disabled: !plan.isActive,
    };
  });
}

export const FREQUENCY_CHOICES = BILLING_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_NAMES[f] }));
