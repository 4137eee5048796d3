// One claim, opened from the queue: what was filed, the next step with a note, the documents (each
// a download from /api/admin/documents/:id) and the history, newest first. Server text is shown as
// text only.
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import type { ClaimDetailAnswer } from "#shared/answers/claims";
import "#web/components/data-table/data-table.css";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtc } from "#web/lib/format-time";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { useClaimDetail } from "../api/claims-admin-api";
import { fileSizeText, historyStepText, inspectionName, moneyText, NO_DOCUMENTS, serviceTypeName } from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";
import { documentUrl } from "../lib/claim-query";
import { ClaimStatusWord } from "./claim-status";
import { ClaimStatusForm } from "./claim-status-form";

const TITLE_ID = "claim-detail-title";

export function ClaimDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useClaimDetail(id);
  useErrorToast(detail, claimAdminToasts.fetchClaimFailed);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loaded = detail.data !== undefined;

  useEffect(() => {
    if (!loaded) return;
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.scrollIntoView({ block: "nearest" });
  }, [loaded]);

  return (
    <div className="claim-admin-detail">
      <div className="claim-admin-detail__nav">
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onBack}>
          <span aria-hidden="true">◄ </span>Back to claims
        </button>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={detail.isFetching}
          onClick={() => void detail.refetch()}
        >
          {detail.isFetching ? "Loading..." : "Reload"}
        </button>
      </div>
      {detail.isPending ? (
        <p className="empty-state" role="status">
          Loading claim…
        </p>
      ) : detail.isError && !detail.data ? (
        <LoadFailed message="Failed to fetch claim" onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <ClaimDetailBody answer={detail.data} titleRef={titleRef} />
      ) : null}
    </div>
  );
}

function ClaimDetailBody({ answer, titleRef }: { answer: ClaimDetailAnswer; titleRef: RefObject<HTMLHeadingElement | null> }) {
  const { claim, documents, history } = answer;
  const newestFirst = [...history].reverse();
  return (
    <>
      <header className="claim-admin-detail__head">
        <h2 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="section-head__title claim-admin-detail__title">
          Claim for {claim.propertyAddress}
        </h2>
        <ClaimStatusWord status={claim.status} />
      </header>
      <div className="claim-admin-detail__grid">
        <section className="card" aria-labelledby="claim-facts-title">
          <h3 id="claim-facts-title" className="card__title">
            Filed
          </h3>
          <dl className="claim-admin-facts">
            <Fact term="Member">{claim.username}</Fact>
            <Fact term="Homeowner">{claim.homeowner}</Fact>
            <Fact term="Service">{serviceTypeName(claim.serviceRequestType)}</Fact>
            <Fact term="Inspection">{inspectionName(claim.inspectionStatus)}</Fact>
            <Fact term="Cause of loss">{claim.col}</Fact>
            <Fact term="Date of loss">{claim.dol}</Fact>
            <Fact term="Claim #">{claim.claimNumber ?? "—"}</Fact>
            <Fact term="Original amount">{moneyText(claim.originalClaimAmount)}</Fact>
            <Fact term="Final amount">{moneyText(claim.finalClaimAmount)}</Fact>
            <Fact term="Filed">{formatUtc(claim.createdAt)}</Fact>
            <Fact term="Updated">{formatUtc(claim.updatedAt)}</Fact>
            <Fact term="Notes" wide>
              {claim.notes ?? "—"}
            </Fact>
          </dl>
        </section>
        <section className="card claim-admin-move-card" aria-labelledby="claim-move-title">
          <h3 id="claim-move-title" className="card__title">
            Status
          </h3>
          {/* Keyed on the status: after a move the form starts again from the new status's steps. */}
          <ClaimStatusForm key={claim.status} claim={claim} />
        </section>
      </div>
      <section className="card" aria-labelledby="claim-documents-title">
        <h3 id="claim-documents-title" className="card__title">
          Documents <span className="text-muted">({documents.length})</span>
        </h3>
        {documents.length === 0 ? (
          <p className="empty-state">{NO_DOCUMENTS}</p>
        ) : (
          <div className="data-table-box">
            <table className="data-table data-table--stack claim-admin-documents">
              <caption className="visually-hidden">Documents of the claim</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Type</th>
                  <th scope="col" className="data-table__num">
                    Size
                  </th>
                  <th scope="col">Uploaded (UTC)</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <tr key={document.id} data-document-id={document.id}>
                    <td data-label="File">
                      <a
                        className="text-link claim-admin-documents__link"
                        href={documentUrl(document.id)}
                        download={document.originalFilename}
                      >
                        {document.originalFilename}
                      </a>
                    </td>
                    <td data-label="Type" className="text-nowrap">
                      {document.fileType.toUpperCase()}
                    </td>
                    <td data-label="Size" className="data-table__num">
                      {fileSizeText(document.fileSize)}
                    </td>
                    <td data-label="Uploaded" className="text-nowrap">
                      {formatUtcMinute(document.uploadedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="claim-history-title">
        <h3 id="claim-history-title" className="card__title">
          History
        </h3>
        <ol className="claim-admin-history" aria-label="History, newest first">
          {newestFirst.map((step, i) => (
            <li key={`${step.at}-${i}`} className="claim-admin-history__step" data-to={step.toStatus}>
              <p className="claim-admin-history__change">{historyStepText(step)}</p>
              <p className="claim-admin-history__meta text-muted">
                {formatUtcMinute(step.at)} · {step.actor}
              </p>
              {step.note ? <p className="claim-admin-history__note">{step.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "claim-admin-facts__row claim-admin-facts__row--wide" : "claim-admin-facts__row"}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
