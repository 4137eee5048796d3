// /api/admin: packages, members' subscriptions, and the payment provider's events.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { listPaymentEvents } from "#core/subscriptions/payment-webhook";
import { changePlan, listPlans } from "#core/subscriptions/plans";
import { activateSubscription, cancelSubscription, listSubscriptions, showSubscription } from "#core/subscriptions/subscriptions";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../group-commit";
import {
  activateSubscriptionSchema,
  packageNameSchema,
  planChangeSchema,
  subscriptionListSchema,
  paymentEventQuerySchema,
} from "#shared/schemas/subscriptions";
import { named, routeDoc } from "../openapi/route-doc";
import { memberRefSchema } from "#shared/schemas/members";

export const adminSubscriptionRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/subscription-plans", () => ok(listPlans(ctx)), {
      requireAdmin: true,
      ...routeDoc({ tag: "Subscriptions", auth: "admin", summary: "Every package, on sale or not", answer: "Plans" }),
    })
    .put("/subscription-plans/:name", ({ actor, params, body }) => write(() => ok(changePlan(ctx, actor, params.name, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Subscriptions",
        auth: "admin",
        summary: "Change a package's prices, quotas or availability",
        params: { name: packageNameSchema },
        body: named("PlanChange", planChangeSchema),
        answer: "PlanChange",
        errors: [400, 404],
      }),
    })
    .get("/subscriptions", ({ query }) => ok(listSubscriptions(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Subscriptions",
        auth: "admin",
        summary: "Members' subscriptions",
        query: named("SubscriptionSearch", subscriptionListSchema),
        answer: "Subscriptions",
      }),
    })
    .get("/members/:id/subscription", ({ actor, params }) => ok(showSubscription(ctx, actor, params.id)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Subscriptions",
        auth: "admin",
        summary: "A member's subscription and its payments",
        params: { id: memberRefSchema },
        answer: "SubscriptionDetail",
        errors: [404],
      }),
    })
    .post("/members/:id/subscription", ({ actor, params, body }) => write(() => ok(activateSubscription(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Subscriptions",
        auth: "admin",
        summary: "Activate a package for a member (paid outside the payment provider)",
        params: { id: memberRefSchema },
        body: named("ActivateSubscription", activateSubscriptionSchema),
        answer: "SubscriptionChange",
        errors: [404, 409],
      }),
    })
    .post("/members/:id/subscription/cancel", ({ actor, params }) => write(() => ok(cancelSubscription(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Subscriptions",
        auth: "admin",
        summary: "Cancel a member's subscription at the end of its paid period",
        params: { id: memberRefSchema },
        answer: "SubscriptionChange",
        errors: [404, 409],
      }),
    })
    .get("/payment-events", ({ query }) => ok(listPaymentEvents(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Subscriptions",
        auth: "admin",
        summary: "The payment provider's events, newest first (200 at most)",
        query: named("PaymentEventQuery", paymentEventQuerySchema),
        answer: "PaymentEvents",
      }),
    });
};
