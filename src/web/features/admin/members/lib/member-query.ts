// The members list's URL: the search and the page go to the server
// (GET /api/admin/members?q=…&page=…&pageSize=…), the search checked first with the shared schema
// the server applies; no search asks for everyone, newest first.
import { memberSearchSchema } from "#shared/schemas/members";
import { checkForm } from "#web/components/form/form-check";
import type { SearchCheck } from "#web/components/pagination/use-server-paging";

/** The search as the server will read it ("" for none), or the shared schema's message. */
export function checkMemberSearch(text: string): SearchCheck {
  const checked = checkForm(memberSearchSchema, { q: text }, ["q"]);
  return checked.ok
    ? { ok: true, q: checked.data.q ?? "" }
    : { ok: false, problem: checked.problem.fields.q ?? checked.problem.summary ?? "Invalid search" };
}

export type MembersPageQuery = { q: string; page: number };

/** Rows per page: a member's row is taller than a code's. */
export const MEMBERS_PAGE_SIZE = 25;
