// What the public pages show and the operator manages (spec README decisions 2-4): the appraiser
// directory, testimonials, and the site settings (brand name, mailboxes, chat link, payment
// links, policy dates). Stored on the server, changed only by admins.
import { integer, text, sqliteTable, index } from "drizzle-orm/sqlite-core";
import { createdAt, flag, timestampMs, updatedAt, uuidPrimaryKey } from "./columns";

export const appraisers = sqliteTable(
  "appraisers",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    /** Two-letter US state code. */
    state: text("state").notNull(),
    credentials: text("credentials").notNull(),
    appraisals: integer("appraisals").notNull().default(0),
    /** Success rate in hundredths of a percent (98.75% = 9875): exact, no float. */
    successRateHundredths: integer("success_rate_hundredths").notNull(),
    isPreferred: flag("is_preferred").notNull().default(false),
    hideSpinningStar: flag("hide_spinning_star").notNull().default(false),
    specialties: text("specialties", { mode: "json" }).$type<string[]>().notNull().default([]),
    additionalCredentials: text("additional_credentials", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Loaded by `aan demo seed`: sample data, never shown as if real once real entries exist. */
    isDemo: flag("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("appraisers_name_idx").on(t.name)],
);

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: uuidPrimaryKey(),
    text: text("text").notNull(),
    authorInitial: text("author_initial").notNull(),
    authorSurname: text("author_surname").notNull(),
    role: text("role").notNull(),
    city: text("city").notNull(),
    isActive: flag("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    isDemo: flag("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("testimonials_order_idx").on(t.isActive, t.sortOrder)],
);

export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestampMs("updated_at").notNull(),
});
