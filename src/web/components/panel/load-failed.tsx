// The place of a list that could not be read: what failed, and a way to try again.
import "./panel.css";

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="empty-state">
      <p>{message}</p>
      <button type="button" className="term-button term-button--compact" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
