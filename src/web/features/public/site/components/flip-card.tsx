// One card of the process page (public-screens.md §2.6): a button that turns over. Its pressed
// state is the side it shows; the face turned away is hidden from screen readers, and a visited
// card says so in words as well as in colour.
import { memo } from "react";
import type { ProcessCard } from "#web/content/process-cards";
import "./flip-card.css";

type FlipCardProps = { card: ProcessCard; phase: number; flipped: boolean; visited: boolean; onSelect: (id: string) => void };

/** Re-rendered only when its own card changes: the demo turns one card at a time. */
export const FlipCard = memo(function FlipCard({ card, phase, flipped, visited, onSelect }: FlipCardProps) {
  const label = `PHASE ${String(phase).padStart(2, "0")}`;
  return (
    <button
      type="button"
      className={`flip-card${visited ? " flip-card--visited" : ""}`}
      aria-pressed={flipped}
      data-card={card.id}
      data-visited={visited}
      onClick={() => onSelect(card.id)}
    >
      <span className="flip-card__inner">
        <span className="flip-card__face flip-card__face--front" aria-hidden={flipped}>
          <span className="flip-card__phase">{label}</span>
          <span className="flip-card__title">{card.title}</span>
          <span className="flip-card__tagline">{card.tagline}</span>
          <span className="flip-card__hint" aria-hidden="true">
            ▸ SELECT TO REVEAL
          </span>
        </span>
        <span className="flip-card__face flip-card__face--back" aria-hidden={!flipped}>
          <span className="flip-card__phase">{label}</span>
          <span className="flip-card__title flip-card__title--back">{card.title}</span>
          <span className="flip-card__steps">
            {card.steps.map((step) => (
              <span key={step} className="flip-card__step">
                <span aria-hidden="true">&gt; </span>
                {step}
              </span>
            ))}
          </span>
        </span>
      </span>
      {visited ? (
        <span className="flip-card__visited">
          <span aria-hidden="true">✓ </span>VISITED
        </span>
      ) : null}
    </button>
  );
});
