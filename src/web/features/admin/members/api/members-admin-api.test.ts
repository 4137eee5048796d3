import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { memberDetailQueryOptions, membersQueryOptions } from "./members-admin-api";

test("the list always asks with page and size; the search only when there is one", async () => {
  expect(await askedUrl(membersQueryOptions({ q: "", page: 1 }))).toBe("/api/admin/members?page=1&pageSize=25");
  expect(await askedUrl(membersQueryOptions({ q: "ann lee", page: 2 }))).toBe("/api/admin/members?q=ann+lee&page=2&pageSize=25");
  expect(await askedUrl(memberDetailQueryOptions("m 1"))).toBe("/api/admin/members/m%201");
});
