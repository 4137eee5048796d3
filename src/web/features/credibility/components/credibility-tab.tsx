// The 'Credibility Entries' tab: a search (the shared rule), one page of the list, the add/edit
// form and deletion after a confirm.
import { useReducer } from "react";
import type { CredibilityEntryView } from "#shared/api-types";
import { matchesCredibilitySearch } from "#shared/credibility-search";
import { NO_CREDIBILITY_ENTRIES } from "#shared/invitation-code-lists";
import { DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import "../../../components/form/form.css";
import { PaginationBar } from "../../../components/pagination/pagination-bar";
import { usePagedSearch } from "../../../components/pagination/use-paged-search";
import { LoadFailed } from "../../../components/panel/load-failed";
import "../../../components/panel/panel.css";
import { toast } from "../../../components/toast/toast-store";
import { useErrorToast } from "../../../components/toast/use-error-toast";
import { isSessionLost } from "../../../lib/api-error";
import { useCredibilityEntries, useDeleteCredibilityEntry } from "../api/credibility-entries-api";
import { CLOSED_FORM, credibilityFormReducer } from "../lib/credibility-form-state";
import { credibilityToasts } from "../lib/credibility-toasts";
import "../credibility.css";
import { CredibilityForm } from "./credibility-form";
import { CredibilityTable } from "./credibility-table";

const ADD_BUTTON_ID = "credibility-add";
const NO_ENTRIES: CredibilityEntryView[] = [];

export function CredibilityTab() {
  const entries = useCredibilityEntries();
  const remove = useDeleteCredibilityEntry();
  const [form, dispatch] = useReducer(credibilityFormReducer, CLOSED_FORM);
  useErrorToast(entries, credibilityToasts.fetchEntriesFailed);
  const list = entries.data?.entries;
  const shown = usePagedSearch<CredibilityEntryView, HTMLDivElement>(list ?? NO_ENTRIES, matchesCredibilitySearch);

  const onDelete = (entry: CredibilityEntryView) => {
    if (!window.confirm(DELETE_ENTRY_CONFIRMATION)) return;
    remove.mutate(entry.id, {
      onSuccess: (answer) => {
        toast(credibilityToasts.entryDeleted(answer.message));
        // The form must not keep editing an entry that no longer exists.
        if (form.mode === "edit" && form.id === entry.id) dispatch({ type: "close" });
      },
      onError: (error) => {
        if (!isSessionLost(error)) toast(credibilityToasts.deleteEntryFailed(error));
      },
    });
  };

  return (
    <div className="credibility">
      <div className="section-head">
        <h2 className="section-head__title">
          Credibility Database{list ? <span className="text-muted"> ({list.length})</span> : null}
        </h2>
        <button id={ADD_BUTTON_ID} type="button" className="term-button" aria-expanded={form.mode === "add"} onClick={() => dispatch({ type: "openAdd" })}>
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
      ) : entries.isError ? (
        <LoadFailed message="Failed to fetch credibility entries" onRetry={() => void entries.refetch()} />
      ) : !list?.length ? (
        <p className="empty-state">{NO_CREDIBILITY_ENTRIES}</p>
      ) : (
        <>
          <div className="credibility__toolbar">
            <label htmlFor="credibility-search" className="visually-hidden">
              Search entries
            </label>
            <input
              id="credibility-search"
              type="search"
              className="form-input credibility__search"
              placeholder="Search contractor, company, client, claim type, notes…"
              autoComplete="off"
              value={shown.search}
              onChange={(e) => shown.setSearch(e.target.value)}
            />
          </div>
          {shown.matching.length === 0 ? (
            <p className="empty-state">No entries match “{shown.deferredSearch}”</p>
          ) : (
            <>
              <CredibilityTable
                ref={shown.listRef}
                entries={shown.page.items}
                deletingId={remove.isPending ? remove.variables : undefined}
                onEdit={(entry) => dispatch({ type: "openEdit", entry })}
                onDelete={onDelete}
              />
              <PaginationBar page={shown.page} label="Credibility entries pages" onPage={shown.turnTo} />
            </>
          )}
        </>
      )}
    </div>
  );
}
