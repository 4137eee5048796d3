// The form that assigns an unused code to a person (spec §5 "Assign code").
import { useEffect, useState, type FormEvent } from "react";
import type { InvitationCodeView } from "../../../../shared/invitation-code-lists";
import { toast } from "../../../components/toast/toast-store";
import { serverErrorMessage } from "../../../lib/api-client";
import { useAssignCode } from "../api/invitation-codes-api";
import { adminToasts } from "../lib/admin-toasts";
import { ASSIGN_FIELDS, checkAssignForm, EMPTY_ASSIGN_FORM, trimAssignForm, type AssignFormValues } from "../lib/assign-form";
import type { FormProblem } from "../lib/form-check";
import { FormError, focusFirstInvalid } from "./form-error";
import { TextField } from "./text-field";

export function AssignCodeForm({ code, onDone }: { code: InvitationCodeView; onDone: () => void }) {
  const formId = `assign-${code.id}`;
  const [values, setValues] = useState<AssignFormValues>(EMPTY_ASSIGN_FORM);
  const [problem, setProblem] = useState<FormProblem>();
  const assign = useAssignCode();

  useEffect(() => {
    document.getElementById(`${formId}-assigneeUsername`)?.focus();
  }, [formId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const assignee = trimAssignForm(values);
    const found = checkAssignForm(assignee);
    setProblem(found);
    if (found) {
      focusFirstInvalid(formId, found.fields);
      return;
    }
    assign.mutate(
      { id: code.id, assignee },
      {
        onSuccess: (answer) => {
          toast(adminToasts.codeAssigned(answer.message, code.code));
          onDone();
        },
        onError: (error) => {
          toast(adminToasts.assignFailed(error));
          const message = serverErrorMessage(error);
          if (message) setProblem({ message, fields: [] });
        },
      },
    );
  };

  return (
    <form id={formId} className="admin-assign" onSubmit={onSubmit} noValidate aria-label={`Assign code ${code.code}`}>
      <p className="admin-assign__title">
        <span className="log-prompt">$</span> assign <span className="admin-code-text">{code.code}</span>
      </p>
      <div className="admin-form-grid">
        {ASSIGN_FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`${formId}-${field.key}`}
            label={field.label}
            type={field.type}
            required
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            value={values[field.key]}
            invalid={problem?.fields.includes(field.key)}
            describedBy={`${formId}-error`}
            onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
          />
        ))}
      </div>
      <FormError id={`${formId}-error`} message={problem?.message} />
      <div className="admin-actions">
        <button type="submit" className="term-button" disabled={assign.isPending}>
          {assign.isPending ? "Assigning..." : "Assign Code"}
        </button>
        <button type="button" className="term-button term-button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
