// Subscriptions: an admin activates a package for a member (panel and `aan subscriptions`), the
// member reads theirs, admins list, show and cancel. The payment provider's webhook activates
// and renews through the same functions of billing.ts (payment-webhook.ts).
import type { Result } from "#shared/answer";
import type {
  MemberSubscriptionAnswer,
  SubscriptionChangeAnswer,
  SubscriptionDetailAnswer,
  SubscriptionsAnswer,
} from "#shared/answers/subscriptions";
import { isPayingState, LATE_PAYMENT_POLICY, subscriptionStateOn } from "#shared/billing-policy";
import { DomainError } from "#shared/errors";
import { parseInput } from "#shared/schemas/parse";
import { activateSubscriptionSchema, subscriptionListSchema } from "#shared/schemas/subscriptions";
import type { Actor } from "../actor";
import { NO_META } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { recordActivity } from "../members/activity";
import { findMember } from "../members/member-admin";
import { centsToDecimal } from "../money";
import { startSubscription } from "./billing";
import { markCancelled, selectCurrentSubscription, selectPayments, selectSubscriptions } from "./subscription-repository";
import { isoDay, toSubscriptionView } from "./subscription-view";

export const NO_SUBSCRIPTION = (username: string) => `${username} has no subscription`;
const LIST_LIMIT = 200;

export function activateSubscription(
  ctx: AppContext,
  actor: Actor,
  memberIdOrUsername: unknown,
  input: unknown,
): Result<SubscriptionChangeAnswer> {
  return auditedUseCase(ctx, actor, "subscriptions.activate", ({ commit }) => {
    const { plan, frequency } = parseInput(activateSubscriptionSchema, input);
    return commit((tx) => {
      const member = findMember(tx, memberIdOrUsername);
      const now = ctx.clock.now();
      const row = startSubscription(tx, member, plan, frequency, { at: now, amountCents: null, source: actor.label });
      recordActivity(
        tx,
        now,
        member.id,
        "subscription.started",
        NO_META,
        `${row.planDisplayName} (${frequency}) activated by an administrator`,
      );
      const subscription = toSubscriptionView(row, now);
      return {
        result: {
          message: `${subscription.planDisplayName} (${frequency}) activated for ${member.username}; next payment due ${subscription.dueDate}`,
          subscription,
        },
        detail: `member=${member.username} plan=${plan} frequency=${frequency}`,
        memberId: member.id,
      };
    });
  });
}

/** Ends the subscription at the end of its paid period (§4): it is not renewed, nothing is refunded. */
export function cancelSubscription(ctx: AppContext, actor: Actor, memberIdOrUsername: unknown): Result<SubscriptionChangeAnswer> {
  return auditedUseCase(ctx, actor, "subscriptions.cancel", ({ commit }) =>
    commit((tx) => {
      const member = findMember(tx, memberIdOrUsername);
      const now = ctx.clock.now();
      const current = runningSubscription(tx, member, now);
      if (!markCancelled(tx, current.id, now))
        throw new DomainError("conflict", `The subscription of ${member.username} is already cancelled`);
      recordActivity(tx, now, member.id, "subscription.cancelled", NO_META, `Cancelled; runs until ${isoDay(current.dueDate)}`);
      const subscription = toSubscriptionView(selectCurrentSubscription(tx, member.id)!, now);
      return {
        result: {
          message: `Subscription of ${member.username} cancelled; it ends on ${subscription.dueDate}`,
          subscription,
        },
        detail: `member=${member.username} plan=${current.planName}`,
        memberId: member.id,
      };
    }),
  );
}

function runningSubscription(db: Db, member: { id: string; username: string }, now: Date) {
  const current = selectCurrentSubscription(db, member.id);
  const state = current ? subscriptionStateOn(current, now) : "none";
  if (!current || !current.isActive || (state !== "active" && state !== "suspended"))
    throw new DomainError("not_found", NO_SUBSCRIPTION(member.username));
  if (current.cancelledAt) throw new DomainError("conflict", `The subscription of ${member.username} is already cancelled`);
  return current;
}

export function listSubscriptions(ctx: AppContext, query: unknown): Result<SubscriptionsAnswer> {
  const { q } = parseInput(subscriptionListSchema, query ?? {});
  const now = ctx.clock.now();
  return { subscriptions: selectSubscriptions(ctx.db, q, LIST_LIMIT).map((row) => toSubscriptionView(row, now)) };
}

export function showSubscription(ctx: AppContext, actor: Actor, memberIdOrUsername: unknown): Result<SubscriptionDetailAnswer> {
  return auditedUseCase(ctx, actor, "access", () => {
    const member = findMember(ctx.db, memberIdOrUsername);
    const row = selectCurrentSubscription(ctx.db, member.id);
    // Never having had a package is a state, not a failure: nothing to refuse, nothing to audit as one.
    if (!row) return { subscription: null, payments: [] };
    return {
      subscription: toSubscriptionView(row, ctx.clock.now()),
      payments: selectPayments(ctx.db, row.id).map((p) => ({
        id: p.id,
        paidAt: p.paidAt.toISOString(),
        amount: p.amountCents === null ? null : centsToDecimal(p.amountCents),
        settledDueDate: isoDay(p.settledDueDate),
        nextDueDate: isoDay(p.nextDueDate),
        source: p.source,
      })),
    };
  });
}

/** The member's own subscription, with its state as of today and the policy that decides it. */
export function memberSubscription(ctx: AppContext, userId: string): Result<MemberSubscriptionAnswer> {
  const row = selectCurrentSubscription(ctx.db, userId);
  const subscription = row ? toSubscriptionView(row, ctx.clock.now()) : null;
  return { state: subscription?.state ?? "none", subscription, policy: LATE_PAYMENT_POLICY };
}

/** A paying member: a subscription that is active or suspended (late, not yet terminated). */
export function isPayingMember(db: Db, userId: string, now: Date): boolean {
  const row = selectCurrentSubscription(db, userId);
  return row ? isPayingState(subscriptionStateOn(row, now)) : false;
}
