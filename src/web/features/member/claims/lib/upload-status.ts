// Whether the claim's page offers the upload area, or says why not in the server's words: the
// claim is completed or cancelled, or the member's package is not active (their claims and
// documents stay readable). Until the package is known the area is offered; the server decides.
import type { SubscriptionState } from "#shared/billing-policy";
import type { ClaimStatus } from "#shared/schemas/claims";
import { CLAIM_CLOSED_FOR_DOCUMENTS, UPLOAD_NEEDS_PACKAGE, UPLOAD_PACKAGE_SUSPENDED } from "#shared/upload-limits";

export type UploadBlock = { reason: "closed" | "package"; message: string };

export function uploadBlock(claimStatus: ClaimStatus, packageState: SubscriptionState | undefined): UploadBlock | undefined {
  if (claimStatus === "completed" || claimStatus === "cancelled")
    return { reason: "closed", message: CLAIM_CLOSED_FOR_DOCUMENTS(claimStatus) };
  if (packageState === undefined || packageState === "active") return undefined;
  return { reason: "package", message: packageState === "suspended" ? UPLOAD_PACKAGE_SUSPENDED : UPLOAD_NEEDS_PACKAGE };
}
