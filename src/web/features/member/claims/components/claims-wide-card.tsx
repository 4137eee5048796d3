// A card of a claim's page that spans the grid, with how many things it holds beside its title.
import type { ReactNode } from "react";
import { TitledCard } from "#web/components/panel/titled-card";
import "#web/features/member/shared/member-card.css";

export function ClaimsWideCard({ id, title, count, children }: { id: string; title: string; count: string; children: ReactNode }) {
  return (
    <TitledCard
      id={id}
      title={title}
      className="member-card member-card--wide"
      headClassName="member-card__head"
      aside={<span className="text-muted">{count}</span>}
    >
      {children}
    </TitledCard>
  );
}
