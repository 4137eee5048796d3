import { index, integer, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { cents, createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";
import { userSubscriptions } from "./subscriptions";
import { users } from "./users";

export const claims = sqliteTable(
  "claims",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").references(() => userSubscriptions.id),
    claimNumber: text("claim_number"),
    propertyAddress: text("property_address").notNull(),
    homeowner: text("homeowner").notNull(),
    col: text("col").notNull(), // cause-of-loss date, ISO date text
    dol: text("dol").notNull(), // date of loss, ISO date text
    inspectionStatus: text("inspection_status", {
      enum: ["scheduled", "completed", "pending", "not_required"],
    }).notNull(),
    serviceRequestType: text("service_request_type", {
      enum: ["estimate", "appraisal", "engineer_assignment", "attorney_assistance"],
    }).notNull(),
    originalClaimAmountCents: cents("original_claim_amount_cents"),
    finalClaimAmountCents: cents("final_claim_amount_cents"),
    status: text("status", { enum: ["submitted", "in_review", "in_progress", "completed", "cancelled"] })
      .notNull()
      .default("submitted"),
    documents: text("documents", { mode: "json" }).$type<string[]>().notNull().default([]),
    notes: text("notes"),
    /** Two capital letters of a US state: its deadline rules and its calendar (src/shared/claim-state.ts); null when unknown. */
    state: text("state"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("claims_user_idx").on(t.userId, t.createdAt), index("claims_status_idx").on(t.status, t.createdAt)],
);

/** Every status change of a claim: who, when, from what to what, and the note that explains it. */
export const claimStatusHistory = sqliteTable(
  "claim_status_history",
  {
    id: uuidPrimaryKey(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    /** "member:<username>", "admin:<username>" or "cli:<user>". */
    actor: text("actor").notNull(),
    at: timestampMs("at").notNull(),
  },
  (t) => [
    index("claim_status_history_claim_idx").on(t.claimId, t.at),
    // When a claim entered a status (each is entered once): where the trigger that writes
    // claim_stays finds the start of the stay a new row ends.
    index("claim_status_history_entered_idx").on(t.claimId, t.toStatus, t.at),
  ],
);

export const userDocuments = sqliteTable(
  "user_documents",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    claimId: text("claim_id").references(() => claims.id, { onDelete: "set null" }),
    filename: text("filename").notNull(),
    originalFilename: text("original_filename").notNull(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    fileType: text("file_type").notNull(),
    isViewable: flag("is_viewable").notNull().default(true),
    uploadedAt: timestampMs("uploaded_at")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index("user_documents_user_idx").on(t.userId), index("user_documents_claim_idx").on(t.claimId)],
);

/**
 * What each member's documents take, kept by triggers on user_documents (migration 0022): the
 * storage quota reads one row instead of summing every document (decision 0055).
 */
export const memberStorage = sqliteTable("member_storage", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  usedBytes: integer("used_bytes").notNull().default(0),
});
