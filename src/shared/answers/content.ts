// Answers about the operator's public content: the appraiser directory, testimonials, site
// settings and the contact inbox.
import { z } from "#zod";
import { nullable, success, timestamp, uuid, withMessage } from "./common";

export const appraiser = z.object({
  id: uuid,
  name: z.string(),
  state: z.string(),
  credentials: z.string(),
  appraisals: z.number().int(),
  successRate: z.string(),
  isPreferred: z.boolean(),
  hideSpinningStar: z.boolean(),
  specialties: z.array(z.string()),
  additionalCredentials: z.array(z.string()),
  isDemo: z.boolean().meta({ description: "Sample data from `aan demo seed`" }),
  updatedAt: timestamp,
});
export type AppraiserView = z.output<typeof appraiser>;
export const testimonial = z.object({
  id: uuid,
  text: z.string(),
  authorInitial: z.string(),
  authorSurname: z.string(),
  role: z.string(),
  city: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  isDemo: z.boolean(),
});
export type TestimonialView = z.output<typeof testimonial>;
export const contactMessage = z.object({
  id: uuid,
  callsign: z.string(),
  email: z.string(),
  operationType: z.string(),
  missionDetails: z.string(),
  createdAt: timestamp,
  handledAt: nullable(timestamp),
  handledBy: nullable(z.string()),
});
export type ContactMessageView = z.output<typeof contactMessage>;

export const appraisersAnswer = success({ appraisers: z.array(appraiser), updatedAt: nullable(timestamp) });
export type AppraisersAnswer = z.output<typeof appraisersAnswer>;
export const appraiserAnswer = withMessage({ appraiser });
export type AppraiserAnswer = z.output<typeof appraiserAnswer>;
export const testimonialsAnswer = success({ testimonials: z.array(testimonial) });
export type TestimonialsAnswer = z.output<typeof testimonialsAnswer>;
export const testimonialAnswer = withMessage({ testimonial });
export type TestimonialAnswer = z.output<typeof testimonialAnswer>;
export const testimonialsMovedAnswer = withMessage({ testimonials: z.array(testimonial) });
export const siteSettingsAnswer = success({ settings: z.record(z.string(), z.string()) });
export type SiteSettingsAnswer = z.output<typeof siteSettingsAnswer>;
export const siteSettingAnswer = withMessage({ key: z.string(), value: z.string() });
export type SiteSettingAnswer = z.output<typeof siteSettingAnswer>;
export const contactMessagesAnswer = success({ messages: z.array(contactMessage) });
export type ContactMessagesAnswer = z.output<typeof contactMessagesAnswer>;
export const contactMessageAnswer = withMessage({ contactMessage });
export type ContactMessageAnswer = z.output<typeof contactMessageAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  Appraiser: appraiser,
  Testimonial: testimonial,
  ContactMessage: contactMessage,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  Appraisers: appraisersAnswer,
  AppraiserChange: appraiserAnswer,
  Testimonials: testimonialsAnswer,
  TestimonialChange: testimonialAnswer,
  TestimonialMoved: testimonialsMovedAnswer,
  SiteSettings: siteSettingsAnswer,
  SiteSettingChange: siteSettingAnswer,
  ContactMessages: contactMessagesAnswer,
  ContactMessageChange: contactMessageAnswer,
} as const;
