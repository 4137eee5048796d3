import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { NO_CLAIM_FILTER } from "../lib/claim-query";
import { claimDetailQueryOptions, claimsQueryOptions, serviceRequestsQueryOptions } from "./claims-admin-api";

test("only what narrows the queue travels; page 1 and 'all' are left out", async () => {
  expect(await askedUrl(claimsQueryOptions(NO_CLAIM_FILTER))).toBe("/api/admin/claims");
  expect(await askedUrl(claimsQueryOptions({ status: "in_review", type: "appraisal", q: "Oak St", page: 3, waiting: false }))).toBe(
    "/api/admin/claims?status=in_review&type=appraisal&q=Oak+St&page=3",
  );
  expect(await askedUrl(claimsQueryOptions({ ...NO_CLAIM_FILTER, waiting: true }))).toBe("/api/admin/claims?waiting=1");
  expect(await askedUrl(claimDetailQueryOptions("c/1"))).toBe("/api/admin/claims/c%2F1");
  expect(await askedUrl(serviceRequestsQueryOptions())).toBe("/api/admin/service-requests");
});
