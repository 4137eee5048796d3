import { and, desc, eq, getTableColumns, gt, isNotNull, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import { invitationCodes } from "#db/schema/invitation-codes";
import { users } from "#db/schema/users";
import type { CodeCounts } from "#shared/answers/invitation-codes";
import type { assignCodeSchema, CodeStatus } from "#shared/schemas/invitation-codes";
import type { z } from "#zod";
import type { Db } from "../db/db";
import { boundCount, prepared } from "../db/prepared";
import { rowsByRowid } from "../db/rows-by-rowid";
import { textSearchCondition, textSearchValues, type SearchedTable, type TextSearch } from "../search/trigram-search";

export type CodeRow = typeof invitationCodes.$inferSelect;
/** A code as the lists show it: with the username of the member who redeemed it, if any. */
export type ListedCodeRow = CodeRow & { usedByUsername: string | null };

export type Assignee = z.output<typeof assignCodeSchema>;

/** A code's columns and its redeemer's username, flat (drizzle maps a flat row faster than a nested one). */
const listedColumns = { ...getTableColumns(invitationCodes), usedByUsername: users.username };

/**
 * Where each listed column sits in a row read as values (selectCodePage, selectCodesByRowids):
 * after the row's place in the page (index 0), in the order of listedColumns. Pages read value
 * arrays rather than drizzle's mapped rows: mapping 50 rows (Date objects, booleans) was about a
 * fifth of the cost of a page missing from the cache (decision 0049).
 */
export const LISTED_VALUE_INDEX = Object.fromEntries(Object.keys(listedColumns).map((key, index) => [key, index + 1])) as Record<
  keyof ListedCodeRow,
  number
>;
const SELECT_LISTED = [...Object.values(getTableColumns(invitationCodes)).map((column) => `c."${column.name}"`), `u."username"`].join(", ");

/** Every code newest first, as values (LISTED_VALUE_INDEX): the spec's whole lists. */
export function selectAllCodeValues(db: Db): unknown[][] {
  return prepared<{ values(): unknown[][] }>(db, "codes.allValues", (root) =>
    root.$client.query(
      `SELECT 0, ${SELECT_LISTED} FROM invitation_codes AS c LEFT JOIN users AS u ON u.id = c.used_by_user_id ORDER BY c.created_at DESC, c.code DESC`,
    ),
  ).values();
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

/**
 * The first expiry still ahead of `now` among unused codes (undefined: none): until then the
 * expired count cannot change unless the data does.
 */
export function nextExpiryAfter(db: Db, now: Date): Date | undefined {
  const statement = prepared(db, "codes.nextExpiry", (root) =>
    root
      .select({ at: sql<number | null>`min(${invitationCodes.expiresAt})` })
      .from(invitationCodes)
      .where(and(eq(invitationCodes.isUsed, false), sql`${invitationCodes.expiresAt} > ${sql.placeholder("now")}`))
      .prepare(),
  );
  const at = statement.get({ now: now.getTime() })?.at;
  return at === null || at === undefined ? undefined : new Date(at);
}

// ---- Paged lists (decision 0044) ----
// Every list reads one index alone: invitation_codes_state_idx holds is_used, created_at, code,
// expires_at and the assignee, so a list's filter, its order and the rows a page skips never touch
// the table; only the page's own rows are read whole (the "deferred join": the page's rowids
// first, then those rows). Expiry is read against `now`, as in decision 0043.

const c = invitationCodes;
const nowParam = sql.placeholder("now");
const unexpired = sql`(${c.expiresAt} IS NULL OR ${c.expiresAt} > ${nowParam})`;

/** Which codes each list holds at `now`: expired codes (unused, past their expiry) are in no other list but all. */
const LIST_FILTERS: Record<CodeStatus, SQL> = {
  all: sql`1`,
  used: sql`${c.isUsed} = 1`,
  unused: sql`${c.isUsed} = 0 AND ${unexpired}`,
  assigned: sql`${c.isUsed} = 0 AND ${unexpired} AND ${c.assigneeUsername} IS NOT NULL`,
  unassigned: sql`${c.isUsed} = 0 AND ${unexpired} AND ${c.assigneeUsername} IS NULL`,
  expired: sql`${c.isUsed} = 0 AND ${c.expiresAt} <= ${nowParam}`,
};

/** The searched columns and their FTS5 trigram index (migrations 0016 and 0019). */
export const CODES_SEARCHED: SearchedTable = {
  table: invitationCodes,
  index: "invitation_code_search",
  vocabulary: "invitation_code_search_vocab",
  columns: [c.code, c.assigneeUsername, c.assigneeFirstName, c.assigneeLastName, c.assigneeEmail, c.assigneePhone],
};

/** The search condition of each way of looking a text up, its values as placeholders (one statement per way). */
const SEARCH_FILTERS = Object.fromEntries(
  (["like", "phrase", "rare"] as const).map((kind) => [kind, textSearchCondition(CODES_SEARCHED, kind)]),
) as Record<TextSearch["kind"], SQL>;

type CountStatement = { get(values: Record<string, unknown>): { n: number } | undefined };
type KeyStatement = { get(values: Record<string, unknown>): CodeKey | undefined };

/** Where a code stands in the lists' order (newest first, then the code): unique, since codes are. */
export type CodeKey = { createdAt: number; code: string };

/**
 * Rows from an anchor on: the anchor's own row and those after it. A deep page then starts at the
 * nearest anchor instead of stepping over every row before it (keyset paging, decision 0044).
 */
const fromAnchor = sql`(${c.createdAt}, ${c.code}) <= (${sql.placeholder("anchorAt")}, ${sql.placeholder("anchorCode")})`;
const anchorValues = (anchor: CodeKey | undefined) => (anchor ? { anchorAt: anchor.createdAt, anchorCode: anchor.code } : {});
const ORDER = sql`ORDER BY ${c.createdAt} DESC, ${c.code} DESC`;

type PageAt = { status: CodeStatus; now: Date; offset: number; anchor?: CodeKey };

/**
 * One page of a whole list, newest first (the code breaks ties), as values (LISTED_VALUE_INDEX).
 * `offset` counts from the start of the list, or from `anchor` (its row is 0) when one is given.
 * The page's rowids are found in the index alone, then its rows are read by rowid: read in one
 * statement, `rowid IN (…) ORDER BY` made SQLite copy every column of the page through a
 * temporary B-tree to sort it again.
 */
export function selectCodePage(db: Db, page: PageAt & { limit: number }): unknown[][] {
  const anchored = page.anchor ? "anchored" : "start";
  const statement = prepared<RowidStatement>(db, `codes.pageRowids.${page.status}.${anchored}`, (root) =>
    root
      .select({ rowid: sql<number>`${c}.rowid` })
      .from(invitationCodes)
      .where(
        sql`${LIST_FILTERS[page.status]} AND ${page.anchor ? fromAnchor : sql`1`} ${ORDER} LIMIT ${boundCount("limit")} OFFSET ${boundCount("offset")}`,
      )
      .prepare(),
  );
  const values = { now: page.now.getTime(), limit: page.limit, offset: page.offset, ...anchorValues(page.anchor) };
  return selectCodesByRowids(
    db,
    statement.values(values).map((row) => row[0] as number),
  );
}

/**
 * The key of the row `offset` rows into a list (or past `anchor`): the steps are taken in the index
 * alone, then the one row found is read.
 */
export function selectCodeKeyAt(db: Db, at: PageAt): CodeKey | undefined {
  const anchored = at.anchor ? "anchored" : "start";
  const statement = prepared<KeyStatement>(db, `codes.key.${at.status}.${anchored}`, (root) => {
    const rowidAt = sql`SELECT ${c}.rowid FROM ${c} WHERE ${LIST_FILTERS[at.status]} AND ${at.anchor ? fromAnchor : sql`1`}
      ${ORDER} LIMIT 1 OFFSET ${boundCount("offset")}`;
    return root
      .select({ createdAt: sql<number>`${c.createdAt}`, code: c.code })
      .from(invitationCodes)
      .where(sql`${c}.rowid = (${rowidAt})`)
      .prepare();
  });
  return statement.get({ now: at.now.getTime(), offset: at.offset, ...anchorValues(at.anchor) });
}

type RowidStatement = { values(values: Record<string, unknown>): unknown[][] };

/**
 * The rowids of the codes a search finds in a list, in the list's order: one pass of the trigram
 * index (or of LIKE); its length is the search's total, and a page is a slice of it.
 */
export function selectCodeMatches(db: Db, at: { status: CodeStatus; search: TextSearch; now: Date }): number[] {
  const statement = prepared<RowidStatement>(db, `codes.matches.${at.status}.${at.search.kind}`, (root) =>
    root
      .select({ rowid: sql<number>`${c}.rowid` })
      .from(invitationCodes)
      .where(sql`${LIST_FILTERS[at.status]} AND ${SEARCH_FILTERS[at.search.kind]}`)
      .orderBy(desc(c.createdAt), desc(c.code))
      .prepare(),
  );
  return statement.values({ now: at.now.getTime(), ...textSearchValues(at.search) }).map((row) => row[0] as number);
}

/** Codes by rowid, in the order given (a page of a list), each as its place in the page, then its values (LISTED_VALUE_INDEX). */
export function selectCodesByRowids(db: Db, rowids: number[]): unknown[][] {
  return rowsByRowid<[number, ...unknown[]]>(
    db,
    "codes.byRowids",
    `SELECT page.key, ${SELECT_LISTED} FROM json_each(?) AS page JOIN invitation_codes AS c ON c.rowid = page.value LEFT JOIN users AS u ON u.id = c.used_by_user_id`,
    rowids,
  );
}

/** How many codes a list holds at `now` (exact), counted over the index. */
function countInListAt(db: Db, status: CodeStatus, now: Date): number {
  const statement = prepared<CountStatement>(db, `codes.count.${status}`, (root) =>
    root
      .select({ n: sql<number>`count(*)` })
      .from(invitationCodes)
      .where(LIST_FILTERS[status])
      .prepare(),
  );
  return statement.get({ now: now.getTime() })?.n ?? 0;
}

/** The panel's counters at `now`, each one count over an index. */
export function selectCodeCounts(db: Db, now: Date): CodeCounts {
  const total = countInListAt(db, "all", now);
  const used = countInListAt(db, "used", now);
  const expired = countInListAt(db, "expired", now);
  const assigned = countInListAt(db, "assigned", now);
  const active = total - used - expired;
  return { active, used, expired, total, assigned, unassigned: active - assigned };
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
  const onCode = db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(sameUsername(invitationCodes.assigneeUsername, username))
    .limit(1)
    .get();
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
  const otherCodes = db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(sameUsername(invitationCodes.assigneeUsername, assignee.assigneeUsername));
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
