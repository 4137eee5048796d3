// The operator's public content: what the public pages read, the contact form, and the admins'
// side of it (appraisers, testimonials, site settings, contact inbox).
import { z } from "zod";
import { appraiserSchema, contactMessageSchema, contentIdSchema, moveTestimonialSchema, testimonialSchema } from "#shared/schemas/content";
import { SITE_SETTING_KEYS } from "#shared/site-settings";
import { named, type RouteDocs } from "../route-doc";

const settingKey = z.enum(SITE_SETTING_KEYS as [string, ...string[]]);
const settingValue = z.object({
  value: z
    .string()
    .meta({ description: "The new value, checked by the setting's own rule (e-mail, https address, date or text); empty clears it" }),
});

export const CONTENT_DOCS: RouteDocs = {
  "GET /api/appraisers": { tag: "Public pages", auth: "public", summary: "The appraiser directory", answer: "Appraisers" },
  "GET /api/testimonials": { tag: "Public pages", auth: "public", summary: "The testimonials shown, in order", answer: "Testimonials" },
  "GET /api/site-settings": {
    tag: "Public pages",
    auth: "public",
    summary: "The public site settings (contact addresses, links, dates)",
    answer: "SiteSettings",
  },
  "GET /api/plans": { tag: "Public pages", auth: "public", summary: "The packages on sale", answer: "Plans" },
  "GET /api/stats/online": {
    tag: "Public pages",
    auth: "public",
    summary: "How many devices used the site in the last few minutes",
    answer: "OnlineStats",
  },
  "POST /api/contact": {
    tag: "Public pages",
    auth: "public",
    summary: "Send a message to the operator (a few an hour per address)",
    body: named("ContactForm", contactMessageSchema),
    answer: "Message",
    errors: [429],
  },

  "GET /api/admin/appraisers": { tag: "Content", auth: "admin", summary: "The appraiser directory", answer: "Appraisers" },
  "POST /api/admin/appraisers": {
    tag: "Content",
    auth: "admin",
    summary: "Add an appraiser",
    body: named("AppraiserInput", appraiserSchema),
    answer: "AppraiserChange",
  },
  "PUT /api/admin/appraisers/{id}": {
    tag: "Content",
    auth: "admin",
    summary: "Replace an appraiser's fields",
    params: { id: contentIdSchema },
    body: named("AppraiserInput", appraiserSchema),
    answer: "AppraiserChange",
    errors: [404],
  },
  "DELETE /api/admin/appraisers/{id}": {
    tag: "Content",
    auth: "admin",
    summary: "Remove an appraiser",
    params: { id: contentIdSchema },
    answer: "Message",
    errors: [404],
  },
  "GET /api/admin/testimonials": { tag: "Content", auth: "admin", summary: "Every testimonial, hidden ones too", answer: "Testimonials" },
  "POST /api/admin/testimonials": {
    tag: "Content",
    auth: "admin",
    summary: "Add a testimonial",
    body: named("TestimonialInput", testimonialSchema),
    answer: "TestimonialChange",
  },
  "PUT /api/admin/testimonials/{id}": {
    tag: "Content",
    auth: "admin",
    summary: "Replace a testimonial's fields",
    params: { id: contentIdSchema },
    body: named("TestimonialInput", testimonialSchema),
    answer: "TestimonialChange",
    errors: [404],
  },
  "DELETE /api/admin/testimonials/{id}": {
    tag: "Content",
    auth: "admin",
    summary: "Remove a testimonial",
    params: { id: contentIdSchema },
    answer: "Message",
    errors: [404],
  },
  "POST /api/admin/testimonials/{id}/move": {
    tag: "Content",
    auth: "admin",
    summary: "Move a testimonial up or down the order",
    params: { id: contentIdSchema },
    body: named("MoveTestimonial", moveTestimonialSchema),
    answer: "TestimonialMoved",
    errors: [404],
  },
  "GET /api/admin/site-settings": {
    tag: "Content",
    auth: "admin",
    summary: "Every site setting with its value or fallback",
    answer: "SiteSettings",
  },
  "PUT /api/admin/site-settings/{key}": {
    tag: "Content",
    auth: "admin",
    summary: "Set or clear one site setting",
    params: { key: settingKey },
    body: named("SiteSettingValue", settingValue),
    answer: "SiteSettingChange",
    errors: [404],
  },
  "GET /api/admin/contact-messages": {
    tag: "Content",
    auth: "admin",
    summary: "Messages from the contact form",
    query: named(
      "ContactMessageQuery",
      z.object({ open: z.enum(["true"]).optional().meta({ description: "`true`: only messages not yet handled" }) }),
    ),
    answer: "ContactMessages",
  },
  "POST /api/admin/contact-messages/{id}/handled": {
    tag: "Content",
    auth: "admin",
    summary: "Mark a contact message handled",
    params: { id: contentIdSchema },
    answer: "ContactMessageChange",
    errors: [404, 409],
  },
};
