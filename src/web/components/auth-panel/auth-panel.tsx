// The framed terminal panel of the sign-in, setup and test screens (admins and members alike).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import "#web/components/panel/panel.css";
import "./auth-panel.css";

export function AuthPanel({
  channel,
  status,
  headingId,
  className,
  children,
}: {
  channel: string;
  status: string;
  headingId: string;
  /** Another width or tone for a screen that needs it (the member registration is wider). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `terminal-panel admin-auth ${className}` : "terminal-panel admin-auth"} aria-labelledby={headingId}>
      <div className="terminal-panel__bar" aria-hidden="true">
        <span>{channel}</span>
        <span className="admin-auth__status">{status}</span>
      </div>
      <div className="admin-auth__body">{children}</div>
    </section>
  );
}

/** The way on from a finished panel: one main link, and back to the landing page. */
export function AuthPanelLinks({ to, label }: { to: string; label: string }) {
  return (
    <div className="admin-auth__actions">
      <Link to={to} className="term-button">
        {label}
      </Link>
      <Link to={PAGE_PATHS.home} className="term-button term-button--ghost">
        Return to Home
      </Link>
    </div>
  );
}
