// The head of a record opened in place of its list: its title (which takes focus when the record
// has loaded, see DetailView) and a state word beside it.
import type { ReactNode } from "react";
import "./detail-view.css";

export function DetailHead({
  titleId,
  className,
  title,
  aside,
}: {
  titleId: string;
  className: string;
  title: ReactNode;
  aside: ReactNode;
}) {
  return (
    <header className={`detail-view__head ${className}`}>
      <h2 id={titleId} tabIndex={-1} className="section-head__title detail-view__title">
        {title}
      </h2>
      {aside}
    </header>
  );
}
