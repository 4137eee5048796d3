// The search box of a long list the server searches as one types (useServerPaging): the text is
// sent after a pause in typing, or at once on Enter. SearchForm is its sibling for the lists that
// search only when asked (a Search button and the shared schema's message).
import "#web/components/form/form.css";
import { SEARCH_TEXT_MAX } from "#shared/schemas/paging";
import "./resource-tab.css";

export function TypeAheadSearch({
  id,
  label,
  fieldLabel,
  placeholder,
  inputClassName,
  spellCheck,
  paging,
}: {
  /** The input's id. */
  id: string;
  /** "Search unused codes": the form's accessible name. */
  label: string;
  /** "Search codes": the field's own label, read by screen readers. */
  fieldLabel: string;
  placeholder: string;
  /** The input's own width class. */
  inputClassName: string;
  spellCheck?: boolean;
  paging: { text: string; setText: (text: string) => void; submit: () => unknown };
}) {
  return (
    <form
      className="type-ahead-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        paging.submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {fieldLabel}
      </label>
      <input
        id={id}
        type="search"
        className={`form-input ${inputClassName}`}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={spellCheck}
        maxLength={SEARCH_TEXT_MAX}
        value={paging.text}
        onChange={(e) => paging.setText(e.target.value)}
      />
    </form>
  );
}
