import { and, count, desc, eq, inArray, isNull, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import { credibilityEntries, credibilityImports } from "#db/schema/index";
import type { Db } from "../db";
import { columnContains } from "../like-pattern";

/**
 * Entries of an import in progress (or one that died) are not there yet for anyone. Said as
 * NOT EXISTS so SQLite can walk the created_at index and stop after a page.
 */
function visible(db: Db) {
  const incomplete = db
    .select({ id: credibilityImports.id })
    .from(credibilityImports)
    .where(and(eq(credibilityImports.id, credibilityEntries.importId), isNull(credibilityImports.completedAt)));
  return notExists(incomplete);
}

export type CredibilityRow = typeof credibilityEntries.$inferSelect;
export type CredibilityInsert = typeof credibilityEntries.$inferInsert;

const allEntriesStatements = new WeakMap<Db, { all(): CredibilityRow[] }>();
export function selectAllEntries(db: Db): CredibilityRow[] {
  let statement = allEntriesStatements.get(db);
  if (!statement) {
    statement = db
      .select()
      .from(credibilityEntries)
      .where(visible(db))
      .orderBy(desc(credibilityEntries.createdAt), desc(credibilityEntries.id))
      .prepare();
    allEntriesStatements.set(db, statement);
  }
  return statement.all();
}

export function selectEntryById(db: Db, id: string): CredibilityRow | undefined {
  return db.select().from(credibilityEntries).where(and(eq(credibilityEntries.id, id), visible(db))).get();
}

export function insertEntry(db: Db, values: CredibilityInsert): CredibilityRow {
  return db.insert(credibilityEntries).values(values).returning().get();
}

export function updateEntry(db: Db, id: string, values: Partial<CredibilityInsert>): CredibilityRow | undefined {
  return db.update(credibilityEntries).set(values).where(and(eq(credibilityEntries.id, id), visible(db))).returning().get();
}

export function deleteEntry(db: Db, id: string): CredibilityRow | undefined {
  return db.delete(credibilityEntries).where(and(eq(credibilityEntries.id, id), visible(db))).returning().get();
}

export function insertImport(db: Db, values: { actor: string; rowCount: number; startedAt: Date }): string {
  return db.insert(credibilityImports).values(values).returning({ id: credibilityImports.id }).get().id;
}

export function insertEntries(db: Db, rows: CredibilityInsert[]): void {
  if (rows.length) db.insert(credibilityEntries).values(rows).run();
}

/** Makes an import's entries visible, all at once: one row changes. */
export function completeImport(db: Db, importId: string, at: Date): boolean {
  return db
    .update(credibilityImports)
    .set({ completedAt: at })
    .where(and(eq(credibilityImports.id, importId), isNull(credibilityImports.completedAt)))
    .returning({ id: credibilityImports.id })
    .all().length === 1;
}

/** Removes at most `limit` entries of one incomplete import; answers how many went. */
export function deletePendingEntries(db: Db, importId: string, limit: number): number {
  const batch = db.select({ id: credibilityEntries.id }).from(credibilityEntries).where(eq(credibilityEntries.importId, importId)).limit(limit);
  return db.delete(credibilityEntries).where(inArray(credibilityEntries.id, batch)).returning({ id: credibilityEntries.id }).all().length;
}

/** Imports that never completed and started before `before` (their process died). */
export function selectAbandonedImports(db: Db, before: Date): string[] {
  return db
    .select({ id: credibilityImports.id })
    .from(credibilityImports)
    .where(and(isNull(credibilityImports.completedAt), lt(credibilityImports.startedAt, before)))
    .all()
    .map((r) => r.id);
}

export function deleteImport(db: Db, importId: string): void {
  db.delete(credibilityImports).where(eq(credibilityImports.id, importId)).run();
}

export type EntryFilter = { text?: string; claimType?: string };

/** Active, visible entries whose contractor, company, client or claim type contains the text (case-insensitive), optionally of one claim type. */
function activeEntriesMatching(db: Db, filter: EntryFilter): SQL | undefined {
  const conditions: SQL[] = [eq(credibilityEntries.isActive, true), visible(db)];
  if (filter.text) {
    const text = filter.text;
    const columns = [credibilityEntries.contractorName, credibilityEntries.contractorCompany, credibilityEntries.clientName, credibilityEntries.claimType];
    conditions.push(or(...columns.map((column) => columnContains(column, text)))!);
  }
  if (filter.claimType) conditions.push(sql`lower(${credibilityEntries.claimType}) = lower(${filter.claimType})`);
  return and(...conditions);
}

export function countActiveEntries(db: Db, filter: EntryFilter): number {
  return db.select({ n: count() }).from(credibilityEntries).where(activeEntriesMatching(db, filter)).get()?.n ?? 0;
}

/** One page of them, newest first. */
export function selectActiveEntries(db: Db, filter: EntryFilter & { limit: number; offset: number }): CredibilityRow[] {
  return db
    .select()
    .from(credibilityEntries)
    .where(activeEntriesMatching(db, filter))
    .orderBy(desc(credibilityEntries.createdAt), desc(credibilityEntries.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .all();
}
