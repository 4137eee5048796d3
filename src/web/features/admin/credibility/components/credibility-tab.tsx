// The 'Credibility Entries' tab: a search and pages the server runs (100,000 entries
// stay smooth, only one page is ever in the DOM), the add/edit form and deletion after a confirm.
import { useReducer } from "react";
import type { Schema } from "#web/lib/api-types";
import { NO_CREDIBILITY_ENTRIES } from "#shared/invitation-code-lists";
import { DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import { serverPage } from "#web/components/pagination/pagination";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { useServerPaging, useStayInRange } from "#web/components/pagination/use-server-paging";
import { AddButton } from "#web/components/resource-tab/add-button";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { TypeAheadSearch } from "#web/components/resource-tab/type-ahead-search";
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
const LIST_ID = "credibility-list";

export function CredibilityTab() {
  const paging = useServerPaging(LIST_ID);
  const entries = useCredibilityPage({ q: paging.q, page: paging.page });
  const remove = useDeleteCredibilityEntry();
  const [form, dispatch] = useReducer(credibilityFormReducer, CLOSED_FORM);
  useErrorToast(entries, credibilityToasts.fetchEntriesFailed);
  const answer = entries.data;
  useStayInRange(answer, paging.setPage);
  const page = answer ? serverPage(answer.items, answer) : undefined;
  // The search the shown rows answer (with placeholder data it trails the box until the new page comes).
  const shownQ = entries.isPlaceholderData ? undefined : paging.q;

  const onDelete = (entry: Schema<"CredibilityEntry">) => {
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
    <ResourceTab
      className="credibility"
      title="Credibility Database"
      count={answer && shownQ === "" ? answer.total : undefined}
      query={entries}
      reload={false}
      actions={<AddButton id={ADD_BUTTON_ID} text="Add Entry" open={form.mode === "add"} onClick={() => dispatch({ type: "openAdd" })} />}
      opened={
        form.mode !== "closed" ? (
          <CredibilityForm state={form} dispatch={dispatch} fallbackFocus={() => document.getElementById(ADD_BUTTON_ID)} />
        ) : null
      }
      loading="Loading entries…"
      failed="Failed to fetch credibility entries"
      empty={noEntriesAtAll}
      emptyText={NO_CREDIBILITY_ENTRIES}
    >
      {/* The search shows once there is something to search. */}
      <TypeAheadSearch
        id="credibility-search"
        label="Search credibility entries"
        fieldLabel="Search entries"
        placeholder="Search contractor, company, client, claim type, notes…"
        inputClassName="credibility__search"
        paging={paging}
      />
      {page && page.total === 0 ? (
        <p className="empty-state">No entries match “{paging.q}”</p>
      ) : page ? (
        <div
          className={entries.isPlaceholderData ? "credibility__page credibility__page--loading" : "credibility__page"}
          aria-busy={entries.isFetching}
        >
          <CredibilityTable
            listId={LIST_ID}
            rows={page.items}
            actions={{
              deletingId: remove.isPending ? remove.variables : undefined,
              onEdit: (entry) => dispatch({ type: "openEdit", entry }),
              onDelete,
            }}
          />
          <PaginationBar page={page} label="Credibility entries pages" onPage={paging.turnTo} />
        </div>
      ) : null}
    </ResourceTab>
  );
}
