// A form's submit button: disabled while the form is sent, saying so ("Sending...") meanwhile.
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = "term-button",
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
