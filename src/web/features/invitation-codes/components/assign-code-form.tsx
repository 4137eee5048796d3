// The form that assigns an unused code to a person (spec §5 "Assign code"). The phone formats as
// it is typed; Escape or Cancel closes it and focus returns to the row's Assign button.
import { useEffect } from "react";
import { assignCodeSchema } from "#shared/schemas/invitation-codes";
import type { InvitationCodeView } from "#shared/invitation-code-lists";
import { FormFields, fieldId } from "../../../components/form/form-fields";
import { FormSummary } from "../../../components/form/form-summary";
import { useFormDismissal } from "../../../components/form/use-form-dismissal";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { useFormValues } from "../../../components/form/use-form-values";
import { useAssignCode } from "../api/invitation-codes-api";
import { ASSIGN_FIELDS, EMPTY_ASSIGN_FORM } from "../lib/assign-form";
import { codeToasts } from "../lib/code-toasts";
import { formatPhoneInput } from "../lib/phone-format";

export function AssignCodeForm({ code, onClose }: { code: InvitationCodeView; onClose: () => void }) {
  const formId = `assign-${code.id}`;
  const { values, set } = useFormValues(EMPTY_ASSIGN_FORM);
  const dismissal = useFormDismissal({ close: onClose });
  const form = useFormSubmit({
    formId,
    schema: assignCodeSchema,
    fields: ASSIGN_FIELDS.map((f) => f.key),
    mutation: useAssignCode(),
    toVariables: (assignee) => ({ id: code.id, assignee }),
    sessionGuarded: true,
    successToast: (answer) => codeToasts.codeAssigned(answer.message, code.code),
    onSuccess: onClose,
    failureToast: codeToasts.assignFailed,
  });

  useEffect(() => {
    document.getElementById(fieldId(formId, "assigneeUsername"))?.focus();
  }, [formId]);

  return (
    <form
      id={formId}
      className="code-assign"
      onSubmit={form.onSubmit(values)}
      onKeyDown={dismissal.onKeyDown}
      noValidate
      aria-label={`Assign code ${code.code}`}
    >
      <p className="code-assign__title">
        <span className="log-prompt">$</span> assign <span className="code-text">{code.code}</span>
      </p>
      <div className="form-grid">
        <FormFields
          formId={formId}
          fields={ASSIGN_FIELDS}
          values={values}
          problem={form.problem}
          onChange={(key, value) => set(key, key === "assigneePhone" ? formatPhoneInput(value) : value)}
        />
      </div>
      <FormSummary id={`${formId}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <button type="submit" className="term-button" disabled={form.pending}>
          {form.pending ? "Assigning..." : "Assign Code"}
        </button>
        <button type="button" className="term-button term-button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
