// /api/admin: packages, members' subscriptions, and the payment provider's events.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { listPaymentEvents } from "#core/subscriptions/payment-webhook";
import { changePlan, listPlans } from "#core/subscriptions/plans";
import { activateSubscription, cancelSubscription, listSubscriptions, showSubscription } from "#core/subscriptions/subscriptions";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../when-unlocked";

export const adminSubscriptionRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/subscription-plans", () => listPlans(ctx), { requireAdmin: true })
    .put("/subscription-plans/:name", ({ actor, params, body }) => write(() => changePlan(ctx, actor, params.name, body)), {
      requireAdmin: true,
    })
    .get("/subscriptions", ({ query }) => listSubscriptions(ctx, query), { requireAdmin: true })
    .get("/members/:id/subscription", ({ actor, params }) => showSubscription(ctx, actor, params.id), { requireAdmin: true })
    .post("/members/:id/subscription", ({ actor, params, body }) => write(() => activateSubscription(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .post("/members/:id/subscription/cancel", ({ actor, params }) => write(() => cancelSubscription(ctx, actor, params.id)), {
      requireAdmin: true,
    })
    .get("/payment-events", ({ query }) => listPaymentEvents(ctx, query), { requireAdmin: true });
};
