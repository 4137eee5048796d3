// The credibility entries as they are read: the read model behind the admins' list (pages, the
// spec's whole list) and the members' search, both kept per version of the entries (an import
// completing moves it too). The use cases that change entries are in credibility.ts.
import type { CredibilityEntriesAnswer, CredibilityEntriesPage, CredibilityEntryView, CredibilitySearchAnswer } from "#shared/api-types";
import { DomainError } from "#shared/errors";
import { CREDIBILITY_PAGE_SIZE, credibilityEntryIdSchema, credibilitySearchSchema } from "#shared/schemas/credibility";
import { asksForPage, pageOffset, pageQuerySchema } from "#shared/schemas/paging";
import { parseInput } from "#shared/schemas/parse";
import type { AppContext } from "../context";
import { answerAroundList, type JsonText } from "../db/json-text";
import { defineReadModel } from "../listings/read-model";
import {
  CREDIBILITY_SEARCHED,
  selectAllEntryJson,
  selectEntryJsonByRowids,
  selectMatchingRowids,
  type EntryFilter,
} from "./credibility-repository";
import { entryViewById } from "./credibility-view";

/**
 * The order of recent searches' matches (newest first) is kept: working one out costs a walk of a
 * covering index or an FTS5 lookup (10-70 ms at 100,000 entries), every page after that only its
 * own rows (~0.1 ms). Keyed on the exact text: a search's case rules are the database's, not
 * JavaScript's. At most 2,000,000 rowids are kept (16 MB).
 */
const entries = defineReadModel({ resource: "credibility_entries", searched: CREDIBILITY_SEARCHED, keptMatches: { rowids: 2_000_000 } });

/**
 * A page (its entries' API views as one JSON array, selectEntryJsonByRowids) and its total from
 * one snapshot of the database: they agree even while another process writes.
 */
function pageOf(ctx: AppContext, filter: EntryFilter, page: { limit: number; offset: number }) {
  return entries.read(ctx, (read) => {
    const { text, ...rest } = filter;
    const order = read.matches(JSON.stringify([filter.activeOnly, text, filter.claimType]), () =>
      selectMatchingRowids(ctx.db, { ...rest, search: text ? read.textSearch(text) : undefined }),
    );
    return {
      total: order.length,
      entriesJson: selectEntryJsonByRowids(ctx.db, Array.from(order.subarray(page.offset, page.offset + page.limit))),
    };
  });
}

/** The members' search (GET /api/credibility-entries): active entries, server-side, one page at a time. */
export function searchCredibilityEntries(ctx: AppContext, query: unknown): JsonText<CredibilitySearchAnswer> {
  const { q, claimType, page } = parseInput(credibilitySearchSchema, query ?? {});
  const { total, entriesJson } = pageOf(
    ctx,
    { text: q, claimType, activeOnly: true },
    { limit: CREDIBILITY_PAGE_SIZE, offset: (page - 1) * CREDIBILITY_PAGE_SIZE },
  );
  return answerAroundList("entries", entriesJson, { total, page, pageSize: CREDIBILITY_PAGE_SIZE });
}

/** The admins' list a page at a time (`?q=&page=&pageSize=`): every visible entry, newest first, and the exact total. */
export function pageCredibilityEntries(ctx: AppContext, query: unknown): JsonText<CredibilityEntriesPage> {
  const { q, page, pageSize } = parseInput(pageQuerySchema, query ?? {});
  const { total, entriesJson } = pageOf(ctx, { text: q, activeOnly: false }, { limit: pageSize, offset: pageOffset({ page, pageSize }) });
  return answerAroundList("items", entriesJson, { total, page, pageSize });
}

/** Every entry at once: the spec's answer of GET /api/admin/credibility-entries without a page query. */
export function listCredibilityEntries(ctx: AppContext): JsonText<CredibilityEntriesAnswer> {
  return answerAroundList("entries", selectAllEntryJson(ctx.db), {});
}

/** GET /api/admin/credibility-entries: a page with `?q=&page=&pageSize=`, else the spec's whole list. */
export const adminCredibilityListing = entries.listing({
  page: pageCredibilityEntries,
  all: listCredibilityEntries,
  asksForPage: (query) => asksForPage(query),
});

/** GET /api/credibility-entries: the members' search, always a page. */
export const memberCredibilitySearch = entries.listing({ page: searchCredibilityEntries });

/** One entry by id (the CLI's edit form starts from it). */
export function findCredibilityEntry(ctx: AppContext, entryId: unknown): CredibilityEntryView {
  const entry = entryViewById(ctx.db, parseInput(credibilityEntryIdSchema, entryId));
  if (!entry) throw new DomainError("not_found", "Credibility entry not found");
  return entry;
}
