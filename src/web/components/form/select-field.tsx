// One labelled choice from a short list, with its own message when it is invalid.
import { FieldMessage, fieldErrorId } from "./text-field";
import "./form.css";

export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  onChange,
  error,
  hint,
  required = false,
  optionLabel,
  optionDisabled,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  /** The first, empty choice ("Select…"). */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The readable name of a stored value ("not_required" → "Not required"); default the value. */
  optionLabel?: (option: string) => string;
  /** A choice that is listed but cannot be taken now (its label says why). */
  optionDisabled?: (option: string) => boolean;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [error ? fieldErrorId(id) : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className={required ? "form-field__label form-field__label--required" : "form-field__label"}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        className="form-input form-select form-select--full"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option} disabled={optionDisabled?.(option) || undefined}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={fieldErrorId(id)} message={error} /> : null}
    </div>
  );
}
