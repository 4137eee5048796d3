// "Contains, any case" over a trigram FTS5 index (the invitation codes' and the credibility
// entries' searches; decisions 0044, 0045, 0049). FTS5 answers a phrase by reading the
// row list of every trigram in it, and trigrams such as "con" or "ent" are in nearly every row:
// "contractor 4242" read 100,000-row lists for 11 matches (8 ms at 100,000 entries). So a text
// with common and rare trigrams looks up only its rare ones (a few hundred rows, ~0.1 ms) and
// checks the whole text with LIKE on those rows. Which trigrams are common is counted from the
// index's vocabulary (migration 0019) now and then: the counts choose the way, never the answer.
import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/db";
import { containsPattern } from "./like-pattern";
import { prepared } from "../db/prepared";

/** Text shorter than this has no trigram: the index cannot find it. */
const TRIGRAM_LENGTH = 3;

/**
 * How one search text is looked up:
 * - like: shorter than a trigram, LIKE over every searched column (a scan);
 * - phrase: the whole text as one FTS5 phrase (every trigram rare, or every one common, or a
 *   character beyond ASCII, where the index's Unicode case folding is the rule);
 * - rare: its rare trigrams in the index, then LIKE on the rows found (ASCII text only, where
 *   LIKE's any-case and the index's are the same).
 */
export type TextSearch = { kind: "like"; like: string } | { kind: "phrase"; match: string } | { kind: "rare"; match: string; like: string };

/** Text as one FTS5 phrase: quoted, its own quotes doubled, so no character is query syntax. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The distinct trigrams of a text, lower-cased as the index keeps them (ASCII text). */
function asciiTrigrams(text: string): string[] {
  const lower = text.toLowerCase();
  const trigrams = new Set<string>();
  for (let i = 0; i + TRIGRAM_LENGTH <= lower.length; i++) trigrams.add(lower.slice(i, i + TRIGRAM_LENGTH));
  return [...trigrams];
}

const ASCII = /^[\x00-\x7f]*$/;

export function textSearchFor(text: string, commonTrigrams: ReadonlySet<string>): TextSearch {
  if ([...text].length < TRIGRAM_LENGTH) return { kind: "like", like: containsPattern(text) };
  if (ASCII.test(text)) {
    const trigrams = asciiTrigrams(text);
    const rare = trigrams.filter((trigram) => !commonTrigrams.has(trigram));
    if (rare.length > 0 && rare.length < trigrams.length)
      return { kind: "rare", match: rare.map(ftsPhrase).join(" AND "), like: containsPattern(text) };
  }
  return { kind: "phrase", match: ftsPhrase(text) };
}

/** One searched table: its FTS5 index, the index's vocabulary and the columns the index holds. */
export type SearchedTable = { table: SQLiteTable; index: string; vocabulary: string; columns: readonly AnyColumn[] };

/**
 * The text values of a search's statement, bound by name (textSearchValues fills them): one
 * statement per way of looking up. Written `+?`: SQLite reads a value bound to a bare `LIKE ?`
 * while it plans, so every new text would make it plan the statement again.
 */
const MATCH = sql`+${sql.placeholder("match")}`;
const LIKE = sql`+${sql.placeholder("like")}`;

/** The condition "the row contains the text" of one way of looking up, its text bound (MATCH, LIKE). */
export function textSearchCondition(searched: SearchedTable, kind: TextSearch["kind"]): SQL {
  const likeAny = () =>
    sql`(${sql.join(
      searched.columns.map((column) => sql`${column} LIKE ${LIKE} ESCAPE '\\'`),
      sql` OR `,
    )})`;
  const index = sql.identifier(searched.index);
  const inIndex = () => sql`${searched.table}.rowid IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${MATCH})`;
  if (kind === "like") return likeAny();
  if (kind === "phrase") return inIndex();
  return sql`${inIndex()} AND ${likeAny()}`;
}

/** The bound values of textSearchCondition for one search (null where its way has none). */
export const textSearchValues = (search: TextSearch) => ({
  match: "match" in search ? search.match : null,
  like: "like" in search ? search.like : null,
});

/** A trigram held by more than one row in this many is common. */
const COMMON_SHARE = 50;
/** Counted again after a change, at most this often (a count reads the whole vocabulary: ~20 ms at 100,000 rows). */
const RECOUNT_AFTER_MS = 10 * 60_000;

/**
 * The common trigrams of a table's index, kept per connection: counted at the first search, then
 * again when the table changed (its version) and the last count is RECOUNT_AFTER_MS old.
 */
export function createCommonTrigrams(searched: Pick<SearchedTable, "table" | "vocabulary">) {
  const kept = new WeakMap<Db, { version: string; countedAt: number; trigrams: ReadonlySet<string> }>();
  return function commonTrigrams(db: Db, version: string, nowMs: number): ReadonlySet<string> {
    const last = kept.get(db);
    if (last && (last.version === version || nowMs - last.countedAt < RECOUNT_AFTER_MS)) return last.trigrams;
    const trigrams = countCommonTrigrams(db, searched);
    kept.set(db, { version, countedAt: nowMs, trigrams });
    return trigrams;
  };
}

/** The trigrams held by more than one row in COMMON_SHARE, read from the index's vocabulary now. */
export function countCommonTrigrams(db: Db, searched: Pick<SearchedTable, "table" | "vocabulary">): Set<string> {
  const statement = prepared(db, `common-trigrams.${searched.vocabulary}`, (root) =>
    root.$client.query<[string], []>(
      `SELECT term FROM "${searched.vocabulary}" WHERE doc * ${COMMON_SHARE} > (SELECT count(*) FROM "${getTableName(searched.table)}")`,
    ),
  );
  return new Set(statement.values().map((row) => String(row[0])));
}
