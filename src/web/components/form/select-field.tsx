// The one select of the app: a labelled choice from a short list, with its own message when it is
// invalid. As a form field (default) it fills its grid cell; as a filter it is compact, its label
// beside it (`inline`, in a row of controls) or above it (`stacked`, in a filter bar).
import { describedByOf, FieldLabel, FieldNotes } from "./text-field";
import "./form.css";

/** A choice with its own name; `disabled`: listed but not choosable now (its label says why). */
export type Choice = { value: string; label: string; disabled?: boolean };

const asChoice = <V extends string>(option: V | Choice, label?: (option: V) => string, disabled?: (option: V) => boolean): Choice =>
  typeof option === "string" ? { value: option, label: label ? label(option) : option, disabled: disabled?.(option) || undefined } : option;

export function SelectField<V extends string = string>({
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
  layout = "field",
  className,
}: {
  id: string;
  label: string;
  value: string;
  /** Stored values (named through optionLabel) or choices with their own names. */
  options: readonly (V | Choice)[];
  /** The first, empty choice ("Select…"); none when left out. */
  placeholder?: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The readable name of a stored value ("not_required" → "Not required"); default the value. */
  optionLabel?: (option: V) => string;
  /** A choice that is listed but cannot be taken now (its label says why). */
  optionDisabled?: (option: V) => boolean;
  layout?: "field" | "inline" | "stacked";
  /** The wrapper's class (field and stacked layouts). */
  className?: string;
}) {
  const describedBy = describedByOf(id, hint, error);
  const select = (
    <select
      id={id}
      name={id}
      className={layout === "field" ? "form-input form-select form-select--full" : "form-input form-select"}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const choice = asChoice(option, optionLabel, optionDisabled);
        return (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        );
      })}
    </select>
  );
  const labelElement = <FieldLabel id={id} label={label} required={required} />;
  if (layout === "inline") {
    return (
      <>
        {labelElement}
        {select}
      </>
    );
  }
  return (
    <div className={[layout === "field" ? "form-field" : "form-filter", className].filter(Boolean).join(" ")}>
      {labelElement}
      {select}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
