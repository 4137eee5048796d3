// The members list's URL: the search goes to the server (GET /api/admin/members?q=…), checked
// first with the shared schema the server applies; no search asks for everyone, newest first.
import { memberSearchSchema } from "#shared/schemas/members";
import { checkForm, type FormProblem } from "../../../components/form/form-check";

export type MemberSearchCheck = { ok: true; q: string } | { ok: false; problem: FormProblem };

/** The search as the server will read it ("" for none), or the shared schema's message. */
export function checkMemberSearch(text: string): MemberSearchCheck {
  const checked = checkForm(memberSearchSchema, { q: text }, ["q"]);
  return checked.ok ? { ok: true, q: checked.data.q ?? "" } : { ok: false, problem: checked.problem };
}

export function membersUrl(q: string): string {
  return q ? `/api/admin/members?${new URLSearchParams({ q }).toString()}` : "/api/admin/members";
}

export const memberUrl = (id: string) => `/api/admin/members/${encodeURIComponent(id)}`;

/** Rows per page: a member's row is taller than a code's. */
export const MEMBERS_PAGE_SIZE = 25;
/** The server answers at most this many members per search (core's MEMBER_LIST_LIMIT), newest first. */
export const MEMBER_LIST_CAP = 200;
