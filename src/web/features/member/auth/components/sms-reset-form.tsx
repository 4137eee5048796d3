// The second step of an SMS reset: the 6-digit code from the text message and the new password.
import type { ResetCompleted } from "./reset-done";
import { AuthSubmit } from "#web/components/auth-panel/auth-submit";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { useCompletePasswordReset } from "../api/password-reset-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import { NEW_PASSWORD_FIELDS } from "../lib/new-password-fields";
import { SMS_CODE_LENGTH, smsResetBody, smsResetSchema } from "../lib/sms-reset";

const FORM_ID = "sms-reset";
const EMPTY = { code: "", newPassword: "", confirmPassword: "" };
const CODE_FIELD: ReadonlyArray<FieldSpec<"code">> = [
  {
    key: "code",
    label: "6-digit code",
    inputMode: "numeric",
    autoComplete: "one-time-code",
    placeholder: "000000",
    required: true,
    maxLength: SMS_CODE_LENGTH + 1,
  },
];

export function SmsResetForm({ resetId, onDone }: { resetId: string; onDone: (answer: ResetCompleted) => void }) {
  const { values, set } = useFormValues(EMPTY);
  const complete = useCompletePasswordReset();
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: smsResetSchema,
    fields: ["code", "newPassword", "confirmPassword"],
    mutation: complete,
    toVariables: (parsed) => smsResetBody(resetId, parsed),
    successToast: (answer) => memberAuthToasts.passwordReset(answer.message),
    failureToast: memberAuthToasts.resetFailed,
    onSuccess: (answer) => onDone(answer),
  });

  return (
    <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit(values)} noValidate>
      <FormFields formId={FORM_ID} fields={CODE_FIELD} values={values} problem={form.problem} onChange={set} />
      <FormFields formId={FORM_ID} fields={NEW_PASSWORD_FIELDS} values={values} problem={form.problem} onChange={set} />
      <AuthSubmit formId={FORM_ID} problem={form.problem} pending={form.pending} label="Reset Password" pendingLabel="Resetting..." />
    </form>
  );
}
