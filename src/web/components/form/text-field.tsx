// One labelled input (or textarea) of a form, with its required mark and its own message: when
// the field is invalid the message sits under it, and aria-invalid and aria-describedby say so.
import type { HTMLInputTypeAttribute, ReactNode } from "react";
import "./form.css";

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  /** The message shown under the field; a field with a message is invalid. */
  error?: string;
  /** A line under the label that stays (format hints). */
  hint?: string;
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email";
  maxLength?: number;
  min?: number;
  max?: number;
  /** A button that sits on the input's line (the generate card's "Generate Codes"). */
  action?: ReactNode;
  /** Full grid width in two-column forms (long texts). */
  wide?: boolean;
  className?: string;
};

export const fieldErrorId = (id: string) => `${id}-error`;

export function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  required = false,
  error,
  hint,
  multiline = false,
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  min,
  max,
  action,
  wide = false,
  className,
}: TextFieldProps) {
  const describedBy = describedByOf(id, hint, error);
  const common = {
    id,
    name: id,
    value,
    placeholder,
    maxLength,
    className: className ? `form-input ${className}` : "form-input",
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy,
  };
  const inputOnly = { type, autoComplete, inputMode, min, max };
  return (
    <div className={wide ? "form-field form-field--wide" : "form-field"}>
      {/* The required mark is drawn by CSS so the label's text (and accessible name) stays the
          field's name; aria-required tells assistive technology instead. */}
      <FieldLabel id={id} label={label} required={required} />
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : action ? (
        <div className="form-field__row">
          <input {...common} {...inputOnly} onChange={(e) => onChange(e.target.value)} />
          {action}
        </div>
      ) : (
        <input {...common} {...inputOnly} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The ids of what describes a control: its message when invalid, then its hint (as FieldNotes shows them). */
export function describedByOf(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [error ? fieldErrorId(id) : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(" ") || undefined;
}

/** A field's label; the required mark is drawn by CSS. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label htmlFor={id} className={required ? "form-field__label form-field__label--required" : "form-field__label"}>
      {label}
    </label>
  );
}

/** What stands under a field: its hint (`<id>-hint`, which the control is described by) and its message when invalid. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={fieldErrorId(id)} message={error} /> : null}
    </>
  );
}

/** The message under one invalid field. */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="form-field__message">
      <span aria-hidden="true">! </span>
      {message}
    </p>
  );
}
