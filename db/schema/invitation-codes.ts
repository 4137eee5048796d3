import { index, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { adminAccounts } from "./admin";
import { createdAt, flag, timestampMs, uuidPrimaryKey } from "./columns";

export const invitationCodes = sqliteTable(
  "invitation_codes",
  {
    id: uuidPrimaryKey(),
    code: text("code", { length: 50 }).notNull().unique(),
    isUsed: flag("is_used").notNull().default(false),
    // No foreign key to users: users.invitation_code_id points here, and the pair would be circular.
    usedByUserId: text("used_by_user_id"),
    assigneeType: text("assignee_type", { length: 10 }),
    assigneeUsername: text("assignee_username"),
    assigneeFirstName: text("assignee_first_name"),
    assigneeLastName: text("assignee_last_name"),
    assigneePhone: text("assignee_phone"),
    assigneeEmail: text("assignee_email"),
    assignedAt: timestampMs("assigned_at"),
    assignedByAdminId: text("assigned_by_admin_id").references(() => adminAccounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    usedAt: timestampMs("used_at"),
    // Null: the code never expires. Expired is read against the clock, so no job has to run.
    expiresAt: timestampMs("expires_at"),
  },
  (t) => [
    // The lists' order (newest first, the code breaking ties) and their filters, each read from an
    // index alone, so a page or a count stays fast at 100,000 codes (decision 0044).
    index("invitation_codes_created_idx").on(t.createdAt, t.code),
    index("invitation_codes_state_idx").on(t.isUsed, t.createdAt, t.code, t.expiresAt, t.assigneeUsername),
    index("invitation_codes_expires_idx").on(t.isUsed, t.expiresAt),
    // The funnel's kept counts: a member's first package finds the codes they redeemed.
    index("invitation_codes_used_by_idx").on(t.usedByUserId),
  ],
);
