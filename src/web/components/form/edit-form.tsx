// The frame of an add/edit form that opens in place: a card with its title, the fields in a grid,
// the line for what belongs to no single field, then submit and Cancel. Its first field takes
// focus when it opens (and again when it turns to another record); Escape or Cancel closes it, and
// focus goes back to the control that opened it (use-form-dismissal).
import { useEffect, type FormEvent, type ReactNode } from "react";
import { FormButtons } from "./form-buttons";
import { FormSummary } from "./form-summary";
import { useFormDismissal } from "./use-form-dismissal";
import "./edit-form.css";
import "./form.css";
import "#web/components/panel/panel.css";

export function EditForm({
  formId,
  title,
  className,
  intro,
  firstFieldId,
  openKey = "",
  summary,
  pending,
  submitText,
  onSubmit,
  onClose,
  fallbackFocus,
  children,
}: {
  formId: string;
  title: string;
  /** The form's own class, beside card and edit-form. */
  className: string;
  /** Lines between the title and the fields (an `edit-form__hint`). */
  intro?: ReactNode;
  /** The field that takes focus when the form opens. */
  firstFieldId: string;
  /** The record the form edits ("" for a new one): the first field takes focus again when it changes. */
  openKey?: string;
  /** A refusal that names no single field. */
  summary: string | undefined;
  pending: boolean;
  /** "Save appraiser" / "Update appraiser"; "Saving..." while it is sent. */
  submitText: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** Where focus goes on closing when the opener is gone. */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const dismissal = useFormDismissal({ close: onClose, fallback: fallbackFocus });

  useEffect(() => {
    document.getElementById(firstFieldId)?.focus({ preventScroll: true });
    document.getElementById(formId)?.scrollIntoView({ block: "nearest" });
  }, [firstFieldId, formId, openKey]);

  return (
    <form
      id={formId}
      className={`card edit-form ${className}`}
      onSubmit={onSubmit}
      onKeyDown={dismissal.onKeyDown}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="card__title">
        {title}
      </h3>
      {intro}
      <div className="form-grid">{children}</div>
      <FormSummary id={`${formId}-error`} message={summary} />
      <FormButtons pending={pending} submitText={submitText} onCancel={onClose} />
    </form>
  );
}
