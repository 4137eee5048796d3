import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { claims } from "./claims";
import { timestampMs } from "./columns";
import { users } from "./users";

/**
 * What a member chose about their deadlines: how reminders reach them (email, sms or none; no row
 * means email) and their private calendar feed (the SHA-256 of its token: the address is shown
 * once, and a new one replaces it).
 */
export const memberDeadlineSettings = sqliteTable("member_deadline_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reminders: text("reminders").notNull().default("email"),
  feedTokenHash: text("feed_token_hash").unique(),
  feedCreatedAt: timestampMs("feed_created_at"),
});

/**
 * One row per reminder queued: a deadline (claim, rule, due day) gets each kind at most once, even
 * across restarts and a second server, because the row is written with the message.
 */
export const deadlineReminders = sqliteTable(
  "deadline_reminders",
  {
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    ruleId: text("rule_id").notNull(),
    dueOn: text("due_on").notNull(),
    /** "7-days", "1-day" or "carrier-overdue". */
    kind: text("kind").notNull(),
    queuedAt: timestampMs("queued_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.ruleId, t.dueOn, t.kind] })],
);
