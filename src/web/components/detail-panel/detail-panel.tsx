// A record opened above its list (a message of the outbox, a contact message): a card whose title
// takes focus each time another record opens, and which Escape closes (focus then goes back to
// the row, see components/list-detail).
import { useEffect, type KeyboardEvent, type ReactNode } from "react";
import "#web/components/panel/panel.css";
import "./detail-panel.css";
import { focusTitle } from "./focus";

export function DetailPanel({
  titleId,
  title,
  className,
  openKey,
  onClose,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** The card's own class, beside card and detail-panel. */
  className: string;
  /** The open record's key: the title takes focus again when it changes. */
  openKey: string;
  onClose: () => void;
  children: ReactNode;
}) {
  useEffect(() => focusTitle(titleId), [titleId, openKey]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };
  return (
    <section className={`card detail-panel ${className}`} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h3 id={titleId} tabIndex={-1} className="card__title detail-panel__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
