// The 'Admins' tab (System, super admins only): every admin account with its role, state,
// two-factor sign-in and last sign-in; add one with a role, rename, deactivate or reactivate (any
// row but one's own), and remove a lost second factor. Deactivating and the two-factor reset ask
// first; a refusal (the last super admin) shows the server's message.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { ActionButton } from "#web/components/action-button/action-button";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { AddButton } from "#web/components/resource-tab/add-button";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { StateWord } from "#web/components/state-word/state-word";
import { toast } from "#web/components/toast/toast-store";
import type { ToastMessage } from "#web/components/toast/toast-text";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { useActivateAdmin, useAdmins, useDeactivateAdmin, useResetAdminTwoFactor } from "../api/admins-api";
import {
  ADMINS_HINT,
  deactivateAdminConfirmation,
  NO_ADMINS,
  resetTwoFactorConfirmation,
  ROLE_LABELS,
  TWO_FACTOR_LABELS,
} from "../lib/admin-texts";
import { adminToasts } from "../lib/admin-toasts";
import "../admins.css";
import { CreateAdminForm } from "./create-admin-form";
import { RenameAdminForm } from "./rename-admin-form";

const ADD_BUTTON_ID = "admin-add";
const LIST_ID = "admins-list";
const NONE: Schema<"AdminListEntry">[] = [];
const renameButtonId = (admin: Pick<Schema<"AdminListEntry">, "id">) => `admin-rename-${admin.id}`;

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "rename"; admin: Schema<"AdminListEntry"> };

type RowActions = {
  me: Schema<"AdminSummary">;
  renamingId: string | undefined;
  busyId: string | undefined;
  onRename: (admin: Schema<"AdminListEntry">) => void;
  onToggle: (admin: Schema<"AdminListEntry">) => void;
  onResetTwoFactor: (admin: Schema<"AdminListEntry">) => void;
};

const columns = ({ me, renamingId, busyId, onRename, onToggle, onResetTwoFactor }: RowActions): Column<Schema<"AdminListEntry">>[] => [
  {
    header: "Admin",
    sortValue: (a) => a.username,
    cell: (a) => (
      <TwoLines
        className="data-table__strong"
        main={
          <>
            {a.username}
            {a.id === me.id ? <span className="admins-you"> (you)</span> : null}
          </>
        }
        sub={a.fullName}
      />
    ),
  },
  { header: "Role", sortValue: (a) => a.role, cell: (a) => ROLE_LABELS[a.role] },
  {
    header: "State",
    sortValue: (a) => (a.isActive ? 0 : 1),
    cell: (a) => (
      <StateWord kind="admin-state" tone={a.isActive ? "active" : "inactive"}>
        {a.isActive ? "Active" : "Inactive"}
      </StateWord>
    ),
  },
  {
    header: "Two-factor",
    cell: (a) => (
      <StateWord kind="admin-two-factor" tone={a.twoFactor}>
        {TWO_FACTOR_LABELS[a.twoFactor]}
      </StateWord>
    ),
  },
  {
    header: "Last sign-in (UTC)",
    label: "Last sign-in",
    className: "text-nowrap",
    sortValue: (a) => a.lastLoginAt ?? "",
    cell: (a) => (a.lastLoginAt ? formatUtcMinute(a.lastLoginAt) : "Never"),
  },
  actionsColumn((a) => (
    <>
      <ActionButton
        id={renameButtonId(a)}
        text="Rename"
        label={`Rename admin ${a.username}`}
        expanded={renamingId === a.id}
        onClick={() => onRename(a)}
      />
      {/* The server refuses deactivating oneself: the panel does not offer it. */}
      {a.id === me.id ? null : (
        <ActionButton
          text={a.isActive ? "Deactivate" : "Reactivate"}
          label={`${a.isActive ? "Deactivate" : "Reactivate"} admin ${a.username}`}
          tone={a.isActive ? "danger" : undefined}
          busy={busyId === a.id}
          busyText="Saving..."
          onClick={() => onToggle(a)}
        />
      )}
      {/* Nor one's own second factor (a session alone must not strip it): another super admin or the CLI does. */}
      {a.id === me.id ? null : (
        <ActionButton
          text="Reset 2FA"
          label={`Reset two-factor sign-in of ${a.username}`}
          tone="warn"
          disabled={a.twoFactor === "off" || busyId === a.id}
          onClick={() => onResetTwoFactor(a)}
        />
      )}
    </>
  )),
];

export function AdminsTab({ me }: { me: Schema<"AdminSummary"> }) {
  const admins = useAdmins();
  const activate = useActivateAdmin();
  const deactivate = useDeactivateAdmin();
  const resetTwoFactor = useResetAdminTwoFactor();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  useErrorToast(admins, adminToasts.fetchAdminsFailed);
  const list = admins.data?.admins ?? NONE;

  const failedUnlessSessionLost = (made: (error: unknown) => ToastMessage) => (error: unknown) => {
    if (!isSessionLost(error)) toast(made(error));
  };

  const onToggle = (admin: Schema<"AdminListEntry">) => {
    if (admin.isActive) {
      if (!window.confirm(deactivateAdminConfirmation(admin))) return;
      deactivate.mutate(admin.id, {
        onSuccess: (answer) => toast(adminToasts.deactivated(answer.message, admin.username)),
        onError: failedUnlessSessionLost(adminToasts.deactivateFailed),
      });
    } else {
      activate.mutate(admin.id, {
        onSuccess: (answer) => toast(adminToasts.activated(answer.message, admin.username)),
        onError: failedUnlessSessionLost(adminToasts.activateFailed),
      });
    }
  };

  const onResetTwoFactor = (admin: Schema<"AdminListEntry">) => {
    if (!window.confirm(resetTwoFactorConfirmation(admin))) return;
    resetTwoFactor.mutate(admin.id, {
      onSuccess: (answer) => toast(adminToasts.twoFactorReset(answer.message, admin.username)),
      onError: failedUnlessSessionLost(adminToasts.twoFactorResetFailed),
    });
  };

  const pendingOf = (mutation: { isPending: boolean; variables?: string }) => (mutation.isPending ? mutation.variables : undefined);
  const busyId = pendingOf(activate) ?? pendingOf(deactivate) ?? pendingOf(resetTwoFactor);
  const close = () => setForm({ mode: "closed" });

  return (
    <ResourceTab
      className="admins-admin"
      title="Admins"
      rows={list}
      query={admins}
      actions={<AddButton id={ADD_BUTTON_ID} text="Add admin" open={form.mode === "add"} onClick={() => setForm({ mode: "add" })} />}
      hint={ADMINS_HINT}
      opened={
        form.mode === "add" ? (
          <CreateAdminForm onClose={close} fallbackFocus={() => document.getElementById(ADD_BUTTON_ID)} />
        ) : form.mode === "rename" ? (
          <RenameAdminForm
            key={form.admin.id}
            admin={form.admin}
            onClose={close}
            fallbackFocus={() => document.getElementById(renameButtonId(form.admin)) ?? document.getElementById(ADD_BUTTON_ID)}
          />
        ) : null
      }
      loading="Loading admins…"
      failed="Failed to fetch admins"
      emptyText={NO_ADMINS}
    >
      <DataTable
        id={LIST_ID}
        caption="Admin accounts"
        className="admins-table"
        columns={columns({
          me,
          renamingId: form.mode === "rename" ? form.admin.id : undefined,
          busyId,
          onRename: (admin) => setForm({ mode: "rename", admin }),
          onToggle,
          onResetTwoFactor,
        })}
        rows={list}
        rowAttributes={(a) => ({ "data-admin": a.username })}
      />
    </ResourceTab>
  );
}
