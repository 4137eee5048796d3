// An invitation code as the API, the CLI and the panel show it: the one mapping from stored
// values to InvitationCodeView. Lists read rows as value arrays (LISTED_VALUE_INDEX: mapping
// drizzle rows was a fifth of a page's cost, decision 0049); a single row a use case changed is
// laid out the same way first, so both paths share this one mapping.
import { phoneText } from "#shared/phone";
import type { InvitationCodeView } from "#shared/answers/invitation-codes";
import { LISTED_VALUE_INDEX as at, type CodeRow } from "./code-repository";

const isoOrNull = (ms: unknown) => (ms === null ? null : new Date(ms as number).toISOString());

/** A code read as values (selectCodePage, selectCodesByRowids, selectAllCodeValues), field by field. */
export function codeViewOfValues(values: unknown[], now: Date): InvitationCodeView {
  const isUsed = values[at.isUsed] === 1;
  const expiresAt = values[at.expiresAt] as number | null;
  return {
    id: values[at.id] as string,
    code: values[at.code] as string,
    isUsed,
    usedAt: isoOrNull(values[at.usedAt]),
    usedByUserId: values[at.usedByUserId] as string | null,
    usedByUsername: values[at.usedByUsername] as string | null,
    createdAt: new Date(values[at.createdAt] as number).toISOString(),
    assignedAt: isoOrNull(values[at.assignedAt]),
    assigneeUsername: values[at.assigneeUsername] as string | null,
    assigneeFirstName: values[at.assigneeFirstName] as string | null,
    assigneeLastName: values[at.assigneeLastName] as string | null,
    assigneePhone: values[at.assigneePhone] === null ? null : phoneText(values[at.assigneePhone] as string),
    assigneeEmail: values[at.assigneeEmail] as string | null,
    expiresAt: isoOrNull(expiresAt),
    // isExpiredAt's rule (shared/invitation-code-lists.ts), on the stored milliseconds.
    isExpired: !isUsed && expiresAt !== null && expiresAt <= now.getTime(),
  };
}

/** A code row as drizzle returns it (a use case's RETURNING), laid out as stored values: dates as milliseconds, booleans as 0/1. */
function valuesOfRow(row: CodeRow & { usedByUsername?: string | null }): unknown[] {
  const values: unknown[] = [];
  for (const [key, index] of Object.entries(at)) {
    const value = (row as Record<string, unknown>)[key] ?? null;
    values[index] = value instanceof Date ? value.getTime() : typeof value === "boolean" ? Number(value) : value;
  }
  return values;
}

export const toCodeView = (row: CodeRow & { usedByUsername?: string | null }, now: Date): InvitationCodeView =>
  codeViewOfValues(valuesOfRow(row), now);
