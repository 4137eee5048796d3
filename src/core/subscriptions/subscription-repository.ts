// The only code that touches subscription_plans, user_subscriptions, subscription_payments,
// payment_events and renewal_notices.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { paymentEvents, renewalNotices, subscriptionPayments, subscriptionPlans, userSubscriptions } from "#db/schema/subscriptions";
import { users } from "#db/schema/users";
import type { paymentEventsQuerySchema } from "#shared/schemas/subscriptions";
import type { z } from "#zod";
import type { Db } from "../db/db";
import { columnContains } from "../search/like-pattern";
import { prepared } from "../db/prepared";

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
export type SubscriptionWithNames = SubscriptionRow & { username: string; planName: string; planDisplayName: string };
export type PaymentRow = typeof subscriptionPayments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect & { username: string | null };

export function selectPlans(db: Db): PlanRow[] {
  return db.select().from(subscriptionPlans).orderBy(subscriptionPlans.pricePerMonthCents).all();
}

export function selectPlanByName(db: Db, name: string): PlanRow | undefined {
  return db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)).get();
}

export function updatePlan(db: Db, id: string, values: Partial<typeof subscriptionPlans.$inferInsert>): PlanRow | undefined {
  return db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id)).returning().get();
}

const withNames = {
  subscription: userSubscriptions,
  username: users.username,
  planName: subscriptionPlans.name,
  planDisplayName: subscriptionPlans.displayName,
};

const flatten = (row: {
  subscription: SubscriptionRow;
  username: string;
  planName: string;
  planDisplayName: string;
}): SubscriptionWithNames => ({
  ...row.subscription,
  username: row.username,
  planName: row.planName,
  planDisplayName: row.planDisplayName,
});

function selectWithNames(db: Db) {
  return db
    .select(withNames)
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId));
}

/**
 * The member's current period: the active row, or else the newest (for its ended state). Read on
 * every member page (the badges) and by the access window, so it is plain look-ups of one table
 * each, prepared once per connection: SQLite plans a statement with a join or an ORDER BY again at
 * every run when a bound value takes part in it, which made the one-statement form cost five
 * times as much (decision 0049).
 */
export function selectCurrentSubscription(db: Db, userId: string): SubscriptionWithNames | undefined {
  // The literal 1 lets SQLite use the partial unique index of the active row (a bound value could not).
  const active = prepared(db, "subscription.active-of-user", (root) =>
    root
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, sql.placeholder("userId")), sql`${userSubscriptions.isActive} = 1`))
      .prepare(),
  ).get({ userId });
  const row =
    active ??
    newestPeriod(
      prepared(db, "subscription.all-of-user", (root) =>
        root
          .select()
          .from(userSubscriptions)
          .where(eq(userSubscriptions.userId, sql.placeholder("userId")))
          .prepare(),
      ).all({ userId }),
    );
  if (!row) return undefined;
  const user = prepared(db, "subscription.username", (root) =>
    root
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id: row.userId });
  const plan = prepared(db, "subscription.plan-names", (root) =>
    root
      .select({ name: subscriptionPlans.name, displayName: subscriptionPlans.displayName })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id: row.planId });
  // The foreign keys keep both; were one missing, the period would have no names to show.
  if (!user || !plan) return undefined;
  return { ...row, username: user.username, planName: plan.name, planDisplayName: plan.displayName };
}

/** The period that started last (a member has one per period, a handful a year). */
const newestPeriod = (rows: SubscriptionRow[]): SubscriptionRow | undefined =>
  rows.reduce<SubscriptionRow | undefined>(
    (newest, row) => (!newest || row.startDate.getTime() > newest.startDate.getTime() ? row : newest),
    undefined,
  );

export function selectSubscriptionById(db: Db, id: string): SubscriptionWithNames | undefined {
  const row = selectWithNames(db).where(eq(userSubscriptions.id, id)).get();
  return row ? flatten(row) : undefined;
}

/** The newest periods first, at most `limit`, optionally only members whose username or plan matches. */
export function selectSubscriptions(db: Db, q: string, limit: number): SubscriptionWithNames[] {
  const filter = q ? sql`(${columnContains(users.username, q)} OR ${columnContains(subscriptionPlans.name, q)})` : undefined;
  return selectWithNames(db).where(filter).orderBy(desc(userSubscriptions.startDate)).limit(limit).all().map(flatten);
}

export function insertSubscription(db: Db, values: typeof userSubscriptions.$inferInsert): SubscriptionRow {
  return db.insert(userSubscriptions).values(values).returning().get();
}

/** The member's active period bought through this provider customer (renewal invoices name only the customer). */
export function selectActiveByProviderCustomer(db: Db, customerId: string): SubscriptionRow | undefined {
  return db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.providerCustomerId, customerId), eq(userSubscriptions.isActive, true)))
    .get();
}

export function setProviderCustomer(db: Db, id: string, customerId: string): void {
  db.update(userSubscriptions).set({ providerCustomerId: customerId }).where(eq(userSubscriptions.id, id)).run();
}

/** Closes a period (replaced by a newer one): only while it is still the active one. */
export function closeSubscription(db: Db, id: string, at: Date): boolean {
  return (
    db
      .update(userSubscriptions)
      .set({ isActive: false, updatedAt: at })
      .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.isActive, true)))
      .returning({ id: userSubscriptions.id })
      .get() !== undefined
  );
}

/** Moves the due date on after a payment, only from the due date the payment settled (no double apply). */
export function advanceDueDate(db: Db, id: string, from: Date, to: Date, at: Date): boolean {
  return (
    db
      .update(userSubscriptions)
      .set({ dueDate: to, updatedAt: at })
      .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.isActive, true), eq(userSubscriptions.dueDate, from)))
      .returning({ id: userSubscriptions.id })
      .get() !== undefined
  );
}

/** Marks a period cancelled once: a second cancellation changes nothing. */
export function markCancelled(db: Db, id: string, at: Date): boolean {
  return (
    db
      .update(userSubscriptions)
      .set({ cancelledAt: at, updatedAt: at })
      .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.isActive, true), sql`${userSubscriptions.cancelledAt} IS NULL`))
      .returning({ id: userSubscriptions.id })
      .get() !== undefined
  );
}

export function insertPayment(db: Db, values: typeof subscriptionPayments.$inferInsert): void {
  db.insert(subscriptionPayments).values(values).run();
}

export function selectPayments(db: Db, subscriptionId: string): PaymentRow[] {
  return db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionPayments.paidAt))
    .all();
}

/** Stores a provider event by its id; false when that id was stored before (a replay). */
export function insertPaymentEvent(db: Db, values: typeof paymentEvents.$inferInsert): boolean {
  return db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id }).get() !== undefined;
}

export function selectPaymentEvents(
  db: Db,
  limit: number,
  outcome?: z.output<typeof paymentEventsQuerySchema>["outcome"],
): PaymentEventRow[] {
  return db
    .select({
      id: paymentEvents.id,
      type: paymentEvents.type,
      receivedAt: paymentEvents.receivedAt,
      outcome: paymentEvents.outcome,
      detail: paymentEvents.detail,
      clientReferenceId: paymentEvents.clientReferenceId,
      userId: paymentEvents.userId,
      subscriptionId: paymentEvents.subscriptionId,
      username: users.username,
    })
    .from(paymentEvents)
    .leftJoin(users, eq(users.id, paymentEvents.userId))
    .where(outcome ? eq(paymentEvents.outcome, outcome) : undefined)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(limit)
    .all();
}

/** Active periods whose due date is on or before `dueBy` and not cancelled: candidates for a renewal notice. */
export function selectDueSoon(db: Db, dueBy: Date): SubscriptionWithNames[] {
  return selectWithNames(db)
    .where(and(eq(userSubscriptions.isActive, true), lte(userSubscriptions.dueDate, dueBy), sql`${userSubscriptions.cancelledAt} IS NULL`))
    .all()
    .map(flatten);
}

/** Claims the notice of one due date; false when it was claimed before (sent already). */
export function claimRenewalNotice(db: Db, subscriptionId: string, dueDate: Date, at: Date): boolean {
  return (
    db
      .insert(renewalNotices)
      .values({ subscriptionId, dueDate, queuedAt: at })
      .onConflictDoNothing()
      .returning({ id: renewalNotices.subscriptionId })
      .get() !== undefined
  );
}
