// The frame of a form that acts on one code inside its row (assign, extend): "$ <verb> CODE",
// the fields, then the submit and Cancel buttons. Escape or Cancel closes it; the caller's
// first field takes focus when it opens.
import { useEffect, type ReactNode } from "react";
import { FormButtons } from "#web/components/form/form-buttons";
import { fieldId } from "#web/components/form/form-fields";
import { useFormDismissal } from "#web/components/form/use-form-dismissal";
import type { CodeAction } from "./use-code-action";

export function CodeActionForm({
  action,
  firstField,
  values,
  submitLabel,
  pendingLabel,
  children,
}: {
  /** The form's code, verb and submit sequence (useCodeAction); submit sends `values`. */
  action: Pick<CodeAction, "formId" | "verb" | "code" | "onClose" | "pending" | "onSubmit">;
  /** The key of the field focused when the form opens. */
  firstField: string;
  values: unknown;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const { formId, verb, code, onClose, ...form } = action;
  const dismissal = useFormDismissal({ close: onClose });
  const focusId = fieldId(formId, firstField);

  useEffect(() => {
    document.getElementById(focusId)?.focus();
  }, [focusId]);

  return (
    <form
      id={formId}
      className="code-assign"
      onSubmit={form.onSubmit(values)}
      onKeyDown={dismissal.onKeyDown}
      noValidate
      aria-label={`${verb[0]!.toUpperCase()}${verb.slice(1)} code ${code.code}`}
    >
      <p className="code-assign__title">
        <span className="log-prompt">$</span> {verb} <span className="code-text">{code.code}</span>
      </p>
      {children}
      <FormButtons pending={form.pending} submitText={submitLabel} pendingText={pendingLabel} onCancel={onClose} />
    </form>
  );
}
