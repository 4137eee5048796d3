// A form's submit button: disabled while the form is sent, saying so ("Sending...") meanwhile.
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  compact = false,
  className = compact ? "term-button term-button--compact" : "term-button",
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** The small button of a form inside a card or a row (as FormButtons' `compact`). */
  compact?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
