// The form that assigns an unused code to a person (spec §5 "Assign code"). The phone formats as
// it is typed; Escape or Cancel closes it and focus returns to the row's Assign button.
import { assignCodeSchema } from "#shared/schemas/invitation-codes";
import type { Schema } from "#web/lib/api-types";
import { FormFields } from "#web/components/form/form-fields";
import { FormSummary } from "#web/components/form/form-summary";
import { useFormValues } from "#web/components/form/use-form-values";
import { useAssignCode } from "../api/invitation-codes-api";
import { ASSIGN_FIELDS, EMPTY_ASSIGN_FORM } from "../lib/assign-form";
import { codeToasts } from "../lib/code-toasts";
import { formatPhoneInput } from "../lib/phone-format";
import { CodeActionForm } from "./code-action-form";
import { useCodeAction } from "./use-code-action";

export function AssignCodeForm({ code, onClose }: { code: Schema<"InvitationCode">; onClose: () => void }) {
  const { values, set } = useFormValues(EMPTY_ASSIGN_FORM);
  const form = useCodeAction("assign", code, onClose, {
    schema: assignCodeSchema,
    fields: ASSIGN_FIELDS.map((f) => f.key),
    mutation: useAssignCode(),
    toVariables: (assignee) => ({ id: code.id, assignee }),
    done: codeToasts.codeAssigned,
    failed: codeToasts.assignFailed,
  });

  return (
    <CodeActionForm action={form} firstField="assigneeUsername" submitLabel="Assign Code" pendingLabel="Assigning..." values={values}>
      <div className="form-grid">
        <FormFields
          formId={form.formId}
          fields={ASSIGN_FIELDS}
          values={values}
          problem={form.problem}
          onChange={(key, value) => set(key, key === "assigneePhone" ? formatPhoneInput(value) : value)}
        />
      </div>
      <FormSummary id={`${form.formId}-error`} message={form.problem?.summary} />
    </CodeActionForm>
  );
}
