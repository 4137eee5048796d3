// One claim, opened from the queue: what was filed, the next step with a note, the documents (each
// a download from /api/admin/documents/:id), its deadlines and events, the messages with the member (live), and the history, newest first. Server text is shown as
// text only.
import type { Schema } from "#web/lib/api-types";
import { DownloadLink } from "#web/components/download-link/download-link";
import { Card } from "#web/components/panel/card";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { DetailView } from "#web/components/detail-panel/detail-view";
import { DetailHead } from "#web/components/detail-panel/detail-head";
import { Fact as FactRow, Facts } from "#web/components/detail-panel/facts";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtc } from "#web/lib/format-time";
import { formatUtcMinute } from "#web/lib/format-time-short";
import type { ReactNode } from "react";
import { useClaimDetail } from "../api/claims-admin-api";
import { fileSizeText, inspectionName, NO_DOCUMENTS, serviceTypeName } from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";
import { documentUrl } from "../lib/claim-query";
import { ClaimStatusWord } from "./claim-status";
import { ClaimStatusForm } from "./claim-status-form";
import { ClaimMessagesCard } from "./claim-messages-card";
import { ClaimClock } from "#web/components/claim-clock/claim-clock";
import { useClaimClock } from "../api/claim-clock-admin-api";
import { formatDollars } from "#shared/number-text";
import { claimHistoryActor, claimHistoryChange } from "#shared/claim-words";

const TITLE_ID = "claim-detail-title";

type ClaimDocument = Schema<"ClaimDetailAnswer">["documents"][number];
const DOCUMENT_COLUMNS: Column<ClaimDocument>[] = [
  {
    header: "File",
    cell: (document) => (
      <DownloadLink className="text-link claim-admin-documents__link" href={documentUrl(document.id)} name={document.originalFilename} />
    ),
  },
  { header: "Type", className: "text-nowrap", cell: (document) => document.fileType.toUpperCase() },
  { header: "Size", kind: "num", cell: (document) => fileSizeText(document.fileSize) },
  { header: "Uploaded (UTC)", label: "Uploaded", className: "text-nowrap", cell: (document) => formatUtcMinute(document.uploadedAt) },
];

export function ClaimDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useClaimDetail(id);
  useErrorToast(detail, claimAdminToasts.fetchClaimFailed);
  return (
    <DetailView query={detail} className="claim-admin-detail" noun="claim" onBack={onBack} titleId={TITLE_ID}>
      {(answer) => <ClaimDetailBody answer={answer} />}
    </DetailView>
  );
}

function ClaimDetailBody({ answer }: { answer: Schema<"ClaimDetailAnswer"> }) {
  const { claim, documents, history } = answer;
  const newestFirst = [...history].reverse();
  return (
    <>
      <DetailHead
        titleId={TITLE_ID}
        className="claim-admin-detail__head"
        title={`Claim for ${claim.propertyAddress}`}
        aside={<ClaimStatusWord status={claim.status} />}
      />
      <div className="card-grid detail-view__grid">
        <Card titleId="claim-facts-title" title="Filed">
          <Facts className="claim-admin-facts">
            <Fact term="Member">{claim.username}</Fact>
            <Fact term="Homeowner">{claim.homeowner}</Fact>
            <Fact term="Service">{serviceTypeName(claim.serviceRequestType)}</Fact>
            <Fact term="Inspection">{inspectionName(claim.inspectionStatus)}</Fact>
            <Fact term="Cause of loss">{claim.col}</Fact>
            <Fact term="Date of loss">{claim.dol}</Fact>
            <Fact term="Claim #">{claim.claimNumber ?? "—"}</Fact>
            <Fact term="Original amount">{formatDollars(claim.originalClaimAmount)}</Fact>
            <Fact term="Final amount">{formatDollars(claim.finalClaimAmount)}</Fact>
            <Fact term="Filed">{formatUtc(claim.createdAt)}</Fact>
            <Fact term="Updated">{formatUtc(claim.updatedAt)}</Fact>
            <Fact term="Notes" wide>
              {claim.notes ?? "—"}
            </Fact>
          </Facts>
        </Card>
        <Card titleId="claim-move-title" title="Status" className="claim-admin-move-card">
          {/* Keyed on the status: after a move the form starts again from the new status's steps. */}
          <ClaimStatusForm key={claim.status} claim={claim} />
        </Card>
      </div>
      <Card
        titleId="claim-documents-title"
        title={
          <>
            Documents <span className="text-muted">({documents.length})</span>
          </>
        }
      >
        {documents.length === 0 ? (
          <p className="empty-state">{NO_DOCUMENTS}</p>
        ) : (
          <DataTable
            caption="Documents of the claim"
            className="claim-admin-documents"
            columns={DOCUMENT_COLUMNS}
            rows={documents}
            rowAttributes={(document) => ({ "data-document-id": document.id })}
          />
        )}
      </Card>
      <ClaimClockCards claimId={claim.id} />
      <ClaimMessagesCard claimId={claim.id} status={claim.status} />
      <Card titleId="claim-history-title" title="History">
        <ol className="plain-list claim-admin-history" aria-label="History, newest first">
          {newestFirst.map((step, i) => (
            <li key={`${step.at}-${i}`} className="claim-admin-history__step" data-to={step.toStatus}>
              <p className="claim-admin-history__change">{claimHistoryChange(step)}</p>
              <p className="claim-admin-history__meta text-muted">
                {formatUtc(step.at)} · {claimHistoryActor(step.actor, "staff")}
              </p>
              {step.note ? <p className="claim-admin-history__note">{step.note}</p> : null}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

/** The claim's deadlines and events (decision 0118), in the panel's cards; changes are audited. */
function ClaimClockCards({ claimId }: { claimId: string }) {
  return (
    <ClaimClock
      source={useClaimClock(claimId)}
      idPrefix="claim-admin"
      sessionGuarded
      frame={({ id, title, aside, children }) => (
        <Card
          key={id}
          titleId={`${id}-title`}
          title={
            <>
              {title} <span className="text-muted">{aside ? `(${aside})` : ""}</span>
            </>
          }
        >
          {children}
        </Card>
      )}
    />
  );
}

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <FactRow term={term} className={wide ? "claim-admin-facts__row--wide" : undefined}>
      {children}
    </FactRow>
  );
}
