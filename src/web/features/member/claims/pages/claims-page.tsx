// /claims: the member's package (what is left of each service, or why no claim can be filed),
// their claims with a status filter and pages, and their service requests.
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import "#web/components/panel/panel.css";
import { ClaimsListCard } from "../components/claims-list-card";
import { MemberPageGate } from "#web/features/member/shared/member-page-gate";
import { PackageCard } from "../components/package-card";
import { ServiceRequestsCard } from "../components/service-requests-card";
import { useMemberPage } from "#web/features/member/shared/use-member-page";
import { ClaimsHead } from "../components/claims-head";
import "../claims.css";

export function ClaimsPage() {
  usePageMeta(pageTitle("Claims"));
  const { user, me } = useMemberPage();
  if (!user) return <MemberPageGate failed={me.isError} onRetry={() => void me.refetch()} />;

  return (
    <div className="claims">
      <ClaimsHead kicker="OPERATIONS LOG" title="Claims" large>
        <div className="claims__actions">
          <Link to={PAGE_PATHS.newClaim} className="term-button">
            + New claim
          </Link>
          <Link to={PAGE_PATHS.account} className="text-link">
            <span aria-hidden="true">◄ </span>Account
          </Link>
        </div>
      </ClaimsHead>
      <PackageCard />
      <ClaimsListCard />
      <ServiceRequestsCard />
    </div>
  );
}
