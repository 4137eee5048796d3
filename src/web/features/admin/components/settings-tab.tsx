// 'Settings': change the signed-in admin's username and password (spec §5 "Admin credentials").
import { useState, type FormEvent } from "react";
import { updateCredentialsSchema, type UpdateCredentialsInput } from "../../../../shared/schemas/admin";
import { toast } from "../../../components/toast/toast-store";
import { serverErrorMessage } from "../../../lib/api-client";
import { useUpdateAdminCredentials } from "../api/admin-credentials-api";
import { adminToasts } from "../lib/admin-toasts";
import { checkForm, type FormProblem } from "../lib/form-check";
import { FormError, focusFirstInvalid } from "./form-error";
import { FormFields, type FieldSpec } from "./form-fields";

const FORM_ID = "credentials";
const CREDENTIAL_FIELDS: ReadonlyArray<FieldSpec<"newUsername" | "newPassword" | "confirmPassword">> = [
  { key: "newUsername", label: "New username", required: true, autoComplete: "username" },
  { key: "newPassword", label: "New password", type: "password", required: true, autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", type: "password", required: true, autoComplete: "new-password" },
];
const EMPTY: Required<UpdateCredentialsInput> = { newUsername: "", newPassword: "", confirmPassword: "" };

export function SettingsTab({ currentUsername }: { currentUsername: string }) {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<FormProblem>();
  const update = useUpdateAdminCredentials();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(updateCredentialsSchema, values);
    setProblem(found);
    if (found) {
      focusFirstInvalid(FORM_ID, found.fields);
      return;
    }
    update.mutate(values, {
      onSuccess: (answer) => {
        toast(adminToasts.credentialsUpdated(answer.message));
        setValues(EMPTY);
      },
      onError: (error) => {
        toast(adminToasts.credentialsFailed(error));
        const message = serverErrorMessage(error);
        if (message) setProblem({ message, fields: [] });
      },
    });
  };

  return (
    <form id={FORM_ID} className="admin-card admin-settings" onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title" className="admin-card__title">
        Admin Credentials
      </h2>
      <p className="admin-muted">
        Signed in as <span className="admin-strong">{currentUsername}</span>. Other sessions of this account end when the
        credentials change.
      </p>
      <div className="admin-form-stack">
        <FormFields formId={FORM_ID} fields={CREDENTIAL_FIELDS} values={values} problem={problem} onChange={(key, value) => set(key)(value)} />
      </div>
      <FormError id={`${FORM_ID}-error`} message={problem?.message} />
      <div className="admin-actions">
        <button type="submit" className="term-button" disabled={update.isPending}>
          {update.isPending ? "Updating..." : "Update Credentials"}
        </button>
      </div>
    </form>
  );
}
