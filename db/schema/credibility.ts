import { index, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { cents, createdAt, flag, updatedAt, uuidPrimaryKey } from "./columns";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("credibility_entries_created_idx").on(t.createdAt)],
);
