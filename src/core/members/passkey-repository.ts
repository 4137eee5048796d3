// The only code that touches the members' passkeys table (webauthn_challenges: ../passkeys/challenge-repository).
import { eq, sql } from "drizzle-orm";
import { passkeys } from "#db/schema/passkeys";
import { devices, users } from "#db/schema/users";
import type { Db } from "../db/db";
import { prepared } from "../db/prepared";

export type PasskeyRow = typeof passkeys.$inferSelect;

export function selectPasskeysOf(db: Db, userId: string): PasskeyRow[] {
  return prepared(db, "passkeys-of-member", (root) =>
    root
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, sql.placeholder("userId")))
      .prepare(),
  ).all({ userId });
}

export function selectPasskeyByCredentialId(db: Db, credentialId: string): PasskeyRow | undefined {
  return db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).get();
}

export function selectPasskeyOfDevice(db: Db, deviceId: string): PasskeyRow | undefined {
  return db.select().from(passkeys).where(eq(passkeys.deviceId, deviceId)).get();
}

/**
 * Adds the passkey to the member's device while that device exists and holds none: one statement,
 * so two registrations racing on one device leave one passkey. Undefined when refused.
 */
export function insertPasskeyOnDevice(
  db: Db,
  values: {
    userId: string;
    deviceId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string | null;
    at: Date;
  },
): PasskeyRow | undefined {
  const id = crypto.randomUUID();
  const inserted = db.get<[string] | undefined>(sql`
    INSERT INTO passkeys (id, user_id, device_id, credential_id, public_key, counter, transports, created_at)
    SELECT ${id}, ${values.userId}, ${values.deviceId}, ${values.credentialId}, ${values.publicKey}, ${values.counter}, ${values.transports}, ${values.at.getTime()}
    WHERE EXISTS (SELECT 1 FROM ${devices} WHERE id = ${values.deviceId} AND user_id = ${values.userId})
      AND NOT EXISTS (SELECT 1 FROM ${passkeys} WHERE device_id = ${values.deviceId} OR credential_id = ${values.credentialId})
    RETURNING id`);
  return inserted ? db.select().from(passkeys).where(eq(passkeys.id, inserted[0])).get() : undefined;
}

/** Moves a device to a new device cookie: a passkey sign-in from a browser that lost (or never had) this device's cookie. */
export function reissueDeviceCredential(db: Db, deviceId: string, credentialHash: string, expiresAt: Date, at: Date): void {
  db.update(devices).set({ credentialHash, credentialExpiresAt: expiresAt, lastSeenAt: at }).where(eq(devices.id, deviceId)).run();
}

/**
 * Turns the member's password sign-in off while they hold two passkeys or more: one statement, so
 * a revoke racing it cannot leave the password off with one passkey (the delete trigger of
 * migration 0039 turns it back on after any later revoke). False when refused.
 */
export function turnPasswordSignInOff(db: Db, userId: string): boolean {
  const changed = db.get<[string] | undefined>(sql`
    UPDATE users SET password_sign_in = 0
    WHERE id = ${userId} AND (SELECT count(*) FROM ${passkeys} WHERE user_id = ${userId}) >= 2
    RETURNING id`);
  return changed !== undefined;
}

export function turnPasswordSignInOn(db: Db, userId: string): void {
  db.update(users).set({ passwordSignIn: true }).where(eq(users.id, userId)).run();
}

/** The member's passkeys with the name of the device each belongs to, oldest first. */
export function selectPasskeysWithDevices(db: Db, userId: string) {
  return db
    .select({ deviceName: devices.deviceLabel, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .innerJoin(devices, eq(devices.id, passkeys.deviceId))
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.createdAt)
    .all();
}
