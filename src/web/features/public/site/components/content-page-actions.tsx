// The row of buttons that ends a content page: the way back on the left ("◄ GO BACK"), the ways
// on at the right ("OUR PROCESS ▸"), or one centred button.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import "./content-page-actions.css";

export function ContentPageActions({ back, next, center = false }: { back: ReactNode; next?: ReactNode; center?: boolean }) {
  return (
    <div className={center ? "content-page__actions content-page__actions--center" : "content-page__actions"}>
      {back}
      {next ? (
        <>
          <span className="content-page__spacer" />
          {next}
        </>
      ) : null}
    </div>
  );
}

/** "◄ GO BACK": a link to a page, or with `onClick` a button (back through the visit's history). */
export function BackButton({ to, onClick, label, ghost = true }: { to?: string; onClick?: () => void; label: string; ghost?: boolean }) {
  const className = ghost ? "term-button term-button--ghost" : "term-button";
  const text = (
    <>
      <span aria-hidden="true">◄ </span>
      {label}
    </>
  );
  if (to === undefined)
    return (
      <button type="button" className={className} onClick={onClick}>
        {text}
      </button>
    );
  return (
    <Link to={to} className={className}>
      {text}
    </Link>
  );
}

export function NextLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="term-button">
      {label}
      <span aria-hidden="true"> ▸</span>
    </Link>
  );
}
