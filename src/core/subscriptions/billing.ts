// The two changes money makes, inside the caller's transaction, shared by the admin's activation
// and the payment provider's webhook: a purchase starts a subscription, a renewal payment keeps
// it going. Each refuses with a DomainError and writes nothing when the rules say no.
import {
  addDays,
  acceptsRenewal,
  firstDueDate,
  nextDueDate,
  PERIOD_DAYS,
  subscriptionStateOn,
  type BillingFrequency,
  type PackageName,
} from "#shared/billing-policy";
import { DomainError } from "#shared/errors";
import type { Db } from "../db/db";
import { isUniqueViolation } from "../db/unique-violation";
import {
  advanceDueDate,
  closeSubscription,
  insertPayment,
  insertSubscription,
  selectCurrentSubscription,
  selectPlanByName,
  selectSubscriptionById,
  type SubscriptionRow,
  type SubscriptionWithNames,
} from "./subscription-repository";

export const PLAN_NOT_AVAILABLE = (plan: string) => `Package ${plan} is not available`;
export const ALREADY_SUBSCRIBED = (username: string, plan: string) =>
  `${username} already has a running ${plan} subscription; a package cannot be changed while it runs`;
export const NOTHING_TO_RENEW = "No subscription to renew";
export const NOT_RENEWABLE = (state: string) => `The subscription is ${state} and cannot be renewed`;

export type Payment = { at: Date; amountCents: number | null; source: string };

/**
 * Starts a new subscription for a member who has no running one (a running one is active or
 * suspended: no upgrade or downgrade while it runs, §4). An ended one (terminated, or cancelled
 * past its date) is closed first. The database's one-active-period index backs the check.
 */
export function startSubscription(
  tx: Db,
  member: { id: string; username: string },
  plan: PackageName,
  frequency: BillingFrequency,
  payment: Payment,
): SubscriptionWithNames {
  const planRow = selectPlanByName(tx, plan);
  if (!planRow || !planRow.isActive) throw new DomainError("conflict", PLAN_NOT_AVAILABLE(plan));
  const current = selectCurrentSubscription(tx, member.id);
  if (current?.isActive) {
    const state = subscriptionStateOn(current, payment.at);
    if (state === "active" || state === "suspended")
      throw new DomainError("conflict", ALREADY_SUBSCRIBED(member.username, current.planDisplayName));
    closeSubscription(tx, current.id, payment.at);
  }
  const priceCents = frequency === "monthly" ? planRow.pricePerMonthCents : planRow.pricePerWeekCents;
  const due = firstDueDate(frequency, payment.at);
  let row: SubscriptionRow;
  try {
    row = insertSubscription(tx, {
      userId: member.id,
      planId: planRow.id,
      frequency,
      startDate: payment.at,
      endDate: addDays(payment.at, PERIOD_DAYS),
      dueDate: due,
      priceCents,
      estimatesQuota: planRow.estimatesQuota,
      appraisalsQuota: planRow.appraisalsQuota,
      engineerAssignmentsQuota: planRow.engineerAssignmentsQuota,
      attorneyAssistanceQuota: planRow.attorneyAssistanceQuota,
      activatedBy: payment.source,
      createdAt: payment.at,
      updatedAt: payment.at,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", ALREADY_SUBSCRIBED(member.username, planRow.displayName));
    throw error;
  }
  insertPayment(tx, {
    subscriptionId: row.id,
    paidAt: payment.at,
    amountCents: payment.amountCents ?? priceCents,
    settledDueDate: payment.at,
    nextDueDate: due,
    source: payment.source,
    createdAt: payment.at,
  });
  return selectSubscriptionById(tx, row.id)!;
}

/**
 * A renewal payment for the member's running subscription: it settles the due date and sets the
 * next one (billing-policy.ts). A suspended subscription becomes active again; a terminated or
 * cancelled one is never reinstated. A monthly payment, or a weekly one past the period's end,
 * opens a fresh 30-day period with the same terms and counters at zero.
 */
export function renewSubscription(tx: Db, userId: string, payment: Payment): SubscriptionWithNames {
  const current = selectCurrentSubscription(tx, userId);
  if (!current || !current.isActive) throw new DomainError("not_found", NOTHING_TO_RENEW);
  const state = subscriptionStateOn(current, payment.at);
  if (!acceptsRenewal(state) || current.cancelledAt)
    throw new DomainError("conflict", NOT_RENEWABLE(current.cancelledAt ? "cancelled" : state));
  const frequency = current.frequency as BillingFrequency;
  const next = nextDueDate(frequency, current.dueDate, payment.at);
  const periodOver = payment.at.getTime() >= (current.endDate ?? current.startDate).getTime();
  let renewedId = current.id;
  if (frequency === "monthly" || periodOver) {
    closeSubscription(tx, current.id, payment.at);
    const { id: _id, createdAt: _c, updatedAt: _u, username: _n, planName: _p, planDisplayName: _d, ...terms } = current;
    renewedId = insertSubscription(tx, {
      ...terms,
      isActive: true,
      startDate: payment.at,
      endDate: addDays(payment.at, PERIOD_DAYS),
      dueDate: next,
      estimatesUsed: 0,
      appraisalsUsed: 0,
      engineerAssignmentsUsed: 0,
      attorneyAssistanceUsed: 0,
      activatedBy: payment.source,
      createdAt: payment.at,
      updatedAt: payment.at,
    }).id;
  } else if (!advanceDueDate(tx, current.id, current.dueDate, next, payment.at)) {
    throw new DomainError("conflict", NOT_RENEWABLE(state));
  }
  insertPayment(tx, {
    subscriptionId: renewedId,
    paidAt: payment.at,
    amountCents: payment.amountCents ?? current.priceCents,
    settledDueDate: current.dueDate,
    nextDueDate: next,
    source: payment.source,
    createdAt: payment.at,
  });
  return selectSubscriptionById(tx, renewedId)!;
}
