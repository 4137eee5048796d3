// The invitation codes as they are read: the read model of the admins' lists (pages, searches,
// anchors, counters), the spec's whole lists and the export's batches (spec §2, §5). The use
// cases that change codes are in invitation-codes.ts.
import type {
  CodeCounts,
  CodeLists,
  InvitationCodePageAnswer,
  InvitationCodesAnswer,
  InvitationCodeView,
} from "#shared/answers/invitation-codes";
import type { Result } from "#shared/answer";
import { codeSearchNeedle, countInList } from "#shared/invitation-code-lists";
import { asksForCodePage, codePageQuerySchema, type CodeStatus } from "#shared/schemas/invitation-codes";
import { pageOffset } from "#shared/schemas/paging";
import { parseInput } from "#shared/schemas/parse";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { defineReadModel, type ListingRead } from "../listings/read-model";
import {
  CODES_SEARCHED,
  countExpiredCodes,
  LISTED_VALUE_INDEX,
  nextExpiryAfter,
  selectAllCodeValues,
  selectCodeCounts,
  selectCodeKeyAt,
  selectCodeMatches,
  selectCodePage,
  selectCodesByRowids,
  type CodeKey,
} from "./code-repository";
import { codeViewOfValues } from "./code-view";

type ExpiryWatch = { dataVersion: string; from: number; until: number; version: string };
const expiryWatches = new WeakMap<Db, ExpiryWatch>();

/**
 * What the lists depend on: the table's data version and how many codes have expired by now.
 * The expired count is counted again only when the data changed or the clock reached the next
 * expiry (or went back), so most reads cost nothing more than the data version.
 */
function withExpiredCount(ctx: AppContext, dataVersion: string): string {
  const now = ctx.clock.now();
  const at = now.getTime();
  const watch = expiryWatches.get(ctx.db);
  if (watch && watch.dataVersion === dataVersion && at >= watch.from && at < watch.until) return watch.version;
  const next = nextExpiryAfter(ctx.db, now);
  const fresh = { dataVersion, from: at, until: next?.getTime() ?? Infinity, version: `${dataVersion}.${countExpiredCodes(ctx.db, now)}` };
  expiryWatches.set(ctx.db, fresh);
  return fresh.version;
}

/** At most 64 searches' matches are kept, and 1,000,000 rowids in all (8 bytes each). */
const codes = defineReadModel({
  resource: "invitation_codes",
  version: withExpiredCount,
  searched: CODES_SEARCHED,
  keptMatches: { lists: 64, rowids: 1_000_000 },
});

/**
 * Rows between two anchors of a list: a page steps over fewer than this many from its anchor.
 * 100 rather than 1,000 (decision 0049): stepping over 500 index entries on average was most of
 * the cost of a page missing from the cache; the anchors of a list at 100,000 codes are then
 * 1,000 keys.
 */
export const ANCHOR_EVERY = 100;

/** The panel's counters, exact: counted again only when the listing's version turns over. */
const countsOf = (read: ListingRead): CodeCounts => read.kept("counts", () => selectCodeCounts(read.ctx.db, read.now));

export const codeCounts = (ctx: AppContext): CodeCounts => codes.read(ctx, countsOf);

/**
 * One page of one list, newest first, searched by code or assignee (the meaning of
 * matchesCodeSearch), with the exact number of codes that match and the panel's counters. A page
 * past the end has no rows and the same total. The rows, the total and the counters are of one
 * moment even while the CLI writes.
 */
export function pageInvitationCodes(ctx: AppContext, query: unknown, anchorEvery = ANCHOR_EVERY): Result<InvitationCodePageAnswer> {
  const { status, q, page, pageSize } = parseInput(codePageQuerySchema, query);
  const needle = codeSearchNeedle(q);
  return codes.read(ctx, (read) => {
    const { db } = read.ctx;
    const { now } = read;
    const counts = countsOf(read);
    const offset = pageOffset({ page, pageSize });
    const view = (rows: unknown[][]) => rows.map((values) => codeViewOfValues(values, now));
    if (needle) {
      // A search's matches in order: their number is the total, the page a slice of them.
      const search = read.textSearch(needle);
      const matches = read.matches(`${status}/${needle}`, () => selectCodeMatches(db, { status, search, now }));
      const items = view(selectCodesByRowids(db, Array.from(matches.subarray(offset, offset + pageSize))));
      return { items, total: matches.length, page, pageSize, counts };
    }
    // A whole list: its size is a counter, a deep page starts from an anchor.
    const start = read.startOf<CodeKey>(status, offset, anchorEvery, (anchor, step) =>
      selectCodeKeyAt(db, { status, now, anchor, offset: step }),
    );
    const rows = selectCodePage(db, { status, now, limit: pageSize, ...start });
    return { items: view(rows), total: countInList(counts, status), page, pageSize, counts };
  });
}

/**
 * The lists of the panel, newest first: unused = not used and not expired; assigned/unassigned
 * split unused; expired = unused past its expiry.
 */
export function listInvitationCodes(ctx: AppContext): Result<InvitationCodesAnswer> {
  const lists: CodeLists = { unused: [], used: [], assigned: [], unassigned: [], expired: [] };
  const now = ctx.clock.now();
  for (const values of selectAllCodeValues(ctx.db)) {
    const view = codeViewOfValues(values, now);
    if (view.isUsed || view.isExpired) {
      (view.isUsed ? lists.used : lists.expired).push(view);
      continue;
    }
    lists.unused.push(view);
    (view.assigneeUsername ? lists.assigned : lists.unassigned).push(view);
  }
  return { codes: lists };
}

/** GET /api/admin/invitation-codes: a page with `?status=&q=&page=&pageSize=`, else the spec's whole lists. */
export const invitationCodeListing = codes.listing({ page: pageInvitationCodes, all: listInvitationCodes, asksForPage: asksForCodePage });

/**
 * Every code of a list, newest first, a batch at a time (the export): each batch is read from
 * where the last ended (keyset), so memory stays flat and every batch costs the same at any size.
 * The whole walk is one read transaction: one moment's codes, even while the server writes.
 */
export function* eachInvitationCodeBatch(ctx: AppContext, status: CodeStatus, batchSize = 1000): Generator<InvitationCodeView[]> {
  const sqlite = ctx.db.$client;
  sqlite.run("BEGIN");
  try {
    const now = ctx.clock.now();
    let after: CodeKey | undefined;
    for (;;) {
      // From the last row read (the anchor's own row is 0, so skip it).
      const rows = selectCodePage(ctx.db, { status, now, limit: batchSize, offset: after ? 1 : 0, anchor: after });
      if (rows.length === 0) return;
      yield rows.map((values) => codeViewOfValues(values, now));
      const last = rows.at(-1)!;
      after = { createdAt: last[LISTED_VALUE_INDEX.createdAt] as number, code: last[LISTED_VALUE_INDEX.code] as string };
    }
  } finally {
    sqlite.run("COMMIT");
  }
}
