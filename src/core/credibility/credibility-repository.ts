import { and, desc, eq, getTableColumns, inArray, isNull, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import { credibilityEntries, credibilityImports } from "#db/schema/credibility";
import { CREDIBILITY_SEARCH_FIELDS } from "#shared/credibility-search";
import type { Db } from "../db/db";
import { placeholdersFor, prepared } from "../db/prepared";
import { rowsByRowid } from "../db/rows-by-rowid";
import { textSearchCondition, textSearchValues, type SearchedTable, type TextSearch } from "../search/trigram-search";

/**
 * Entries of an import in progress (or one that died) are not there yet for anyone. Said as
 * NOT EXISTS so SQLite can walk the created_at index (which holds import_id) and stop after a
 * page; an entry added by hand has no import and needs no look-up.
 */
function visible(db: Db) {
  const incomplete = db
    .select({ id: credibilityImports.id })
    .from(credibilityImports)
    .where(and(eq(credibilityImports.id, credibilityEntries.importId), isNull(credibilityImports.completedAt)));
  return or(isNull(credibilityEntries.importId), notExists(incomplete))!;
}

export type CredibilityRow = typeof credibilityEntries.$inferSelect;
export type CredibilityInsert = typeof credibilityEntries.$inferInsert;

/**
 * An entry's API view as SQLite keeps it (credibility_entry_json, written by the SQL view
 * credibility_entry_as_json of migration 0020): the one mapping of an entry to its view.
 */
const entryJson = sql<string>`(SELECT e.json FROM credibility_entry_json AS e WHERE e.entry_rowid = ${credibilityEntries}.rowid)`;

/** Every visible entry's view, newest first, as one JSON array. */
export function selectAllEntryJson(db: Db): string {
  const rows = prepared(db, "credibility-entry-json-all", (root) =>
    root
      .select({ json: entryJson })
      .from(credibilityEntries)
      .where(visible(root))
      .orderBy(desc(credibilityEntries.createdAt), desc(credibilityEntries.id))
      .prepare(),
  ).values() as unknown as Array<[string]>;
  return `[${rows.map((row) => row[0]).join(",")}]`;
}

/**
 * One visible entry's view as JSON text; undefined when there is none. Prepared once per
 * connection: a create or an update reads its answer back inside the write transaction, and
 * building the query there each time held the write lock long enough to halve the write rate.
 */
export function selectEntryJsonById(db: Db, id: string): string | undefined {
  return prepared(db, "credibility-entry-json-by-id", (root) =>
    root
      .select({ json: entryJson })
      .from(credibilityEntries)
      .where(and(eq(credibilityEntries.id, sql.placeholder("id")), visible(root)))
      .prepare(),
  ).get({ id })?.json;
}

const ENTRY_KEYS = Object.keys(getTableColumns(credibilityEntries)) as Array<keyof CredibilityRow>;

/**
 * One entry, every column given (absent ones as their default). Prepared once per connection:
 * SQLite compiles this insert with its FTS and index triggers, which costs more than running it.
 * Its id is a time-ordered UUID (v7): new ids land at the end of the primary-key index, so a
 * commit writes one page of it instead of one random page per entry (the creation time it tells
 * is shown with the entry anyway).
 */
export function insertEntry(db: Db, values: CredibilityInsert): CredibilityRow {
  const now = new Date();
  const row: Record<string, unknown> = {
    id: Bun.randomUUIDv7(),
    isActive: true,
    importId: null,
    createdAt: now,
    updatedAt: now,
    ...values,
  };
  for (const column of ENTRY_KEYS) row[column] ??= null;
  return prepared(db, "credibility-entry-insert", (root) =>
    root.insert(credibilityEntries).values(placeholdersFor<CredibilityInsert>(ENTRY_KEYS)).returning().prepare(),
  ).get(row)!;
}

export function updateEntry(db: Db, id: string, values: Partial<CredibilityInsert>): CredibilityRow | undefined {
  return db
    .update(credibilityEntries)
    .set(values)
    .where(and(eq(credibilityEntries.id, id), visible(db)))
    .returning()
    .get();
}

export function deleteEntry(db: Db, id: string): CredibilityRow | undefined {
  return db
    .delete(credibilityEntries)
    .where(and(eq(credibilityEntries.id, id), visible(db)))
    .returning()
    .get();
}

export function insertImport(db: Db, values: { actor: string; rowCount: number; startedAt: Date }): string {
  return db.insert(credibilityImports).values(values).returning({ id: credibilityImports.id }).get().id;
}

export function insertEntries(db: Db, rows: CredibilityInsert[]): void {
  if (rows.length) db.insert(credibilityEntries).values(rows).run();
}

/** Makes an import's entries visible, all at once: one row changes. */
export function completeImport(db: Db, importId: string, at: Date): boolean {
  return (
    db
      .update(credibilityImports)
      .set({ completedAt: at })
      .where(and(eq(credibilityImports.id, importId), isNull(credibilityImports.completedAt)))
      .returning({ id: credibilityImports.id })
      .all().length === 1
  );
}

/** Removes at most `limit` entries of one incomplete import; answers how many went. */
export function deletePendingEntries(db: Db, importId: string, limit: number): number {
  const batch = db
    .select({ id: credibilityEntries.id })
    .from(credibilityEntries)
    .where(eq(credibilityEntries.importId, importId))
    .limit(limit);
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

/**
 * The searched fields (CREDIBILITY_SEARCH_FIELDS, in its order) and their FTS5 trigram index
 * (migrations credibility_search and search_vocab).
 */
export const CREDIBILITY_SEARCHED: SearchedTable = {
  table: credibilityEntries,
  index: "credibility_search",
  vocabulary: "credibility_search_vocab",
  columns: CREDIBILITY_SEARCH_FIELDS.map((field) => credibilityEntries[field]),
};

/**
 * Who is looking: admins see every visible entry; members only the active ones, and may name a
 * claim type. The text is looked up as `search` says (textSearchFor).
 */
export type EntryFilter = { text?: string; claimType?: string; activeOnly: boolean };
export type EntrySearch = Omit<EntryFilter, "text"> & { search?: TextSearch };

/** What decides a search's statement; its values are bound (textSearchValues, claimType). */
type SearchShape = { activeOnly: boolean; kind?: TextSearch["kind"]; byClaimType: boolean };

function entriesMatching(db: Db, shape: SearchShape): SQL {
  const conditions: SQL[] = [visible(db)];
  if (shape.activeOnly) {
    // With a full-text search the matches are few and come from the index: the unary + keeps
    // SQLite from walking every active entry to probe them instead (8 ms against 0.4 ms).
    conditions.push(
      shape.kind && shape.kind !== "like" ? sql`+${credibilityEntries.isActive} = 1` : sql`${credibilityEntries.isActive} = 1`,
    );
  }
  if (shape.kind) conditions.push(textSearchCondition(CREDIBILITY_SEARCHED, shape.kind));
  if (shape.byClaimType) conditions.push(sql`lower(${credibilityEntries.claimType}) = lower(${sql.placeholder("claimType")})`);
  return and(...conditions)!;
}

const rowidOf = sql<number>`${credibilityEntries}.rowid`;

type RowidStatement = { values(values: Record<string, unknown>): unknown[][] };

/**
 * The rowids of the matching entries, newest first (the id breaks ties): the order of every page
 * of one search. Without text it is a walk of a covering index; with text, an FTS5 lookup. One
 * statement per connection and shape, the text and claim type bound: a new search was two thirds
 * building and compiling its statement (decision 0049).
 */
export function selectMatchingRowids(db: Db, filter: EntrySearch): number[] {
  const shape: SearchShape = { activeOnly: filter.activeOnly, kind: filter.search?.kind, byClaimType: filter.claimType !== undefined };
  const statement = prepared<RowidStatement>(
    db,
    `credibility.matches.${shape.activeOnly}.${shape.kind ?? "all"}.${shape.byClaimType}`,
    (root) =>
      root
        .select({ rowid: rowidOf })
        .from(credibilityEntries)
        .where(entriesMatching(root, shape))
        .orderBy(desc(credibilityEntries.createdAt), desc(credibilityEntries.id))
        .prepare(),
  );
  const values = { ...(filter.search ? textSearchValues(filter.search) : {}), claimType: filter.claimType ?? null };
  return statement.values(values).map((row) => Number(row[0]));
}

/**
 * The API views of the entries with these rowids (a page cut from selectMatchingRowids), in the
 * order given, as one JSON array: the texts SQLite keeps in credibility_entry_json (migration
 * 0020), joined. A page missing from the cache costs its request this read, less than half of
 * reading the values and building and writing each view (decision 0053).
 */
export function selectEntryJsonByRowids(db: Db, rowids: readonly number[]): string {
  const rows = rowsByRowid<[number, string]>(
    db,
    "credibility-entry-json-by-rowid",
    "SELECT page.key, e.json FROM json_each(?) AS page JOIN credibility_entry_json AS e ON e.entry_rowid = page.value",
    rowids,
  );
  return `[${rows.map((row) => row[1]).join(",")}]`;
}
