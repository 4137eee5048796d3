// The 'Credibility Entries' tab: a search and pages the server runs (100,000 entries
// stay smooth, only one page is ever in the DOM), the add/edit form and deletion after a confirm.
import { useReducer } from "react";
import type { CredibilityEntryView } from "#shared/answers/credibility";
import { NO_CREDIBILITY_ENTRIES } from "#shared/invitation-code-lists";
import { DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import "#web/components/form/form.css";
import { serverPage } from "#web/components/pagination/pagination";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { useServerPaging, useStayInRange } from "#web/components/pagination/use-server-paging";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { useCredibilityPage, useDeleteCredibilityEntry } from "../api/credibility-entries-api";
import { CLOSED_FORM, credibilityFormReducer } from "../lib/credibility-form-state";
import { credibilityToasts } from "../lib/credibility-toasts";
import "../credibility.css";
import { CredibilityForm } from "./credibility-form";
import { CredibilityTable } from "./credibility-table";

const ADD_BUTTON_ID = "credibility-add";

export function CredibilityTab() {
  const paging = useServerPaging<HTMLDivElement>();
  const entries = useCredibilityPage({ q: paging.q, page: paging.page });
  const remove = useDeleteCredibilityEntry();
  const [form, dispatch] = useReducer(credibilityFormReducer, CLOSED_FORM);
  useErrorToast(entries, credibilityToasts.fetchEntriesFailed);
  const answer = entries.data;
  useStayInRange(answer, paging.setPage);
  const page = answer ? serverPage(answer.items, answer) : undefined;
  // The search the shown rows answer (with placeholder data it trails the box until the new page comes).
  const shownQ = entries.isPlaceholderData ? undefined : paging.q;

  const onDelete = (entry: CredibilityEntryView) => {
    if (!window.confirm(DELETE_ENTRY_CONFIRMATION)) return;
    remove.mutate(entry.id, {
      onSuccess: (result) => {
        toast(credibilityToasts.entryDeleted(result.message));
        // The form must not keep editing an entry that no longer exists.
        if (form.mode === "edit" && form.id === entry.id) dispatch({ type: "close" });
      },
      onError: (error) => {
        if (!isSessionLost(error)) toast(credibilityToasts.deleteEntryFailed(error));
      },
    });
  };

  const noEntriesAtAll = answer !== undefined && answer.total === 0 && paging.q === "" && shownQ === "";

  return (
    <div className="credibility">
      <div className="section-head">
        <h2 className="section-head__title">
          Credibility Database{answer && shownQ === "" ? <span className="text-muted"> ({answer.total})</span> : null}
        </h2>
        <button
          id={ADD_BUTTON_ID}
          type="button"
          className="term-button"
          aria-expanded={form.mode === "add"}
          onClick={() => dispatch({ type: "openAdd" })}
        >
          + Add Entry
        </button>
      </div>
      {form.mode !== "closed" ? (
        <CredibilityForm state={form} dispatch={dispatch} fallbackFocus={() => document.getElementById(ADD_BUTTON_ID)} />
      ) : null}
      {entries.isPending ? (
        <p className="empty-state" role="status">
          Loading entries…
        </p>
      ) : entries.isError && !answer ? (
        <LoadFailed message="Failed to fetch credibility entries" onRetry={() => void entries.refetch()} />
      ) : noEntriesAtAll ? (
        <p className="empty-state">{NO_CREDIBILITY_ENTRIES}</p>
      ) : (
        <>
          <form
            className="credibility__toolbar"
            role="search"
            aria-label="Search credibility entries"
            onSubmit={(event) => {
              event.preventDefault();
              paging.submit();
            }}
          >
            <label htmlFor="credibility-search" className="visually-hidden">
              Search entries
            </label>
            <input
              id="credibility-search"
              type="search"
              className="form-input credibility__search"
              placeholder="Search contractor, company, client, claim type, notes…"
              autoComplete="off"
              maxLength={100}
              value={paging.text}
              onChange={(e) => paging.setText(e.target.value)}
            />
          </form>
          {page && page.total === 0 ? (
            <p className="empty-state">No entries match “{paging.q}”</p>
          ) : page ? (
            <div
              className={entries.isPlaceholderData ? "credibility__page credibility__page--loading" : "credibility__page"}
              aria-busy={entries.isFetching}
            >
              <CredibilityTable
                ref={paging.listRef}
                entries={page.items}
                deletingId={remove.isPending ? remove.variables : undefined}
                onEdit={(entry) => dispatch({ type: "openEdit", entry })}
                onDelete={onDelete}
              />
              <PaginationBar page={page} label="Credibility entries pages" onPage={paging.turnTo} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
