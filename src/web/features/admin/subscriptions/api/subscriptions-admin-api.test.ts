import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import {
  memberSubscriptionQueryOptions,
  paymentEventsQueryOptions,
  plansQueryOptions,
  subscriptionsQueryOptions,
} from "./subscriptions-admin-api";

test("the billing lists ask with their filters only when set", async () => {
  expect(await askedUrl(subscriptionsQueryOptions(""))).toBe("/api/admin/subscriptions");
  expect(await askedUrl(subscriptionsQueryOptions("ghost & co"))).toBe("/api/admin/subscriptions?q=ghost+%26+co");
  expect(await askedUrl(plansQueryOptions())).toBe("/api/admin/subscription-plans");
  expect(await askedUrl(paymentEventsQueryOptions("all"))).toBe("/api/admin/payment-events");
  expect(await askedUrl(paymentEventsQueryOptions("unmatched"))).toBe("/api/admin/payment-events?outcome=unmatched");
  expect(await askedUrl(memberSubscriptionQueryOptions("m 1"), { success: true, subscription: null, payments: [] })).toBe(
    "/api/admin/members/m%201/subscription",
  );
});
