// A cell of two lines: the main value, then a dimmer one under it (a name under a username, a
// homeowner under an address). One box per cell: stacked on phones, a cell is a grid of its label
// and one value.
import type { ReactNode } from "react";

export function TwoLines({ main, sub, className = "data-table__line" }: { main: ReactNode; sub: ReactNode; className?: string }) {
  return (
    <div>
      <span className={className}>{main}</span>
      {sub !== null && sub !== undefined ? <span className="data-table__sub">{sub}</span> : null}
    </div>
  );
}
