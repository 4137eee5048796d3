// The credibility database of contractor entries (spec §2, §3, §5), kept by admins.
import { DomainError } from "#shared/errors";
import {
  CREDIBILITY_AMOUNT_FIELDS,
  CREDIBILITY_PAGE_SIZE,
  credibilityEntryIdSchema,
  credibilitySearchSchema,
  credibilityEntrySchema,
  credibilityEntryUpdateSchema,
  type CredibilityEntryUpdate,
  type CredibilityEntryValues,
} from "#shared/schemas/credibility";
import type {
  CredibilityEntriesAnswer,
  CredibilityEntriesPage,
  CredibilityEntryAnswer,
  CredibilityEntryView,
  CredibilityImportAnswer,
  CredibilitySearchAnswer,
  MessageAnswer,
} from "#shared/api-types";
import { pageOffset, pageQuerySchema } from "#shared/schemas/paging";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { validImportRows } from "../platform/import-rows";
import { resourceVersion } from "../db/data-version";
import { answerAroundList, type JsonText } from "../db/json-text";
import { createKeptMatches } from "../search/kept-matches";
import { readTransaction, writeTransaction, type Db } from "../db/db";
import { createCommonTrigrams, textSearchFor } from "../search/trigram-search";
import { optionalCentsToDecimal, optionalDecimalToCents } from "../money";
import {
  completeImport,
  deleteEntry,
  deleteImport,
  deletePendingEntries,
  insertEntries,
  insertEntry,
  insertImport,
  selectAbandonedImports,
  selectAllEntries,
  selectEntryJsonByRowids,
  selectMatchingRowids,
  CREDIBILITY_SEARCHED,
  selectEntryById,
  updateEntry,
  type CredibilityInsert,
  type CredibilityRow,
  type EntryFilter,
} from "./credibility-repository";

/**
 * An entry as the API shows it. Pages read the same view as JSON kept by SQLite: the SQL view
 * credibility_entry_as_json (migration 0020) writes it field for field in this order, and
 * tests/integration/credibility-entry-json.test.ts holds the two to the same answer.
 */
export function toEntryView(row: CredibilityRow): CredibilityEntryView {
  const {
    originalAmountCents,
    reducedAmountCents,
    finalAmountCents,
    deductibleCents,
    createdAt,
    updatedAt,
    importId: _importId,
    ...rest
  } = row;
  return {
    ...rest,
    originalAmount: optionalCentsToDecimal(originalAmountCents),
    reducedAmount: optionalCentsToDecimal(reducedAmountCents),
    finalAmount: optionalCentsToDecimal(finalAmountCents),
    deductible: optionalCentsToDecimal(deductibleCents),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

const CENTS_COLUMN = {
  originalAmount: "originalAmountCents",
  reducedAmount: "reducedAmountCents",
  finalAmount: "finalAmountCents",
  deductible: "deductibleCents",
} as const;

/** Validated form values → columns: amounts become cents; only the fields present are set. */
function toColumns(values: CredibilityEntryUpdate): Partial<CredibilityInsert> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if ((CREDIBILITY_AMOUNT_FIELDS as readonly string[]).includes(field)) {
      columns[CENTS_COLUMN[field as keyof typeof CENTS_COLUMN]] = optionalDecimalToCents(value as string | null);
    } else {
      columns[field] = value;
    }
  }
  return columns as Partial<CredibilityInsert>;
}

/**
 * The order of recent searches' matches (newest first): working one out costs a walk of a
 * covering index or an FTS5 lookup (10-70 ms at 100,000 entries), every page after that only its
 * own rows (~0.1 ms). Any change of an entry or an import raises the version (triggers). Keyed on
 * the exact text: a search's case rules are the database's, not JavaScript's. At most 2,000,000
 * rowids are kept (16 MB).
 */
const keptMatches = createKeptMatches({ rowids: 2_000_000 });
const commonTrigrams = createCommonTrigrams(CREDIBILITY_SEARCHED);

function matchOrder(ctx: AppContext, tx: Db, filter: EntryFilter): Float64Array {
  // Read on the one connection, inside the caller's transaction: the version of its snapshot.
  const version = resourceVersion(ctx, "credibility_entries");
  const key = JSON.stringify([filter.activeOnly, filter.text, filter.claimType]);
  return keptMatches(ctx.db, version, key, () => {
    const { text, ...rest } = filter;
    const search = text ? textSearchFor(text, commonTrigrams(ctx.db, version, ctx.clock.now().getTime())) : undefined;
    return selectMatchingRowids(tx, { ...rest, search });
  });
}

/**
 * A page (its entries' API views as one JSON array, selectEntryJsonByRowids) and its total from
 * one snapshot of the database: they agree even while another process writes.
 */
function pageOf(ctx: AppContext, filter: EntryFilter, page: { limit: number; offset: number }) {
  return readTransaction(ctx.db, (tx) => {
    const order = matchOrder(ctx, tx, filter);
    return {
      total: order.length,
      entriesJson: selectEntryJsonByRowids(tx, Array.from(order.subarray(page.offset, page.offset + page.limit))),
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
export function listCredibilityEntries(ctx: AppContext): CredibilityEntriesAnswer {
  return { success: true as const, entries: selectAllEntries(ctx.db).map(toEntryView) };
}

/** One entry by id (the CLI's edit form starts from it). */
export function findCredibilityEntry(ctx: AppContext, entryId: unknown): CredibilityEntryView {
  const row = selectEntryById(ctx.db, parseInput(credibilityEntryIdSchema, entryId));
  if (!row) throw new DomainError("not_found", "Credibility entry not found");
  return toEntryView(row);
}

function insertValidEntry(tx: Db, values: CredibilityEntryValues, now: Date): CredibilityRow {
  return insertEntry(tx, { ...(toColumns(values) as CredibilityInsert), createdAt: now, updatedAt: now });
}

export function createCredibilityEntry(ctx: AppContext, actor: Actor, input: unknown): CredibilityEntryAnswer {
  return auditedUseCase(ctx, actor, "credibility.create", ({ commit }) => {
    const values = parseInput(credibilityEntrySchema, input);
    return commit((tx) => {
      const row = insertValidEntry(tx, values, ctx.clock.now());
      return {
        result: { success: true as const, message: "Entry created successfully", entry: toEntryView(row) },
        detail: `id=${row.id} contractor=${row.contractorName}`,
      };
    });
  });
}

/** The fields whose value an edit really changed, for the audit detail. */
function changedFields(before: CredibilityEntryView, after: CredibilityEntryView): string[] {
  return (Object.keys(after) as Array<keyof CredibilityEntryView>).filter((key) => key !== "updatedAt" && before[key] !== after[key]);
}

export function updateCredibilityEntry(ctx: AppContext, actor: Actor, entryId: unknown, input: unknown): CredibilityEntryAnswer {
  return auditedUseCase(ctx, actor, "credibility.update", ({ commit }) => {
    const id = parseInput(credibilityEntryIdSchema, entryId);
    const values = parseInput(credibilityEntryUpdateSchema, input ?? {});
    return commit((tx) => {
      const before = selectEntryById(tx, id);
      const row = before && updateEntry(tx, id, { ...toColumns(values), updatedAt: ctx.clock.now() });
      if (!before || !row) throw new DomainError("not_found", "Credibility entry not found");
      const entry = toEntryView(row);
      const changed = changedFields(toEntryView(before), entry);
      return {
        result: { success: true as const, message: "Entry updated successfully", entry },
        detail: `id=${row.id} fields=${changed.length ? changed.join(",") : "none"}`,
      };
    });
  });
}

export function deleteCredibilityEntry(ctx: AppContext, actor: Actor, entryId: unknown): MessageAnswer {
  return auditedUseCase(ctx, actor, "credibility.delete", ({ commit }) => {
    const id = parseInput(credibilityEntryIdSchema, entryId);
    return commit((tx) => {
      const row = deleteEntry(tx, id);
      if (!row) throw new DomainError("not_found", "Credibility entry not found");
      return {
        result: { success: true as const, message: "Entry deleted successfully" },
        detail: `id=${row.id} contractor=${row.contractorName}`,
      };
    });
  });
}

/** At most this many problems are listed; the count says how many there were. */
const IMPORT_PROBLEMS_SHOWN = 20;
/** Rows per write transaction of an import: a few milliseconds of lock each. */
export const IMPORT_BATCH_ROWS = 500;
/** An import that has not completed after this long was abandoned (its process died). */
export const ABANDONED_IMPORT_MS = 60 * 60 * 1000;

/**
 * Bulk add (CLI import). Every row is validated before the database is touched; a bad row is
 * reported by its line number with the schema's message. The rows are then written in short
 * transactions, invisible until one last transaction marks the import complete: the server
 * beside it never waits long for the lock, and readers see all the rows or none.
 */
export function importCredibilityEntries(
  ctx: AppContext,
  actor: Actor,
  rows: Array<{ line: number; values: unknown }>,
): CredibilityImportAnswer {
  return auditedUseCase(ctx, actor, "credibility.import", ({ commit }) => {
    const valid = validImportRows<CredibilityEntryValues>(credibilityEntrySchema, rows, IMPORT_PROBLEMS_SHOWN);
    const now = ctx.clock.now();
    const importId = writeTransaction(ctx.db, (tx) => insertImport(tx, { actor: actor.label, rowCount: valid.length, startedAt: now }));
    try {
      for (let start = 0; start < valid.length; start += IMPORT_BATCH_ROWS) {
        const batch = valid.slice(start, start + IMPORT_BATCH_ROWS).map((values) => ({
          ...(toColumns(values) as CredibilityInsert),
          importId,
          createdAt: now,
          updatedAt: now,
        }));
        writeTransaction(ctx.db, (tx) => insertEntries(tx, batch));
      }
      return commit((tx) => {
        if (!completeImport(tx, importId, ctx.clock.now())) throw new DomainError("conflict", "The import was removed before it completed");
        return {
          result: { success: true as const, message: `Imported ${valid.length} credibility entries`, imported: valid.length },
          detail: `count=${valid.length}`,
        };
      });
    } catch (error) {
      discardImport(ctx, importId);
      throw error;
    }
  });
}

/** Removes an incomplete import and its rows, in short transactions. Best effort: maintenance retries. */
function discardImport(ctx: AppContext, importId: string): void {
  try {
    while (writeTransaction(ctx.db, (tx) => deletePendingEntries(tx, importId, IMPORT_BATCH_ROWS)) > 0);
    writeTransaction(ctx.db, (tx) => deleteImport(tx, importId));
  } catch (error) {
    ctx.log.error("import_cleanup_failed", { importId, message: error instanceof Error ? error.message : String(error) });
  }
}

/** Imports abandoned by a process that died: their invisible rows go. Answers how many imports. */
export function discardAbandonedImports(ctx: AppContext): number {
  const abandoned = selectAbandonedImports(ctx.db, new Date(ctx.clock.now().getTime() - ABANDONED_IMPORT_MS));
  for (const importId of abandoned) discardImport(ctx, importId);
  return abandoned.length;
}
