import { index, integer, primaryKey, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";

export const adminAccounts = sqliteTable("admin_accounts", {
  id: uuidPrimaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  fullName: text("full_name").notNull(),
  role: text("role", { enum: ["admin", "super_admin"] })
    .notNull()
    .default("admin"),
  isActive: flag("is_active").notNull().default(true),
  lastLoginAt: timestampMs("last_login_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * "All admin access attempts are logged": one row per admin action or access attempt.
 * Never holds a password or a session token.
 */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: timestampMs("at").notNull(),
    actor: text("actor").notNull(),
    adminId: text("admin_id"),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    action: text("action").notNull(),
    outcome: text("outcome", { enum: ["success", "failure", "denied", "throttled"] }).notNull(),
    detail: text("detail"),
    /**
     * Refusals of anonymous callers roll up: the same address, action, outcome and detail within a
     * minute add to this count (and move lastAt) instead of adding rows, so a flood grows the log by
     * one row per minute and kind of refusal, not one per request.
     */
    repeats: integer("repeats").notNull().default(1),
    lastAt: timestampMs("last_at"),
    /** The member whose account the action changed (users.id), for their security page; null for any other row. */
    memberId: text("member_id"),
  },
  (t) => [
    index("admin_audit_log_at_idx").on(t.at),
    // The security page: the actions taken on one member's account, newest first.
    index("admin_audit_log_member_idx")
      .on(t.memberId, t.id)
      .where(sql`${t.memberId} IS NOT NULL`),
    index("admin_audit_log_action_idx").on(t.action, t.at),
    index("admin_audit_log_address_idx").on(t.clientAddress, t.at),
    // The overview's sign-in chart: failures and throttles of the sign-in actions, from the index alone.
    index("admin_audit_log_outcome_idx").on(t.action, t.outcome, t.at, t.repeats),
  ],
);

/**
 * How many audit rows (repeats included) of each action and outcome a UTC day had (`day` as
 * YYYY-MM-DD), counted by the hourly maintenance as it removes rows past the audit retention, in
 * the same transaction: the overview's year of failed and throttled sign-ins outlives the rows.
 */
export const auditDaily = sqliteTable(
  "audit_daily",
  {
    day: text("day").notNull(),
    action: text("action").notNull(),
    outcome: text("outcome").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.action, t.outcome] })],
);

/**
 * One counter per cached resource, raised by triggers on every change of its table (from any
 * connection: the server's or the CLI's). Listing caches are keyed on it, so a session touch or
 * an audit row no longer throws away a cached listing of codes.
 */
export const dataVersions = sqliteTable("data_versions", {
  resource: text("resource").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * Sign-in attempts for throttling. A row is written before the password is checked (`settled`
 * false: in flight) and kept as a failure (`settled` true) or deleted on success.
 */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope", { enum: ["admin", "member", "register"] }).notNull(),
    username: text("username").notNull(),
    clientAddress: text("client_address").notNull(),
    at: timestampMs("at").notNull(),
    settled: flag("settled").notNull().default(false),
  },
  (t) => [
    index("login_failures_username_idx").on(t.scope, t.username, t.at),
    index("login_failures_address_idx").on(t.scope, t.clientAddress, t.at),
  ],
);

/**
 * An admin's second factor (TOTP, RFC 6238). The secret must be readable to check codes, so it is
 * stored as is; only admins have one, and the database file is the operator's to guard.
 * `confirmedAt` null: enrolment started, not confirmed yet (sign-in does not ask for a code).
 */
export const adminMfa = sqliteTable("admin_mfa", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => adminAccounts.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestampMs("confirmed_at"),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per admin, stored only as SHA-256 hashes. */
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    id: uuidPrimaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => adminAccounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestampMs("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId)],
);
