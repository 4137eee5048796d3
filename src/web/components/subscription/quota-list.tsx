// The four quotas of a period: used of the package's number, what is left in words, and a bar
// (an accessible meter) for each. A service the package does not include says so, with no bar.
// Shown on a member's detail in the panel and on the member's own account.
import type { Schema } from "#web/lib/api-types";
import { QUOTA_NAMES, quotaShare, quotaText } from "./subscription-view-texts";
import "./subscription.css";

export function QuotaList({ quotas }: { quotas: Schema<"Subscription">["quotas"] }) {
  return (
    <ul className="plain-list quota-list" aria-label="Quotas of this period">
      {QUOTA_NAMES.map(({ key, name }) => {
        const q = quotas[key];
        return (
          <li key={key} className="quota-list__row" data-quota={key}>
            <span className="quota-list__name">{name}</span>
            <span className="quota-list__text">{q.quota === 0 ? "Not included" : quotaText(q)}</span>
            {q.quota > 0 ? (
              <span
                role="meter"
                aria-label={`${name} used`}
                aria-valuemin={0}
                aria-valuemax={q.quota}
                aria-valuenow={q.used}
                aria-valuetext={`${q.used} of ${q.quota} used, ${q.remaining} left`}
                className={q.remaining === 0 ? "quota-list__bar quota-list__bar--spent" : "quota-list__bar"}
              >
                <span className="quota-list__fill" style={{ width: `${quotaShare(q)}%` }} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
