// Counts that are not a time series (the funnel's stages, claims in each status) as rows of
// bars scaled to the largest; the figure stays beside its bar. Hidden from screen readers: the
// chart's table says the same.
import type { BarsView } from "../lib/overview-charts";

export function BarRows({ view }: { view: BarsView }) {
  const largest = Math.max(1, ...view.bars.map((bar) => bar.value));
  return (
    <ul className="overview-bars" aria-hidden="true">
      {view.bars.map((bar) => (
        <li key={bar.label} className="overview-bars__row">
          <span className="overview-bars__label">{bar.label}</span>
          <span className="overview-bars__track">
            <span
              className={`overview-bars__fill overview-tone--${bar.tone}`}
              style={{ width: `${bar.value > 0 ? Math.max(1, (bar.value / largest) * 100) : 0}%` }}
            />
          </span>
          <span className="overview-bars__value">{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}
