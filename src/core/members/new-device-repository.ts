// The only code that touches new_device_codes (decision 0138). Every change of a code's state is
// one conditional statement, so two guesses or two replacements racing each other decide once.
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { newDeviceCodes } from "#db/schema/passkeys";
import type { Db } from "../db/db";

export type NewDeviceCodeRow = typeof newDeviceCodes.$inferSelect;

export function selectNewDeviceCode(db: Db, id: string): NewDeviceCodeRow | undefined {
  return db.select().from(newDeviceCodes).where(eq(newDeviceCodes.id, id)).get();
}

export function countCodesSince(db: Db, userId: string, since: Date): number {
  return db
    .select({ n: count() })
    .from(newDeviceCodes)
    .where(and(eq(newDeviceCodes.userId, userId), gt(newDeviceCodes.createdAt, since)))
    .get()!.n;
}

/** A new code ends the member's older open ones: only the newest message in the mailbox works. */
export function endOpenCodesOf(db: Db, userId: string, now: Date): void {
  db.update(newDeviceCodes)
    .set({ expiresAt: now })
    .where(and(eq(newDeviceCodes.userId, userId), isNull(newDeviceCodes.usedAt), gt(newDeviceCodes.expiresAt, now)))
    .run();
}

export function insertNewDeviceCode(db: Db, values: typeof newDeviceCodes.$inferInsert): void {
  db.insert(newDeviceCodes).values(values).run();
}

/** Counts a wrong guess on a live code; at `guesses` the code is void. */
export function recordWrongCodeGuess(db: Db, id: string): void {
  db.update(newDeviceCodes)
    .set({ attempts: sql`${newDeviceCodes.attempts} + 1` })
    .where(eq(newDeviceCodes.id, id))
    .run();
}

/** Marks the right code typed, while it is live, unverified and not void. False when it was not. */
export function markCodeVerified(db: Db, id: string, now: Date, guesses: number): boolean {
  return (
    db
      .update(newDeviceCodes)
      .set({ verifiedAt: now })
      .where(
        and(
          eq(newDeviceCodes.id, id),
          isNull(newDeviceCodes.verifiedAt),
          isNull(newDeviceCodes.usedAt),
          gt(newDeviceCodes.expiresAt, now),
          sql`${newDeviceCodes.attempts} < ${guesses}`,
        ),
      )
      .returning({ id: newDeviceCodes.id })
      .all().length === 1
  );
}

/** Spends a verified, live code on the replacement: the member it belongs to, or undefined. */
export function spendVerifiedCode(db: Db, id: string, now: Date): string | undefined {
  return db
    .update(newDeviceCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(newDeviceCodes.id, id),
        sql`${newDeviceCodes.verifiedAt} IS NOT NULL`,
        isNull(newDeviceCodes.usedAt),
        gt(newDeviceCodes.expiresAt, now),
      ),
    )
    .returning({ userId: newDeviceCodes.userId })
    .get()?.userId;
}
