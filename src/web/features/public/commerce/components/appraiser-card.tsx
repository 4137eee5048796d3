// One entry of the directory (public-screens.md §2.9, §9): name, state, credentials, appraisals,
// the success rate with its colour tier named in words, the credential count, the lists; preferred
// entries carry "AAN PREFERRED" and a spinning star (unless hidden); sample data says SAMPLE.
import { groupDigits } from "#shared/number-text";
import type { Schema } from "#web/lib/api-types";
import { credentialCount, TIERS, tierOf } from "#shared/appraiser-directory";
import "../commerce-pages.css";
import "./appraiser-card.css";

const tierLabel = (rate: string): string => {
  const tier = tierOf(rate);
  return TIERS.find((t) => t.id === tier)?.label ?? "Unrated";
};

export function AppraiserCard({ appraiser }: { appraiser: Schema<"Appraiser"> }) {
  const tier = tierOf(appraiser.successRate);
  const count = credentialCount(appraiser);
  return (
    <li
      className={`appraiser-card tier--${tier}${appraiser.isPreferred ? " appraiser-card--preferred" : ""}`}
      data-testid="appraiser-card"
      data-name={appraiser.name}
    >
      <div className="appraiser-card__labels">
        {appraiser.isPreferred ? (
          <span className="appraiser-card__preferred">
            {appraiser.hideSpinningStar ? null : (
              <span className="spinning-star" aria-hidden="true" data-testid="spinning-star">
                ★
              </span>
            )}
            AAN PREFERRED
          </span>
        ) : null}
        {appraiser.isDemo ? (
          <span className="appraiser-card__sample" title="Sample data for trials, not a real appraiser">
            SAMPLE
          </span>
        ) : null}
      </div>
      <h2 className="appraiser-card__name">{appraiser.name}</h2>
      <p className="appraiser-card__meta">
        <span>{appraiser.state}</span>
        <span aria-hidden="true"> · </span>
        <span>{appraiser.credentials}</span>
      </p>
      <p className="appraiser-card__rate">
        <span className="appraiser-card__rate-value">{appraiser.successRate === "100.00" ? "100" : appraiser.successRate}%</span>
        <span className="tier-chip">{tierLabel(appraiser.successRate)}</span>
      </p>
      <dl className="fact-list fact-list--table appraiser-card__facts">
        <div className="fact-list__row">
          <dt>Appraisals</dt>
          <dd>{groupDigits(appraiser.appraisals)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Credentials</dt>
          <dd data-testid="credential-count">{count}</dd>
        </div>
      </dl>
      {appraiser.specialties.length ? (
        <p className="appraiser-card__list">
          <span className="text-muted">Specialties: </span>
          {appraiser.specialties.join(", ")}
        </p>
      ) : null}
      {appraiser.additionalCredentials.length ? (
        <p className="appraiser-card__list">
          <span className="text-muted">Also: </span>
          {appraiser.additionalCredentials.join(", ")}
        </p>
      ) : null}
    </li>
  );
}
