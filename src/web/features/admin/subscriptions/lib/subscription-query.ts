// The billing screens' queries: the subscriptions' search (?q= over username and package, checked
// with the shared schema) and the payment events' outcome filter.
import type { Schema } from "#web/lib/api-types";
import { subscriptionListSchema } from "#shared/schemas/subscriptions";
import { checkForm, type FormProblem } from "#web/components/form/form-check";

export type SubscriptionSearchCheck = { ok: true; q: string } | { ok: false; problem: FormProblem };

export function checkSubscriptionSearch(text: string): SubscriptionSearchCheck {
  const checked = checkForm(subscriptionListSchema, { q: text }, ["q"]);
  return checked.ok ? { ok: true, q: checked.data.q } : { ok: false, problem: checked.problem };
}

export type PaymentOutcome = Schema<"PaymentEvent">["outcome"];
export type PaymentEventFilter = PaymentOutcome | "all";
export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ["unmatched", "applied", "ignored"];
/** The API answers at most 200 subscriptions and 200 events (newest first). */
export const BILLING_LIST_CAP = 200;
export const SUBSCRIPTIONS_PAGE_SIZE = 25;
