// The styled file chooser of the claim screens, the same for a claim's documents and a message's
// files: a dashed zone with a "Choose files" button (the real input kept in the page for the
// keyboard and assistive technology, drawn by its label), what may be chosen, and files dropped
// on the zone taken as if chosen. Only a screen with a fine pointer is told it may drop files: a
// phone cannot drag one.
import { useId, useRef, useState, type DragEvent } from "react";
import "./file-picker.css";

export function FilePicker({
  label,
  hint,
  accept,
  onFiles,
  testId,
}: {
  /** The button's words ("Choose files", "Attach files"). */
  label: string;
  /** What may be chosen ("PDF, JPEG, PNG or ESX · at most 10 MB each"). */
  hint: string;
  accept: string;
  onFiles: (files: File[]) => void;
  testId?: string;
}) {
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
    // Emptied, so choosing the same file again is a new choice.
    if (inputRef.current) inputRef.current.value = "";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  return (
    <div
      className={dragging ? "file-picker file-picker--over" : "file-picker"}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="file-picker__input"
        aria-describedby={hintId}
        data-testid={testId}
        onChange={(event) => take(event.target.files)}
      />
      <label htmlFor={inputId} className="term-button term-button--compact file-picker__choose">
        {label}
      </label>
      <p id={hintId} className="file-picker__hint text-muted">
        <span className="file-picker__drop">or drop them here · </span>
        {hint}
      </p>
    </div>
  );
}
