// 'Settings': the signed-in admin changes their own username and password (spec §5 "Admin
// credentials change").
import { SubmitButton } from "#web/components/form/submit-button";
import { updateCredentialsSchema, type UpdateCredentialsInput } from "#shared/schemas/admin";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { FormSummary } from "#web/components/form/form-summary";
import { useFormValues } from "#web/components/form/use-form-values";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import "#web/components/panel/panel.css";
import { useUpdateAdminCredentials } from "../api/admin-credentials-api";
import { authToasts } from "../lib/auth-toasts";
import "#web/components/auth-panel/auth-panel.css";

const FORM_ID = "credentials";
const CREDENTIAL_FIELDS: ReadonlyArray<FieldSpec<keyof UpdateCredentialsInput>> = [
  { key: "newUsername", label: "New username", required: true, autoComplete: "username" },
  { key: "newPassword", label: "New password", type: "password", required: true, autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", type: "password", required: true, autoComplete: "new-password" },
];
const EMPTY: Required<UpdateCredentialsInput> = { newUsername: "", newPassword: "", confirmPassword: "" };

export function CredentialsForm({ currentUsername }: { currentUsername: string }) {
  const { values, set, reset } = useFormValues(EMPTY);
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: updateCredentialsSchema,
    fields: CREDENTIAL_FIELDS.map((f) => f.key),
    mutation: useUpdateAdminCredentials(),
    sessionGuarded: true,
    successToast: (answer) => authToasts.credentialsUpdated(answer.message),
    onSuccess: reset,
    failureToast: authToasts.credentialsFailed,
  });

  return (
    <form id={FORM_ID} className="card admin-credentials" onSubmit={form.onSubmit(values)} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title" className="card__title">
        Admin Credentials
      </h2>
      <p className="text-muted">
        Signed in as <span className="text-strong">{currentUsername}</span>. Other sessions of this account end when the credentials change.
      </p>
      <div className="form-stack">
        <FormFields formId={FORM_ID} fields={CREDENTIAL_FIELDS} values={values} problem={form.problem} onChange={set} />
      </div>
      <FormSummary id={`${FORM_ID}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label="Update Credentials" pendingLabel="Updating..." />
      </div>
    </form>
  );
}
