// The 'Members' tab: a search the server runs (username, name, e-mail, company), the answer a page
// at a time, and one member's detail in place of the list; back returns to the same search, page
// and row.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { MemberSummary } from "#shared/api-types";
import "../../../components/form/form.css";
import { FieldMessage, fieldErrorId } from "../../../components/form/text-field";
import { PaginationBar } from "../../../components/pagination/pagination-bar";
import { paginate } from "../../../components/pagination/pagination";
import { LoadFailed } from "../../../components/panel/load-failed";
import "../../../components/panel/panel.css";
import { useErrorToast } from "../../../components/toast/use-error-toast";
import { useMembers } from "../api/members-admin-api";
import { checkMemberSearch, MEMBER_LIST_CAP, MEMBERS_PAGE_SIZE } from "../lib/member-query";
import { NO_MEMBERS, noMembersMatch } from "../lib/member-texts";
import { memberToasts } from "../lib/member-toasts";
import "../members-admin.css";
import { MemberDetail } from "./member-detail";
import { MembersTable, openButtonId } from "./members-table";

const SEARCH_ID = "members-search";
const NO_ROWS: MemberSummary[] = [];

export function MembersTab() {
  const [searchText, setSearchText] = useState("");
  const [searchProblem, setSearchProblem] = useState<string>();
  const [q, setQ] = useState("");
  const [pageNumber, setPageNumber] = useState(1);
  const [openId, setOpenId] = useState<string>();
  const [returnTo, setReturnTo] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);
  const members = useMembers(q);
  useErrorToast(members, memberToasts.fetchMembersFailed);

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
    const checked = checkMemberSearch(searchText);
    if (!checked.ok) {
      setSearchProblem(checked.problem.fields.q ?? checked.problem.summary);
      document.getElementById(SEARCH_ID)?.focus();
      return;
    }
    setSearchProblem(undefined);
    setPageNumber(1);
    if (checked.q === q) void members.refetch();
    else setQ(checked.q);
  };

  const list = members.data?.members ?? NO_ROWS;
  const page = paginate(list, pageNumber, MEMBERS_PAGE_SIZE);
  const turnTo = (next: number) => {
    setPageNumber(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="members-admin">
      <div className="section-head">
        <h2 className="section-head__title">
          Members{members.data ? <span className="text-muted"> ({list.length})</span> : null}
        </h2>
        <button type="button" className="term-button term-button--compact" disabled={members.isFetching} onClick={() => void members.refetch()}>
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
            value={searchText}
            aria-invalid={searchProblem ? true : undefined}
            aria-describedby={searchProblem ? fieldErrorId(SEARCH_ID) : undefined}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <button type="submit" className="term-button">
            Search
          </button>
        </div>
        {searchProblem ? <FieldMessage id={fieldErrorId(SEARCH_ID)} message={searchProblem} /> : null}
      </form>
      {members.isPending ? (
        <p className="empty-state" role="status">
          Loading members…
        </p>
      ) : members.isError && !members.data ? (
        <LoadFailed message="Failed to fetch members" onRetry={() => void members.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">{q ? noMembersMatch(q) : NO_MEMBERS}</p>
      ) : (
        <>
          {q ? (
            <p className="members-admin__found text-muted" role="status">
              Matching “{q}”
              {list.length >= MEMBER_LIST_CAP ? ` — the newest ${MEMBER_LIST_CAP} shown; narrow the search to find older members` : ""}
            </p>
          ) : list.length >= MEMBER_LIST_CAP ? (
            <p className="members-admin__found text-muted" role="status">
              The newest {MEMBER_LIST_CAP} members are shown; search to find older ones.
            </p>
          ) : null}
          <MembersTable
            ref={listRef}
            members={page.items}
            onOpen={(member) => setOpenId(member.id)}
          />
          <PaginationBar page={page} label="Members pages" onPage={turnTo} />
        </>
      )}
    </div>
  );
}

