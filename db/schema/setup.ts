// The operator's setup checklist (aan doctor, the panel's checklist): lines marked "not needed",
// and what the running server reported about the lines only it can see (its environment, the
// forwarding headers that reach it).
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestampMs } from "./columns";

export const setupChecklist = sqliteTable("setup_checklist", {
  line: text("line").primaryKey(),
  notNeededAt: timestampMs("not_needed_at"),
  notNeededBy: text("not_needed_by"),
  serverState: text("server_state", { enum: ["done", "open"] }),
  serverDetail: text("server_detail"),
  serverSeenAt: timestampMs("server_seen_at"),
});
