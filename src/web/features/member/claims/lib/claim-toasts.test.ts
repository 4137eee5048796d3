import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { cancelConfirmation, claimToasts } from "./claim-toasts";

const refused = (status: number, kind: ApiError["kind"], message: string) => new ApiError({ status, kind, message });

test("filing: the server's message on success; its refusal as the description", () => {
  expect(claimToasts.claimFiled("Claim submitted")).toEqual({ title: "Claim submitted", variant: "default" });
  expect(claimToasts.claimFiled(undefined)).toEqual({ title: "Claim submitted", variant: "default" });
  expect(claimToasts.fileFailed(refused(409, "conflict", "No estimates left in this period"))).toEqual({
    title: "Failed to file claim",
    description: "No estimates left in this period",
    variant: "destructive",
  });
  expect(claimToasts.fileFailed(refused(0, "timeout", "Request timeout"))).toMatchObject({ description: "Request timeout" });
});

test("cancelling", () => {
  expect(claimToasts.claimCancelled("Claim cancelled")).toEqual({ title: "Claim cancelled", variant: "default" });
  expect(claimToasts.cancelFailed(refused(409, "conflict", "Only a claim that is still submitted can be cancelled"))).toEqual({
    title: "Failed to cancel claim",
    description: "Only a claim that is still submitted can be cancelled",
    variant: "destructive",
  });
  expect(cancelConfirmation("estimates")).toBe(
    "Cancel this claim? It is withdrawn for good, and its estimates unit goes back to your package.",
  );
});

test("a batch of uploads is summed up once", () => {
  expect(claimToasts.uploadsFinished({ done: 2, refused: 0 })).toEqual({
    title: "Documents uploaded",
    description: "2 files added to the claim",
    variant: "default",
  });
  expect(claimToasts.uploadsFinished({ done: 1, refused: 0 })).toMatchObject({ description: "1 file added to the claim" });
  expect(claimToasts.uploadsFinished({ done: 0, refused: 1 })).toEqual({
    title: "Upload failed",
    description: "1 file refused; the reason is shown with each file",
    variant: "destructive",
  });
  expect(claimToasts.uploadsFinished({ done: 2, refused: 1 })).toEqual({
    title: "Some files were not uploaded",
    description: "2 files added, 1 file refused; the reason is shown with each file",
    variant: "destructive",
  });
});

test("service requests and failed fetches", () => {
  expect(claimToasts.requestSent("Service request received. We answer by e-mail within 24 hours.")).toEqual({
    title: "Service request received. We answer by e-mail within 24 hours.",
    variant: "default",
  });
  expect(claimToasts.requestFailed(refused(429, "throttled", "Too many requests"))).toMatchObject({
    title: "Failed to send service request",
    description: "Too many requests",
  });
  expect(claimToasts.fetchClaimsFailed(refused(0, "timeout", "Query timeout"))).toEqual({
    title: "Failed to fetch claims",
    description: "Query timeout",
    variant: "destructive",
  });
});
