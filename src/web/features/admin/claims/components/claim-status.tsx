// A claim's status as a coloured word (submitted amber, in review / in progress green, completed
// bright, cancelled red).
import type { ClaimStatus } from "#shared/schemas/claims";
import { claimStatusName } from "../lib/claim-admin-texts";

export function ClaimStatusWord({ status }: { status: ClaimStatus }) {
  return (
    <span className={`claim-admin-status claim-admin-status--${status}`} data-status={status}>
      {claimStatusName(status)}
    </span>
  );
}
