// Packages (public-screens.md §9) and the members' subscription periods, the payments that keep
// them going, and every payment-provider event received (kept so a replay changes nothing and
// an event nobody could match is shown to admins, never dropped).
import { sql } from "drizzle-orm";
import { index, integer, text, sqliteTable, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";
import { users } from "./users";

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: uuidPrimaryKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  pricePerMonthCents: cents("price_per_month_cents").notNull(),
  pricePerWeekCents: cents("price_per_week_cents").notNull().default(0),
  estimatesQuota: integer("estimates_quota").notNull().default(0),
  appraisalsQuota: integer("appraisals_quota").notNull().default(0),
  engineerAssignmentsQuota: integer("engineer_assignments_quota").notNull().default(0),
  attorneyAssistanceQuota: integer("attorney_assistance_quota").notNull().default(0),
  description: text("description"),
  isActive: flag("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const userSubscriptions = sqliteTable(
  "user_subscriptions",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    /** monthly | weekly, chosen at purchase. */
    frequency: text("frequency", { enum: ["monthly", "weekly"] })
      .notNull()
      .default("monthly"),
    startDate: timestampMs("start_date").notNull(),
    /** The quota period ends 30 days after it starts. */
    endDate: timestampMs("end_date"),
    /** False once a newer period replaced this one, or an admin ended it. */
    isActive: flag("is_active").notNull().default(true),
    /** The day (00:00 UTC) the next payment is due; the late-payment policy counts from it. */
    dueDate: timestampMs("due_date")
      .notNull()
      .default(sql`0`),
    /** Set by a cancellation: the subscription ends on its due date instead of renewing. */
    cancelledAt: timestampMs("cancelled_at"),
    /** What the period was bought with, copied at activation: a later plan change leaves it alone. */
    priceCents: cents("price_cents").notNull().default(0),
    estimatesQuota: integer("estimates_quota").notNull().default(0),
    appraisalsQuota: integer("appraisals_quota").notNull().default(0),
    engineerAssignmentsQuota: integer("engineer_assignments_quota").notNull().default(0),
    attorneyAssistanceQuota: integer("attorney_assistance_quota").notNull().default(0),
    estimatesUsed: integer("estimates_used").notNull().default(0),
    appraisalsUsed: integer("appraisals_used").notNull().default(0),
    engineerAssignmentsUsed: integer("engineer_assignments_used").notNull().default(0),
    attorneyAssistanceUsed: integer("attorney_assistance_used").notNull().default(0),
    /** The payment provider's customer id, so its renewal invoices find the member. */
    providerCustomerId: text("provider_customer_id"),
    /** "admin:<username>", "cli:<user>" or "payment:<event id>". */
    activatedBy: text("activated_by").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_subscriptions_user_idx").on(t.userId),
    // One active period per member, held by the database itself.
    uniqueIndex("user_subscriptions_one_active_idx")
      .on(t.userId)
      .where(sql`${t.isActive} = 1`),
    index("user_subscriptions_due_idx").on(t.isActive, t.dueDate),
  ],
);

export const subscriptionPayments = sqliteTable(
  "subscription_payments",
  {
    id: uuidPrimaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => userSubscriptions.id, { onDelete: "cascade" }),
    paidAt: timestampMs("paid_at").notNull(),
    amountCents: cents("amount_cents"),
    /** The due date this payment settled, and the one it set. */
    settledDueDate: timestampMs("settled_due_date").notNull(),
    nextDueDate: timestampMs("next_due_date").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_payments_subscription_idx").on(t.subscriptionId, t.paidAt),
    // The overview's amount applied per week, from the index alone.
    index("subscription_payments_paid_idx").on(t.paidAt, t.source, t.amountCents),
  ],
);

export const paymentEvents = sqliteTable(
  "payment_events",
  {
    /** The provider's event id: a second delivery of the same event hits this key and does nothing. */
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: timestampMs("received_at").notNull(),
    /** applied | ignored | unmatched */
    outcome: text("outcome", { enum: ["applied", "ignored", "unmatched"] }).notNull(),
    detail: text("detail").notNull(),
    clientReferenceId: text("client_reference_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    subscriptionId: text("subscription_id").references(() => userSubscriptions.id, { onDelete: "set null" }),
  },
  (t) => [index("payment_events_received_idx").on(t.receivedAt), index("payment_events_outcome_idx").on(t.outcome, t.receivedAt)],
);

/** Renewal notices sent, one per subscription and due date, so a restart never sends one twice. */
export const renewalNotices = sqliteTable(
  "renewal_notices",
  {
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => userSubscriptions.id, { onDelete: "cascade" }),
    dueDate: timestampMs("due_date").notNull(),
    queuedAt: timestampMs("queued_at").notNull(),
  },
  (t) => [uniqueIndex("renewal_notices_key").on(t.subscriptionId, t.dueDate)],
);
