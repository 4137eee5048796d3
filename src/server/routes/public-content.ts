// Public reads of the operator's content and the contact form: /api/appraisers,
// /api/testimonials, /api/site-settings, /api/plans, /api/stats/online, POST /api/contact.
import { Elysia } from "elysia";
import { listAppraisers } from "#core/content/appraisers";
import { sendContactMessage } from "#core/content/contact";
import { publicSettings } from "#core/content/site-settings";
import { listTestimonialsAsVisitor } from "#core/content/testimonials";
import { listPlansOnSale } from "#core/subscriptions/plans";
import type { AppContext } from "#core/context";
import { ONLINE_WINDOW_MS, type OnlineVisitors } from "#core/content/online-visitors";
import { requestMeta } from "../request-meta";
import { writer } from "../when-unlocked";

export const publicContentRoutes = (ctx: AppContext, visitors: OnlineVisitors) => {
  const write = writer(ctx);
  return new Elysia()
    .get("/appraisers", () => listAppraisers(ctx))
    .get("/testimonials", () => listTestimonialsAsVisitor(ctx))
    .get("/site-settings", () => publicSettings(ctx))
    .get("/plans", () => listPlansOnSale(ctx))
    .get("/stats/online", () => ({ success: true as const, online: visitors.count(), windowSeconds: ONLINE_WINDOW_MS / 1000 }))
    .post("/contact", ({ body, request, server }) => write(() => sendContactMessage(ctx, requestMeta(request, server, ctx.config), body)));
};
