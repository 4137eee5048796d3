// One labelled input (or textarea) of the admin forms, with the required mark and invalid state.
import type { HTMLInputTypeAttribute } from "react";

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  invalid?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  /** Full grid width in two-column forms (long texts). */
  wide?: boolean;
  describedBy?: string;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  required = false,
  invalid = false,
  multiline = false,
  autoComplete,
  placeholder,
  inputMode,
  wide = false,
  describedBy,
}: TextFieldProps) {
  const common = {
    id,
    name: id,
    value,
    placeholder,
    className: "admin-input",
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={wide ? "admin-field admin-field--wide" : "admin-field"}>
      {/* The required mark is drawn by CSS so the label's text (and accessible name) stays the
          field's name; aria-required tells assistive technology instead. */}
      <label htmlFor={id} className={required ? "admin-field__label admin-field__label--required" : "admin-field__label"}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
