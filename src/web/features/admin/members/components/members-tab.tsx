// The 'Members' tab: a search the server runs (username, name, e-mail, company) and pages the
// server cuts (only one page is ever in the DOM), and one member's detail in place of
// the list; back returns to the same search, page and row.
import { useListDetail } from "#web/components/list-detail/use-list-detail";
import { serverPage } from "#web/components/pagination/pagination";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { useServerPaging, useStayInRange } from "#web/components/pagination/use-server-paging";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { SearchForm } from "#web/components/resource-tab/search-form";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useMembers } from "../api/members-admin-api";
import { checkMemberSearch } from "../lib/member-query";
import { NO_MEMBERS, noMembersMatch } from "../lib/member-texts";
import { memberToasts } from "../lib/member-toasts";
import "../members-admin.css";
import { MemberDetail } from "./member-detail";
import { MembersTable, openButtonId } from "./members-table";

const SEARCH_ID = "members-search";
const LIST_ID = "members-list";

export function MembersTab() {
  const paging = useServerPaging(LIST_ID, checkMemberSearch);
  // Back from a member: focus goes to the row it was opened from (or the search when it is gone).
  const detail = useListDetail<string>({ keyOf: (id) => id, returnFocus: (id) => [openButtonId(id), SEARCH_ID] });
  const members = useMembers({ q: paging.q, page: paging.page });
  useErrorToast(members, memberToasts.fetchMembersFailed);
  const answer = members.data;
  useStayInRange(answer, paging.setPage);

  if (detail.selected) return <MemberDetail id={detail.selected} onBack={detail.close} />;

  const onSearch = () => {
    const checked = checkMemberSearch(paging.text);
    // The same search again: the server is asked again (someone may have joined meanwhile).
    if (checked.ok && checked.q === paging.q) void members.refetch();
    if (!paging.submit()) document.getElementById(SEARCH_ID)?.focus();
  };

  const page = answer ? serverPage(answer.items, answer) : undefined;
  const q = paging.q;

  return (
    <ResourceTab
      className="members-admin"
      title="Members"
      count={answer && !members.isPlaceholderData && !q ? answer.total : undefined}
      query={members}
      toolbar={
        <SearchForm
          id={SEARCH_ID}
          className="resource-search--alone"
          label="Search members"
          placeholder="Name, e-mail or company"
          value={paging.text}
          problem={paging.problem}
          onChange={paging.setText}
          onSubmit={onSearch}
        />
      }
      loading="Loading members…"
      failed="Failed to fetch members"
      empty={!page || page.total === 0}
      emptyText={q ? noMembersMatch(q) : NO_MEMBERS}
    >
      {q && page ? (
        <p className="members-admin__found text-muted" role="status">
          {page.total} matching “{q}”
        </p>
      ) : null}
      {page ? (
        <div
          className={members.isPlaceholderData ? "members-admin__page members-admin__page--loading" : "members-admin__page"}
          aria-busy={members.isFetching}
        >
          <MembersTable listId={LIST_ID} rows={page.items} actions={(member) => detail.open(member.id)} />
          <PaginationBar page={page} label="Members pages" onPage={paging.turnTo} />
        </div>
      ) : null}
    </ResourceTab>
  );
}
