// Counts the operator's overview reads instead of the rows they count: kept by triggers as the
// rows are written (migration stats_counts_triggers), so a year of charts reads a few hundred
// rows, and the counts outlive the rows' retention.
import { index, integer, primaryKey, text, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * How many of something a UTC day had (`day`: whole days since 1970-01-01): `sign_ups` (users),
 * `active` (members signed in that day), `active_week` (members signed in that week, `day` its
 * Monday), `device.added` and `device.refused` (activity rows), `claims_filed` (`key`: the
 * service type). Added to by triggers, never recounted.
 */
export const statsDaily = sqliteTable(
  "stats_daily",
  {
    metric: text("metric").notNull(),
    day: integer("day").notNull(),
    key: text("key").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.key] })],
);

/** Which members signed in in which week (`week`: the day of its Monday): one row each, for `active_week`. */
export const memberActiveWeeks = sqliteTable(
  "member_active_weeks",
  {
    week: integer("week").notNull(),
    userId: text("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.userId] })],
);

/**
 * How long a claim stayed in a status (`ms`), written by a trigger when the status history says it
 * left it (`leftAt`): each status is entered once, so the stay starts at the row that entered it.
 * The overview's median days in each status read these in order of `ms`.
 */
export const claimStays = sqliteTable(
  "claim_stays",
  {
    claimId: text("claim_id").notNull(),
    status: text("status").notNull(),
    leftAt: integer("left_at").notNull(),
    ms: integer("ms").notNull(),
  },
  (t) => [index("claim_stays_left_idx").on(t.status, t.leftAt, t.ms), index("claim_stays_ms_idx").on(t.status, t.ms, t.leftAt)],
);

/**
 * How many stays in a status ended on a day (`leftDay`) with a length of `lengthDay` whole days
 * (rounded down), kept by a trigger on claim_stays: the median finds the day-long slice of lengths
 * its middle stay is in from these few rows, then reads only that slice of claim_stays_ms_idx.
 */
export const claimStayLengths = sqliteTable(
  "claim_stay_lengths",
  {
    status: text("status").notNull(),
    lengthDay: integer("length_day").notNull(),
    leftDay: integer("left_day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.lengthDay, t.leftDay] }),
    // The median's read: a status's lengths in order with their counts, from the index alone.
    index("claim_stay_lengths_covering_idx").on(t.status, t.lengthDay, t.leftDay, t.count),
  ],
);

/**
 * Counts of what rows are in now, not per day: `claims_by_status` (`key`: the status). Kept by
 * triggers on insert, update and delete, so they always equal a count of the rows.
 */
export const statsTotals = sqliteTable(
  "stats_totals",
  {
    metric: text("metric").notNull(),
    key: text("key").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.key] })],
);

/**
 * Each member's latest subscription (by start date, the later row on a tie) as its state needs it:
 * package, still active, cancelled, and its due day (whole days since 1970-01-01). Rewritten by
 * triggers whenever one of the member's subscriptions changes.
 */
export const subscriptionLatest = sqliteTable("subscription_latest", {
  userId: text("user_id").primaryKey(),
  planId: text("plan_id").notNull(),
  isActive: integer("is_active").notNull(),
  cancelled: integer("cancelled").notNull(),
  dueDay: integer("due_day").notNull(),
});

/**
 * How many members' latest subscriptions share a package, active flag, cancelled flag and due day:
 * the state follows from these and today, so the overview counts states over these few rows.
 */
export const subscriptionStateCounts = sqliteTable(
  "subscription_state_counts",
  {
    planId: text("plan_id").notNull(),
    isActive: integer("is_active").notNull(),
    cancelled: integer("cancelled").notNull(),
    dueDay: integer("due_day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.isActive, t.cancelled, t.dueDay] })],
);

/**
 * The current periods (`is_active`) grouped by package, cancelled flag and due day, with their
 * quotas used and granted summed: whether a period is active or suspended follows from these and
 * today. Kept by triggers on every insert, update and delete of a subscription.
 */
export const subscriptionPeriodSums = sqliteTable(
  "subscription_period_sums",
  {
    planId: text("plan_id").notNull(),
    cancelled: integer("cancelled").notNull(),
    dueDay: integer("due_day").notNull(),
    periods: integer("periods").notNull(),
    estimatesUsed: integer("estimates_used").notNull(),
    estimatesQuota: integer("estimates_quota").notNull(),
    appraisalsUsed: integer("appraisals_used").notNull(),
    appraisalsQuota: integer("appraisals_quota").notNull(),
    engineerAssignmentsUsed: integer("engineer_assignments_used").notNull(),
    engineerAssignmentsQuota: integer("engineer_assignments_quota").notNull(),
    attorneyAssistanceUsed: integer("attorney_assistance_used").notNull(),
    attorneyAssistanceQuota: integer("attorney_assistance_quota").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.cancelled, t.dueDay] })],
);
