// /claims/new: the new-claim form. Above it, when the package cannot take a claim now, why (the
// form still sends, and the server's refusal is shown). A filed claim opens its own page, where
// documents are uploaded.
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { UPLOAD_FILE_LIMIT_TEXT } from "#shared/upload-limits";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import "#web/components/panel/panel.css";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { MemberPageGate } from "#web/features/member/shared/member-page-gate";
import { NewClaimForm } from "../components/new-claim-form";
import { useMemberPage } from "#web/features/member/shared/use-member-page";
import { ClaimsHead } from "../components/claims-head";
import { claimPath } from "../lib/claim-paths";
import { initialClaimValues } from "../lib/new-claim-form";
import { packageNotice } from "../lib/package-status";
import "#web/features/member/shared/member-card.css";
import "../claims.css";
import "./new-claim-page.css";

export function NewClaimPage() {
  usePageMeta(pageTitle("New Claim"));
  const { user, me } = useMemberPage();
  const [params] = useSearchParams();
  const [initial] = useState(() => initialClaimValues(params.get("type")));
  const navigate = useNavigate();
  const subscription = useMemberSubscription(user?.id);
  if (!user) return <MemberPageGate failed={me.isError} onRetry={() => void me.refetch()} />;
  const notice = subscription.data ? packageNotice(subscription.data) : undefined;

  return (
    <div className="claims claims--narrow">
      <ClaimsHead kicker="NEW OPERATION" title="New Claim">
        <Link to={PAGE_PATHS.claims} className="text-link">
          <span aria-hidden="true">◄ </span>Claims
        </Link>
      </ClaimsHead>
      {notice && notice.kind !== "active" ? (
        <div className="claims-notice claims-notice--warn" role="status" data-testid="package-notice">
          <p className="claims-notice__title">{notice.title}</p>
          <p>{notice.text}</p>
          <Link to={PAGE_PATHS.packages} className="text-link">
            See deployment packages
          </Link>
        </div>
      ) : null}
      <section className="card member-card" aria-label="Claim details">
        <p className="text-muted claims-card__intro">
          Fields marked <span className="claims-required-mark">*</span> are required. Documents (PDF, JPEG, PNG, ESX; up to{" "}
          {UPLOAD_FILE_LIMIT_TEXT} each) are added on the claim's page once it is filed.
        </p>
        <NewClaimForm
          initial={initial}
          subscription={subscription.data?.subscription}
          onFiled={(answer) => navigate(claimPath(answer.claim.id))}
        />
      </section>
    </div>
  );
}
