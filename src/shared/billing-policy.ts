// The one billing policy (spec README decision 5, public-screens.md §9): when a payment is due,
// what lateness does, and the words the packages page and the terms page both show. Core derives
// a subscription's state from these functions when it reads it, so no job has to run for the
// state to be right; the web renders the same texts.

export const PACKAGE_NAMES = ["phantom", "ghost", "assassin"] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

export const BILLING_FREQUENCIES = ["monthly", "weekly"] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

/** A quota period lasts 30 days from its start (accounts-admin-api.md §3 user_subscriptions). */
export const PERIOD_DAYS = 30;
/** Monthly: due 30 days from the day after the purchase. Weekly: 7 days after the last payment. */
export const MONTHLY_DUE_DAYS = 30;
export const WEEKLY_DUE_DAYS = 7;
/** 1 to 3 days past due the subscription is suspended; from day 4 it is terminated. */
export const SUSPENDED_UNTIL_DAYS_LATE = 3;
/** The renewal notice goes out this many days before the due date (§9: "within 1 day of renewal"). */
export const RENEWAL_NOTICE_DAYS_BEFORE = 1;

export const DAY_MS = 24 * 60 * 60 * 1000;

export const SUBSCRIPTION_STATES = ["active", "suspended", "terminated", "cancelled", "none"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * The policy in words, shown on the packages page, the terms page and the member's account. It
 * states every element of the rule the code applies (public-screens.md §4, terms page): due on
 * the scheduled date, no grace or extension, days 1-3 suspended with the account locked for
 * claims, from day 4 terminated for good.
 */
export const LATE_PAYMENT_POLICY = `Payments are due on the scheduled billing date (the due date); there are no grace periods and no extensions. A payment 1 to ${SUSPENDED_UNTIL_DAYS_LATE} days late suspends the subscription and locks the account: no new claims can be filed until it is paid. From the ${SUSPENDED_UNTIL_DAYS_LATE + 1}th day late the subscription is terminated permanently and cannot be reinstated.`;
export const CANCELLATION_POLICY = "A cancellation takes effect at the end of the paid period. No refunds; all sales are final.";
/** What buying a package means to a member whose package still runs (core refuses a second one: ALREADY_SUBSCRIBED). */
export const ANOTHER_PACKAGE_POLICY =
  "A package is not changed while it runs and a second one is not sold beside it: the running one is cancelled first, ends at the end of its paid period with no refund, and the new one starts after that.";
export const DUE_DATE_RULE =
  "Monthly payments are due 30 days from the day after the initial purchase, then every 30 days; weekly payments are due 7 days after the last payment.";

/** 00:00 UTC of the day `at` falls on. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** Whole calendar days (UTC) from the due date to `now`: 0 on the due date, 1 the day after. */
export function daysPastDue(dueDate: Date, now: Date): number {
  return Math.round((startOfUtcDay(now).getTime() - startOfUtcDay(dueDate).getTime()) / DAY_MS);
}

/** The first due date of a new subscription bought at `purchasedAt`. */
export function firstDueDate(frequency: BillingFrequency, purchasedAt: Date): Date {
  const day = startOfUtcDay(purchasedAt);
  return frequency === "monthly" ? addDays(day, 1 + MONTHLY_DUE_DAYS) : addDays(day, WEEKLY_DUE_DAYS);
}

/**
 * The due date after a payment: monthly keeps its rhythm (the settled due date + 30 days, so a
 * late payer gains no days and an early one loses none); weekly is 7 days after the payment.
 */
export function nextDueDate(frequency: BillingFrequency, settledDueDate: Date, paidAt: Date): Date {
  return frequency === "monthly"
    ? addDays(startOfUtcDay(settledDueDate), MONTHLY_DUE_DAYS)
    : addDays(startOfUtcDay(paidAt), WEEKLY_DUE_DAYS);
}

/**
 * A subscription's state on `now`, from its due date and cancellation alone: paid up (the due
 * date is today or later) → active; 1-3 days late → suspended; later → terminated. A cancelled
 * subscription runs to its due date and then ends as cancelled, never as late.
 */
export function subscriptionStateOn(
  subscription: { dueDate: Date; cancelledAt: Date | null; isActive: boolean },
  now: Date,
): SubscriptionState {
  const late = daysPastDue(subscription.dueDate, now);
  if (subscription.cancelledAt) return late > 0 || !subscription.isActive ? "cancelled" : "active";
  if (!subscription.isActive) return "terminated";
  if (late <= 0) return "active";
  return late <= SUSPENDED_UNTIL_DAYS_LATE ? "suspended" : "terminated";
}

/** Only an active subscription may file new claims or use its quotas. */
export const canUseSubscription = (state: SubscriptionState): boolean => state === "active";

/**
 * A paying member holds a subscription that is active, or suspended and still payable: the
 * purchase and access windows no longer apply to them (decisions 0026, 0041) and a second package
 * cannot be activated.
 */
export const isPayingState = (state: SubscriptionState): boolean => state === "active" || state === "suspended";

/** A renewal payment may revive a suspended subscription, never a terminated or cancelled one. */
export const acceptsRenewal = (state: SubscriptionState): boolean => state === "active" || state === "suspended";

/** The support promise (§9: e-mail within 24 hours), the one text every page and answer uses. */
export const SUPPORT_RESPONSE_TEXT = "We answer by e-mail within 24 hours.";

/**
 * Support hours (public-screens.md §2.15), in US Eastern time: the customer support page and the
 * FAQ show these rows, and the chat line below, from here only.
 */
export const SUPPORT_HOURS = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM EST" },
  { days: "Saturday", hours: "10:00 AM - 4:00 PM EST" },
  { days: "Sunday", hours: "Closed" },
] as const;
/** When the messaging chat is staffed (§2.15). */
export const CHAT_HOURS_TEXT = "Mon-Fri 9 AM-6 PM EST";
/** Response promises of the policy mailboxes (§2.13, §2.14, §9). */
export const PRIVACY_RESPONSE_TEXT = "We answer privacy requests within 2 business days.";
export const LEGAL_RESPONSE_TEXT = "We answer legal notices within 5 business days.";
