// The only code that touches admin_passkeys, and the super admin's second-factor rule (one row of
// site_settings under a key the site settings do not list, so no other call reads or sets it).
import { and, asc, eq, sql } from "drizzle-orm";
import { adminPasskeys } from "#db/schema/passkeys";
import { siteSettings } from "#db/schema/content";
import type { Db } from "../db/db";

export type AdminPasskeyRow = typeof adminPasskeys.$inferSelect;

const RULE_KEY = "admin_second_factor_required";

export const selectAdminPasskeys = (db: Db, adminId: string): AdminPasskeyRow[] =>
  db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).orderBy(asc(adminPasskeys.createdAt)).all();

export const selectAdminPasskeyByCredentialId = (db: Db, credentialId: string): AdminPasskeyRow | undefined =>
  db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credentialId)).get();

export const countAdminPasskeys = (db: Db, adminId: string): number =>
  db.get<[number]>(sql`SELECT count(*) FROM ${adminPasskeys} WHERE admin_id = ${adminId}`)[0];

/** Every admin id that holds a passkey, for the super admins' list. */
export const selectAdminsWithPasskeys = (db: Db): Set<string> =>
  new Set(
    db
      .selectDistinct({ adminId: adminPasskeys.adminId })
      .from(adminPasskeys)
      .all()
      .map((row) => row.adminId),
  );

/**
 * Adds the passkey while the admin holds fewer than `cap` and nobody holds this credential: one
 * statement, so two registrations racing at the cap leave it at the cap. Undefined when refused.
 */
export function insertAdminPasskeyWithinCap(
  db: Db,
  values: { adminId: string; name: string; credentialId: string; publicKey: string; counter: number; transports: string | null; at: Date },
  cap: number,
): AdminPasskeyRow | undefined {
  const id = crypto.randomUUID();
  const inserted = db.get<[string] | undefined>(sql`
    INSERT INTO admin_passkeys (id, admin_id, name, credential_id, public_key, counter, transports, created_at)
    SELECT ${id}, ${values.adminId}, ${values.name}, ${values.credentialId}, ${values.publicKey}, ${values.counter}, ${values.transports}, ${values.at.getTime()}
    WHERE (SELECT count(*) FROM ${adminPasskeys} WHERE admin_id = ${values.adminId}) < ${cap}
      AND NOT EXISTS (SELECT 1 FROM ${adminPasskeys} WHERE credential_id = ${values.credentialId})
    RETURNING id`);
  return inserted ? db.select().from(adminPasskeys).where(eq(adminPasskeys.id, inserted[0])).get() : undefined;
}

/**
 * Removes one of the admin's passkeys unless it is their last second factor while every admin must
 * keep one (the operator's floor, or the super admin's rule as stored now): one statement, so a
 * second removal or the rule turned on in between cannot leave the admin with none. Answers the
 * removed row, or undefined when refused (or not theirs).
 */
export function deletePasskeyKeepingSecondFactor(
  db: Db,
  adminId: string,
  passkeyId: string,
  requiredByOperator: boolean,
): { id: string; name: string } | undefined {
  const removed = db.get<[string, string] | undefined>(sql`
    DELETE FROM admin_passkeys
    WHERE id = ${passkeyId} AND admin_id = ${adminId}
      AND (
        NOT (${requiredByOperator ? 1 : 0} = 1 OR EXISTS (SELECT 1 FROM ${siteSettings} WHERE key = ${RULE_KEY} AND value = 'on'))
        OR EXISTS (SELECT 1 FROM admin_mfa WHERE admin_id = ${adminId} AND confirmed_at IS NOT NULL)
        OR (SELECT count(*) FROM admin_passkeys WHERE admin_id = ${adminId}) > 1
      )
    RETURNING id, name`);
  return removed ? { id: removed[0], name: removed[1] } : undefined;
}

export const adminPasskeyExists = (db: Db, adminId: string, passkeyId: string): boolean =>
  db
    .select({ id: adminPasskeys.id })
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.adminId, adminId), eq(adminPasskeys.id, passkeyId)))
    .get() !== undefined;

export const deleteAdminPasskeys = (db: Db, adminId: string): number =>
  db.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).returning({ id: adminPasskeys.id }).all().length;

/** The super admin's rule as stored: on, or off (no row). */
export const selectSecondFactorRule = (db: Db): boolean =>
  db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, RULE_KEY)).get()?.value === "on";

export function storeSecondFactorRule(db: Db, required: boolean, at: Date): void {
  if (!required) {
    db.delete(siteSettings).where(eq(siteSettings.key, RULE_KEY)).run();
    return;
  }
  db.insert(siteSettings)
    .values({ key: RULE_KEY, value: "on", updatedAt: at })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: "on", updatedAt: at } })
    .run();
}
