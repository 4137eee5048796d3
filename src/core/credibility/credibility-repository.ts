import { desc, eq } from "drizzle-orm";
import { credibilityEntries } from "#db/schema/index";
import type { Db } from "../db";

export type CredibilityRow = typeof credibilityEntries.$inferSelect;
export type CredibilityInsert = typeof credibilityEntries.$inferInsert;

const allEntriesStatements = new WeakMap<Db, { all(): CredibilityRow[] }>();
export function selectAllEntries(db: Db): CredibilityRow[] {
  let statement = allEntriesStatements.get(db);
  if (!statement) {
    statement = db.select().from(credibilityEntries).orderBy(desc(credibilityEntries.createdAt), desc(credibilityEntries.id)).prepare();
    allEntriesStatements.set(db, statement);
  }
  return statement.all();
}

export function selectEntryById(db: Db, id: string): CredibilityRow | undefined {
  return db.select().from(credibilityEntries).where(eq(credibilityEntries.id, id)).get();
}

export function insertEntry(db: Db, values: CredibilityInsert): CredibilityRow {
  return db.insert(credibilityEntries).values(values).returning().get();
}

export function updateEntry(db: Db, id: string, values: Partial<CredibilityInsert>): CredibilityRow | undefined {
  return db.update(credibilityEntries).set(values).where(eq(credibilityEntries.id, id)).returning().get();
}

export function deleteEntry(db: Db, id: string): CredibilityRow | undefined {
  return db.delete(credibilityEntries).where(eq(credibilityEntries.id, id)).returning().get();
}
