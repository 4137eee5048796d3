// /api/admin: the public content admins manage (appraisers, testimonials, site settings) and the
// contact inbox.
import { Elysia } from "elysia";
import { createAppraiser, deleteAppraiser, listAppraisers, updateAppraiser } from "#core/content/appraisers";
import { listContactMessages, markMessageHandled } from "#core/content/contact";
import { allSettings, setSetting } from "#core/content/site-settings";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonialsAsAdmin,
  moveTestimonial,
  updateTestimonial,
} from "#core/content/testimonials";
import type { AppContext } from "#core/context";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../when-unlocked";

export const adminContentRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/appraisers", () => listAppraisers(ctx), { requireAdmin: true })
    .post("/appraisers", ({ actor, body }) => write(() => createAppraiser(ctx, actor, body)), { requireAdmin: true })
    .put("/appraisers/:id", ({ actor, params, body }) => write(() => updateAppraiser(ctx, actor, params.id, body)), { requireAdmin: true })
    .delete("/appraisers/:id", ({ actor, params }) => write(() => deleteAppraiser(ctx, actor, params.id)), { requireAdmin: true })
    .get("/testimonials", () => listTestimonialsAsAdmin(ctx), { requireAdmin: true })
    .post("/testimonials", ({ actor, body }) => write(() => createTestimonial(ctx, actor, body)), { requireAdmin: true })
    .put("/testimonials/:id", ({ actor, params, body }) => write(() => updateTestimonial(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .delete("/testimonials/:id", ({ actor, params }) => write(() => deleteTestimonial(ctx, actor, params.id)), { requireAdmin: true })
    .post("/testimonials/:id/move", ({ actor, params, body }) => write(() => moveTestimonial(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .get("/site-settings", () => allSettings(ctx), { requireAdmin: true })
    .put("/site-settings/:key", ({ actor, params, body }) => write(() => setSetting(ctx, actor, params.key, body)), { requireAdmin: true })
    .get("/contact-messages", ({ query }) => listContactMessages(ctx, query), { requireAdmin: true })
    .post("/contact-messages/:id/handled", ({ actor, params }) => write(() => markMessageHandled(ctx, actor, params.id)), {
      requireAdmin: true,
    });
};
