import { index, integer, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { createdAt, timestampMs, uuidPrimaryKey } from "./columns";
import { users } from "./users";

/**
 * The notification outbox: every message to a member (password reset, new device) is stored here
 * first, in the transaction that caused it, and sent after that transaction commits. Without a
 * transport configured a message is `held` for an operator to relay; a failed send is retried
 * with backoff (`next_attempt_at`) and its last error kept. A message that carried a secret has
 * it replaced once sent or expired (`redacted_at`).
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    purpose: text("purpose").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "sent", "held", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestampMs("next_attempt_at"),
    secretExpiresAt: timestampMs("secret_expires_at"),
    redactedAt: timestampMs("redacted_at"),
    createdAt: createdAt(),
    sentAt: timestampMs("sent_at"),
  },
  (t) => [index("notifications_due_idx").on(t.status, t.nextAttemptAt), index("notifications_created_idx").on(t.createdAt)],
);
