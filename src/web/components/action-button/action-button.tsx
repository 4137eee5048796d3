// A compact action button (a table row's Open, Retry or Delete, a card's Cancel or Sign out): named
// for screen readers by the record it acts on when its word alone would not say, and saying so
// while its request runs.
export function ActionButton({
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
  /** The accessible name ("Open claim for 12 Elm St"); none when the visible word says it all. */
  label?: string;
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
