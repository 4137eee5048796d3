// The only code that touches webauthn_challenges, and the signature counter both passkey tables
// (members' and admins') keep the same way.
import { and, eq, lte, sql } from "drizzle-orm";
import { adminPasskeys, passkeys, webauthnChallenges } from "#db/schema/passkeys";
import type { Db } from "../db/db";

export type ChallengeRow = typeof webauthnChallenges.$inferSelect;
export type ChallengePurpose = ChallengeRow["purpose"];

/** Expired challenges go as new ones are issued, so the table holds only the last minutes' worth. */
export function deleteExpiredChallenges(db: Db, now: Date): void {
  db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now)).run();
}

/**
 * Issues a registration's challenge while fewer than `cap` live ones are out, and fewer than
 * `perOwner` of its member or admin: one of them asking over and over holds a few rows at most.
 * False when at either cap.
 */
export function insertChallengeWithinCap(db: Db, values: ChallengeRow, cap: number, perOwner: number): boolean {
  const inserted = db.get<[string] | undefined>(sql`
    INSERT INTO webauthn_challenges (id, purpose, challenge, user_id, device_id, admin_id, expires_at)
    SELECT ${values.id}, ${values.purpose}, ${values.challenge}, ${values.userId}, ${values.deviceId}, ${values.adminId}, ${values.expiresAt.getTime()}
    WHERE (SELECT count(*) FROM webauthn_challenges) < ${cap}
      AND (SELECT count(*) FROM webauthn_challenges WHERE user_id IS ${values.userId} AND admin_id IS ${values.adminId}) < ${perOwner}
    RETURNING id`);
  return inserted !== undefined;
}

/**
 * Writes a sealed sign-in challenge down as answered, until it would have ended; false when it
 * was answered before (the same id twice, also two answers racing).
 */
export function insertSpentChallenge(db: Db, values: ChallengeRow): boolean {
  const inserted = db.get<[string] | undefined>(sql`
    INSERT INTO webauthn_challenges (id, purpose, challenge, user_id, device_id, admin_id, expires_at)
    VALUES (${values.id}, ${values.purpose}, ${values.challenge}, NULL, NULL, NULL, ${values.expiresAt.getTime()})
    ON CONFLICT (id) DO NOTHING
    RETURNING id`);
  return inserted !== undefined;
}

/** Takes a live challenge of this purpose, once: the read and the delete are one statement. */
export function takeChallenge(db: Db, id: string, purpose: ChallengePurpose, now: Date): ChallengeRow | undefined {
  return db
    .delete(webauthnChallenges)
    .where(
      and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose), sql`${webauthnChallenges.expiresAt} > ${now.getTime()}`),
    )
    .returning()
    .get();
}

/**
 * Records a sign-in's signature counter, only when it moved on from the one stored (or the
 * authenticator keeps none: both zero). Two sign-ins racing with one assertion: one moves it, the
 * other finds it moved and is refused.
 */
export function advancePasskeyCounter(
  db: Db,
  table: typeof passkeys | typeof adminPasskeys,
  id: string,
  counter: number,
  at: Date,
): boolean {
  const moved = db.get<[string] | undefined>(sql`
    UPDATE ${table} SET counter = ${counter}, last_used_at = ${at.getTime()}
    WHERE id = ${id} AND (counter < ${counter} OR (counter = 0 AND ${counter} = 0))
    RETURNING id`);
  return moved !== undefined;
}
