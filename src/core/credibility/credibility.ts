// The credibility database of contractor entries (spec §2, §3, §5), kept by admins: create,
// update, delete, import. How entries are read (pages, searches, the whole list): credibility-listing.ts.
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import {
  CREDIBILITY_AMOUNT_FIELDS,
  credibilityEntryIdSchema,
  credibilityEntrySchema,
  credibilityEntryUpdateSchema,
  type CredibilityEntryUpdate,
  type CredibilityEntryValues,
} from "#shared/schemas/credibility";
import type { CredibilityEntryAnswer, CredibilityEntryView, CredibilityImportAnswer } from "#shared/answers/credibility";
import type { MessageAnswer } from "#shared/answers/common";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { validImportRows } from "../platform/import-rows";
import { writeTransaction, type Db } from "../db/db";
import { optionalDecimalToCents } from "../money";
import {
  completeImport,
  deleteEntry,
  deleteImport,
  deletePendingEntries,
  insertEntries,
  insertEntry,
  insertImport,
  selectAbandonedImports,
  updateEntry,
  type CredibilityInsert,
  type CredibilityRow,
} from "./credibility-repository";
import { entryViewById } from "./credibility-view";

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

function insertValidEntry(tx: Db, values: CredibilityEntryValues, now: Date): CredibilityRow {
  return insertEntry(tx, { ...(toColumns(values) as CredibilityInsert), createdAt: now, updatedAt: now });
}

export function createCredibilityEntry(ctx: AppContext, actor: Actor, input: unknown): Result<CredibilityEntryAnswer> {
  return auditedUseCase(ctx, actor, "credibility.create", ({ commit }) => {
    const values = parseInput(credibilityEntrySchema, input);
    return commit((tx) => {
      const row = insertValidEntry(tx, values, ctx.clock.now());
      return {
        result: { message: "Entry created successfully", entry: entryViewById(tx, row.id)! },
        detail: `id=${row.id} contractor=${row.contractorName}`,
      };
    });
  });
}

/** The fields whose value an edit really changed, for the audit detail. */
function changedFields(before: CredibilityEntryView, after: CredibilityEntryView): string[] {
  return (Object.keys(after) as Array<keyof CredibilityEntryView>).filter((key) => key !== "updatedAt" && before[key] !== after[key]);
}

export function updateCredibilityEntry(ctx: AppContext, actor: Actor, entryId: unknown, input: unknown): Result<CredibilityEntryAnswer> {
  return auditedUseCase(ctx, actor, "credibility.update", ({ commit }) => {
    const id = parseInput(credibilityEntryIdSchema, entryId);
    const values = parseInput(credibilityEntryUpdateSchema, input ?? {});
    return commit((tx) => {
      const before = entryViewById(tx, id);
      const row = before && updateEntry(tx, id, { ...toColumns(values), updatedAt: ctx.clock.now() });
      if (!before || !row) throw new DomainError("not_found", "Credibility entry not found");
      const entry = entryViewById(tx, id)!;
      const changed = changedFields(before, entry);
      return {
        result: { message: "Entry updated successfully", entry },
        detail: `id=${row.id} fields=${changed.length ? changed.join(",") : "none"}`,
      };
    });
  });
}

export function deleteCredibilityEntry(ctx: AppContext, actor: Actor, entryId: unknown): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "credibility.delete", ({ commit }) => {
    const id = parseInput(credibilityEntryIdSchema, entryId);
    return commit((tx) => {
      const row = deleteEntry(tx, id);
      if (!row) throw new DomainError("not_found", "Credibility entry not found");
      return {
        result: { message: "Entry deleted successfully" },
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
): Result<CredibilityImportAnswer> {
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
          result: { message: `Imported ${valid.length} credibility entries`, imported: valid.length },
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
