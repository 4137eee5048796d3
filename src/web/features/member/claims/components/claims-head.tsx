// The head of the claims screens: a kicker with the status dot, the page's h1, and on the right
// what the page links to (back to the claims, a new claim).
import type { ReactNode } from "react";
import "#web/components/panel/panel.css";
import "../claims.css";

export function ClaimsHead({
  kicker,
  title,
  large = false,
  children,
}: {
  kicker: string;
  title: string;
  large?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="spread-row claims__head">
      <div>
        <p className="screen-kicker">
          <span className="status-dot" aria-hidden="true" /> {kicker}
        </p>
        <h1 className={large ? "screen-title screen-title--large" : "screen-title"}>{title}</h1>
      </div>
      {children}
    </header>
  );
}
