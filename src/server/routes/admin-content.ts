// /api/admin: the public content admins manage (appraisers, testimonials, site settings) and the
// contact inbox.
import { ok } from "#shared/answer";
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
import { writer } from "../group-commit";
import {
  appraiserSchema,
  contentIdSchema,
  moveTestimonialSchema,
  testimonialSchema,
  siteSettingKeySchema,
  siteSettingValueSchema,
  contactMessagesQuerySchema,
} from "#shared/schemas/content";
import { named, routeDoc } from "../openapi/route-doc";

export const adminContentRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/appraisers", () => ok(listAppraisers(ctx)), {
      requireAdmin: true,
      ...routeDoc({ tag: "Content", auth: "admin", summary: "The appraiser directory", answer: "Appraisers" }),
    })
    .post("/appraisers", ({ actor, body }) => write(() => ok(createAppraiser(ctx, actor, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Add an appraiser",
        body: named("AppraiserInput", appraiserSchema),
        answer: "AppraiserChange",
      }),
    })
    .put("/appraisers/:id", ({ actor, params, body }) => write(() => ok(updateAppraiser(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Replace an appraiser's fields",
        params: { id: contentIdSchema },
        body: named("AppraiserInput", appraiserSchema),
        answer: "AppraiserChange",
        errors: [404],
      }),
    })
    .delete("/appraisers/:id", ({ actor, params }) => write(() => ok(deleteAppraiser(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Remove an appraiser",
        params: { id: contentIdSchema },
        answer: "Message",
        errors: [404],
      }),
    })
    .get("/testimonials", () => ok(listTestimonialsAsAdmin(ctx)), {
      requireAdmin: true,
      ...routeDoc({ tag: "Content", auth: "admin", summary: "Every testimonial, hidden ones too", answer: "Testimonials" }),
    })
    .post("/testimonials", ({ actor, body }) => write(() => ok(createTestimonial(ctx, actor, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Add a testimonial",
        body: named("TestimonialInput", testimonialSchema),
        answer: "TestimonialChange",
      }),
    })
    .put("/testimonials/:id", ({ actor, params, body }) => write(() => ok(updateTestimonial(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Replace a testimonial's fields",
        params: { id: contentIdSchema },
        body: named("TestimonialInput", testimonialSchema),
        answer: "TestimonialChange",
        errors: [404],
      }),
    })
    .delete("/testimonials/:id", ({ actor, params }) => write(() => ok(deleteTestimonial(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Remove a testimonial",
        params: { id: contentIdSchema },
        answer: "Message",
        errors: [404],
      }),
    })
    .post("/testimonials/:id/move", ({ actor, params, body }) => write(() => ok(moveTestimonial(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Move a testimonial up or down the order",
        params: { id: contentIdSchema },
        body: named("MoveTestimonial", moveTestimonialSchema),
        answer: "TestimonialMoved",
        errors: [404],
      }),
    })
    .get("/site-settings", () => ok(allSettings(ctx)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Every site setting with its value or fallback",
        answer: "SiteSettings",
      }),
    })
    .put("/site-settings/:key", ({ actor, params, body }) => write(() => ok(setSetting(ctx, actor, params.key, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Set or clear one site setting",
        params: { key: siteSettingKeySchema },
        body: named("SiteSettingValue", siteSettingValueSchema),
        answer: "SiteSettingChange",
        errors: [404],
      }),
    })
    .get("/contact-messages", ({ query }) => ok(listContactMessages(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Messages from the contact form",
        query: named("ContactMessageQuery", contactMessagesQuerySchema),
        answer: "ContactMessages",
      }),
    })
    .post("/contact-messages/:id/handled", ({ actor, params }) => write(() => ok(markMessageHandled(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Content",
        auth: "admin",
        summary: "Mark a contact message handled",
        params: { id: contentIdSchema },
        answer: "ContactMessageChange",
        errors: [404, 409],
      }),
    });
};
