// 'Settings': the signed-in admin changes their own username and password (spec §5 "Admin
// credentials change"). The change asks for the admin's second factor as sign-in does: the code,
// or for an admin with passkeys the passkey (the browser's prompt as the form is sent); with both,
// the code field and "Use a passkey instead".
import { useRef, useState, type FormEvent } from "react";
import { isApiError } from "#web/lib/api-error";
import { SubmitButton } from "#web/components/form/submit-button";
import { updateCredentialsSchema, type UpdateCredentialsInput } from "#shared/schemas/admin";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { FormSummary } from "#web/components/form/form-summary";
import { useFormValues } from "#web/components/form/use-form-values";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import "#web/components/panel/panel.css";
import { useUpdateAdminCredentials, type CredentialsChange } from "../api/admin-credentials-api";
import { useMfaStatus } from "../api/admin-mfa-api";
import { useAdminPasskeys } from "../api/admin-passkeys-api";
import { authToasts } from "../lib/auth-toasts";
import "#web/components/auth-panel/auth-panel.css";

const FORM_ID = "credentials";
type CredentialKey = Exclude<keyof UpdateCredentialsInput, "passkey">;
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
type TypedCredentials = Required<Omit<UpdateCredentialsInput, "passkey">>;
const EMPTY: TypedCredentials = { currentPassword: "", newUsername: "", newPassword: "", confirmPassword: "", code: "" };
/** The submit button that sends the change with a passkey in place of the code. */
const PASSKEY_SUBMIT = "passkey";

export function CredentialsForm({ currentUsername }: { currentUsername: string }) {
  const { values, set, reset } = useFormValues(EMPTY);
  const twoFactorOn = useMfaStatus().data?.enabled === true;
  // The server's asking for a passkey counts too, should the list not have loaded.
  const [passkeyAsked, setPasskeyAsked] = useState(false);
  const passkeysHeld = (useAdminPasskeys().data?.passkeys.length ?? 0) > 0 || passkeyAsked;
  // Which button sent the form: read as the checked values are turned into the call.
  const withPasskey = useRef(false);
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: updateCredentialsSchema,
    fields: KNOWN_FIELDS,
    mutation: useUpdateAdminCredentials(),
    toVariables: (parsed): CredentialsChange => ({ values: parsed, withPasskey: withPasskey.current }),
    sessionGuarded: true,
    successToast: (answer) => authToasts.credentialsUpdated(answer.message),
    onSuccess: reset,
    failureToast: authToasts.credentialsFailed,
    onFailure: (error) => {
      if (isApiError(error) && error.issues?.some((issue) => issue.path === "passkey")) setPasskeyAsked(true);
    },
  });
  const askForCode = twoFactorOn || Boolean(form.problem?.fields.code);
  // An admin whose second factor is only a passkey proves it with the form's own button.
  const passkeyOnly = passkeysHeld && !askForCode;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const byPasskey = passkeyOnly || submitter?.name === PASSKEY_SUBMIT;
    withPasskey.current = byPasskey;
    // Without a code asked for, none is sent: an empty one would only be ignored.
    const sent = askForCode && !byPasskey ? values : { ...values, code: undefined };
    form.onSubmit(sent)(event);
  };
  const proof = passkeysHeld
    ? twoFactorOn
      ? " and a two-factor code or one of your passkeys"
      : " and one of your passkeys"
    : twoFactorOn
      ? " and a two-factor code"
      : "";

  return (
    <form id={FORM_ID} className="card admin-credentials" onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title" className="card__title">
        Admin Credentials
      </h2>
      <p className="text-muted">
        Signed in as <span className="text-strong">{currentUsername}</span>. The change needs your current password
        {proof}; other sessions of this account end with it.
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
        <SubmitButton
          pending={form.pending}
          label={passkeyOnly ? "Update with a passkey" : "Update Credentials"}
          pendingLabel={passkeyOnly ? "Waiting for the passkey..." : "Updating..."}
        />
        {passkeysHeld && askForCode ? (
          <button type="submit" name={PASSKEY_SUBMIT} className="term-button term-button--ghost" disabled={form.pending}>
            Use a passkey instead
          </button>
        ) : null}
      </div>
    </form>
  );
}
