// The billing screens' URLs: members' subscriptions (?q= over username and package, checked with
// the shared schema), the packages, the payment provider's events (?outcome=), one member's
// subscription.
import type { PaymentEventView } from "#shared/answers/subscriptions";
import { subscriptionListSchema } from "#shared/schemas/subscriptions";
import { checkForm, type FormProblem } from "#web/components/form/form-check";

export type SubscriptionSearchCheck = { ok: true; q: string } | { ok: false; problem: FormProblem };

export function checkSubscriptionSearch(text: string): SubscriptionSearchCheck {
  const checked = checkForm(subscriptionListSchema, { q: text }, ["q"]);
  return checked.ok ? { ok: true, q: checked.data.q } : { ok: false, problem: checked.problem };
}

export const subscriptionsUrl = (q: string) =>
  q ? `/api/admin/subscriptions?${new URLSearchParams({ q }).toString()}` : "/api/admin/subscriptions";
export const PLANS_URL = "/api/admin/subscription-plans";
export const planUrl = (name: string) => `${PLANS_URL}/${encodeURIComponent(name)}`;
export const memberSubscriptionUrl = (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/subscription`;

export type PaymentOutcome = PaymentEventView["outcome"];
export type PaymentEventFilter = PaymentOutcome | "all";
export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ["unmatched", "applied", "ignored"];
export const isPaymentEventFilter = (value: string): value is PaymentEventFilter =>
  value === "all" || (PAYMENT_OUTCOMES as readonly string[]).includes(value);

export const paymentEventsUrl = (filter: PaymentEventFilter) =>
  filter === "all" ? "/api/admin/payment-events" : `/api/admin/payment-events?${new URLSearchParams({ outcome: filter }).toString()}`;

/** The API answers at most 200 subscriptions and 200 events (newest first). */
export const BILLING_LIST_CAP = 200;
export const SUBSCRIPTIONS_PAGE_SIZE = 25;
