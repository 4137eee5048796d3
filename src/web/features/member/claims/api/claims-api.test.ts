import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { createQueryClient } from "#web/lib/query-client";
import { forgetSignedIn, isMemberDataKey } from "#web/lib/sessions/member-query-keys";
import { MEMBER_SUBSCRIPTION_KEY } from "#web/lib/sessions/member-subscription-api";
import {
  claimDetailKey,
  claimDetailQueryOptions,
  claimListKey,
  claimsQueryOptions,
  documentUrl,
  SERVICE_REQUESTS_KEY,
  type ClaimsSearch,
} from "./claims-api";

test("the list URL carries only what narrows it", async () => {
  const list = (search: ClaimsSearch) => askedUrl(claimsQueryOptions(search));
  expect(await list({ status: "", page: 1 })).toBe("/api/claims");
  expect(await list({ status: "in_review", page: 1 })).toBe("/api/claims?status=in_review");
  expect(await list({ status: "", page: 3 })).toBe("/api/claims?page=3");
});

test("the detail asks for the claim's URL; the keys sit under the member roots", async () => {
  expect(await askedUrl(claimDetailQueryOptions("c-1"))).toBe("/api/claims/c-1");
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
