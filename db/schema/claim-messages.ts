// The channel inside every claim: the member and the operatives write to each other there, text
// and files (the files are the claim's documents), so the conversation stays with the claim, in
// its backups and its audit (decision 0081).
import { index, integer, primaryKey, text, sqliteTable, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminAccounts } from "./admin";
import { claims, userDocuments } from "./claims";
import { createdAt, timestampMs } from "./columns";
import { users } from "./users";

export const claimMessages = sqliteTable(
  "claim_messages",
  {
    id: text("id").primaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    /** The message's place in its claim's thread, 1, 2, 3…: taken in the insert itself, so two writers never share one. */
    seq: integer("seq").notNull(),
    author: text("author", { enum: ["member", "operative"] }).notNull(),
    /** The member who wrote it (author "member"); kept for the per-member rate limit. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin who wrote it (author "operative"); null from the operator's terminal. */
    adminId: text("admin_id").references(() => adminAccounts.id, { onDelete: "set null" }),
    /** The name shown with it: the member's username or the admin's display name, as it was when written. */
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("claim_messages_claim_seq_idx").on(t.claimId, t.seq), index("claim_messages_user_idx").on(t.userId, t.createdAt)],
);

/** The files a message carried: documents of its claim, in the order they were sent. */
export const claimMessageFiles = sqliteTable(
  "claim_message_files",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => claimMessages.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => userDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.documentId] }), index("claim_message_files_document_idx").on(t.documentId)],
);

/**
 * One row per claim with messages: where each side has read to, where the thread is, and when the
 * member and the operatives were last told of a new message (one notice per 15 minutes).
 */
export const claimThreads = sqliteTable(
  "claim_threads",
  {
    claimId: text("claim_id")
      .primaryKey()
      .references(() => claims.id, { onDelete: "cascade" }),
    lastSeq: integer("last_seq").notNull().default(0),
    /** Who wrote the last message: "member" means the thread waits for the operatives. */
    lastAuthor: text("last_author", { enum: ["member", "operative"] }),
    lastMessageAt: timestampMs("last_message_at"),
    memberReadSeq: integer("member_read_seq").notNull().default(0),
    operativeReadSeq: integer("operative_read_seq").notNull().default(0),
    memberNoticeAt: timestampMs("member_notice_at"),
    operativeNoticeAt: timestampMs("operative_notice_at"),
  },
  (t) => [index("claim_threads_waiting_idx").on(t.lastAuthor, t.lastMessageAt)],
);
