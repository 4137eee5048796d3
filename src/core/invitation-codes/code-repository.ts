import { and, desc, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { invitationCodes, users } from "#db/schema/index";
import type { Db } from "../db";

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

export function selectCodeById(db: Db, id: string): CodeRow | undefined {
  return db.select().from(invitationCodes).where(eq(invitationCodes.id, id)).get();
}

export function selectCodeByCode(db: Db, code: string): CodeRow | undefined {
  return db.select().from(invitationCodes).where(eq(invitationCodes.code, code)).get();
}

/** Inserts a code unless it exists; undefined when it was taken. */
export function insertCode(db: Db, code: string, createdAt: Date): CodeRow | undefined {
  return db
    .insert(invitationCodes)
    .values({ code, createdAt })
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

/**
 * Assigns only a code that is unused and unassigned, to a username no other code carries and no
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
        isNull(invitationCodes.assigneeUsername),
        notExists(otherCodes),
        notExists(members),
      ),
    )
    .returning()
    .get();
}

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
