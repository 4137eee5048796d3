import { expect, test } from "bun:test";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "#shared/schemas/claims";
import { checkClaimSearch, claimsUrl, claimUrl, documentUrl, isClaimStatusFilter, isClaimTypeFilter, NO_CLAIM_FILTER } from "./claim-query";

test("only what narrows the queue travels; none asks for every claim, page 1", () => {
  expect(claimsUrl(NO_CLAIM_FILTER)).toBe("/api/admin/claims");
  expect(claimsUrl({ status: "in_review", type: "estimate", q: "12 Oak St", page: 3 })).toBe(
    "/api/admin/claims?status=in_review&type=estimate&q=12+Oak+St&page=3",
  );
  expect(claimsUrl({ ...NO_CLAIM_FILTER, q: "o'neil & co" })).toBe("/api/admin/claims?q=o%27neil+%26+co");
});

test("ids are encoded into the claim and document paths", () => {
  expect(claimUrl("a/b")).toBe("/api/admin/claims/a%2Fb");
  expect(documentUrl("d1")).toBe("/api/admin/documents/d1");
});

test("the filters take exactly the shared lists' values, and all", () => {
  expect([...CLAIM_STATUSES, "all"].every(isClaimStatusFilter)).toBe(true);
  expect([...SERVICE_REQUEST_TYPES, "all"].every(isClaimTypeFilter)).toBe(true);
  expect(isClaimStatusFilter("lost")).toBe(false);
  expect(isClaimTypeFilter("in_review")).toBe(false);
});

test("the search is trimmed; a too-long one is refused with the shared schema's message", () => {
  expect(checkClaimSearch("  jane  ")).toEqual({ ok: true, q: "jane" });
  expect(checkClaimSearch("")).toEqual({ ok: true, q: "" });
  const checked = checkClaimSearch("x".repeat(201));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem.fields.q).toBe("Search must be at most 200 characters");
});
