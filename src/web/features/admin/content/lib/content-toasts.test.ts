import { expect, test } from "bun:test";
import { expectReadFailure, expectRefusedChange } from "#web/lib/toast-test-cases";
import { contentToasts } from "./content-toasts";

test("successes show the server's sentence, and say the same without one", () => {
  expect(contentToasts.appraiserSaved("Appraiser Dana Reyes added", "Dana Reyes", true)).toEqual({
    title: "Appraiser Dana Reyes added",
    variant: "default",
  });
  expect(contentToasts.appraiserSaved(undefined, "Dana Reyes", true).title).toBe("Appraiser Dana Reyes added");
  expect(contentToasts.appraiserSaved(undefined, "Dana Reyes", false).title).toBe("Appraiser Dana Reyes updated");
  expect(contentToasts.appraiserDeleted(undefined, "Dana Reyes").title).toBe("Appraiser Dana Reyes deleted");
  expect(contentToasts.testimonialSaved(undefined, true).title).toBe("Testimonial added");
  expect(contentToasts.testimonialSaved(undefined, false).title).toBe("Testimonial updated");
  expect(contentToasts.testimonialShown(true)).toEqual({ title: "Testimonial shown on the home page", variant: "default" });
  expect(contentToasts.testimonialShown(false).title).toBe("Testimonial hidden from the home page");
  expect(contentToasts.testimonialMoved("Testimonial already at the end", "up").title).toBe("Testimonial already at the end");
  expect(contentToasts.testimonialMoved(undefined, "down").title).toBe("Testimonial moved down");
  expect(contentToasts.testimonialDeleted(undefined).title).toBe("Testimonial deleted");
  expect(contentToasts.messageHandled(undefined).title).toBe("Message marked handled");
  expect(contentToasts.messageCopied("g@example.com")).toEqual({
    title: "Message from g@example.com copied to clipboard",
    variant: "default",
  });
  expect(contentToasts.copyFailed().variant).toBe("destructive");
  expect(contentToasts.settingSaved(undefined, "Support mailbox", false).title).toBe("Support mailbox saved");
  expect(contentToasts.settingSaved(undefined, "Support mailbox", true).title).toBe("Support mailbox cleared");
});

test.each([
  [contentToasts.saveAppraiserFailed, "Failed to save appraiser"],
  [contentToasts.deleteAppraiserFailed, "Failed to delete appraiser"],
  [contentToasts.saveTestimonialFailed, "Failed to save testimonial"],
  [contentToasts.moveTestimonialFailed, "Failed to move testimonial"],
  [contentToasts.deleteTestimonialFailed, "Failed to delete testimonial"],
  [contentToasts.markHandledFailed, "Failed to mark message handled"],
  [contentToasts.saveSettingFailed, "Failed to save setting"],
])("%# a refused change shows the server's message under its title", (made, title) => {
  expectRefusedChange(made, title, { status: 404, kind: "not_found", message: "Appraiser not found" });
});

test.each([
  [contentToasts.fetchAppraisersFailed, "Failed to fetch appraisers"],
  [contentToasts.fetchTestimonialsFailed, "Failed to fetch testimonials"],
  [contentToasts.fetchMessagesFailed, "Failed to fetch messages"],
  [contentToasts.fetchSettingsFailed, "Failed to fetch site settings"],
])("%# a failed read is destructive, with the reason when known", (made, title) => {
  expectReadFailure(made, title);
});
