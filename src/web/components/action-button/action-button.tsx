// A button of a table row (Open, View, Edit, Retry, Delete): compact, named for screen readers by
// the record it acts on, and saying so while its request runs.
export function RowAction({
  id,
  text,
  label,
  tone,
  busy = false,
  busyText,
  disabled = false,
  expanded,
  onClick,
}: {
  /** The id focus returns to when what the button opened closes. */
  id?: string;
  /** The visible word ("Open"). */
  text: string;
  /** The accessible name ("Open claim for 12 Elm St"). */
  label: string;
  tone?: "warn" | "danger";
  /** The button's request is running: it is disabled and shows busyText. */
  busy?: boolean;
  busyText?: string;
  disabled?: boolean;
  /** For a button that opens something in place: whether it is open. */
  expanded?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      id={id}
      type="button"
      className={tone ? `term-button term-button--compact term-button--${tone}` : "term-button term-button--compact"}
      aria-label={label}
      aria-expanded={expanded}
      disabled={busy || disabled}
      onClick={onClick}
    >
      {busy && busyText ? busyText : text}
    </button>
  );
}
