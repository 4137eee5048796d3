// The 'Credibility Entries' tab: the list, the add/edit form and deletion after a confirm.
import { useReducer } from "react";
import type { CredibilityEntryView } from "../../../../shared/api-types";
import { NO_CREDIBILITY_ENTRIES } from "../../../../shared/invitation-code-lists";
import { DELETE_ENTRY_CONFIRMATION } from "../../../../shared/schemas/credibility";
import { toast } from "../../../components/toast/toast-store";
import { useCredibilityEntries, useDeleteCredibilityEntry } from "../api/credibility-entries-api";
import { adminToasts } from "../lib/admin-toasts";
import { CLOSED_FORM, credibilityFormReducer } from "../lib/credibility-form-state";
import { CredibilityForm } from "./credibility-form";
import { CredibilityTable } from "./credibility-table";
import { useErrorToast } from "./use-error-toast";

export function CredibilityTab() {
  const entries = useCredibilityEntries();
  const remove = useDeleteCredibilityEntry();
  const [form, dispatch] = useReducer(credibilityFormReducer, CLOSED_FORM);
  useErrorToast(entries.isError, entries.errorUpdatedAt, adminToasts.fetchEntriesFailed());

  const onDelete = (entry: CredibilityEntryView) => {
    if (!window.confirm(DELETE_ENTRY_CONFIRMATION)) return;
    remove.mutate(entry.id, {
      onSuccess: (answer) => {
        toast(adminToasts.entryDeleted(answer.message));
        // The form must not keep editing an entry that no longer exists.
        if (form.mode === "edit" && form.id === entry.id) dispatch({ type: "close" });
      },
      onError: () => toast(adminToasts.deleteEntryFailed()),
    });
  };

  const list = entries.data?.entries ?? [];
  return (
    <div className="admin-credibility">
      <div className="admin-section-head">
        <h2 className="admin-section-head__title">
          Credibility Database{entries.data ? <span className="admin-muted"> ({list.length})</span> : null}
        </h2>
        <button
          type="button"
          className="term-button"
          aria-expanded={form.mode === "add"}
          onClick={() => dispatch({ type: "openAdd" })}
        >
          + Add Entry
        </button>
      </div>
      {form.mode !== "closed" ? <CredibilityForm state={form} dispatch={dispatch} /> : null}
      {entries.isPending ? (
        <p className="admin-empty" role="status">
          Loading entries…
        </p>
      ) : entries.isError ? (
        <div className="admin-empty">
          <p>Failed to fetch credibility entries</p>
          <button type="button" className="term-button term-button--compact" onClick={() => void entries.refetch()}>
            Retry
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="admin-empty">{NO_CREDIBILITY_ENTRIES}</p>
      ) : (
        <CredibilityTable
          entries={list}
          deletingId={remove.isPending ? remove.variables : undefined}
          onEdit={(entry) => dispatch({ type: "openEdit", entry })}
          onDelete={onDelete}
        />
      )}
    </div>
  );
}
