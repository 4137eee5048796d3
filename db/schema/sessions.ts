import { index, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { createdAt, timestampMs } from "./columns";

/**
 * Server sessions. `sid` is the SHA-256 (hex) of the random cookie token: the token itself is
 * never stored. `kind` keeps admin and member sessions apart; `subject_id` is the admin or user id.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    expire: timestampMs("expire").notNull(),
    kind: text("kind", { enum: ["admin", "member", "visitor"] }).notNull(),
    subjectId: text("subject_id"),
    /** A member session is bound to the device it signed in on (devices.id); revoking ends it. */
    deviceId: text("device_id"),
    createdAt: createdAt(),
    lastSeenAt: timestampMs("last_seen_at").notNull(),
    absoluteExpire: timestampMs("absolute_expire").notNull(),
  },
  (t) => [
    index("sessions_subject_idx").on(t.kind, t.subjectId),
    index("sessions_expire_idx").on(t.expire),
    index("sessions_last_seen_idx").on(t.lastSeenAt),
    index("sessions_device_idx").on(t.deviceId),
  ],
);
