import { expect, test } from "bun:test";
import {
  checkSubscriptionSearch,
  isPaymentEventFilter,
  memberSubscriptionUrl,
  paymentEventsUrl,
  planUrl,
  subscriptionsUrl,
} from "./subscription-query";

test("the billing URLs: search and outcome travel as query parameters, ids and names encoded", () => {
  expect(subscriptionsUrl("")).toBe("/api/admin/subscriptions");
  expect(subscriptionsUrl("jane 1")).toBe("/api/admin/subscriptions?q=jane+1");
  expect(paymentEventsUrl("all")).toBe("/api/admin/payment-events");
  expect(paymentEventsUrl("unmatched")).toBe("/api/admin/payment-events?outcome=unmatched");
  expect(planUrl("ghost")).toBe("/api/admin/subscription-plans/ghost");
  expect(memberSubscriptionUrl("a/b")).toBe("/api/admin/members/a%2Fb/subscription");
});

test("the outcome filter takes the API's outcomes and all; the search is checked with the shared schema", () => {
  expect(["all", "unmatched", "applied", "ignored"].every(isPaymentEventFilter)).toBe(true);
  expect(isPaymentEventFilter("lost")).toBe(false);
  expect(checkSubscriptionSearch("  ghost ")).toEqual({ ok: true, q: "ghost" });
  const checked = checkSubscriptionSearch("x".repeat(201));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problem.fields.q).toBe("Search must be at most 200 characters");
});
