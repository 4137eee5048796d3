import { expect, test } from "bun:test";
import { createQueryClient } from "#web/lib/query-client";
import { forgetSignedIn, isMemberDataKey } from "#web/lib/sessions/member-query-keys";
import { MEMBER_SUBSCRIPTION_KEY } from "#web/lib/sessions/member-subscription-api";
import { claimDetailKey, claimListKey, claimsUrl, documentUrl, SERVICE_REQUESTS_KEY } from "./claims-api";

test("the list URL carries only what narrows it", () => {
  expect(claimsUrl({ status: "", page: 1 })).toBe("/api/claims");
  expect(claimsUrl({ status: "in_review", page: 1 })).toBe("/api/claims?status=in_review");
  expect(claimsUrl({ status: "", page: 3 })).toBe("/api/claims?page=3");
});

test("the detail key is the claim's URL for the default query function", () => {
  expect(claimDetailKey("c-1").join("/")).toBe("/api/claims/c-1");
  expect(MEMBER_SUBSCRIPTION_KEY.join("/")).toBe("/api/user/subscription");
  expect(SERVICE_REQUESTS_KEY.join("/")).toBe("/api/service-requests");
  expect(documentUrl("d 1")).toBe("/api/documents/d%201");
});

test("claims, quotas and requests are member data: a 401 ends the session, signing out drops them", () => {
  const keys = [claimListKey({ status: "", page: 1 }), claimDetailKey("c-1"), [...MEMBER_SUBSCRIPTION_KEY, "u-1"], SERVICE_REQUESTS_KEY];
  for (const key of keys) expect(isMemberDataKey(key)).toBe(true);
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, { success: true });
  forgetSignedIn(client, "lost");
  for (const key of keys) expect(client.getQueryData(key)).toBeUndefined();
  expect(isMemberDataKey(["/api/admin/claims"])).toBe(false);
});
