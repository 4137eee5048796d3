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
