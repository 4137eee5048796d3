// A claim's status as a small tag, coloured by where it stands.
import type { ClaimStatus } from "#shared/schemas/claims";
import { claimStatusName } from "../lib/claim-texts";
import "./claim-status-tag.css";

export function ClaimStatusTag({ status }: { status: ClaimStatus }) {
  return (
    <span className="state-tag claim-status" data-status={status}>
      {claimStatusName(status)}
    </span>
  );
}
