// The head's "+ Add …" button of a list whose add form opens above it; it says whether that form
// is open, and focus comes back to it when the form closes.
export function AddButton({ id, text, open, onClick }: { id: string; text: string; open: boolean; onClick: () => void }) {
  return (
    <button id={id} type="button" className="term-button" aria-expanded={open} onClick={onClick}>
      + {text}
    </button>
  );
}
