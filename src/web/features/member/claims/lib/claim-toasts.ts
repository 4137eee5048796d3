// The toasts of the claim screens and the service request form, as data. The spec shows no member
// claim screens; titles follow the panel's ('Failed to …'), descriptions are the server's own
// messages whenever it sent one.
import {
  changeFailed,
  failed,
  failureDescription,
  fetchFailed,
  said,
  succeeded,
  type ToastMessage,
} from "#web/components/toast/toast-text";
import { countText } from "#web/lib/count-text";

export const claimToasts = {
  claimFiled: (message: string | undefined) => said(message, "Claim submitted"),
  fileFailed: (error: unknown) =>
    failed(
      "Failed to file claim",
      failureDescription(error, { answered: "The claim was not filed", thrown: "Unable to reach the server" }),
    ),
  claimCancelled: (message: string | undefined) => said(message, "Claim cancelled"),
  cancelFailed: (error: unknown) => changeFailed("Failed to cancel claim", error),

  /** After a batch of files: how many were stored, and where to read the refusals. */
  uploadsFinished: ({ done, refused }: { done: number; refused: number }): ToastMessage => {
    const files = (n: number) => countText(n, "file", "files");
    if (refused === 0) return succeeded("Documents uploaded", `${files(done)} added to the claim`);
    if (done === 0) return failed("Upload failed", `${files(refused)} refused; the reason is shown with each file`);
    return failed("Some files were not uploaded", `${files(done)} added, ${files(refused)} refused; the reason is shown with each file`);
  },

  requestSent: (message: string | undefined) => said(message, "Service request received"),
  requestFailed: (error: unknown) =>
    failed(
      "Failed to send service request",
      failureDescription(error, { answered: "The request was not sent", thrown: "Unable to reach the server" }),
    ),

  fetchClaimsFailed: (error: unknown) => fetchFailed("Failed to fetch claims", error),
  fetchClaimFailed: (error: unknown) => fetchFailed("Failed to fetch claim", error),
  fetchPackageFailed: (error: unknown) => fetchFailed("Failed to fetch your package", error),
  fetchRequestsFailed: (error: unknown) => fetchFailed("Failed to fetch service requests", error),
} as const;

/** Asked before a member withdraws a claim (the unit of the package comes back). */
export const cancelConfirmation = (serviceName: string) =>
  `Cancel this claim? It is withdrawn for good, and its ${serviceName} unit goes back to your package.`;
