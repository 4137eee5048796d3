import { expect, test } from "bun:test";
import { checkMemberSearch, membersUrl, memberUrl } from "./member-query";

test("the search is trimmed; an empty one asks for every member", () => {
  expect(checkMemberSearch("  jane  ")).toEqual({ ok: true, q: "jane" });
  expect(checkMemberSearch("   ")).toEqual({ ok: true, q: "" });
  expect(membersUrl("")).toBe("/api/admin/members");
});

test("the search travels as a query parameter, encoded", () => {
  expect(membersUrl("o'neil & co")).toBe("/api/admin/members?q=o%27neil+%26+co");
  expect(memberUrl("a/b")).toBe("/api/admin/members/a%2Fb");
});

test("a search longer than the server takes is refused with the shared schema's message", () => {
  const checked = checkMemberSearch("x".repeat(101));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem.fields.q).toBe("Search must be at most 100 characters");
});
