import { and, desc, eq, gt, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { invitationCodes, users } from "#db/schema/index";
import type { Db } from "../db";
import { prepared } from "../prepared";

export type CodeRow = typeof invitationCodes.$inferSelect;
/** A code as the lists show it: with the username of the member who redeemed it, if any. */
export type ListedCodeRow = CodeRow & { usedByUsername: string | null };

export type Assignee = {
  assigneeUsername: string;
  assigneeFirstName: string;
  assigneeLastName: string;
  assigneePhone: string;
  assigneeEmail: string;
};

/** Newest first; prepared once per database connection because the panel reads it constantly. */
const allCodesStatements = new WeakMap<Db, { all(): Array<{ code: CodeRow; usedByUsername: string | null }> }>();
export function selectAllCodes(db: Db): ListedCodeRow[] {
  let statement = allCodesStatements.get(db);
  if (!statement) {
    statement = db
      .select({ code: invitationCodes, usedByUsername: users.username })
      .from(invitationCodes)
      .leftJoin(users, eq(users.id, invitationCodes.usedByUserId))
      .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.code))
      .prepare();
    allCodesStatements.set(db, statement);
  }
  return statement.all().map(({ code, usedByUsername }) => ({ ...code, usedByUsername }));
}

/**
 * How many unused codes have expired by `now`: it only grows while the data stands still, so a
 * cache keyed on it (with the data version) turns over the instant a code expires.
 */
export function countExpiredCodes(db: Db, now: Date): number {
  const statement = prepared(db, "codes.countExpired", (root) =>
    root
      .select({ n: sql<number>`count(*)` })
      .from(invitationCodes)
      .where(and(eq(invitationCodes.isUsed, false), sql`${invitationCodes.expiresAt} <= ${sql.placeholder("now")}`))
      .prepare(),
  );
  return statement.get({ now: now.getTime() })?.n ?? 0;
}

export function selectCodeById(db: Db, id: string): CodeRow | undefined {
  return db.select().from(invitationCodes).where(eq(invitationCodes.id, id)).get();
}

export function selectCodeByCode(db: Db, code: string): CodeRow | undefined {
  return db.select().from(invitationCodes).where(eq(invitationCodes.code, code)).get();
}

/** Inserts a code unless it exists; undefined when it was taken. */
export function insertCode(db: Db, code: string, createdAt: Date, expiresAt: Date | null = null): CodeRow | undefined {
  return db
    .insert(invitationCodes)
    .values({ code, createdAt, expiresAt })
    .onConflictDoNothing({ target: invitationCodes.code })
    .returning()
    .get();
}

const sameUsername = (column: typeof invitationCodes.assigneeUsername | typeof users.username, username: string) =>
  sql`lower(${column}) = lower(${username})`;

/** A username is one person: it may stand on one code, and not on a code when a member holds it. */
export function assigneeUsernameTaken(db: Db, username: string): boolean {
  const onCode = db.select({ id: invitationCodes.id }).from(invitationCodes).where(sameUsername(invitationCodes.assigneeUsername, username)).limit(1).get();
  const member = db.select({ id: users.id }).from(users).where(sameUsername(users.username, username)).limit(1).get();
  return Boolean(onCode || member);
}

/** Not expired at `now` (a code without an expiry never is). Part of each conditional statement. */
export const notExpiredAt = (now: Date) => or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, now));

/**
 * Assigns only a code that is unused, not expired and unassigned, to a username no other code carries and no
 * member holds: one statement, so two admins cannot both win.
 */
export function assignUnassignedCode(db: Db, id: string, assignee: Assignee, adminId: string | null, at: Date) {
  const otherCodes = db.select({ id: invitationCodes.id }).from(invitationCodes).where(sameUsername(invitationCodes.assigneeUsername, assignee.assigneeUsername));
  const members = db.select({ id: users.id }).from(users).where(sameUsername(users.username, assignee.assigneeUsername));
  return db
    .update(invitationCodes)
    .set({ ...assignee, assigneeType: "person", assignedAt: at, assignedByAdminId: adminId })
    .where(
      and(
        eq(invitationCodes.id, id),
        eq(invitationCodes.isUsed, false),
        notExpiredAt(at),
        isNull(invitationCodes.assigneeUsername),
        notExists(otherCodes),
        notExists(members),
      ),
    )
    .returning()
    .get();
}

/** Unassigns an unused code, expired or not: an expired code must not hold its username forever. */
export function unassignAssignedCode(db: Db, id: string) {
  return db
    .update(invitationCodes)
    .set({
      assigneeType: null,
      assigneeUsername: null,
      assigneeFirstName: null,
      assigneeLastName: null,
      assigneePhone: null,
      assigneeEmail: null,
      assignedAt: null,
      assignedByAdminId: null,
    })
    .where(and(eq(invitationCodes.id, id), eq(invitationCodes.isUsed, false), isNotNull(invitationCodes.assigneeUsername)))
    .returning()
    .get();
}

/** Sets the expiry of a code only while it is unused: one statement, so a redemption cannot slip between. */
export function setUnusedCodeExpiry(db: Db, id: string, expiresAt: Date | null) {
  return db
    .update(invitationCodes)
    .set({ expiresAt })
    .where(and(eq(invitationCodes.id, id), eq(invitationCodes.isUsed, false)))
    .returning()
    .get();
}
