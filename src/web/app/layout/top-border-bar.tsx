// Fixed bar on every page but the landing routes (public-screens.md §2.2): GO BACK, RETURN TO HOME,
// and between them what the shell puts there (a member's countdown badges).
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { TerminalTooltip } from "#web/components/tooltip/terminal-tooltip";
import "./top-border-bar.css";

/** React Router numbers history entries; idx 0 means this tab opened the app on this page. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "idx" in state && typeof state.idx === "number" && state.idx > 0;
}

export function TopBorderBar({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  // Going back from the first page would leave the site (or do nothing): go home instead.
  const goBack = () => (hasInAppHistory() ? navigate(-1) : navigate(PAGE_PATHS.home));

  return (
    <nav className="top-bar" aria-label="Page">
      <TerminalTooltip content="Back to the previous screen">
        <button type="button" className="term-button term-button--compact top-bar__back" onClick={goBack}>
          <span aria-hidden="true">◄ </span>GO BACK
        </button>
      </TerminalTooltip>
      <span className="top-bar__status" aria-hidden="true">
        <span className="status-dot" /> SECURE LINK
      </span>
      {children}
      <TerminalTooltip content="Back to the landing page">
        <button type="button" className="term-button term-button--compact top-bar__home" onClick={() => navigate(PAGE_PATHS.home)}>
          RETURN TO HOME<span aria-hidden="true"> ⌂</span>
        </button>
      </TerminalTooltip>
    </nav>
  );
}
