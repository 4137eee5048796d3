// The 'Appraisers' tab: the public directory as stored, 25 rows a page, with the tier and
// credential count the public card will show; add, edit, and delete after a confirm. Sample rows
// from `aan demo seed` are labelled SAMPLE.
import { useRef, useState } from "react";
import type { AppraiserView } from "#shared/answers/content";
import "#web/components/data-table/data-table.css";
import "#web/components/form/form.css";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { paginate } from "#web/components/pagination/pagination";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { useAdminAppraisers, useDeleteAppraiser } from "../api/content-admin-api";
import { deleteAppraiserConfirmation, tierLabel } from "../lib/appraiser-form";
import { credentialCount } from "#shared/appraiser-directory";
import { contentToasts } from "../lib/content-toasts";
import "../content-admin.css";
import { AppraiserForm } from "./appraiser-form";
import { SampleTag } from "./sample-tag";

const ADD_BUTTON_ID = "appraiser-add";
const PAGE_SIZE = 25;
const NONE: AppraiserView[] = [];

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; appraiser: AppraiserView };

export function AppraisersTab() {
  const appraisers = useAdminAppraisers();
  const remove = useDeleteAppraiser();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [pageNumber, setPageNumber] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  useErrorToast(appraisers, contentToasts.fetchAppraisersFailed);
  const list = appraisers.data?.appraisers ?? NONE;
  const page = paginate(list, pageNumber, PAGE_SIZE);
  const samples = list.filter((a) => a.isDemo).length;

  const onDelete = (appraiser: AppraiserView) => {
    if (!window.confirm(deleteAppraiserConfirmation(appraiser.name))) return;
    remove.mutate(appraiser.id, {
      onSuccess: (answer) => {
        toast(contentToasts.appraiserDeleted(answer.message, appraiser.name));
        if (form.mode === "edit" && form.appraiser.id === appraiser.id) setForm({ mode: "closed" });
      },
      onError: (error) => {
        if (!isSessionLost(error)) toast(contentToasts.deleteAppraiserFailed(error));
      },
    });
  };

  const turnTo = (next: number) => {
    setPageNumber(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="content-admin">
      <div className="section-head">
        <h2 className="section-head__title">Appraisers{appraisers.data ? <span className="text-muted"> ({list.length})</span> : null}</h2>
        <button
          id={ADD_BUTTON_ID}
          type="button"
          className="term-button"
          aria-expanded={form.mode === "add"}
          onClick={() => setForm({ mode: "add" })}
        >
          + Add appraiser
        </button>
      </div>
      <p className="content-admin__hint text-muted">
        The public directory (/appraisers) shows these rows; figures change only when saved here.
        {samples > 0 ? ` ${samples} sample row(s) from the demo seed are marked SAMPLE.` : ""}
      </p>
      {form.mode !== "closed" ? (
        <AppraiserForm
          key={form.mode === "edit" ? form.appraiser.id : "new"}
          editing={form.mode === "edit" ? form.appraiser : undefined}
          onClose={() => setForm({ mode: "closed" })}
          fallbackFocus={() => document.getElementById(ADD_BUTTON_ID)}
        />
      ) : null}
      {appraisers.isPending ? (
        <p className="empty-state" role="status">
          Loading appraisers…
        </p>
      ) : appraisers.isError && !appraisers.data ? (
        <LoadFailed message="Failed to fetch appraisers" onRetry={() => void appraisers.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">No appraisers yet: the public directory is empty.</p>
      ) : (
        <>
          <div ref={listRef} className="data-table-box" tabIndex={-1}>
            <table className="data-table data-table--stack appraisers-table">
              <caption className="visually-hidden">Appraisers, by name</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">State</th>
                  <th scope="col" className="data-table__num">
                    Success
                  </th>
                  <th scope="col">Tier</th>
                  <th scope="col" className="data-table__num">
                    Credentials
                  </th>
                  <th scope="col" className="data-table__num">
                    Appraisals
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((a) => (
                  <tr key={a.id} data-appraiser={a.name}>
                    <td data-label="Name">
                      <div>
                        <span className="data-table__strong">{a.name}</span>
                        {a.isDemo ? <SampleTag /> : null}
                        {a.isPreferred ? <span className="content-tag content-tag--preferred">AAN preferred</span> : null}
                        <span className="content-admin__sub">{a.credentials}</span>
                      </div>
                    </td>
                    <td data-label="State">{a.state}</td>
                    <td data-label="Success" className="data-table__num">
                      {a.successRate}%
                    </td>
                    <td data-label="Tier">
                      <span className={`content-tier content-tier--${tierLabel(a.successRate).toLowerCase()}`}>
                        {tierLabel(a.successRate)}
                      </span>
                    </td>
                    <td data-label="Credentials" className="data-table__num">
                      {credentialCount(a)}
                    </td>
                    <td data-label="Appraisals" className="data-table__num">
                      {a.appraisals}
                    </td>
                    <td className="data-table__actions">
                      <button
                        type="button"
                        className="term-button term-button--compact"
                        aria-label={`Edit appraiser ${a.name}`}
                        aria-expanded={form.mode === "edit" && form.appraiser.id === a.id}
                        onClick={() => setForm({ mode: "edit", appraiser: a })}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="term-button term-button--compact term-button--danger"
                        aria-label={`Delete appraiser ${a.name}`}
                        disabled={remove.isPending && remove.variables === a.id}
                        onClick={() => onDelete(a)}
                      >
                        {remove.isPending && remove.variables === a.id ? "Deleting..." : "Delete"}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PaginationBar page={page} label="Appraiser pages" onPage={turnTo} />
        </>
      )}
    </div>
  );
}
