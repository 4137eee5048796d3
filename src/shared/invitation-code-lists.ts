// The invitation code lists as the API returns them, and the rules the panel and the CLI share
// to show them: which list a status means, the search, the counters and the empty states.
// An expired code (unused, past its expiry) is in none of the spec's unused/assigned/unassigned
// lists: those hold the codes that can still be redeemed; it has a fifth list (decision 0041).
import type { CodeStatus } from "./schemas/invitation-codes";
import type { CodeCounts, CodeLists, InvitationCodeView } from "./answers/invitation-codes";

export const EMPTY_STATES = {
  unused: "No unused codes available",
  used: "No codes have been used yet",
  assigned: "No codes are assigned yet",
  unassigned: "No unassigned codes available",
  expired: "No codes have expired",
  all: "No codes generated yet",
} as const satisfies Record<CodeStatus, string>;

export const NO_CREDIBILITY_ENTRIES = "No credibility entries available";

/** Where a code stands: used by a member, expired unused, assigned to a person, or free to assign. */
export type CodeState = "used" | "expired" | "assigned" | "unassigned";
type StateFacts = Pick<InvitationCodeView, "isUsed" | "assigneeUsername" | "isExpired">;

export function codeStateOf(code: StateFacts): CodeState {
  if (code.isUsed) return "used";
  if (code.isExpired) return "expired";
  return code.assigneeUsername ? "assigned" : "unassigned";
}

/** Only an unused, unexpired, unassigned code can be assigned (reassigning needs an unassign first). */
export function canAssignCode(code: StateFacts): boolean {
  return codeStateOf(code) === "unassigned";
}

/** An unused code that has an assignee can be unassigned, expired or not (its username is freed). */
export function canUnassignCode(code: StateFacts): boolean {
  return !code.isUsed && code.assigneeUsername !== null;
}

/** Any unused code's expiry can be set again: an expired one comes back, a running one moves. */
export function canExtendCode(code: Pick<InvitationCodeView, "isUsed">): boolean {
  return !code.isUsed;
}

/** Expired at `now`: unused with an expiry at or before it. */
export function isExpiredAt(code: { isUsed: boolean; expiresAt: Date | null }, now: Date): boolean {
  return !code.isUsed && code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime();
}

/** "Jane Doe" for an assigned code, "" otherwise. */
export function assigneeFullName(code: Pick<InvitationCodeView, "assigneeFirstName" | "assigneeLastName">): string {
  return [code.assigneeFirstName, code.assigneeLastName].filter(Boolean).join(" ");
}

export function codesWithStatus(lists: CodeLists, status: CodeStatus): InvitationCodeView[] {
  if (status !== "all") return lists[status];
  return [...lists.unused, ...lists.expired, ...lists.used].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The search text as the search reads it: trimmed, in any case; "" is no search. */
export const codeSearchNeedle = (search: string | undefined): string => search?.trim().toLowerCase() ?? "";

/**
 * The search box: a code or any assignee field contains the text, case-insensitive. The server's
 * paged lists search the same way in SQL (an FTS5 trigram index; decision 0044).
 */
export function matchesCodeSearch(code: InvitationCodeView, search: string | undefined): boolean {
  const needle = codeSearchNeedle(search);
  if (!needle) return true;
  return [code.code, code.assigneeUsername, code.assigneeFirstName, code.assigneeLastName, code.assigneeEmail, code.assigneePhone].some(
    (field) => field?.toLowerCase().includes(needle),
  );
}

/** How many codes a list holds, from the counters: unused is the active (redeemable) codes. */
export function countInList(counts: CodeCounts, status: CodeStatus): number {
  if (status === "all") return counts.total;
  return status === "unused" ? counts.active : counts[status];
}

export function codeCounters(lists: CodeLists): CodeCounts {
  return {
    active: lists.unused.length,
    used: lists.used.length,
    expired: lists.expired.length,
    total: lists.unused.length + lists.used.length + lists.expired.length,
    assigned: lists.assigned.length,
    unassigned: lists.unassigned.length,
  };
}
