import { and, asc, count, eq, sql } from "drizzle-orm";
import { adminAccounts } from "#db/schema/admin";
import type { createAdminSchema } from "#shared/schemas/admin";
import type { z } from "#zod";
import type { Db } from "../db/db";
import { prepared } from "../db/prepared";

export type AdminRow = typeof adminAccounts.$inferSelect;

export function selectAdminByUsername(db: Db, username: string): AdminRow | undefined {
  return db.select().from(adminAccounts).where(eq(adminAccounts.username, username)).get();
}

export function selectAdminById(db: Db, id: string): AdminRow | undefined {
  return prepared(db, "admin-by-id", (root) =>
    root
      .select()
      .from(adminAccounts)
      .where(eq(adminAccounts.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id });
}

export function selectAdmins(db: Db): AdminRow[] {
  return db.select().from(adminAccounts).orderBy(asc(adminAccounts.createdAt)).all();
}

export function anyAdminExists(db: Db): boolean {
  return db.select({ id: adminAccounts.id }).from(adminAccounts).limit(1).get() !== undefined;
}

/** The form's fields as parsed, but the password only as its hash. */
type NewAdmin = Pick<z.output<typeof createAdminSchema>, "username" | "fullName" | "role"> & { passwordHash: string; now: Date };

/**
 * The one-time setup as a single conditional statement: the row is inserted only while no admin
 * exists. Returns the new admin, or undefined when setup was already done.
 */
export function insertFirstAdmin(db: Db, admin: NewAdmin): AdminRow | undefined {
  const id = crypto.randomUUID();
  const at = admin.now.getTime();
  // bun:sqlite's run() answers { changes }; drizzle's types call it void.
  const changes = db.run(sql`
    INSERT INTO admin_accounts (id, username, password_hash, full_name, role, is_active, created_at, updated_at)
    SELECT ${id}, ${admin.username}, ${admin.passwordHash}, ${admin.fullName}, ${admin.role}, 1, ${at}, ${at}
    WHERE NOT EXISTS (SELECT 1 FROM admin_accounts)`) as unknown as { changes: number };
  return changes.changes === 1 ? selectAdminById(db, id) : undefined;
}

/** Inserts an admin unless the username is taken; undefined when it is. */
export function insertAdmin(db: Db, admin: NewAdmin): AdminRow | undefined {
  return db
    .insert(adminAccounts)
    .values({
      username: admin.username,
      fullName: admin.fullName,
      passwordHash: admin.passwordHash,
      role: admin.role,
      createdAt: admin.now,
      updatedAt: admin.now,
    })
    .onConflictDoNothing({ target: adminAccounts.username })
    .returning()
    .get();
}

export function updateAdmin(
  db: Db,
  id: string,
  changes: Partial<Pick<AdminRow, "username" | "passwordHash" | "isActive" | "lastLoginAt" | "updatedAt">>,
): AdminRow | undefined {
  return db.update(adminAccounts).set(changes).where(eq(adminAccounts.id, id)).returning().get();
}

export const countActiveSuperAdmins = (db: Db): number =>
  db
    .select({ n: count() })
    .from(adminAccounts)
    .where(and(eq(adminAccounts.role, "super_admin"), eq(adminAccounts.isActive, true)))
    .get()?.n ?? 0;

/** The admin a reference names: their username (the CLI) or their id (the panel). */
export const selectAdminByReference = (db: Db, reference: string): AdminRow | undefined =>
  selectAdminByUsername(db, reference) ?? selectAdminById(db, reference);
