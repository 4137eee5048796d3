// The toasts of the Appraisers, Testimonials, Messages and Site settings tabs, as data. Successes
// show the server's own sentence (it names what changed); the fallbacks say the same without one.
import { changeFailed, failed, fetchFailed, said, succeeded } from "#web/components/toast/toast-text";

export const contentToasts = {
  appraiserSaved: (message: string | undefined, name: string, added: boolean) =>
    said(message, `Appraiser ${name} ${added ? "added" : "updated"}`),
  appraiserDeleted: (message: string | undefined, name: string) => said(message, `Appraiser ${name} deleted`),
  testimonialSaved: (message: string | undefined, added: boolean) => said(message, added ? "Testimonial added" : "Testimonial updated"),
  testimonialShown: (isActive: boolean) =>
    succeeded(isActive ? "Testimonial shown on the home page" : "Testimonial hidden from the home page"),
  testimonialMoved: (message: string | undefined, direction: "up" | "down") => said(message, `Testimonial moved ${direction}`),
  testimonialDeleted: (message: string | undefined) => said(message, "Testimonial deleted"),
  messageHandled: (message: string | undefined) => said(message, "Message marked handled"),
  messageCopied: (email: string) => succeeded(`Message from ${email} copied to clipboard`),
  copyFailed: () => failed("Copy failed", "Select the message text and copy it by hand"),
  settingSaved: (message: string | undefined, label: string, cleared: boolean) =>
    said(message, `${label} ${cleared ? "cleared" : "saved"}`),

  fetchAppraisersFailed: (error: unknown) => fetchFailed("Failed to fetch appraisers", error),
  fetchTestimonialsFailed: (error: unknown) => fetchFailed("Failed to fetch testimonials", error),
  fetchMessagesFailed: (error: unknown) => fetchFailed("Failed to fetch messages", error),
  fetchSettingsFailed: (error: unknown) => fetchFailed("Failed to fetch site settings", error),
  saveAppraiserFailed: (error: unknown) => changeFailed("Failed to save appraiser", error),
  deleteAppraiserFailed: (error: unknown) => changeFailed("Failed to delete appraiser", error),
  saveTestimonialFailed: (error: unknown) => changeFailed("Failed to save testimonial", error),
  moveTestimonialFailed: (error: unknown) => changeFailed("Failed to move testimonial", error),
  deleteTestimonialFailed: (error: unknown) => changeFailed("Failed to delete testimonial", error),
  markHandledFailed: (error: unknown) => changeFailed("Failed to mark message handled", error),
  saveSettingFailed: (error: unknown) => changeFailed("Failed to save setting", error),
} as const;
