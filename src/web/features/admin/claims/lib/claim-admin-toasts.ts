// The toasts of the Claims and Service requests tabs, as data. A move names the claim and the
// status in words: the server's sentence carries the stored key ("moved to in_review").
import { changeFailed, fetchFailed, succeeded } from "#web/components/toast/toast-text";
import { claimStatusName } from "./claim-admin-texts";

export const claimAdminToasts = {
  moved: (propertyAddress: string, to: string) =>
    succeeded(
      to === "cancelled" ? `Claim for ${propertyAddress} cancelled` : `Claim for ${propertyAddress} moved to ${claimStatusName(to)}`,
    ),

  fetchClaimsFailed: (error: unknown) => fetchFailed("Failed to fetch claims", error),
  fetchClaimFailed: (error: unknown) => fetchFailed("Failed to fetch claim", error),
  moveFailed: (error: unknown) => changeFailed("Failed to change claim status", error),
  fetchRequestsFailed: (error: unknown) => fetchFailed("Failed to fetch service requests", error),
} as const;
