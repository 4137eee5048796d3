// The first step of a password reset: who (e-mail address or phone number) and how (email | sms).
// The answer is the same whether or not an account matched (decision 0025); the page shows it in
// place of the form, so no toast repeats it.
import { AuthSubmit } from "#web/components/auth-panel/auth-submit";
import { useState } from "react";
import { resetRequestSchema } from "#shared/schemas/members";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { useRequestPasswordReset, type ResetRequestAnswer } from "../api/password-reset-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import "../member-auth.css";
import "./reset-request-form.css";

export type ResetType = "email" | "sms";
const FORM_ID = "reset-request";
const EMPTY = { identifier: "" };

const IDENTIFIER: Record<ResetType, FieldSpec<"identifier">> = {
  email: {
    key: "identifier",
    label: "Email",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    placeholder: "you@example.com",
    required: true,
  },
  sms: {
    key: "identifier",
    label: "Phone number",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
    placeholder: "(713) 555-0142",
    required: true,
  },
};

const CHOICES: ReadonlyArray<{ value: ResetType; label: string }> = [
  { value: "email", label: "Email link" },
  { value: "sms", label: "SMS code" },
];

export function ResetRequestForm({ onRequested }: { onRequested: (answer: ResetRequestAnswer, resetType: ResetType) => void }) {
  const { values, set } = useFormValues(EMPTY);
  const [resetType, setResetType] = useState<ResetType>("email");
  const request = useRequestPasswordReset();
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: resetRequestSchema,
    fields: ["identifier", "resetType"],
    mutation: request,
    failureToast: memberAuthToasts.resetRequestFailed,
    onSuccess: (answer, sent) => onRequested(answer, sent.resetType),
  });

  return (
    <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit({ ...values, resetType })} noValidate>
      <fieldset className="member-auth__group">
        <legend className="member-auth__legend">Send the reset by</legend>
        <div className="member-auth__choices" role="radiogroup" aria-label="Reset type">
          {CHOICES.map((choice) => (
            <label key={choice.value} className="member-auth__choice">
              <input
                type="radio"
                name="resetType"
                value={choice.value}
                checked={resetType === choice.value}
                onChange={() => setResetType(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormFields formId={FORM_ID} fields={[IDENTIFIER[resetType]]} values={values} problem={form.problem} onChange={set} />
      <AuthSubmit
        formId={FORM_ID}
        problem={form.problem}
        pending={form.pending}
        label={resetType === "sms" ? "Send Code" : "Send Reset Link"}
        pendingLabel="Sending..."
      />
    </form>
  );
}
