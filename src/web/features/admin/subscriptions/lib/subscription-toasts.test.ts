import { expect, test } from "bun:test";
import { expectReadFailure, expectRefusedChange } from "#web/lib/toast-test-cases";
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
  expectRefusedChange(made, title, { status: 409, kind: "conflict", message: "jane1 already has a running Ghost subscription" });
});

test.each([
  [subscriptionToasts.fetchSubscriptionsFailed, "Failed to fetch subscriptions"],
  [subscriptionToasts.fetchSubscriptionFailed, "Failed to fetch subscription"],
  [subscriptionToasts.fetchPlansFailed, "Failed to fetch packages"],
  [subscriptionToasts.fetchPaymentEventsFailed, "Failed to fetch payment events"],
])("%# a failed read is destructive, with the reason when known", (made, title) => {
  expectReadFailure(made, title);
});
