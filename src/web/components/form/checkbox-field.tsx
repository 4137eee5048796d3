// One labelled checkbox (a consent or a confirmation), with its own message when it is refused.
import type { ReactNode } from "react";
import { FieldMessage, fieldErrorId } from "./text-field";
import "./form.css";

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  required = false,
  disabled = false,
  note,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** A line under the box, outside its label (a link there must not tick the box). */
  note?: ReactNode;
}) {
  return (
    <div className="form-field form-field--wide">
      <label htmlFor={id} className="form-check">
        <input
          id={id}
          name={id}
          type="checkbox"
          className="form-check__box"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={required ? "form-check__label form-field__label--required" : "form-check__label"}>{label}</span>
      </label>
      {note ? <p className="form-field__hint form-check__note">{note}</p> : null}
      {error ? <FieldMessage id={fieldErrorId(id)} message={error} /> : null}
    </div>
  );
}
