// Public reads of the operator's content and the contact form: /api/appraisers,
// /api/testimonials, /api/site-settings, /api/plans, /api/stats/online, POST /api/contact.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import { listAppraisers } from "#core/content/appraisers";
import { sendContactMessage } from "#core/content/contact";
import { publicSettings } from "#core/content/site-settings";
import { listTestimonialsAsVisitor } from "#core/content/testimonials";
import { listPlansOnSale } from "#core/subscriptions/plans";
import type { AppContext } from "#core/context";
import { ONLINE_WINDOW_MS, type OnlineVisitors } from "#core/content/online-visitors";
import { requestMeta } from "../request-meta";
import { writer } from "../group-commit";
import { contactMessageSchema } from "#shared/schemas/content";
import { named, routeDoc } from "../openapi/route-doc";

export const publicContentRoutes = (ctx: AppContext, visitors: OnlineVisitors) => {
  const write = writer(ctx);
  return new Elysia()
    .get("/appraisers", () => ok(listAppraisers(ctx)), {
      ...routeDoc({ tag: "Public pages", auth: "public", summary: "The appraiser directory", answer: "Appraisers" }),
    })
    .get("/testimonials", () => ok(listTestimonialsAsVisitor(ctx)), {
      ...routeDoc({ tag: "Public pages", auth: "public", summary: "The testimonials shown, in order", answer: "Testimonials" }),
    })
    .get("/site-settings", () => ok(publicSettings(ctx)), {
      ...routeDoc({
        tag: "Public pages",
        auth: "public",
        summary: "The public site settings (contact addresses, links, dates)",
        answer: "SiteSettings",
      }),
    })
    .get("/plans", () => ok(listPlansOnSale(ctx)), {
      ...routeDoc({ tag: "Public pages", auth: "public", summary: "The packages on sale", answer: "Plans" }),
    })
    .get("/stats/online", () => ok({ online: visitors.count(), windowSeconds: ONLINE_WINDOW_MS / 1000 }), {
      ...routeDoc({
        tag: "Public pages",
        auth: "public",
        summary: "How many devices used the site in the last few minutes",
        answer: "OnlineStats",
      }),
    })
    .post(
      "/contact",
      ({ body, request, server }) => write(() => ok(sendContactMessage(ctx, requestMeta(request, server, ctx.config), body))),
      {
        ...routeDoc({
          tag: "Public pages",
          auth: "public",
          summary: "Send a message to the operator (a few an hour per address)",
          body: named("ContactForm", contactMessageSchema),
          answer: "Message",
          errors: [429],
        }),
      },
    );
};
