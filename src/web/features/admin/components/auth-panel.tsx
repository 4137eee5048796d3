// The framed terminal panel of the admin sign-in, setup and test screens.
import type { ReactNode } from "react";

export function AuthPanel({
  channel,
  status,
  headingId,
  children,
}: {
  channel: string;
  status: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section className="terminal-panel admin-auth" aria-labelledby={headingId}>
      <div className="terminal-panel__bar" aria-hidden="true">
        <span>{channel}</span>
        <span className="admin-auth__status">{status}</span>
      </div>
      <div className="admin-auth__body">{children}</div>
    </section>
  );
}
