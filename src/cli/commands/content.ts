// `aan appraisers …`, `aan testimonials …`, `aan messages …`, `aan settings …` and `aan demo seed`:
// the public content the operator manages, through the same core functions as the panel.
import { ok } from "#shared/answer";
import type { Command } from "commander";
import { createAppraiser, deleteAppraiser, importAppraisers, listAppraisers, updateAppraiser } from "#core/content/appraisers";
import { listContactMessages, markMessageHandled } from "#core/content/contact";
import { seedDemoData } from "#core/content/demo-seed";
import { allSettings, setSetting } from "#core/content/site-settings";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonialsAsAdmin,
  moveTestimonial,
  updateTestimonial,
} from "#core/content/testimonials";
import { tierOf } from "#shared/appraiser-directory";
import { APPRAISER_FIELDS } from "#shared/schemas/content";
import { SITE_SETTINGS, SITE_SETTING_KEYS } from "#shared/site-settings";
import type { CliRun } from "../cli-run";
import { readCsvRows } from "../csv-file";
import { defineCommand, type OptionSpec } from "../define-command";
import { dateText, UsageError } from "../output";

type AppraiserFlags = {
  name?: string;
  state?: string;
  credentials?: string;
  appraisals?: string;
  successRate?: string;
  preferred?: string;
  hideStar?: string;
  specialties?: string;
  additionalCredentials?: string;
};
type TestimonialFlags = { text?: string; initial?: string; surname?: string; role?: string; city?: string; active?: string };

/** "a; b" → ["a", "b"]: lists travel as one text in flags and CSV cells. */
const listOf = (text: string | undefined) =>
  text === undefined
    ? undefined
    : text
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean);
/** yes/no/true/false → boolean; anything else passes through for the schema to refuse. */
const yesNo = (text: string | undefined): unknown =>
  text === undefined ? undefined : /^(yes|true|1)$/i.test(text) ? true : /^(no|false|0)$/i.test(text) ? false : text;

const appraiserValues = (f: AppraiserFlags) => ({
  name: f.name,
  state: f.state,
  credentials: f.credentials,
  appraisals: f.appraisals,
  successRate: f.successRate,
  isPreferred: yesNo(f.preferred),
  hideSpinningStar: yesNo(f.hideStar),
  specialties: listOf(f.specialties),
  additionalCredentials: listOf(f.additionalCredentials),
});

const withoutUndefined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const APPRAISER_FLAGS: readonly OptionSpec[] = [
  ["--name <text>"],
  ["--state <XX>", "two-letter state code"],
  ["--credentials <text>"],
  ["--appraisals <n>"],
  ["--success-rate <percent>", "e.g. 98.5"],
  ["--preferred <yes|no>"],
  ["--hide-star <yes|no>"],
  ["--specialties <a;b>", "separated by ;"],
  ["--additional-credentials <a;b>", "separated by ;"],
];

const TESTIMONIAL_FLAGS: readonly OptionSpec[] = [
  ["--text <text>"],
  ["--initial <letter>"],
  ["--surname <text>"],
  ["--role <text>"],
  ["--city <text>"],
  ["--active <yes|no>"],
];

const testimonialValues = (f: TestimonialFlags) => ({
  text: f.text,
  authorInitial: f.initial,
  authorSurname: f.surname,
  role: f.role,
  city: f.city,
  isActive: yesNo(f.active),
});

export function registerContentCommands(program: Command, run: CliRun) {
  const { out } = run;
  const printMessage = (result: { message: string }) => out.heading(result.message);

  const appraisers = program.command("appraisers").description("the appraiser directory: list, add, edit, delete, import");
  defineCommand(appraisers, run, {
    name: "list",
    audit: null,
    json: true,
    run: () => ok(listAppraisers(run.context())),
    print: (result) => {
      if (result.appraisers.length === 0) return out.line("No appraisers yet");
      out.table(
        [
          { title: "NAME", width: 28 },
          { title: "STATE" },
          { title: "RATE" },
          { title: "TIER" },
          { title: "APPRAISALS" },
          { title: "PREFERRED" },
          { title: "ID", width: 36 },
        ],
        result.appraisers.map((a) => [
          `${a.name}${a.isDemo ? " (sample)" : ""}`,
          a.state,
          `${a.successRate}%`,
          tierOf(a.successRate),
          String(a.appraisals),
          a.isPreferred ? "yes" : "",
          a.id,
        ]),
      );
    },
  });
  defineCommand(appraisers, run, {
    name: "add",
    description: "add an appraiser",
    options: APPRAISER_FLAGS,
    audit: "appraisers.create",
    json: true,
    run: (options: AppraiserFlags) => ok(createAppraiser(run.context(), run.actor(), withoutUndefined(appraiserValues(options)))),
    print: printMessage,
  });
  defineCommand(appraisers, run, {
    name: "edit <id>",
    description: "change an appraiser: the flags given replace those fields",
    options: APPRAISER_FLAGS,
    audit: "appraisers.update",
    json: true,
    run: (id: string, options: AppraiserFlags) => {
      const current = listAppraisers(run.context()).appraisers.find((a) => a.id === id.trim());
      const base = current ? Object.fromEntries(APPRAISER_FIELDS.map((k) => [k, current[k]])) : {};
      return ok(updateAppraiser(run.context(), run.actor(), id.trim(), { ...base, ...withoutUndefined(appraiserValues(options)) }));
    },
    print: printMessage,
  });
  defineCommand(appraisers, run, {
    name: "delete <id>",
    audit: "appraisers.delete",
    run: (id: string) => ok(deleteAppraiser(run.context(), run.actor(), id.trim())),
    print: printMessage,
  });
  defineCommand(appraisers, run, {
    name: "import <file.csv>",
    description: `bulk add; header row of field names (${APPRAISER_FIELDS.join(",")}); lists separated by ";"; all rows or none`,
    audit: "appraisers.import",
    run: (file: string) => {
      const rows = readCsvRows(file, APPRAISER_FIELDS).map(({ line, values }) => ({
        line,
        values: withoutUndefined({
          ...values,
          isPreferred: yesNo(values.isPreferred || undefined),
          hideSpinningStar: yesNo(values.hideSpinningStar || undefined),
          specialties: listOf(values.specialties),
          additionalCredentials: listOf(values.additionalCredentials),
        }),
      }));
      return ok(importAppraisers(run.context(), run.actor(), rows));
    },
    print: printMessage,
  });

  const testimonials = program.command("testimonials").description("testimonials on the landing page: list, add, edit, delete, move");
  defineCommand(testimonials, run, {
    name: "list",
    audit: null,
    json: true,
    run: () => ok(listTestimonialsAsAdmin(run.context())),
    print: (result) => {
      if (result.testimonials.length === 0) return out.line("No testimonials yet (the landing page hides the box)");
      out.table(
        [
          { title: "#" },
          { title: "AUTHOR", width: 20 },
          { title: "ROLE", width: 24 },
          { title: "CITY", width: 16 },
          { title: "SHOWN" },
          { title: "TEXT", width: 50 },
          { title: "ID", width: 36 },
        ],
        result.testimonials.map((t) => [
          String(t.sortOrder),
          `${t.authorInitial}. ${t.authorSurname}`,
          t.role,
          t.city,
          t.isActive ? "yes" : "no",
          t.text,
          t.id,
        ]),
      );
    },
  });
  defineCommand(testimonials, run, {
    name: "add",
    options: TESTIMONIAL_FLAGS,
    audit: "testimonials.create",
    run: (options: TestimonialFlags) => ok(createTestimonial(run.context(), run.actor(), withoutUndefined(testimonialValues(options)))),
    print: printMessage,
  });
  defineCommand(testimonials, run, {
    name: "edit <id>",
    options: TESTIMONIAL_FLAGS,
    audit: "testimonials.update",
    run: (id: string, options: TestimonialFlags) => {
      const current = listTestimonialsAsAdmin(run.context()).testimonials.find((t) => t.id === id.trim());
      const base = current
        ? {
            text: current.text,
            authorInitial: current.authorInitial,
            authorSurname: current.authorSurname,
            role: current.role,
            city: current.city,
            isActive: current.isActive,
          }
        : {};
      return ok(updateTestimonial(run.context(), run.actor(), id.trim(), { ...base, ...withoutUndefined(testimonialValues(options)) }));
    },
    print: printMessage,
  });
  defineCommand(testimonials, run, {
    name: "delete <id>",
    audit: "testimonials.delete",
    run: (id: string) => ok(deleteTestimonial(run.context(), run.actor(), id.trim())),
    print: printMessage,
  });
  defineCommand(testimonials, run, {
    name: "move <id> <up|down>",
    audit: "testimonials.move",
    run: (id: string, direction: string) => ok(moveTestimonial(run.context(), run.actor(), id.trim(), { direction })),
    print: printMessage,
  });

  const messages = program.command("messages").description("the contact form's inbox: list, handle");
  defineCommand(messages, run, {
    name: "list",
    options: [["--open", "only messages not handled yet"]],
    audit: null,
    json: true,
    run: (options: { open?: boolean }) => ok(listContactMessages(run.context(), { open: options.open ? "true" : "false" })),
    print: (result) => {
      if (result.messages.length === 0) return out.line("No messages");
      out.table(
        [
          { title: "RECEIVED" },
          { title: "FROM", width: 24 },
          { title: "E-MAIL", width: 30 },
          { title: "TYPE", width: 24 },
          { title: "HANDLED" },
          { title: "DETAILS", width: 50 },
          { title: "ID", width: 36 },
        ],
        result.messages.map((m) => [
          dateText(m.createdAt),
          m.callsign,
          m.email,
          m.operationType,
          m.handledAt ? `by ${m.handledBy}` : "open",
          m.missionDetails,
          m.id,
        ]),
      );
    },
  });
  defineCommand(messages, run, {
    name: "handle <id>",
    description: "mark a message handled",
    audit: "messages.handle",
    run: (id: string) => ok(markMessageHandled(run.context(), run.actor(), id.trim())),
    print: printMessage,
  });

  const settings = program.command("settings").description("site settings: brand name, mailboxes, chat link, payment links, policy dates");
  defineCommand(settings, run, {
    name: "get [key]",
    audit: null,
    json: true,
    run: (key: string | undefined) => {
      const all = allSettings(run.context()).settings;
      if (key !== undefined && !(SITE_SETTING_KEYS as string[]).includes(key))
        throw new UsageError(`unknown setting ${key}; known: ${SITE_SETTING_KEYS.join(", ")}`);
      const keys = key ? [key as keyof typeof SITE_SETTINGS] : SITE_SETTING_KEYS;
      return Object.fromEntries(keys.map((k) => [k, all[k]])) as Partial<Record<keyof typeof SITE_SETTINGS, string>>;
    },
    print: (values) =>
      out.table(
        [
          { title: "KEY", width: 34 },
          { title: "VALUE", width: 60 },
          { title: "SETTING", width: 36 },
        ],
        (Object.keys(values) as Array<keyof typeof SITE_SETTINGS>).map((k) => [k, values[k], SITE_SETTINGS[k].label]),
      ),
  });
  defineCommand(settings, run, {
    name: "set <key> <value>",
    description: 'set a value ("" clears it)',
    audit: "settings.update",
    run: (key: string, value: string) => ok(setSetting(run.context(), run.actor(), key, { value })),
    print: printMessage,
  });

  defineCommand(program.command("demo").description("sample data for local trials"), run, {
    name: "seed",
    description: "load 60 clearly fictional sample appraisers and 3 testimonials (refused when real ones exist)",
    audit: "demo.seed",
    run: () => ok(seedDemoData(run.context(), run.actor())),
    print: printMessage,
  });
}
