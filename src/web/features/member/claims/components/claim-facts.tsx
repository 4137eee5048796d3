// A claim's fields as label / value lines.
import type { ClaimView } from "#shared/answers/claims";
import { formatDollars } from "#shared/credibility-fields";
import { formatUtc } from "#web/lib/format-time";
import { inspectionStatusName, serviceTypeName } from "../lib/claim-texts";

export function ClaimFacts({ claim }: { claim: ClaimView }) {
  const rows: Array<[string, string]> = [
    ["Service", serviceTypeName(claim.serviceRequestType)],
    ["Homeowner", claim.homeowner],
    ["Claim number", claim.claimNumber ?? "—"],
    ["Cause of loss", claim.col],
    ["Date of loss", claim.dol],
    ["Inspection", inspectionStatusName(claim.inspectionStatus)],
    ["Original amount", formatDollars(claim.originalClaimAmount)],
    ["Final amount", formatDollars(claim.finalClaimAmount)],
    ["Filed", formatUtc(claim.createdAt)],
    ["Updated", formatUtc(claim.updatedAt)],
  ];
  return (
    <dl className="claim-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="claim-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {claim.notes ? (
        <div className="claim-facts__row claim-facts__row--notes">
          <dt>Notes</dt>
          <dd className="claim-facts__notes">{claim.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
