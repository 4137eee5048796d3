// A labelled select of this feature's forms: options with their own names, some offered but not
// choosable (a package off sale), and the field's own message when it is refused.
import { FieldMessage, fieldErrorId } from "#web/components/form/text-field";
import "#web/components/form/form.css";

export type Choice = { value: string; label: string; disabled?: boolean };

export function ChoiceField({
  id,
  label,
  value,
  choices,
  placeholder,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  placeholder?: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label form-field__label--required">
        {label}
      </label>
      <select
        id={id}
        name={id}
        className="form-input form-select form-select--full"
        value={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? <FieldMessage id={fieldErrorId(id)} message={error} /> : null}
    </div>
  );
}
