import { expect, test } from "bun:test";
import { checkMemberSearch, membersUrl, memberUrl } from "./member-query";

test("the search is trimmed; an empty one asks for every member", () => {
  expect(checkMemberSearch("  jane  ")).toEqual({ ok: true, q: "jane" });
  expect(checkMemberSearch("   ")).toEqual({ ok: true, q: "" });
  expect(membersUrl({ q: "", page: 1 })).toBe("/api/admin/members?page=1&pageSize=25");
});

test("the search and the page travel as query parameters, encoded", () => {
  expect(membersUrl({ q: "o'neil & co", page: 3 })).toBe("/api/admin/members?q=o%27neil+%26+co&page=3&pageSize=25");
  expect(memberUrl("a/b")).toBe("/api/admin/members/a%2Fb");
});

test("a search longer than the server takes is refused with the shared schema's message", () => {
  const checked = checkMemberSearch("x".repeat(101));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem).toBe("Search must be at most 100 characters");
});
