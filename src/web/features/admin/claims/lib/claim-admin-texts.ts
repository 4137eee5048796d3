// The claims queue's own words, pinned by tests: the readable names of stored values (the API
// sends keys), the steps offered from each status (NEXT_CLAIM_STATUSES, the rule core applies),
// the confirm before cancelling, and how a history row and a service request's sender read.
import type { Schema } from "#web/lib/api-types";
import { CLAIM_STATUS_NAMES, INSPECTION_STATUS_NAMES, nameOf, PLAN_TYPE_NAMES, SERVICE_TYPE_NAMES } from "#shared/claim-words";
import {
  CLAIM_STATUSES,
  NEXT_CLAIM_STATUSES,
  SERVICE_REQUEST_TYPES,
  type ClaimStatus,
  type ServiceRequestType,
} from "#shared/schemas/claims";

export { CLAIM_STATUS_NAMES, SERVICE_TYPE_NAMES };

export const claimStatusName = (status: string) => nameOf(CLAIM_STATUS_NAMES, status);
export const serviceTypeName = (type: string) => nameOf(SERVICE_TYPE_NAMES, type);
export const inspectionName = (status: string) => nameOf(INSPECTION_STATUS_NAMES, status);
export const planTypeName = (plan: string) => nameOf(PLAN_TYPE_NAMES, plan);

export const STATUS_FILTERS: ReadonlyArray<{ value: ClaimStatus | "all"; label: string }> = [
  { value: "all", label: "All statuses" },
  ...CLAIM_STATUSES.map((status) => ({ value: status, label: CLAIM_STATUS_NAMES[status] })),
];
export const TYPE_FILTERS: ReadonlyArray<{ value: ServiceRequestType | "all"; label: string }> = [
  { value: "all", label: "All services" },
  ...SERVICE_REQUEST_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_NAMES[type] })),
];

/** The steps an admin may take from a status: exactly core's rule, so nothing offered is refused for its own sake. */
export const nextSteps = (status: ClaimStatus): readonly ClaimStatus[] => NEXT_CLAIM_STATUSES[status];

/** The button/choice text of a step: "Move to In review", "Cancel claim". */
export const stepLabel = (to: ClaimStatus) => (to === "cancelled" ? "Cancel claim" : `Move to ${CLAIM_STATUS_NAMES[to]}`);

/** Why a closed claim offers no step. */
export const noStepsText = (status: ClaimStatus) => `This claim is ${CLAIM_STATUS_NAMES[status].toLowerCase()}; it takes no further steps.`;

/**
 * Asked before cancelling: it cannot be undone, and only a claim still submitted gives its unit
 * back to the member's package (decision 0030).
 */
export const cancelClaimConfirmation = (claim: { propertyAddress: string; username: string; status: ClaimStatus }) =>
  `Cancel the claim for ${claim.propertyAddress} (${claim.username})? A cancelled claim cannot be reopened. ${
    claim.status === "submitted"
      ? "Work has not begun, so the unit goes back to the member's package."
      : "Work has begun, so the unit is not given back."
  }`;

/** Who sent a service request: the member's username, or "visitor" for one sent without signing in. */
export const requesterText = (request: Pick<Schema<"ServiceRequest">, "username">) => request.username ?? "visitor";

/** 1536 → "1.5 KB". */
export function fileSizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const NO_CLAIMS = "No claims yet";
export const NO_MATCHING_CLAIMS = "No claims match these filters";
export const NO_CARRIER_OVERDUE = "No carrier is overdue on any claim";
export const NO_DUE_THIS_WEEK = "Nothing is due in the next 7 days";
export const NO_DOCUMENTS = "No documents uploaded";
export const NO_SERVICE_REQUESTS = "No service requests yet";
