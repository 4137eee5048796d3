// The foot of an auth panel's form: the form's summary line (what belongs to no one field) and the
// full-width submit that says so while the form is sent.
import type { FormProblem } from "#web/components/form/form-check";
import { FormSummary } from "#web/components/form/form-summary";
import { SubmitButton } from "#web/components/form/submit-button";

export function AuthSubmit({
  formId,
  problem,
  pending,
  label,
  pendingLabel,
}: {
  formId: string;
  problem: FormProblem | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormSummary id={`${formId}-error`} message={problem?.summary} />
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} className="term-button admin-auth__submit" />
    </>
  );
}
