// The member's claims, one row each: status, service, property (with homeowner and claim number),
// filed date and documents. The property opens the claim. Stacks into cards on phones.
import type { Ref } from "react";
import { Link } from "react-router-dom";
import type { ClaimView } from "#shared/answers/claims";
import "#web/components/data-table/data-table.css";
import { claimPath } from "../lib/claim-paths";
import { isoDay, serviceTypeName } from "../lib/claim-texts";
import { ClaimStatusTag } from "./claim-status-tag";

export function ClaimsTable({ ref, claims }: { ref?: Ref<HTMLDivElement>; claims: ClaimView[] }) {
  return (
    <div ref={ref} className="data-table-box" tabIndex={-1}>
      <table className="data-table data-table--stack claims-table">
        <caption className="visually-hidden">Your claims, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Service</th>
            <th scope="col">Property</th>
            <th scope="col">Filed</th>
            <th scope="col" className="data-table__num">
              Documents
            </th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.id} data-claim-id={claim.id}>
              <td data-label="Status">
                <span>
                  <ClaimStatusTag status={claim.status} />
                </span>
              </td>
              <td data-label="Service">{serviceTypeName(claim.serviceRequestType)}</td>
              <td data-label="Property" className="claims-table__property">
                {/* One box, so a phone's stacked row keeps both lines beside the label. */}
                <div>
                  <Link to={claimPath(claim.id)} className="claims-table__link">
                    {claim.propertyAddress}
                  </Link>
                  <span className="claims-table__sub text-muted">
                    {claim.homeowner}
                    {claim.claimNumber ? ` · #${claim.claimNumber}` : ""}
                  </span>
                </div>
              </td>
              <td data-label="Filed" className="text-nowrap">
                {isoDay(claim.createdAt)}
              </td>
              <td data-label="Documents" className="data-table__num">
                {claim.documentCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
