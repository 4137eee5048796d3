// The buttons under a form that opens in place: submit (disabled and saying so while it is sent)
// and Cancel.
export function FormButtons({
  pending,
  submitText,
  pendingText = "Saving...",
  onCancel,
  compact = false,
}: {
  pending: boolean;
  submitText: string;
  pendingText?: string;
  onCancel: () => void;
  /** The small buttons of a form inside a card or a row. */
  compact?: boolean;
}) {
  const size = compact ? " term-button--compact" : "";
  return (
    <div className="form-actions">
      <button type="submit" className={`term-button${size}`} disabled={pending}>
        {pending ? pendingText : submitText}
      </button>
      <button type="button" className={`term-button${size} term-button--ghost`} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
