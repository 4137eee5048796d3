// The invitation code lists as the API returns them, and the rules the panel and the CLI share
// to show them: which list a status means, the search, the counters and the empty states.
import type { CodeStatus } from "./schemas/invitation-codes";

export type InvitationCodeView = {
  id: string;
  code: string;
  isUsed: boolean;
  usedAt: string | null;
  usedByUserId: string | null;
  /** The member who redeemed the code (from registration on). */
  usedByUsername: string | null;
  createdAt: string;
  assignedAt: string | null;
  assigneeUsername: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneePhone: string | null;
  assigneeEmail: string | null;
};

export type CodeLists = {
  unused: InvitationCodeView[];
  used: InvitationCodeView[];
  assigned: InvitationCodeView[];
  unassigned: InvitationCodeView[];
};

export const EMPTY_STATES = {
  unused: "No unused codes available",
  used: "No codes have been used yet",
  assigned: "No codes are assigned yet",
  unassigned: "No unassigned codes available",
  all: "No codes generated yet",
} as const satisfies Record<CodeStatus, string>;

export const NO_CREDIBILITY_ENTRIES = "No credibility entries available";

/** Where a code stands: used by a member, assigned to a person, or free to assign. */
export type CodeState = "used" | "assigned" | "unassigned";

export function codeStateOf(code: Pick<InvitationCodeView, "isUsed" | "assigneeUsername">): CodeState {
  if (code.isUsed) return "used";
  return code.assigneeUsername ? "assigned" : "unassigned";
}

/** Only an unused, unassigned code can be assigned (reassigning needs an unassign first). */
export function canAssignCode(code: Pick<InvitationCodeView, "isUsed" | "assigneeUsername">): boolean {
  return codeStateOf(code) === "unassigned";
}

/** Only an unused code that has an assignee can be unassigned. */
export function canUnassignCode(code: Pick<InvitationCodeView, "isUsed" | "assigneeUsername">): boolean {
  return codeStateOf(code) === "assigned";
}

/** "Jane Doe" for an assigned code, "" otherwise. */
export function assigneeFullName(code: Pick<InvitationCodeView, "assigneeFirstName" | "assigneeLastName">): string {
  return [code.assigneeFirstName, code.assigneeLastName].filter(Boolean).join(" ");
}

export function codesWithStatus(lists: CodeLists, status: CodeStatus): InvitationCodeView[] {
  if (status !== "all") return lists[status];
  return [...lists.unused, ...lists.used].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The search box: a code or any assignee field contains the text, case-insensitive. */
export function matchesCodeSearch(code: InvitationCodeView, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [code.code, code.assigneeUsername, code.assigneeFirstName, code.assigneeLastName, code.assigneeEmail, code.assigneePhone].some(
    (field) => field?.toLowerCase().includes(needle),
  );
}

/** The panel's three counters: Active (unused), Used (members), Total Generated (both). */
export function codeCounters(lists: CodeLists) {
  return {
    active: lists.unused.length,
    used: lists.used.length,
    total: lists.unused.length + lists.used.length,
    assigned: lists.assigned.length,
    unassigned: lists.unassigned.length,
  };
}
