// The top of /claims: the member's package with what is left of each service this period, or
// why no claim can be filed now (no package → the packages page; suspended → the policy); and
// under it, what the member's documents take of their storage quota.
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { LoadFailed } from "#web/components/panel/load-failed";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { TitledCard } from "#web/components/panel/titled-card";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { claimToasts } from "../lib/claim-toasts";
import { packageNotice, quotaRows } from "../lib/package-status";
import { StorageMeter } from "./storage-meter";
import "#web/features/member/shared/member-card.css";
import "../claims.css";
import "./package-card.css";
import { ForwardLink } from "#web/components/forward-link/forward-link";

export function PackageCard() {
  const me = useCurrentMember();
  const subscription = useMemberSubscription(me.data?.user.id);
  useErrorToast(subscription, claimToasts.fetchPackageFailed);
  return (
    <TitledCard id="claims-package" title="Package" className="member-card">
      {subscription.isPending ? (
        <p className="empty-state" role="status">
          Loading your package…
        </p>
      ) : subscription.isError ? (
        <LoadFailed message="Failed to fetch your package" onRetry={() => void subscription.refetch()} />
      ) : (
        <PackageBody answer={subscription.data} />
      )}
      <StorageMeter />
    </TitledCard>
  );
}

function PackageBody({ answer }: { answer: Schema<"MemberSubscriptionAnswer"> }) {
  const notice = packageNotice(answer);
  const subscription = answer.subscription;
  if (notice.kind === "none") {
    return (
      <div className="claims-notice" role="status" data-testid="package-notice">
        <p className="claims-notice__title">{notice.title}</p>
        <p className="text-muted">{notice.text}</p>
        <ForwardLink to={PAGE_PATHS.packages} className="term-button term-button--compact claims-notice__action">
          See deployment packages
        </ForwardLink>
      </div>
    );
  }
  if (notice.kind === "blocked") {
    return (
      <div className="claims-notice claims-notice--warn" role="status" data-testid="package-notice">
        <p className="claims-notice__title">{notice.title}</p>
        <p>{notice.text}</p>
        <p className="claims-notice__policy">
          <span className="claims-notice__label">Late-payment policy: </span>
          {notice.policy}
        </p>
        <Link to={PAGE_PATHS.packages} className="text-link">
          Deployment packages
        </Link>
      </div>
    );
  }
  if (!subscription) return null;
  const rows = quotaRows(subscription);
  return (
    <div className="claims-package">
      <p className="claims-package__plan">
        <span className="text-strong">{subscription.planDisplayName}</span>
        <span className="text-muted">
          {" "}
          · {subscription.frequency} · next payment due {subscription.dueDate}
          {subscription.cancelledAt ? " · cancelled, runs to that date" : ""}
        </span>
      </p>
      <ul className="claims-quotas" aria-label="Left in this period">
        {rows.map((row) => (
          <li key={row.service} className="quota" data-service={row.service} data-remaining={row.remaining}>
            <span className="quota__name">{row.name}</span>
            <span className="quota__count">
              <span className="quota__left">{row.remaining}</span>
              <span className="text-muted"> of {row.quota} left</span>
            </span>
            <span className="quota__bar" aria-hidden="true">
              <span className="quota__fill" style={{ width: `${row.quota ? (row.remaining / row.quota) * 100 : 0}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
