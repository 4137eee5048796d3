import { expect, test } from "bun:test";
import { checkMemberSearch } from "./member-query";

test("the search is trimmed; an empty one asks for every member", () => {
  expect(checkMemberSearch("  jane  ")).toEqual({ ok: true, q: "jane" });
  expect(checkMemberSearch("   ")).toEqual({ ok: true, q: "" });
});

test("a search longer than the server takes is refused with the shared schema's message", () => {
  const checked = checkMemberSearch("x".repeat(101));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem).toBe("Search must be at most 100 characters");
});
