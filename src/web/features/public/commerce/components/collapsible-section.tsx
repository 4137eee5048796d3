// A section that opens and closes on its own: a button with aria-expanded over a region it controls.
import type { ReactNode } from "react";
import "./collapsible-section.css";

export function CollapsibleSection({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={open ? "collapsible collapsible--open" : "collapsible"}>
      <h3 className="collapsible__heading">
        <button type="button" id={buttonId} className="collapsible__button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="collapsible__mark" aria-hidden="true">
            {open ? "▼" : "►"}
          </span>
          {title}
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="collapsible__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
