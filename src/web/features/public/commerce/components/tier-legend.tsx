// The success-rate colour legend (public-screens.md §2.9, §9 colour tiers): each colour with its
// name and threshold, so colour is never the only signal.
import { TIERS } from "#shared/appraiser-directory";
import "../commerce-pages.css";
import "./tier-legend.css";

const threshold = (min: number) => (min === 10000 ? "100%" : `${min / 100}%+`);

export function TierLegend() {
  return (
    <section className="tier-legend" aria-labelledby="tier-legend-title">
      <h2 id="tier-legend-title" className="tier-legend__title">
        Success rate legend
      </h2>
      <ul className="tier-legend__list">
        {TIERS.map((tier) => (
          <li key={tier.id} className={`tier-legend__item tier--${tier.id}`}>
            <span className="tier-legend__swatch" aria-hidden="true" />
            <span className="tier-legend__pct">{threshold(tier.min)}</span> {tier.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
