import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { claims } from "./claims";
import { createdAt, uuidPrimaryKey } from "./columns";
import { users } from "./users";

/** What happened on a claim, as the deadline clock reads it (src/shared/claim-events.ts): one row an event, dated in the claim's state. */
export const claimEvents = sqliteTable(
  "claim_events",
  {
    id: uuidPrimaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The calendar day it happened in the claim's state, YYYY-MM-DD. */
    on: text("on").notNull(),
    note: text("note"),
    /** "member:<username>", "admin:<username>" or "cli:<user>", as the status history says it. */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("claim_events_claim_idx").on(t.claimId, t.on)],
);

/**
 * Each claim's deadlines as the clock computed them (one row a claim and rule), rewritten in the
 * transaction of every change they depend on (src/core/deadlines/claim-deadlines.ts): "what is
 * due" is then a range read of the open rows' due days. Statuses that depend on today are not
 * stored; `time_zone` says whose today a row is judged by.
 */
export const claimDeadlines = sqliteTable(
  "claim_deadlines",
  {
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    ruleId: text("rule_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    owedBy: text("owed_by").notNull(),
    startsOn: text("starts_on"),
    dueOn: text("due_on"),
    metOn: text("met_on"),
    /** 1 while started and not met on a claim neither completed nor cancelled: the rows the due lists read. */
    open: integer("open").notNull(),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.ruleId] }),
    // Each list reads its index in (due day, claim, rule) order, which a page's cursor names; the
    // zone is in the index so the rows of a boundary day are judged, and counted, without the table.
    index("claim_deadlines_open_due_idx")
      .on(t.dueOn, t.claimId, t.ruleId, t.timeZone)
      .where(sql`open = 1`),
    index("claim_deadlines_open_owed_idx")
      .on(t.owedBy, t.dueOn, t.claimId, t.ruleId, t.timeZone)
      .where(sql`open = 1`),
    index("claim_deadlines_open_user_idx")
      .on(t.userId, t.dueOn, t.claimId, t.ruleId, t.timeZone)
      .where(sql`open = 1`),
  ],
);

/** The fingerprint of the rule packs the stored deadlines were computed with: a start with other packs recomputes them all. */
export const deadlinePacks = sqliteTable("deadline_packs", {
  scope: text("scope").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
});
