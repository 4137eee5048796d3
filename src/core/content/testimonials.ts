// Testimonials (spec README decision 3): stored here and managed by admins; none ships as if
// real. The landing page shows the active ones in their order, one at a time.
import type { Result } from "#shared/answer";
import type { MessageAnswer } from "#shared/answers/common";
import type { TestimonialAnswer, TestimonialsAnswer, TestimonialView } from "#shared/answers/content";
import { DomainError } from "#shared/errors";
import { contentIdSchema, moveTestimonialSchema, testimonialSchema } from "#shared/schemas/content";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import {
  deleteTestimonial as removeTestimonial,
  insertTestimonial,
  nextTestimonialOrder,
  selectTestimonial,
  selectTestimonials,
  updateTestimonial as saveTestimonial,
  type TestimonialRow,
} from "./content-repository";

export const TESTIMONIAL_NOT_FOUND = "Testimonial not found";

export function toTestimonialView(row: TestimonialRow): TestimonialView {
  return {
    id: row.id,
    text: row.text,
    authorInitial: row.authorInitial,
    authorSurname: row.authorSurname,
    role: row.role,
    city: row.city,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    isDemo: row.isDemo,
  };
}

/** The public list: active testimonials in their order. */
export const listTestimonialsAsVisitor = (ctx: AppContext): Result<TestimonialsAnswer> => ({
  testimonials: selectTestimonials(ctx.db, true).map(toTestimonialView),
});

/** Admins see every testimonial, the inactive ones too. */
export const listTestimonialsAsAdmin = (ctx: AppContext): Result<TestimonialsAnswer> => ({
  testimonials: selectTestimonials(ctx.db, false).map(toTestimonialView),
});

export function createTestimonial(ctx: AppContext, actor: Actor, input: unknown): Result<TestimonialAnswer> {
  return auditedUseCase(ctx, actor, "testimonials.create", ({ commit }) => {
    const values = parseInput(testimonialSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = insertTestimonial(tx, { ...values, sortOrder: nextTestimonialOrder(tx), createdAt: now, updatedAt: now });
      return {
        result: { message: "Testimonial added", testimonial: toTestimonialView(row) },
        detail: `id=${row.id}`,
      };
    });
  });
}

export function updateTestimonial(ctx: AppContext, actor: Actor, id: unknown, input: unknown): Result<TestimonialAnswer> {
  return auditedUseCase(ctx, actor, "testimonials.update", ({ commit }) => {
    const testimonialId = parseInput(contentIdSchema, id);
    const values = parseInput(testimonialSchema, input);
    return commit((tx) => {
      const row = saveTestimonial(tx, testimonialId, { ...values, updatedAt: ctx.clock.now() });
      if (!row) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
      return {
        result: { message: "Testimonial updated", testimonial: toTestimonialView(row) },
        detail: `id=${row.id}`,
      };
    });
  });
}

export function deleteTestimonial(ctx: AppContext, actor: Actor, id: unknown): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "testimonials.delete", ({ commit }) => {
    const testimonialId = parseInput(contentIdSchema, id);
    return commit((tx) => {
      if (!removeTestimonial(tx, testimonialId)) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
      return { result: { message: "Testimonial deleted" }, detail: `id=${testimonialId}` };
    });
  });
}

/** Swaps a testimonial with its neighbour above or below; at either end nothing moves. */
export function moveTestimonial(
  ctx: AppContext,
  actor: Actor,
  id: unknown,
  input: unknown,
): Result<TestimonialsAnswer> & { message: string } {
  return auditedUseCase(ctx, actor, "testimonials.move", ({ commit }) => {
    const testimonialId = parseInput(contentIdSchema, id);
    const { direction } = parseInput(moveTestimonialSchema, input);
    return commit((tx) => {
      const all = selectTestimonials(tx, false);
      const index = all.findIndex((t) => t.id === testimonialId);
      if (index < 0 || !selectTestimonial(tx, testimonialId)) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
      const other = all[direction === "up" ? index - 1 : index + 1];
      const now = ctx.clock.now();
      if (other) {
        // Renumber the whole list in its new order, so equal or missing orders never make a swap ambiguous.
        const order = all.map((t) => t.id);
        order.splice(index, 1);
        order.splice(direction === "up" ? index - 1 : index + 1, 0, testimonialId);
        order.forEach((tid, i) => saveTestimonial(tx, tid, { sortOrder: i + 1, updatedAt: now }));
      }
      return {
        result: {
          message: other ? `Testimonial moved ${direction}` : "Testimonial already at the end",
          testimonials: selectTestimonials(tx, false).map(toTestimonialView),
        },
        detail: `id=${testimonialId} ${direction}`,
      };
    });
  });
}
