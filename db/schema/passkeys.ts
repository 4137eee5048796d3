import { index, integer, text, sqliteTable, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestampMs, uuidPrimaryKey } from "./columns";
import { adminAccounts } from "./admin";
import { devices, users } from "./users";

/** What every passkey keeps, whoever it belongs to (a member's device, an admin). */
const credentialColumns = () => ({
  /** The authenticator's credential id, base64url: what a sign-in names. */
  credentialId: text("credential_id").notNull(),
  /** The COSE public key, base64url. */
  publicKey: text("public_key").notNull(),
  /** The signature counter last seen: an assertion must move it on (a cloned key is refused). */
  counter: integer("counter").notNull(),
  /** The transports the browser reported (JSON array), handed back as hints at sign-in. */
  transports: text("transports"),
  createdAt: createdAt(),
  lastUsedAt: timestampMs("last_used_at"),
});

/**
 * A member's passkey (WebAuthn credential). It belongs to one device row (decision 0129): a
 * device holds at most one, and revoking the device deletes it with the row. Only the public key
 * is kept; the private key never leaves the authenticator.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    ...credentialColumns(),
  },
  (t) => [
    uniqueIndex("passkeys_credential_idx").on(t.credentialId),
    uniqueIndex("passkeys_device_idx").on(t.deviceId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

/**
 * An outstanding WebAuthn challenge: single use (deleted as it is answered) and short-lived. A
 * challenge is a nonce the authenticator signs, not a secret that signs anyone in, so it is kept
 * as issued; the row's id is what the browser sends back with its answer.
 */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    id: uuidPrimaryKey(),
    /** A member's registration or sign-in, or an admin's registration or second factor: a challenge answers only its own. */
    purpose: text("purpose", { enum: ["register", "sign_in", "admin_register", "admin_sign_in"] }).notNull(),
    challenge: text("challenge").notNull(),
    /** For a registration: the member and the device the passkey will belong to. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").references(() => devices.id, { onDelete: "cascade" }),
    /** For an admin's registration: the admin the passkey will belong to. */
    adminId: text("admin_id").references(() => adminAccounts.id, { onDelete: "cascade" }),
    expiresAt: timestampMs("expires_at").notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * An admin's passkey (decision 0139): a second factor after the password, in place of the TOTP
 * code. Admins have no device rows, so these stand on their own, named by the admin, at most
 * ADMIN_PASSKEY_CAP each; deleting the admin deletes them.
 */
export const adminPasskeys = sqliteTable(
  "admin_passkeys",
  {
    id: uuidPrimaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => adminAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...credentialColumns(),
  },
  (t) => [uniqueIndex("admin_passkeys_credential_idx").on(t.credentialId), index("admin_passkeys_admin_idx").on(t.adminId, t.createdAt)],
);

/**
 * A code that lets a new browser replace one of the member's devices when their device cap is
 * full (decision 0138): asked for with the right password, sent by e-mail or SMS, stored hashed
 * (bound to its row's id), single use, 10 minutes, void at its fifth wrong guess. `verifiedAt`:
 * the right code was typed, and the browser may now choose the device it replaces, once.
 */
export const newDeviceCodes = sqliteTable(
  "new_device_codes",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestampMs("expires_at").notNull(),
    verifiedAt: timestampMs("verified_at"),
    usedAt: timestampMs("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("new_device_codes_user_idx").on(t.userId, t.createdAt)],
);
