// The only code that touches appraisers, testimonials, site_settings and contact_submissions.
import { and, asc, count, desc, eq, gte, max, sql } from "drizzle-orm";
import { appraisers, siteSettings, testimonials } from "#db/schema/content";
import { contactSubmissions } from "#db/schema/messages";
import { windowCountColumns, type WindowCount } from "../security/rate-window";
import type { Db } from "../db/db";

export type AppraiserRow = typeof appraisers.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type ContactRow = typeof contactSubmissions.$inferSelect;

export const selectAppraisers = (db: Db): AppraiserRow[] => db.select().from(appraisers).orderBy(asc(appraisers.name)).all();
export const selectAppraiser = (db: Db, id: string) => db.select().from(appraisers).where(eq(appraisers.id, id)).get();
export const insertAppraisers = (db: Db, rows: Array<typeof appraisers.$inferInsert>): AppraiserRow[] =>
  rows.length ? db.insert(appraisers).values(rows).returning().all() : [];
export const updateAppraiser = (db: Db, id: string, values: Partial<typeof appraisers.$inferInsert>) =>
  db.update(appraisers).set(values).where(eq(appraisers.id, id)).returning().get();
export const deleteAppraiser = (db: Db, id: string) =>
  db.delete(appraisers).where(eq(appraisers.id, id)).returning({ id: appraisers.id }).get() !== undefined;
export const countAppraisers = (db: Db, demo: boolean) =>
  db.select({ n: count() }).from(appraisers).where(eq(appraisers.isDemo, demo)).get()?.n ?? 0;
export const lastAppraiserChange = (db: Db): Date | null =>
  db
    .select({ at: max(appraisers.updatedAt) })
    .from(appraisers)
    .get()?.at ?? null;

export const selectTestimonials = (db: Db, onlyActive: boolean): TestimonialRow[] =>
  db
    .select()
    .from(testimonials)
    .where(onlyActive ? eq(testimonials.isActive, true) : undefined)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt))
    .all();
export const selectTestimonial = (db: Db, id: string) => db.select().from(testimonials).where(eq(testimonials.id, id)).get();
export const insertTestimonial = (db: Db, values: typeof testimonials.$inferInsert) =>
  db.insert(testimonials).values(values).returning().get();
export const updateTestimonial = (db: Db, id: string, values: Partial<typeof testimonials.$inferInsert>) =>
  db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning().get();
export const deleteTestimonial = (db: Db, id: string) =>
  db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id }).get() !== undefined;
export const nextTestimonialOrder = (db: Db): number =>
  (db
    .select({ top: max(testimonials.sortOrder) })
    .from(testimonials)
    .get()?.top ?? 0) + 1;
export const countTestimonials = (db: Db, demo: boolean) =>
  db.select({ n: count() }).from(testimonials).where(eq(testimonials.isDemo, demo)).get()?.n ?? 0;

export const selectSettings = (db: Db) => db.select().from(siteSettings).all();
export function upsertSetting(db: Db, key: string, value: string, at: Date): void {
  db.insert(siteSettings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: at } })
    .run();
}
export const deleteSetting = (db: Db, key: string) => db.delete(siteSettings).where(eq(siteSettings.key, key)).run();

export const insertContact = (db: Db, values: typeof contactSubmissions.$inferInsert) =>
  db.insert(contactSubmissions).values(values).returning().get();
export const countContactsFrom = (db: Db, address: string, since: Date): WindowCount =>
  db
    .select(windowCountColumns(contactSubmissions.createdAt))
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.clientAddress, address), gte(contactSubmissions.createdAt, since)))
    .get() ?? { count: 0, oldestAt: null };
export const selectContacts = (db: Db, onlyOpen: boolean, limit: number): ContactRow[] =>
  db
    .select()
    .from(contactSubmissions)
    .where(onlyOpen ? sql`${contactSubmissions.handledAt} IS NULL` : undefined)
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(limit)
    .all();
/** Marks a message handled once: a second mark changes nothing. */
export const markContactHandled = (db: Db, id: string, by: string, at: Date) =>
  db
    .update(contactSubmissions)
    .set({ handledAt: at, handledBy: by })
    .where(and(eq(contactSubmissions.id, id), sql`${contactSubmissions.handledAt} IS NULL`))
    .returning()
    .get();
export const selectContact = (db: Db, id: string) => db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get();
