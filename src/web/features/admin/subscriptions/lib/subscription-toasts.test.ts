import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { subscriptionToasts } from "./subscription-toasts";

test("successes show the server's sentence, and say the same without one", () => {
  const sentence = "Ghost (monthly) activated for jane1; next payment due 2026-12-24";
  expect(subscriptionToasts.activated(sentence, "jane1", "ghost")).toEqual({ title: sentence, variant: "default" });
  expect(subscriptionToasts.activated(undefined, "jane1", "ghost").title).toBe("ghost activated for jane1");
  expect(subscriptionToasts.cancelled(undefined, "jane1").title).toBe("Subscription of jane1 cancelled");
  expect(subscriptionToasts.planChanged(undefined, "Ghost").title).toBe("Package Ghost updated");
});

test.each([
  [subscriptionToasts.activateFailed, "Failed to activate package"],
  [subscriptionToasts.cancelFailed, "Failed to cancel subscription"],
  [subscriptionToasts.planChangeFailed, "Failed to update package"],
])("%# a refused change shows the server's message under its title", (made, title) => {
  const conflict = new ApiError({ status: 409, kind: "conflict", message: "jane1 already has a running Ghost subscription" });
  expect(made(conflict)).toEqual({ title, description: "jane1 already has a running Ghost subscription", variant: "destructive" });
  expect(made(new ApiError({ status: 0, kind: "timeout", message: "Request timeout" })).description).toMatch(
    /^Request timeout\. .*reloaded/,
  );
});

test.each([
  [subscriptionToasts.fetchSubscriptionsFailed, "Failed to fetch subscriptions"],
  [subscriptionToasts.fetchSubscriptionFailed, "Failed to fetch subscription"],
  [subscriptionToasts.fetchPlansFailed, "Failed to fetch packages"],
  [subscriptionToasts.fetchPaymentEventsFailed, "Failed to fetch payment events"],
])("%# a failed read is destructive", (made, title) => {
  expect(made(new Error("x"))).toEqual({ title, variant: "destructive" });
});
