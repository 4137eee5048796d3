// The credibility database for members: a search and server-side pages. After the access window
// the server answers 403 'Access window expired', and the card says exactly that.
import { isEmptyList } from "#web/components/pagination/pagination";
import { useRef, useState, type FormEvent } from "react";
import { NO_CREDIBILITY_ENTRIES } from "#shared/invitation-code-lists";
import "#web/components/form/form.css";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { ListState } from "#web/components/resource-tab/list-state";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { TitledCard } from "#web/components/panel/titled-card";
import { isApiError } from "#web/lib/api-error";
import { useMemberCredibility } from "../api/member-credibility-api";
import { accountToasts } from "../lib/account-toasts";
import { serverPage } from "#web/features/member/shared/server-page";
import { MemberCredibilityTable } from "./member-credibility-table";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./member-credibility-card.css";

/** The access window has closed: the server's 403 (decision 0026), said as it is. */
const isWindowClosed = (error: unknown) => isApiError(error) && error.status === 403;

export function MemberCredibilityCard() {
  const [text, setText] = useState("");
  const [search, setSearch] = useState({ q: "", page: 1 });
  const entries = useMemberCredibility(search);
  const listRef = useRef<HTMLDivElement>(null);
  const closed = entries.isError && isWindowClosed(entries.error);
  // The closed window is a state of the card, not a failure to announce twice.
  useErrorToast({ ...entries, isError: entries.isError && !closed }, accountToasts.fetchEntriesFailed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ q: text.trim(), page: 1 });
  };
  const turnTo = (page: number) => {
    setSearch((current) => ({ ...current, page }));
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };
  const page = entries.data ? serverPage(entries.data) : undefined;

  return (
    <TitledCard
      id="account-credibility"
      title="Credibility Database"
      className="member-card member-card--wide"
      headClassName="member-card__head"
      aside={
        page && !closed ? (
          <span className="text-muted">
            {page.total} entries{search.q ? ` matching “${search.q}”` : ""}
          </span>
        ) : null
      }
    >
      {closed ? (
        <div className="empty-state account-closed" role="status" data-testid="access-expired">
          <p>{entries.error instanceof Error ? entries.error.message : null}</p>
          <p className="text-muted">Your account pages stay open. Choose a deployment package to keep access.</p>
        </div>
      ) : (
        <>
          <form className="form-inline account-search" role="search" aria-label="Search the credibility database" onSubmit={submit}>
            <label htmlFor="member-credibility-search" className="visually-hidden">
              Search entries
            </label>
            <input
              id="member-credibility-search"
              type="search"
              className="form-input account-search__input"
              placeholder="Contractor, company, client, claim type, notes…"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="term-button term-button--compact">
              Search
            </button>
            {search.q ? (
              <button
                type="button"
                className="term-button term-button--compact term-button--ghost"
                onClick={() => {
                  setText("");
                  setSearch({ q: "", page: 1 });
                }}
              >
                Clear
              </button>
            ) : null}
          </form>
          <ListState
            query={entries}
            value={page}
            loading="Loading entries…"
            failed="Failed to fetch credibility entries"
            empty={isEmptyList}
            emptyText={search.q ? `No entries match “${search.q}”` : NO_CREDIBILITY_ENTRIES}
          >
            {(page) => (
              <div
                className={entries.isPlaceholderData ? "account-credibility account-credibility--loading" : "account-credibility"}
                aria-busy={entries.isFetching}
              >
                <MemberCredibilityTable ref={listRef} entries={page.items} />
                <PaginationBar page={page} label="Credibility pages" onPage={turnTo} />
              </div>
            )}
          </ListState>
        </>
      )}
    </TitledCard>
  );
}
