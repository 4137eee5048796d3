import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { testimonialSchema } from "#shared/schemas/content";
import {
  byline,
  deleteTestimonialConfirmation,
  EMPTY_TESTIMONIAL,
  inShowOrder,
  toggledBody,
  valuesFromTestimonial,
} from "./testimonial-form";

const t = (sortOrder: number, overrides: Partial<Schema<"Testimonial">> = {}): Schema<"Testimonial"> => ({
  id: `id-${sortOrder}`,
  text: "Recovered $52,000 more than offered.",
  authorInitial: "J",
  authorSurname: "Smith",
  role: "Public adjuster",
  city: "Houston",
  isActive: true,
  sortOrder,
  isDemo: false,
  ...overrides,
});

test("show/hide sends every field again with only the flag turned", () => {
  expect(toggledBody(t(1))).toEqual({ ...valuesFromTestimonial(t(1)), isActive: false });
  expect(toggledBody(t(1, { isActive: false })).isActive).toBe(true);
  expect(testimonialSchema.parse(toggledBody(t(1))).isActive).toBe(false);
});

test("the list reads in the order the home page rotates", () => {
  expect(inShowOrder([t(3), t(1), t(2)]).map((x) => x.sortOrder)).toEqual([1, 2, 3]);
});

test("the byline and the delete confirm name the author", () => {
  expect(byline(t(1))).toBe("J. Smith, Public adjuster, Houston");
  expect(deleteTestimonialConfirmation(t(1))).toBe("Delete the testimonial of J. Smith? This cannot be undone.");
});

test("an empty form is refused with the schema's messages, field by field", () => {
  const result = testimonialSchema.safeParse(EMPTY_TESTIMONIAL);
  expect(result.success).toBe(false);
  const fields = new Set(result.error!.issues.map((i) => String(i.path[0])));
  expect([...fields].sort()).toEqual(["authorInitial", "authorSurname", "city", "role", "text"]);
  expect(EMPTY_TESTIMONIAL.isActive).toBe(true);
});
