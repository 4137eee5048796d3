// The frame of a form that acts on one code inside its row (assign, extend): "$ <verb> CODE",
// the fields, then the submit and Cancel buttons. Escape or Cancel closes it; the caller's
// first field takes focus when it opens.
import { useEffect, type FormEvent, type ReactNode } from "react";
import type { InvitationCodeView } from "#shared/answers/invitation-codes";
import { FormButtons } from "#web/components/form/form-buttons";
import { useFormDismissal } from "#web/components/form/use-form-dismissal";

export function CodeActionForm({
  formId,
  verb,
  code,
  focusId,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  verb: string;
  code: InvitationCodeView;
  /** The field focused when the form opens. */
  focusId: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const dismissal = useFormDismissal({ close: onClose });

  useEffect(() => {
    document.getElementById(focusId)?.focus();
  }, [focusId]);

  return (
    <form
      id={formId}
      className="code-assign"
      onSubmit={onSubmit}
      onKeyDown={dismissal.onKeyDown}
      noValidate
      aria-label={`${verb[0]!.toUpperCase()}${verb.slice(1)} code ${code.code}`}
    >
      <p className="code-assign__title">
        <span className="log-prompt">$</span> {verb} <span className="code-text">{code.code}</span>
      </p>
      {children}
      <FormButtons pending={pending} submitText={submitLabel} pendingText={pendingLabel} onCancel={onClose} />
    </form>
  );
}
