// The line under a form that says what the client-side check (or the server) refused.
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  // Always in the DOM so screen readers announce the text when it appears.
  return (
    <p id={id} className="admin-form-error" role="alert">
      {message ? (
        <>
          <span aria-hidden="true">! </span>
          {message}
        </>
      ) : null}
    </p>
  );
}

/** Moves focus to the first field a check refused, so the fix starts where the problem is. */
export function focusFirstInvalid(formId: string, fields: readonly string[]): void {
  const first = fields[0];
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}
