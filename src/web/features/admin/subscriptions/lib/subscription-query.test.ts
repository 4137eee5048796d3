import { expect, test } from "bun:test";
import { checkSubscriptionSearch, isPaymentEventFilter } from "./subscription-query";

test("the outcome filter takes the API's outcomes and all; the search is checked with the shared schema", () => {
  expect(["all", "unmatched", "applied", "ignored"].every(isPaymentEventFilter)).toBe(true);
  expect(isPaymentEventFilter("lost")).toBe(false);
  expect(checkSubscriptionSearch("  ghost ")).toEqual({ ok: true, q: "ghost" });
  const checked = checkSubscriptionSearch("x".repeat(201));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem.fields.q).toBe("Search must be at most 200 characters");
});
