// The AAN wordmark in the terminal style; "large" is the landing page's logo.
import { APP_NAME } from "#shared/constants";

export function Wordmark({ size = "small" }: { size?: "small" | "large" }) {
  return (
    <span className={`wordmark wordmark--${size}`}>
      <span className="wordmark__bracket" aria-hidden="true">
        [
      </span>
      <span className="wordmark__text">{APP_NAME}</span>
      <span className="wordmark__bracket" aria-hidden="true">
        ]
      </span>
    </span>
  );
}
