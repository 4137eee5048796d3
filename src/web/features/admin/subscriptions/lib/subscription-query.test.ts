import { expect, test } from "bun:test";
import { checkSubscriptionSearch } from "./subscription-query";

test("the search is checked with the shared schema", () => {
  expect(checkSubscriptionSearch("  ghost ")).toEqual({ ok: true, q: "ghost" });
  const checked = checkSubscriptionSearch("x".repeat(201));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem.fields.q).toBe("Search must be at most 200 characters");
});
