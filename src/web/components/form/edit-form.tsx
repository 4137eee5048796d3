// The frame of an add/edit form that opens in place: a card with its title, the fields in a grid,
// the line for what belongs to no single field, then submit and Cancel. Its first field takes
// focus when it opens (and again when it turns to another record); Escape or Cancel closes it, and
// focus goes back to the control that opened it (use-form-dismissal).
import { useEffect, type FormEvent, type ReactNode } from "react";
import type { FormProblem } from "./form-check";
import { fieldId } from "./form-fields";
import { FormButtons } from "./form-buttons";
import { FormSummary } from "./form-summary";
import { useFormDismissal } from "./use-form-dismissal";
import "./edit-form.css";
import "./form.css";
import "#web/components/panel/panel.css";

/** What the frame needs of the form's submit sequence (useFormSubmit's result fits). */
export type EditFormSubmission = {
  problem: FormProblem | undefined;
  pending: boolean;
  onSubmit: (values: unknown) => (event: FormEvent) => void;
};

/** What the opener gives a form that opens in place: how to close it, where focus goes if the opener is gone. */
export type OpenedFormProps = { onClose: () => void; fallbackFocus: () => HTMLElement | null };

export function EditForm({
  formId,
  title,
  className,
  intro,
  firstField,
  openKey = "",
  form,
  values,
  submitText,
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
  /** The key of the field that takes focus when the form opens. */
  firstField: string;
  /** The record the form edits ("" for a new one): the first field takes focus again when it changes. */
  openKey?: string;
  /** Its refusal that names no single field goes to the summary line; submit sends `values`. */
  form: EditFormSubmission;
  values: unknown;
  /** "Save appraiser" / "Update appraiser"; "Saving..." while it is sent. */
  submitText: string;
  onClose: () => void;
  /** Where focus goes on closing when the opener is gone. */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const dismissal = useFormDismissal({ close: onClose, fallback: fallbackFocus });
  const firstFieldId = fieldId(formId, firstField);

  useEffect(() => {
    document.getElementById(firstFieldId)?.focus({ preventScroll: true });
    document.getElementById(formId)?.scrollIntoView({ block: "nearest" });
  }, [firstFieldId, formId, openKey]);

  return (
    <form
      id={formId}
      className={`card edit-form ${className}`}
      onSubmit={form.onSubmit(values)}
      onKeyDown={dismissal.onKeyDown}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="card__title">
        {title}
      </h3>
      {intro}
      <div className="form-grid">{children}</div>
      <FormSummary id={`${formId}-error`} message={form.problem?.summary} />
      <FormButtons pending={form.pending} submitText={submitText} onCancel={onClose} />
    </form>
  );
}
