import { expect, test } from "bun:test";
import { expectReadFailure, expectRefusedChange } from "#web/lib/toast-test-cases";
import { claimAdminToasts } from "./claim-admin-toasts";

test("a move names the claim and the new status in words", () => {
  expect(claimAdminToasts.moved("12 Oak St", "in_review")).toEqual({ title: "Claim for 12 Oak St moved to In review", variant: "default" });
  expect(claimAdminToasts.moved("12 Oak St", "cancelled").title).toBe("Claim for 12 Oak St cancelled");
});

test("a refused move shows the server's reason; one without an answer says the outcome is unknown", () => {
  expectRefusedChange(claimAdminToasts.moveFailed, "Failed to change claim status", {
    status: 409,
    kind: "conflict",
    message: "The claim is in_review; it cannot be moved to in_review",
  });
});

test.each([
  [claimAdminToasts.fetchClaimsFailed, "Failed to fetch claims"],
  [claimAdminToasts.fetchClaimFailed, "Failed to fetch claim"],
  [claimAdminToasts.fetchRequestsFailed, "Failed to fetch service requests"],
])("%# a failed read is destructive, with the reason when known", (made, title) => {
  expectReadFailure(made, title);
});
