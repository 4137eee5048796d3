// One page of the claims queue: filed, member, property and homeowner, service, status, claim
// number, documents, and Open. Stacks into cards on phones.
import type { Ref } from "react";
import type { ClaimView } from "#shared/answers/claims";
import "#web/components/data-table/data-table.css";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { serviceTypeName } from "../lib/claim-admin-texts";
import { ClaimStatusWord } from "./claim-status";

/** The row's Open button: focus returns to it from the claim. */
export const openClaimButtonId = (id: string) => `claim-open-${id}`;

export function ClaimsTable({
  ref,
  claims,
  onOpen,
}: {
  ref?: Ref<HTMLDivElement>;
  claims: ClaimView[];
  onOpen: (claim: ClaimView) => void;
}) {
  return (
    <div ref={ref} className="data-table-box" tabIndex={-1}>
      <table className="data-table data-table--stack claims-admin-table">
        <caption className="visually-hidden">Claims, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Filed (UTC)</th>
            <th scope="col">Member</th>
            <th scope="col">Property</th>
            <th scope="col">Service</th>
            <th scope="col">Status</th>
            <th scope="col">Claim #</th>
            <th scope="col" className="data-table__num">
              Docs
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.id} data-claim-id={claim.id} data-status={claim.status}>
              <td data-label="Filed" className="text-nowrap">
                {formatUtcMinute(claim.createdAt)}
              </td>
              <td data-label="Member" className="data-table__strong">
                {claim.username}
              </td>
              <td data-label="Property">
                {/* One box per cell: stacked on phones, a cell is a grid of its label and one value. */}
                <div>
                  <span className="claims-admin-table__address">{claim.propertyAddress}</span>
                  <span className="claims-admin-table__owner">{claim.homeowner}</span>
                </div>
              </td>
              <td data-label="Service">{serviceTypeName(claim.serviceRequestType)}</td>
              <td data-label="Status">
                <ClaimStatusWord status={claim.status} />
              </td>
              <td data-label="Claim #">{claim.claimNumber ?? "—"}</td>
              <td data-label="Docs" className="data-table__num">
                {claim.documentCount}
              </td>
              <td className="data-table__actions">
                <button
                  id={openClaimButtonId(claim.id)}
                  type="button"
                  className="term-button term-button--compact"
                  aria-label={`Open claim for ${claim.propertyAddress}`}
                  onClick={() => onOpen(claim)}
                >
                  Open
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
