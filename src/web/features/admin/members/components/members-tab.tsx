// The 'Members' tab: a search the server runs (username, name, e-mail, company) and pages the
// server cuts (only one page is ever in the DOM), and one member's detail in place of
// the list; back returns to the same search, page and row.
import { useEffect, useState, type FormEvent } from "react";
import "#web/components/form/form.css";
import { FieldMessage, fieldErrorId } from "#web/components/form/text-field";
import { serverPage } from "#web/components/pagination/pagination";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { useServerPaging, useStayInRange } from "#web/components/pagination/use-server-paging";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useMembers } from "../api/members-admin-api";
import { checkMemberSearch } from "../lib/member-query";
import { NO_MEMBERS, noMembersMatch } from "../lib/member-texts";
import { memberToasts } from "../lib/member-toasts";
import "../members-admin.css";
import { MemberDetail } from "./member-detail";
import { MembersTable, openButtonId } from "./members-table";

const SEARCH_ID = "members-search";

export function MembersTab() {
  const paging = useServerPaging<HTMLDivElement>(checkMemberSearch);
  const [openId, setOpenId] = useState<string>();
  const [returnTo, setReturnTo] = useState<string>();
  const members = useMembers({ q: paging.q, page: paging.page });
  useErrorToast(members, memberToasts.fetchMembersFailed);
  const answer = members.data;
  useStayInRange(answer, paging.setPage);

  // Back from a member: focus goes to the row it was opened from (or the search when it is gone).
  useEffect(() => {
    if (openId || !returnTo) return;
    (document.getElementById(openButtonId(returnTo)) ?? document.getElementById(SEARCH_ID))?.focus();
    setReturnTo(undefined);
  }, [openId, returnTo]);

  if (openId) {
    return (
      <MemberDetail
        id={openId}
        onBack={() => {
          setReturnTo(openId);
          setOpenId(undefined);
        }}
      />
    );
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMemberSearch(paging.text);
    // The same search again: the server is asked again (someone may have joined meanwhile).
    if (checked.ok && checked.q === paging.q) void members.refetch();
    if (!paging.submit()) document.getElementById(SEARCH_ID)?.focus();
  };

  const page = answer ? serverPage(answer.items, answer) : undefined;
  const q = paging.q;

  return (
    <div className="members-admin">
      <div className="section-head">
        <h2 className="section-head__title">
          Members{answer && !members.isPlaceholderData && !q ? <span className="text-muted"> ({answer.total})</span> : null}
        </h2>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={members.isFetching}
          onClick={() => void members.refetch()}
        >
          {members.isFetching ? "Loading..." : "Reload"}
        </button>
      </div>
      <form className="members-admin__search" role="search" aria-label="Search members" onSubmit={onSearch} noValidate>
        <label htmlFor={SEARCH_ID} className="visually-hidden">
          Search members
        </label>
        <div className="form-field__row">
          <input
            id={SEARCH_ID}
            type="search"
            className="form-input"
            placeholder="Name, e-mail or company"
            autoComplete="off"
            value={paging.text}
            aria-invalid={paging.problem ? true : undefined}
            aria-describedby={paging.problem ? fieldErrorId(SEARCH_ID) : undefined}
            onChange={(e) => paging.setText(e.target.value)}
          />
          <button type="submit" className="term-button">
            Search
          </button>
        </div>
        {paging.problem ? <FieldMessage id={fieldErrorId(SEARCH_ID)} message={paging.problem} /> : null}
      </form>
      {members.isPending ? (
        <p className="empty-state" role="status">
          Loading members…
        </p>
      ) : members.isError && !answer ? (
        <LoadFailed message="Failed to fetch members" onRetry={() => void members.refetch()} />
      ) : !page || page.total === 0 ? (
        <p className="empty-state">{q ? noMembersMatch(q) : NO_MEMBERS}</p>
      ) : (
        <>
          {q ? (
            <p className="members-admin__found text-muted" role="status">
              {page.total} matching “{q}”
            </p>
          ) : null}
          <div
            className={members.isPlaceholderData ? "members-admin__page members-admin__page--loading" : "members-admin__page"}
            aria-busy={members.isFetching}
          >
            <MembersTable ref={paging.listRef} members={page.items} onOpen={(member) => setOpenId(member.id)} />
            <PaginationBar page={page} label="Members pages" onPage={paging.turnTo} />
          </div>
        </>
      )}
    </div>
  );
}
