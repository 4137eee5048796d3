// The search box of a list: a labelled search field with its Search button on one line, and the
// shared schema's message under it when the text cannot be searched.
import type { FormEvent } from "react";
import { FieldMessage, fieldErrorId } from "#web/components/form/text-field";
import "#web/components/form/form.css";
import "./resource-tab.css";

export function SearchForm({
  id,
  label,
  placeholder,
  value,
  problem,
  onChange,
  onSubmit,
  className,
}: {
  /** The input's id: focus goes there when the search is refused. */
  id: string;
  /** "Search claims": the form's and the field's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  problem: string | undefined;
  onChange: (text: string) => void;
  onSubmit: () => void;
  className?: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={className ? `resource-search ${className}` : "resource-search"}
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="form-field__row">
        <input
          id={id}
          type="search"
          className="form-input"
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? fieldErrorId(id) : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className="term-button">
          Search
        </button>
      </div>
      {problem ? <FieldMessage id={fieldErrorId(id)} message={problem} /> : null}
    </form>
  );
}
