import { index, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { createdAt, timestampMs, uuidPrimaryKey } from "./columns";
import { users } from "./users";

/** The contact form's messages (callsign → name, encryptedChannel → email, operationType → serviceType, missionDetails → message). */
export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    serviceType: text("service_type").notNull(),
    message: text("message").notNull(),
    /** For the per-address limit; kept with the message like any sender's address. */
    clientAddress: text("client_address"),
    handledAt: timestampMs("handled_at"),
    handledBy: text("handled_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_submissions_created_idx").on(t.createdAt),
    index("contact_submissions_address_idx").on(t.clientAddress, t.createdAt),
  ],
);

export const serviceRequests = sqliteTable(
  "service_requests",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    serviceType: text("service_type").notNull(),
    planType: text("plan_type").notNull(),
    description: text("description"),
    files: text("files", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Where a visitor's request came from, for the per-address throttle. */
    clientAddress: text("client_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_requests_user_idx").on(t.userId, t.createdAt),
    index("service_requests_address_idx").on(t.clientAddress, t.createdAt),
  ],
);
