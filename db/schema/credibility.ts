import { index, integer, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { cents, createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";

/**
 * A bulk import (`aan credibility import`). Its rows are written in short transactions and stay
 * invisible until the import completes: all of them appear at once, or none do.
 */
export const credibilityImports = sqliteTable("credibility_imports", {
  id: uuidPrimaryKey(),
  actor: text("actor").notNull(),
  rowCount: integer("row_count").notNull(),
  startedAt: timestampMs("started_at").notNull(),
  completedAt: timestampMs("completed_at"),
});

export const credibilityEntries = sqliteTable(
  "credibility_entries",
  {
    id: uuidPrimaryKey(),
    contractorName: text("contractor_name").notNull(),
    contractorCompany: text("contractor_company").notNull(),
    contractorAddress: text("contractor_address").notNull(),
    contractorPhone: text("contractor_phone"),
    contractorEmail: text("contractor_email"),
    clientName: text("client_name").notNull(),
    clientAddress: text("client_address").notNull(),
    claimType: text("claim_type").notNull(),
    originalAmountCents: cents("original_amount_cents"),
    reducedAmountCents: cents("reduced_amount_cents"),
    finalAmountCents: cents("final_amount_cents"),
    deductibleCents: cents("deductible_cents"),
    publicAdjuster: text("public_adjuster"),
    fieldAdjuster: text("field_adjuster"),
    deskAdjuster: text("desk_adjuster"),
    notes: text("notes"),
    successStory: text("success_story"),
    isActive: flag("is_active").notNull().default(true),
    /** The import that brought the entry; while that import is incomplete the entry is not shown. */
    importId: text("import_id").references(() => credibilityImports.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest first (the id breaks ties), with the import that decides whether an entry is visible:
    // the admins' list reads its order from the index alone (decision 0045).
    index("credibility_entries_created_idx").on(t.createdAt, t.id, t.importId),
    index("credibility_entries_import_idx").on(t.importId),
    // The members' search: active entries, newest first, from the index alone.
    index("credibility_entries_active_created_idx").on(t.isActive, t.createdAt, t.id, t.importId),
  ],
);
