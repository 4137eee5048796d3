// /claims/:id: one of the member's claims: its fields, a Cancel button while it is still
// submitted (asked first; the unit goes back to the package), its documents with download links
// and the upload area with the member's storage (or why no document can be added now), and its
// history (who, when, from → to, note), its deadlines and events (decision 0118), and its messages with the operatives, live. Another member's claim, or an id that is not one, reads
// as not found.
import { ActionButton } from "#web/components/action-button/action-button";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import { Link, useParams } from "react-router-dom";
import { SERVICE_NAMES } from "#shared/schemas/claims";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { TitledCard } from "#web/components/panel/titled-card";
import { isApiError, isSessionLost } from "#web/lib/api-error";
import { countText } from "#web/lib/count-text";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { useCancelClaim, useClaimDetail } from "../api/claims-api";
import { ClaimDocuments } from "../components/claim-documents";
import { ClaimClockCards } from "../components/claim-clock-cards";
import { ClaimFacts } from "../components/claim-facts";
import { ClaimHistory } from "../components/claim-history";
import { ClaimStatusTag } from "../components/claim-status-tag";
import { ClaimThreadCard } from "../components/claim-thread-card";
import { ClaimsWideCard } from "../components/claims-wide-card";
import { MemberPageGate } from "#web/features/member/shared/member-page-gate";
import { UploadArea } from "../components/upload-area";
import { useMemberPage } from "#web/features/member/shared/use-member-page";
import { cancelConfirmation, claimToasts } from "../lib/claim-toasts";
import { uploadBlock } from "../lib/upload-status";
import "#web/features/member/shared/member-card.css";
import "../claims.css";
import "./claim-detail-page.css";

export function ClaimDetailPage() {
  const { id = "" } = useParams();
  const { user, me } = useMemberPage();
  if (!user) return <MemberPageGate failed={me.isError} onRetry={() => void me.refetch()} />;
  return <ClaimDetail id={id} />;
}

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || (error.status === 400 && error.kind === "invalid"));

function ClaimDetail({ id }: { id: string }) {
  const detail = useClaimDetail(id);
  const cancel = useCancelClaim();
  const subscription = useMemberSubscription(useCurrentMember().data?.user.id);
  const missing = detail.isError && isNotFound(detail.error);
  useErrorToast({ ...detail, isError: detail.isError && !missing }, claimToasts.fetchClaimFailed);
  const claim = detail.data?.claim;
  usePageMeta(pageTitle(claim ? `Claim · ${claim.propertyAddress}` : "Claim"));

  const back = (
    <Link to={PAGE_PATHS.claims} className="text-link">
      <span aria-hidden="true">◄ </span>Claims
    </Link>
  );
  if (detail.isPending) {
    return (
      <p className="status-line" role="status">
        Loading claim…
      </p>
    );
  }
  if (missing) {
    return (
      <div className="claims claims--narrow">
        <div className="empty-state" role="status">
          <p>Claim not found</p>
          {back}
        </div>
      </div>
    );
  }
  if (detail.isError || !detail.data || !claim) return <LoadFailed message="Failed to fetch claim" onRetry={() => void detail.refetch()} />;
  const { documents, history } = detail.data;
  const blocked = uploadBlock(claim.status, subscription.data?.state);

  const onCancel = () => {
    if (!window.confirm(cancelConfirmation(SERVICE_NAMES[claim.serviceRequestType]))) return;
    cancel.mutate(claim.id, {
      onSuccess: (answer) => toast(claimToasts.claimCancelled(answer.message)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(claimToasts.cancelFailed(error));
      },
    });
  };

  return (
    <div className="claims">
      <header className="spread-row claims__head">
        <div className="claims__title-block">
          <p className="screen-kicker">
            <span className="status-dot" aria-hidden="true" /> CLAIM FILE
          </p>
          <h1 className="screen-title claims__title">{claim.propertyAddress}</h1>
          <p className="claims__status-line">
            <ClaimStatusTag status={claim.status} />
            <span className="text-muted">
              {claim.homeowner}
              {claim.claimNumber ? ` · #${claim.claimNumber}` : ""}
            </span>
          </p>
        </div>
        <div className="claims__actions">
          {claim.status === "submitted" ? (
            <ActionButton text="Cancel claim" tone="danger" busy={cancel.isPending} busyText="Cancelling..." onClick={onCancel} />
          ) : null}
          <ReloadButton query={detail} ghost />
          {back}
        </div>
      </header>

      <div className="card-grid claims__grid">
        <TitledCard id="claim-details" title="Details" className="member-card">
          <ClaimFacts claim={claim} />
        </TitledCard>

        <TitledCard id="claim-history" title="History" className="member-card">
          <ClaimHistory history={history} />
        </TitledCard>

        <ClaimClockCards claimId={claim.id} />

        <ClaimThreadCard claimId={claim.id} status={claim.status} />

        <ClaimsWideCard id="claim-documents" title="Documents" count={countText(documents.length, "file", "files")}>
          <ClaimDocuments documents={documents} />
          {blocked?.reason === "closed" ? (
            <p className="text-muted" data-testid="upload-blocked">
              {blocked.message}
            </p>
          ) : blocked ? (
            <div className="claims-notice claims-notice--warn" role="status" data-testid="upload-blocked">
              <p>{blocked.message}</p>
              <Link to={PAGE_PATHS.packages} className="text-link">
                Deployment packages
              </Link>
            </div>
          ) : (
            <UploadArea claimId={claim.id} />
          )}
        </ClaimsWideCard>
      </div>
    </div>
  );
}
