// A claim's fields as label / value lines.
import type { Schema } from "#web/lib/api-types";
import { formatDollars } from "#shared/number-text";
import { formatUtc } from "#web/lib/format-time";
import { FactList, FactRow } from "#web/components/fact-list/fact-list";
import { inspectionStatusName, serviceTypeName } from "../lib/claim-texts";
import "./claim-facts.css";

export function ClaimFacts({ claim }: { claim: Schema<"Claim"> }) {
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
    <FactList facts={rows} className="claim-facts">
      {claim.notes ? (
        <FactRow label="Notes" className="claim-facts__notes">
          {claim.notes}
        </FactRow>
      ) : null}
    </FactList>
  );
}
