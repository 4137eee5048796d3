import { index, integer, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { cents, createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";
import { users } from "./users";

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: uuidPrimaryKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  pricePerMonthCents: cents("price_per_month_cents").notNull(),
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
    startDate: timestampMs("start_date").notNull(),
    endDate: timestampMs("end_date"),
    isActive: flag("is_active").notNull().default(true),
    estimatesUsed: integer("estimates_used").notNull().default(0),
    appraisalsUsed: integer("appraisals_used").notNull().default(0),
    engineerAssignmentsUsed: integer("engineer_assignments_used").notNull().default(0),
    attorneyAssistanceUsed: integer("attorney_assistance_used").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_subscriptions_user_idx").on(t.userId)],
);
