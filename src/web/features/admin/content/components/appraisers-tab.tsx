// The 'Appraisers' tab: the public directory as stored, 25 rows a page, with the tier and
// credential count the public card will show; add, edit, and delete after a confirm. Sample rows
// from `aan demo seed` are labelled SAMPLE.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { ActionButton } from "#web/components/action-button/action-button";
import { useClientPaging } from "#web/components/pagination/use-client-paging";
import { AddButton } from "#web/components/resource-tab/add-button";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
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
const LIST_ID = "appraisers-list";
const PAGE_SIZE = 25;
const NONE: Schema<"Appraiser">[] = [];

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; appraiser: Schema<"Appraiser"> };

type Actions = {
  editingId: string | undefined;
  deletingId: string | undefined;
  onEdit: (appraiser: Schema<"Appraiser">) => void;
  onDelete: (appraiser: Schema<"Appraiser">) => void;
};

const columns = ({ editingId, deletingId, onEdit, onDelete }: Actions): Column<Schema<"Appraiser">>[] => [
  {
    header: "Name",
    cell: (a) => (
      <div>
        <span className="data-table__strong">{a.name}</span>
        {a.isDemo ? <SampleTag /> : null}
        {a.isPreferred ? <span className="content-tag content-tag--preferred">AAN preferred</span> : null}
        <span className="data-table__sub">{a.credentials}</span>
      </div>
    ),
  },
  { header: "State", cell: (a) => a.state },
  { header: "Success", kind: "num", cell: (a) => `${a.successRate}%` },
  {
    header: "Tier",
    cell: (a) => <span className={`content-tier content-tier--${tierLabel(a.successRate).toLowerCase()}`}>{tierLabel(a.successRate)}</span>,
  },
  { header: "Credentials", kind: "num", cell: credentialCount },
  { header: "Appraisals", kind: "num", cell: (a) => a.appraisals },
  actionsColumn((a) => (
    <>
      <ActionButton text="Edit" label={`Edit appraiser ${a.name}`} expanded={editingId === a.id} onClick={() => onEdit(a)} />
      <ActionButton
        text="Delete"
        label={`Delete appraiser ${a.name}`}
        tone="danger"
        busy={deletingId === a.id}
        busyText="Deleting..."
        onClick={() => onDelete(a)}
      />
    </>
  )),
];

export function AppraisersTab() {
  const appraisers = useAdminAppraisers();
  const remove = useDeleteAppraiser();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  useErrorToast(appraisers, contentToasts.fetchAppraisersFailed);
  const list = appraisers.data?.appraisers ?? NONE;
  const paging = useClientPaging(list, LIST_ID, PAGE_SIZE);
  const samples = list.filter((a) => a.isDemo).length;

  const onDelete = (appraiser: Schema<"Appraiser">) => {
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

  return (
    <ResourceTab
      className="content-admin"
      title="Appraisers"
      rows={list}
      query={appraisers}
      reload={false}
      actions={<AddButton id={ADD_BUTTON_ID} text="Add appraiser" open={form.mode === "add"} onClick={() => setForm({ mode: "add" })} />}
      hint={`The public directory (/appraisers) shows these rows; figures change only when saved here.${
        samples > 0 ? ` ${samples} sample row(s) from the demo seed are marked SAMPLE.` : ""
      }`}
      opened={
        form.mode !== "closed" ? (
          <AppraiserForm
            key={form.mode === "edit" ? form.appraiser.id : "new"}
            editing={form.mode === "edit" ? form.appraiser : undefined}
            onClose={() => setForm({ mode: "closed" })}
            fallbackFocus={() => document.getElementById(ADD_BUTTON_ID)}
          />
        ) : null
      }
      loading="Loading appraisers…"
      failed="Failed to fetch appraisers"
      emptyText="No appraisers yet: the public directory is empty."
      pagination={{ page: paging.page, label: "Appraiser pages", onPage: paging.turnTo }}
    >
      <DataTable
        id={LIST_ID}
        caption="Appraisers, by name"
        className="appraisers-table"
        columns={columns({
          editingId: form.mode === "edit" ? form.appraiser.id : undefined,
          deletingId: remove.isPending ? remove.variables : undefined,
          onEdit: (appraiser) => setForm({ mode: "edit", appraiser }),
          onDelete,
        })}
        rows={paging.page.items}
        rowAttributes={(a) => ({ "data-appraiser": a.name })}
      />
    </ResourceTab>
  );
}
