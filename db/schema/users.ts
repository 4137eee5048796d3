import { index, integer, primaryKey, text, sqliteTable, uniqueIndex } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";
import { invitationCodes } from "./invitation-codes";

export const users = sqliteTable(
  "users",
  {
    id: uuidPrimaryKey(),
    username: text("username").notNull().unique(),
    email: text("email").notNull().unique(),
    password: text("password").notNull(), // argon2id hash, never the password
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    companyName: text("company_name").notNull(),
    position: text("position").notNull(),
    licenseNumber: text("license_number"),
    invitationCodeId: text("invitation_code_id").references(() => invitationCodes.id),
    isActive: flag("is_active").notNull().default(true),
    /**
     * Whether the password signs in. A member with two passkeys or more may turn it off (decision
     * 0138); a trigger turns it back on when fewer than two passkeys remain, and a completed
     * password reset does too.
     */
    passwordSignIn: flag("password_sign_in").notNull().default(true),
    firstLoginAt: timestampMs("first_login_at"),
    purchaseCountdownStart: timestampMs("purchase_countdown_start"),
    accessCountdownStart: timestampMs("access_countdown_start"),
    reconnaissanceUsedAt: timestampMs("reconnaissance_used_at"),
    createdAt: createdAt(),
  },
  // The admins' members list: newest first (the id breaks ties), a page at a time.
  (t) => [index("users_created_idx").on(t.createdAt, t.id)],
);

export const devices = sqliteTable(
  "devices",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's name for the device: the label it first reported, or what they renamed it to. */
    deviceLabel: text("device_label").notNull(),
    /** The fingerprint header the browser last sent: recorded, never what recognises the device. */
    deviceFingerprint: text("device_fingerprint").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestampMs("last_seen_at").notNull(),
    /**
     * SHA-256 (hex) of the browser's device cookie: what makes a request this device's. Null only
     * for a device signed in before device cookies existed, until it adopts one.
     */
    credentialHash: text("credential_hash"),
    credentialExpiresAt: timestampMs("credential_expires_at"),
    /** The label header the browser last sent (the name above stays the member's). */
    lastLabel: text("last_label"),
    /** The User-Agent the browser last sent; null until a request recorded one. */
    userAgent: text("user_agent"),
    /**
     * When the browser's User-Agent or label last changed from one it had sent: a browser update.
     * A window's size or a zoom changes only the fingerprint, which is not an update.
     */
    detailsChangedAt: timestampMs("details_changed_at"),
  },
  (t) => [
    index("devices_user_fingerprint_idx").on(t.userId, t.deviceFingerprint),
    uniqueIndex("devices_user_credential_idx").on(t.userId, t.credentialHash),
    index("devices_credential_idx").on(t.credentialHash),
  ],
);

export const userPlans = sqliteTable("user_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  planName: text("plan_name").notNull(),
  maxDevices: integer("max_devices").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(), // SHA-256 of the token sent to the user
    resetType: text("reset_type", { enum: ["sms", "email"] }).notNull(),
    phone: text("phone"),
    email: text("email"),
    expiresAt: timestampMs("expires_at").notNull(),
    isUsed: flag("is_used").notNull().default(false),
    /** Wrong guesses of an SMS code: at the fifth the code is dead. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId, t.createdAt)],
);

export const userActivityLog = sqliteTable(
  "user_activity_log",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    description: text("description"),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    /**
     * Refusals roll up: a member's refusals of one action within one clock minute are one row,
     * `repeats` counting them and `lastAt` the latest, so a flood of refused requests grows the
     * log by a row a minute, not a row a request. A success is a row of its own (`repeats` 1).
     */
    repeats: integer("repeats").notNull().default(1),
    lastAt: timestampMs("last_at"),
    /** The clock minute (ms / 60000) of a refusal's row, the key its repeats meet on; null for a success. */
    refusalMinute: integer("refusal_minute"),
    /**
     * The address the row came from cut to its network at write time (an IPv4 /24, an IPv6 /48),
     * what the member's security page shows (decision 0137); null for rows from before it, or none.
     */
    approximateAddress: text("approximate_address"),
  },
  (t) => [
    index("user_activity_log_user_idx").on(t.userId, t.createdAt),
    // The security page: one member's rows of one action (their sign-ins), newest first, a page at a time.
    index("user_activity_log_user_action_idx").on(t.userId, t.action, t.createdAt, t.id),
    // By time too: the hourly maintenance rolls up and removes the oldest rows first.
    index("user_activity_log_created_idx").on(t.createdAt),
    uniqueIndex("user_activity_log_refusal_minute_idx")
      .on(t.userId, t.action, t.refusalMinute)
      .where(sql`${t.refusalMinute} IS NOT NULL`),
  ],
);

/**
 * How many activity rows of each action a UTC day had (`day` as YYYY-MM-DD), counted by the
 * hourly maintenance as it removes rows past the retention: a year and more of sign-ins and
 * devices stays chartable after the rows themselves are gone.
 */
export const activityDaily = sqliteTable(
  "activity_daily",
  {
    day: text("day").notNull(),
    action: text("action").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.action] })],
);

/**
 * Which members signed in on which UTC day (`day`: whole days since 1970-01-01): one row per
 * member and day, written by a trigger on each `login` activity row (migration stats_counts_triggers). The
 * overview counts active members per day and per week from it; a distinct count cannot be added
 * up from daily totals, so activity_daily cannot answer it, and these rows outlive the activity
 * rows' retention. Kept STATS_KEPT_DAYS days (maintenance.ts).
 */
export const memberActiveDays = sqliteTable(
  "member_active_days",
  {
    day: integer("day").notNull(),
    userId: text("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);
