// `aan appraisers …`, `aan testimonials …`, `aan messages …`, `aan settings …` and `aan demo seed`:
// the public content the operator manages, through the same core functions as the panel.
import type { Command } from "commander";
import { createAppraiser, deleteAppraiser, importAppraisers, listAppraisers, updateAppraiser } from "#core/content/appraisers";
import { listContactMessages, markMessageHandled } from "#core/content/contact";
import { seedDemoData } from "#core/content/demo-seed";
import { allSettings, setSetting } from "#core/content/site-settings";
import { createTestimonial, deleteTestimonial, listTestimonials, moveTestimonial, updateTestimonial } from "#core/content/testimonials";
import { tierOf } from "#shared/appraiser-directory";
import { APPRAISER_FIELDS } from "#shared/schemas/content";
import { SITE_SETTINGS, SITE_SETTING_KEYS } from "#shared/site-settings";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";
import { readCsvRows } from "../csv-file";
import { dateText, UsageError } from "../output";

type JsonOption = { json?: boolean };
type AppraiserFlags = { name?: string; state?: string; credentials?: string; appraisals?: string; successRate?: string; preferred?: string; hideStar?: string; specialties?: string; additionalCredentials?: string };
type TestimonialFlags = { text?: string; initial?: string; surname?: string; role?: string; city?: string; active?: string };

/** "a; b" → ["a", "b"]: lists travel as one text in flags and CSV cells. */
const listOf = (text: string | undefined) => (text === undefined ? undefined : text.split(";").map((s) => s.trim()).filter(Boolean));
/** yes/no/true/false → boolean; anything else passes through for the schema to refuse. */
const yesNo = (text: string | undefined): unknown => (text === undefined ? undefined : /^(yes|true|1)$/i.test(text) ? true : /^(no|false|0)$/i.test(text) ? false : text);

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

function appraiserFlags(command: Command): Command {
  return command
    .option("--name <text>")
    .option("--state <XX>", "two-letter state code")
    .option("--credentials <text>")
    .option("--appraisals <n>")
    .option("--success-rate <percent>", "e.g. 98.5")
    .option("--preferred <yes|no>")
    .option("--hide-star <yes|no>")
    .option("--specialties <a;b>", "separated by ;")
    .option("--additional-credentials <a;b>", "separated by ;");
}

function testimonialFlags(command: Command): Command {
  return command.option("--text <text>").option("--initial <letter>").option("--surname <text>").option("--role <text>").option("--city <text>").option("--active <yes|no>");
}

const testimonialValues = (f: TestimonialFlags) => ({ text: f.text, authorInitial: f.initial, authorSurname: f.surname, role: f.role, city: f.city, isActive: yesNo(f.active) });

export function registerContentCommands(program: Command, run: CliRun) {
  const { out } = run;

  const appraisers = program.command("appraisers").description("the appraiser directory: list, add, edit, delete, import");
  appraisers
    .command("list")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption) => {
        const result = listAppraisers(run.context());
        if (options.json) return out.json(result);
        if (result.appraisers.length === 0) return out.line("No appraisers yet");
        out.table(
          [{ title: "NAME", width: 28 }, { title: "STATE" }, { title: "RATE" }, { title: "TIER" }, { title: "APPRAISALS" }, { title: "PREFERRED" }, { title: "ID", width: 36 }],
          result.appraisers.map((a) => [`${a.name}${a.isDemo ? " (sample)" : ""}`, a.state, `${a.successRate}%`, tierOf(a.successRate), String(a.appraisals), a.isPreferred ? "yes" : "", a.id]),
        );
      }),
    );
  appraiserFlags(appraisers.command("add").description("add an appraiser"))
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("appraisers.create", (options: DataDirOption & JsonOption & AppraiserFlags) => {
        const result = createAppraiser(run.context(), run.actor(), withoutUndefined(appraiserValues(options)));
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );
  appraiserFlags(appraisers.command("edit <id>").description("change an appraiser: the flags given replace those fields"))
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("appraisers.update", (id: string, options: DataDirOption & JsonOption & AppraiserFlags) => {
        const current = listAppraisers(run.context()).appraisers.find((a) => a.id === id.trim());
        const base = current ? Object.fromEntries(APPRAISER_FIELDS.map((k) => [k, current[k]])) : {};
        const result = updateAppraiser(run.context(), run.actor(), id.trim(), { ...base, ...withoutUndefined(appraiserValues(options)) });
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );
  appraisers
    .command("delete <id>")
    .option(...DATA_DIR_FLAG)
    .action(
      run.action("appraisers.delete", (id: string) => {
        out.heading(deleteAppraiser(run.context(), run.actor(), id.trim()).message);
      }),
    );
  appraisers
    .command("import <file.csv>")
    .description(`bulk add; header row of field names (${APPRAISER_FIELDS.join(",")}); lists separated by ";"; all rows or none`)
    .option(...DATA_DIR_FLAG)
    .action(
      run.action("appraisers.import", (file: string) => {
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
        out.heading(importAppraisers(run.context(), run.actor(), rows).message);
      }),
    );

  const testimonials = program.command("testimonials").description("testimonials on the landing page: list, add, edit, delete, move");
  testimonials
    .command("list")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption) => {
        const result = listTestimonials(run.context(), { includeInactive: true });
        if (options.json) return out.json(result);
        if (result.testimonials.length === 0) return out.line("No testimonials yet (the landing page hides the box)");
        out.table(
          [{ title: "#" }, { title: "AUTHOR", width: 20 }, { title: "ROLE", width: 24 }, { title: "CITY", width: 16 }, { title: "SHOWN" }, { title: "TEXT", width: 50 }, { title: "ID", width: 36 }],
          result.testimonials.map((t) => [String(t.sortOrder), `${t.authorInitial}. ${t.authorSurname}`, t.role, t.city, t.isActive ? "yes" : "no", t.text, t.id]),
        );
      }),
    );
  testimonialFlags(testimonials.command("add"))
    .option(...DATA_DIR_FLAG)
    .action(
      run.action("testimonials.create", (options: DataDirOption & TestimonialFlags) => {
        out.heading(createTestimonial(run.context(), run.actor(), withoutUndefined(testimonialValues(options))).message);
      }),
    );
  testimonialFlags(testimonials.command("edit <id>"))
    .option(...DATA_DIR_FLAG)
    .action(
      run.action("testimonials.update", (id: string, options: DataDirOption & TestimonialFlags) => {
        const current = listTestimonials(run.context(), { includeInactive: true }).testimonials.find((t) => t.id === id.trim());
        const base = current ? { text: current.text, authorInitial: current.authorInitial, authorSurname: current.authorSurname, role: current.role, city: current.city, isActive: current.isActive } : {};
        out.heading(updateTestimonial(run.context(), run.actor(), id.trim(), { ...base, ...withoutUndefined(testimonialValues(options)) }).message);
      }),
    );
  testimonials
    .command("delete <id>")
    .option(...DATA_DIR_FLAG)
    .action(run.action("testimonials.delete", (id: string) => out.heading(deleteTestimonial(run.context(), run.actor(), id.trim()).message)));
  testimonials
    .command("move <id> <up|down>")
    .option(...DATA_DIR_FLAG)
    .action(run.action("testimonials.move", (id: string, direction: string) => out.heading(moveTestimonial(run.context(), run.actor(), id.trim(), { direction }).message)));

  const messages = program.command("messages").description("the contact form's inbox: list, handle");
  messages
    .command("list")
    .option("--open", "only messages not handled yet")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption & { open?: boolean }) => {
        const result = listContactMessages(run.context(), { onlyOpen: options.open });
        if (options.json) return out.json(result);
        if (result.messages.length === 0) return out.line("No messages");
        out.table(
          [{ title: "RECEIVED" }, { title: "FROM", width: 24 }, { title: "E-MAIL", width: 30 }, { title: "TYPE", width: 24 }, { title: "HANDLED" }, { title: "DETAILS", width: 50 }, { title: "ID", width: 36 }],
          result.messages.map((m) => [dateText(m.createdAt), m.callsign, m.email, m.operationType, m.handledAt ? `by ${m.handledBy}` : "open", m.missionDetails, m.id]),
        );
      }),
    );
  messages
    .command("handle <id>")
    .description("mark a message handled")
    .option(...DATA_DIR_FLAG)
    .action(run.action("messages.handle", (id: string) => out.heading(markMessageHandled(run.context(), run.actor(), id.trim()).message)));

  const settings = program.command("settings").description("site settings: brand name, mailboxes, chat link, payment links, policy dates");
  settings
    .command("get [key]")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (key: string | undefined, options: DataDirOption & JsonOption) => {
        const all = allSettings(run.context()).settings;
        if (key !== undefined && !(SITE_SETTING_KEYS as string[]).includes(key)) throw new UsageError(`unknown setting ${key}; known: ${SITE_SETTING_KEYS.join(", ")}`);
        const keys = key ? [key as keyof typeof SITE_SETTINGS] : SITE_SETTING_KEYS;
        if (options.json) return out.json(Object.fromEntries(keys.map((k) => [k, all[k]])));
        out.table([{ title: "KEY", width: 34 }, { title: "VALUE", width: 60 }, { title: "SETTING", width: 36 }], keys.map((k) => [k, all[k], SITE_SETTINGS[k].label]));
      }),
    );
  settings
    .command("set <key> <value>")
    .description('set a value ("" clears it)')
    .option(...DATA_DIR_FLAG)
    .action(run.action("settings.update", (key: string, value: string) => out.heading(setSetting(run.context(), run.actor(), key, { value }).message)));

  program
    .command("demo")
    .description("sample data for local trials")
    .command("seed")
    .description("load 60 clearly fictional sample appraisers and 3 testimonials (refused when real ones exist)")
    .option(...DATA_DIR_FLAG)
    .action(run.action("demo.seed", () => out.heading(seedDemoData(run.context(), run.actor()).message)));
}
