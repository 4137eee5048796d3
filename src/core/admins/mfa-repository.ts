// The only code that touches admin_mfa and admin_recovery_codes.
import { and, count, eq, lt, sql } from "drizzle-orm";
import { adminMfa, adminRecoveryCodes } from "#db/schema/admin";
import type { Db } from "../db/db";

export type MfaRow = typeof adminMfa.$inferSelect;

export const selectMfa = (db: Db, adminId: string): MfaRow | undefined =>
  db.select().from(adminMfa).where(eq(adminMfa.adminId, adminId)).get();

/** Starts (or restarts) an enrolment; never replaces a confirmed second factor. */
export function upsertPendingMfa(db: Db, adminId: string, secret: string, at: Date): boolean {
  return (
    db
      .insert(adminMfa)
      .values({ adminId, secret, createdAt: at })
      .onConflictDoUpdate({
        target: adminMfa.adminId,
        set: { secret, createdAt: at, lastUsedStep: 0 },
        setWhere: sql`${adminMfa.confirmedAt} IS NULL`,
      })
      .returning({ id: adminMfa.adminId })
      .get() !== undefined
  );
}

export const confirmMfa = (db: Db, adminId: string, at: Date, step: number) =>
  db
    .update(adminMfa)
    .set({ confirmedAt: at, lastUsedStep: step })
    .where(and(eq(adminMfa.adminId, adminId), sql`${adminMfa.confirmedAt} IS NULL`))
    .returning({ id: adminMfa.adminId })
    .get() !== undefined;

/** Records the step a code was used for, only if it is newer than the last one: no code twice. */
export const useMfaStep = (db: Db, adminId: string, step: number) =>
  db
    .update(adminMfa)
    .set({ lastUsedStep: step })
    .where(and(eq(adminMfa.adminId, adminId), lt(adminMfa.lastUsedStep, step)))
    .returning({ id: adminMfa.adminId })
    .get() !== undefined;

export function replaceRecoveryCodes(db: Db, adminId: string, hashes: string[], at: Date): void {
  db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
  db.insert(adminRecoveryCodes)
    .values(hashes.map((codeHash) => ({ adminId, codeHash, createdAt: at })))
    .run();
}

/** Spends a recovery code once, as one conditional statement. */
export const spendRecoveryCode = (db: Db, adminId: string, codeHash: string, at: Date) =>
  db
    .update(adminRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, codeHash), sql`${adminRecoveryCodes.usedAt} IS NULL`),
    )
    .returning({ id: adminRecoveryCodes.id })
    .get() !== undefined;

export const countRecoveryCodesLeft = (db: Db, adminId: string) =>
  db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), sql`${adminRecoveryCodes.usedAt} IS NULL`))
    .get()?.n ?? 0;

/** Every admin's second factor by admin id: true once confirmed, false while an enrolment waits. */
export const selectMfaStates = (db: Db): Map<string, boolean> =>
  new Map(
    db
      .select({ adminId: adminMfa.adminId, confirmedAt: adminMfa.confirmedAt })
      .from(adminMfa)
      .all()
      .map((row) => [row.adminId, row.confirmedAt !== null]),
  );

export function deleteMfa(db: Db, adminId: string): boolean {
  db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
  return db.delete(adminMfa).where(eq(adminMfa.adminId, adminId)).returning({ id: adminMfa.adminId }).get() !== undefined;
}
