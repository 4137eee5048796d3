// The registration form: code, who you are, your account, and the two confirmations. Each field
// carries its own message from the shared registerSchema, and a 409 from the server (username or
// e-mail taken) or the code's refusal lands under its field, and what was typed stays.
import { useState } from "react";
import { registerSchema } from "#shared/schemas/members";
import { PAGE_PATHS } from "#shared/page-paths";
import { CheckboxField } from "#web/components/form/checkbox-field";
import { FormFields, fieldId } from "#web/components/form/form-fields";
import { FormSummary } from "#web/components/form/form-summary";
import { SelectField } from "#web/components/form/select-field";
import { fieldsToClear } from "#web/components/form/refused-fields";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { SubmitButton } from "#web/components/form/submit-button";
import { useMemberRegister, type RegisterAnswer, type RegisterBody } from "#web/lib/sessions/member-session-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import {
  ACCOUNT_FIELDS,
  CODE_FIELDS,
  initialRegisterText,
  LICENSE_FIELD,
  needsLicense,
  PERSON_FIELDS,
  POSITIONS,
  REGISTER_FIELD_KEYS,
  registerInput,
  type RegisterChecks,
} from "../lib/register-form";
import "../member-auth.css";

export const REGISTER_FORM_ID = "member-register";
const FORM_ID = REGISTER_FORM_ID;
/** The form as useFormSubmit knows it: field ids, the shared schema and the keys it shows. */
const FORM = { formId: FORM_ID, schema: registerSchema, fields: REGISTER_FIELD_KEYS };
const PASSWORD_KEYS = ["password", "confirmPassword"] as const;

export function RegisterForm({ code, onRegistered }: { code: string | null; onRegistered: (answer: RegisterAnswer) => void }) {
  const [initial] = useState(() => initialRegisterText(code));
  const { values, set } = useFormValues(initial);
  const [position, setPosition] = useState("");
  const [checks, setChecks] = useState<RegisterChecks>({ ageConfirmed: false, termsAccepted: false });
  const register = useMemberRegister();
  const form = useFormSubmit({
    ...FORM,
    mutation: register,
    toVariables: (parsed) => parsed as RegisterBody,
    successToast: (answer) => memberAuthToasts.registered(answer.message, answer.user.firstName),
    failureToast: memberAuthToasts.registerFailed,
    onSuccess: (answer) => onRegistered(answer),
    // Everything typed stays; the passwords are emptied only when the refusal is about them.
    onFailure: (error) => {
      for (const key of fieldsToClear(error, REGISTER_FIELD_KEYS, PASSWORD_KEYS)) set(key, "");
    },
  });
  const problem = form.problem;
  const licenseField = needsLicense(position)
    ? { ...LICENSE_FIELD, required: true }
    : { ...LICENSE_FIELD, hint: "Required for adjusters and contractors" };

  return (
    <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit(registerInput(values, position, checks))} noValidate>
      <fieldset className="member-auth__group">
        <legend className="member-auth__legend">Invitation</legend>
        <FormFields
          formId={FORM_ID}
          fields={CODE_FIELDS}
          values={values}
          problem={problem}
          onChange={(key, value) => set(key, value.toUpperCase())}
        />
      </fieldset>

      <fieldset className="member-auth__group">
        <legend className="member-auth__legend">Identity</legend>
        <div className="form-grid">
          <FormFields formId={FORM_ID} fields={PERSON_FIELDS} values={values} problem={problem} onChange={set} />
          <SelectField
            id={fieldId(FORM_ID, "position")}
            label="Position"
            required
            value={position}
            options={POSITIONS}
            placeholder="Select position…"
            error={problem?.fields.position}
            onChange={setPosition}
          />
          <FormFields formId={FORM_ID} fields={[licenseField]} values={values} problem={problem} onChange={set} />
        </div>
      </fieldset>

      <fieldset className="member-auth__group">
        <legend className="member-auth__legend">Credentials</legend>
        <div className="form-grid">
          <FormFields formId={FORM_ID} fields={ACCOUNT_FIELDS} values={values} problem={problem} onChange={set} />
        </div>
      </fieldset>

      <fieldset className="member-auth__group">
        <legend className="member-auth__legend">Confirmations</legend>
        <CheckboxField
          id={fieldId(FORM_ID, "ageConfirmed")}
          label="I am 18 or older"
          required
          checked={checks.ageConfirmed}
          error={problem?.fields.ageConfirmed}
          onChange={(checked) => setChecks((c) => ({ ...c, ageConfirmed: checked }))}
        />
        <CheckboxField
          id={fieldId(FORM_ID, "termsAccepted")}
          label="I accept the terms of service"
          required
          note={
            // A new tab: leaving the form would lose what was typed.
            <a href={PAGE_PATHS.termsOfService} target="_blank" rel="noopener">
              Read the terms of service
            </a>
          }
          checked={checks.termsAccepted}
          error={problem?.fields.termsAccepted}
          onChange={(checked) => setChecks((c) => ({ ...c, termsAccepted: checked }))}
        />
      </fieldset>

      <FormSummary id={`${FORM_ID}-error`} message={problem?.summary} />
      <SubmitButton
        pending={form.pending}
        label="Create Account"
        pendingLabel="Registering..."
        className="term-button admin-auth__submit"
      />
    </form>
  );
}
