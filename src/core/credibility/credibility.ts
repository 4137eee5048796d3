// The credibility database of contractor entries (spec §2, §3, §5), kept by admins.
import { DomainError } from "#shared/errors";
import {
  CREDIBILITY_AMOUNT_FIELDS,
  credibilityEntryIdSchema,
  credibilityEntrySchema,
  credibilityEntryUpdateSchema,
  type CredibilityEntryUpdate,
  type CredibilityEntryValues,
} from "#shared/schemas/credibility";
import type { CredibilityEntryView } from "#shared/api-types";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedChange } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db";
import { optionalCentsToDecimal, optionalDecimalToCents } from "../money";
import { deleteEntry, insertEntry, selectAllEntries, updateEntry, type CredibilityInsert, type CredibilityRow } from "./credibility-repository";

export function toEntryView(row: CredibilityRow): CredibilityEntryView {
  const { originalAmountCents, reducedAmountCents, finalAmountCents, deductibleCents, createdAt, updatedAt, ...rest } = row;
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

export function listCredibilityEntries(ctx: AppContext) {
  return { success: true as const, entries: selectAllEntries(ctx.db).map(toEntryView) };
}

function insertValidEntry(tx: Db, values: CredibilityEntryValues, now: Date): CredibilityRow {
  return insertEntry(tx, { ...(toColumns(values) as CredibilityInsert), createdAt: now, updatedAt: now });
}

export function createCredibilityEntry(ctx: AppContext, actor: Actor, input: unknown) {
  return auditedChange(ctx, actor, "credibility.create", (tx) => {
    const values = parseInput(credibilityEntrySchema, input);
    const row = insertValidEntry(tx, values, ctx.clock.now());
    return {
      result: { success: true as const, message: "Entry created successfully", entry: toEntryView(row) },
      detail: `id=${row.id} contractor=${row.contractorName}`,
    };
  });
}

export function updateCredibilityEntry(ctx: AppContext, actor: Actor, entryId: unknown, input: unknown) {
  return auditedChange(ctx, actor, "credibility.update", (tx) => {
    const id = parseInput(credibilityEntryIdSchema, entryId);
    const values = parseInput(credibilityEntryUpdateSchema, input ?? {});
    const row = updateEntry(tx, id, { ...toColumns(values), updatedAt: ctx.clock.now() });
    if (!row) throw new DomainError("not_found", "Credibility entry not found");
    return {
      result: { success: true as const, message: "Entry updated successfully", entry: toEntryView(row) },
      detail: `id=${row.id} fields=${Object.keys(values).join(",")}`,
    };
  });
}

export function deleteCredibilityEntry(ctx: AppContext, actor: Actor, entryId: unknown) {
  return auditedChange(ctx, actor, "credibility.delete", (tx) => {
    const id = parseInput(credibilityEntryIdSchema, entryId);
    const row = deleteEntry(tx, id);
    if (!row) throw new DomainError("not_found", "Credibility entry not found");
    return {
      result: { success: true as const, message: "Entry deleted successfully" },
      detail: `id=${row.id} contractor=${row.contractorName}`,
    };
  });
}

/**
 * Bulk add (CLI import): every row is validated first; a bad row is reported by its line number
 * with the schema's message, and nothing is written unless every row is valid.
 */
export function importCredibilityEntries(ctx: AppContext, actor: Actor, rows: Array<{ line: number; values: unknown }>) {
  return auditedChange(ctx, actor, "credibility.import", (tx) => {
    const valid: CredibilityEntryValues[] = [];
    const problems: string[] = [];
    for (const { line, values } of rows) {
      const result = credibilityEntrySchema.safeParse(values);
      if (result.success) valid.push(result.data);
      else problems.push(`line ${line}: ${result.error.issues[0]?.message ?? "Invalid input"}`);
    }
    if (problems.length) {
      throw new DomainError("invalid", problems.join("\n"), problems.map((message) => ({ path: "", message })));
    }
    const now = ctx.clock.now();
    for (const values of valid) insertValidEntry(tx, values, now);
    return {
      result: { success: true as const, message: `Imported ${valid.length} credibility entries`, imported: valid.length },
      detail: `count=${valid.length}`,
    };
  });
}
