import { expect, test } from "bun:test";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "#shared/schemas/claims";
import { checkClaimSearch, documentUrl, isClaimStatusFilter, isClaimTypeFilter } from "./claim-query";

test("ids are encoded into the document paths", () => {
  expect(documentUrl("d/1")).toBe("/api/admin/documents/d%2F1");
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
