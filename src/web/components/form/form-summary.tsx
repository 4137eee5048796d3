// The line under a form for what belongs to no single field: a server refusal without field
// issues, or one message that several fields share.
import "./form.css";

export function FormSummary({ id, message }: { id: string; message: string | undefined }) {
  // Always in the DOM so screen readers announce the text when it appears.
  return (
    <p id={id} className="form-summary" role="alert">
      {message ? (
        <>
          <span aria-hidden="true">! </span>
          {message}
        </>
      ) : null}
    </p>
  );
}
