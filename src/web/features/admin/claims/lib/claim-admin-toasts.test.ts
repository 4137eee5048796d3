import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { claimAdminToasts } from "./claim-admin-toasts";

test("a move names the claim and the new status in words", () => {
  expect(claimAdminToasts.moved("12 Oak St", "in_review")).toEqual({ title: "Claim for 12 Oak St moved to In review", variant: "default" });
  expect(claimAdminToasts.moved("12 Oak St", "cancelled").title).toBe("Claim for 12 Oak St cancelled");
});

test("a refused move shows the server's reason; one without an answer says the outcome is unknown", () => {
  const conflict = new ApiError({ status: 409, kind: "conflict", message: "The claim is in_review; it cannot be moved to in_review" });
  expect(claimAdminToasts.moveFailed(conflict)).toEqual({
    title: "Failed to change claim status",
    description: "The claim is in_review; it cannot be moved to in_review",
    variant: "destructive",
  });
  const timeout = new ApiError({ status: 0, kind: "timeout", message: "Request timeout" });
  expect(claimAdminToasts.moveFailed(timeout).description).toMatch(/^Request timeout\. .*reloaded/);
});

test.each([
  [claimAdminToasts.fetchClaimsFailed, "Failed to fetch claims"],
  [claimAdminToasts.fetchClaimFailed, "Failed to fetch claim"],
  [claimAdminToasts.fetchRequestsFailed, "Failed to fetch service requests"],
])("%# a failed read is destructive, with the reason when known", (made, title) => {
  expect(made(new Error("x"))).toEqual({ title, variant: "destructive" });
  const late = new ApiError({ status: 0, kind: "timeout", message: "Query timeout" });
  expect(made(late)).toEqual({ title, description: "Query timeout", variant: "destructive" });
});
