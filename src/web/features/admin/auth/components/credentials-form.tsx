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
import { useMfaStatus } from "../api/admin-mfa-api";
import { authToasts } from "../lib/auth-toasts";
import "#web/components/auth-panel/auth-panel.css";

const FORM_ID = "credentials";
type CredentialKey = keyof UpdateCredentialsInput;
const CREDENTIAL_FIELDS: ReadonlyArray<FieldSpec<CredentialKey>> = [
  { key: "currentPassword", label: "Current password", type: "password", required: true, autoComplete: "current-password" },
  { key: "newUsername", label: "New username", required: true, autoComplete: "username" },
  { key: "newPassword", label: "New password", type: "password", required: true, autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", type: "password", required: true, autoComplete: "new-password" },
];
const CODE_FIELD: FieldSpec<CredentialKey> = {
  key: "code",
  label: "Two-factor code",
  required: true,
  autoComplete: "one-time-code",
  maxLength: 20,
  hint: "6 digits from your authenticator app, or a recovery code",
};
const WITH_CODE: ReadonlyArray<FieldSpec<CredentialKey>> = [...CREDENTIAL_FIELDS, CODE_FIELD];
// "code" is always a known field: the server's "code required" lands under it once it shows.
const KNOWN_FIELDS: readonly CredentialKey[] = [...CREDENTIAL_FIELDS.map((f) => f.key), "code"];
const EMPTY: Required<UpdateCredentialsInput> = { currentPassword: "", newUsername: "", newPassword: "", confirmPassword: "", code: "" };

export function CredentialsForm({ currentUsername }: { currentUsername: string }) {
  const { values, set, reset } = useFormValues(EMPTY);
  const twoFactorOn = useMfaStatus().data?.enabled === true;
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: updateCredentialsSchema,
    fields: KNOWN_FIELDS,
    mutation: useUpdateAdminCredentials(),
    sessionGuarded: true,
    successToast: (answer) => authToasts.credentialsUpdated(answer.message),
    onSuccess: reset,
    failureToast: authToasts.credentialsFailed,
  });
  const askForCode = twoFactorOn || Boolean(form.problem?.fields.code);
  // Without two-factor sign-in no code is sent: an empty one would only be ignored.
  const sent = askForCode ? values : { ...values, code: undefined };

  return (
    <form id={FORM_ID} className="card admin-credentials" onSubmit={form.onSubmit(sent)} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title" className="card__title">
        Admin Credentials
      </h2>
      <p className="text-muted">
        Signed in as <span className="text-strong">{currentUsername}</span>. The change needs your current password
        {twoFactorOn ? " and a two-factor code" : ""}; other sessions of this account end with it.
      </p>
      <div className="form-stack">
        <FormFields
          formId={FORM_ID}
          fields={askForCode ? WITH_CODE : CREDENTIAL_FIELDS}
          values={values}
          problem={form.problem}
          onChange={set}
        />
      </div>
      <FormSummary id={`${FORM_ID}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label="Update Credentials" pendingLabel="Updating..." />
      </div>
    </form>
  );
}
