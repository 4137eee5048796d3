// The testimonial form's values and texts: what the shared testimonialSchema checks, the byline
// the public box prints, and the confirm before deleting.
import type { Schema } from "#web/lib/api-types";

export type TestimonialTextKey = "text" | "authorInitial" | "authorSurname" | "role" | "city";
export type TestimonialFormValues = Record<TestimonialTextKey, string> & { isActive: boolean };

export const EMPTY_TESTIMONIAL: TestimonialFormValues = {
  text: "",
  authorInitial: "",
  authorSurname: "",
  role: "",
  city: "",
  isActive: true,
};

export function valuesFromTestimonial(t: Schema<"Testimonial">): TestimonialFormValues {
  return { text: t.text, authorInitial: t.authorInitial, authorSurname: t.authorSurname, role: t.role, city: t.city, isActive: t.isActive };
}

/** The whole body of a PUT with only the shown/hidden flag changed (the API takes every field). */
export function toggledBody(t: Schema<"Testimonial">): TestimonialFormValues {
  return { ...valuesFromTestimonial(t), isActive: !t.isActive };
}

/** "J. Smith, Public adjuster, Houston". */
export const byline = (t: Pick<Schema<"Testimonial">, "authorInitial" | "authorSurname" | "role" | "city">) =>
  `${t.authorInitial}. ${t.authorSurname}, ${t.role}, ${t.city}`;

/** The list in the order the public box rotates through it. */
export const inShowOrder = (list: readonly Schema<"Testimonial">[]) => [...list].sort((a, b) => a.sortOrder - b.sortOrder);

export const deleteTestimonialConfirmation = (t: Pick<Schema<"Testimonial">, "authorInitial" | "authorSurname">) =>
  `Delete the testimonial of ${t.authorInitial}. ${t.authorSurname}? This cannot be undone.`;
