// `aan credibility …`: the credibility database from a terminal.
import { ok } from "#shared/answer";
import type { Command } from "commander";
import {
  createCredibilityEntry,
  deleteCredibilityEntry,
  importCredibilityEntries,
  updateCredibilityEntry,
} from "#core/credibility/credibility";
import { findCredibilityEntry, pageCredibilityEntries } from "#core/credibility/credibility-listing";
import { CREDIBILITY_FIELDS, flagNameOf } from "#shared/credibility-fields";
import { formatDollars } from "#shared/number-text";
import { NO_CREDIBILITY_ENTRIES } from "#shared/invitation-code-lists";
import { credibilityEntrySchema, credibilityEntryUpdateSchema, DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import type { CliRun } from "../cli-run";
import { readCsvRows } from "../csv-file";
import { defineCommand, type OptionSpec } from "../define-command";
import { UsageError } from "../output";
import { pageFlags, pageLine, pageQueryOf, type PageFlags } from "../page-flags";
import { formValuesForTerminal } from "../terminal-text";
import { loadInkLive } from "../ui/live-ink";

type FormOptions = Parameters<typeof import("../ui/run-form").runFormInTerminal>[0];

/** The Ink form loads only when a terminal form is really opened. */
async function runFormInTerminal(run: CliRun, options: FormOptions) {
  // Loaded as the dashboard loads Ink, so that it draws live even where CI=true is set.
  const { runFormInTerminal: runForm } = await loadInkLive(() => import("../ui/run-form"));
  return runForm(options, run.io);
}

const FIELD_KEYS = CREDIBILITY_FIELDS.map((f) => f.key);

type FieldFlags = Record<string, string | undefined>;

const FIELD_FLAGS: readonly OptionSpec[] = CREDIBILITY_FIELDS.map((field) => [
  `--${flagNameOf(field.key)} <value>`,
  field.label + (field.required ? " (required)" : ""),
]);

/** The field values given as flags (commander camel-cases --contractor-name to contractorName). */
function fieldValuesFrom(options: FieldFlags): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of CREDIBILITY_FIELDS) {
    const value = options[field.key];
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

export function registerCredibilityCommands(program: Command, run: CliRun) {
  const { out, prompts } = run;
  const credibility = program.command("credibility").description("credibility database: list, add, edit, delete, import");
  const printMessage = (result: { message: string }) => out.heading(result.message);

  defineCommand(credibility, run, {
    name: "list",
    description: "list entries a page at a time, newest first",
    options: [pageFlags("filter by contractor, company, client, claim type or notes")],
    audit: null,
    json: "print the page as one JSON document (items, total, page, pageSize)",
    run: (options: PageFlags) => pageCredibilityEntries(run.context(), pageQueryOf(options)).value(),
    print: (result, options) => {
      if (result.total === 0) return out.line(options.search ? `No entries match "${options.search}"` : NO_CREDIBILITY_ENTRIES);
      if (result.items.length > 0) {
        out.table(
          [
            { title: "CONTRACTOR", width: 24 },
            { title: "COMPANY", width: 24 },
            { title: "CLAIM TYPE", width: 16 },
            { title: "CLIENT", width: 20 },
            { title: "ORIGINAL" },
            { title: "FINAL" },
            { title: "NOTES", width: 30 },
            { title: "ID", width: 36 },
          ],
          result.items.map((e) => [
            e.contractorName,
            e.contractorCompany,
            e.claimType,
            e.clientName,
            formatDollars(e.originalAmount),
            formatDollars(e.finalAmount),
            e.notes,
            e.id,
          ]),
        );
      }
      out.line(pageLine(result, ["entry", "entries"], options.search));
    },
  });

  defineCommand(credibility, run, {
    name: "add",
    description: "add an entry: from flags, or a form on a terminal",
    options: FIELD_FLAGS,
    audit: "credibility.create",
    json: true,
    run: async (options: FieldFlags) => {
      const ctx = run.context();
      let values: Record<string, string> = fieldValuesFrom(options);
      const missing = CREDIBILITY_FIELDS.find((f) => f.required && values[f.key] === undefined);
      if (missing) {
        if (!prompts.isTerminal()) throw new UsageError(`missing required option --${flagNameOf(missing.key)}`);
        const filled = await runFormInTerminal(run, {
          title: "ADD CREDIBILITY ENTRY",
          fields: CREDIBILITY_FIELDS,
          initial: values,
          schema: credibilityEntrySchema,
        });
        if (!filled) throw new UsageError("cancelled");
        values = filled;
      }
      return ok(createCredibilityEntry(ctx, run.actor(), values));
    },
    print: (result) => out.heading(`${result.message} (${result.entry.id})`),
  });

  defineCommand(credibility, run, {
    name: "edit <id>",
    description: "change an entry: the flags given, or a form on a terminal",
    options: FIELD_FLAGS,
    audit: "credibility.update",
    json: true,
    run: async (id: string, options: FieldFlags) => {
      const ctx = run.context();
      let values: Record<string, string> = fieldValuesFrom(options);
      if (Object.keys(values).length === 0) {
        if (!prompts.isTerminal()) throw new UsageError("nothing to change: pass at least one field flag, e.g. --notes");
        // An id that is no uuid, or no entry, is refused with the right message before any form opens.
        const entry = findCredibilityEntry(ctx, id.trim());
        const filled = await runFormInTerminal(run, {
          title: "EDIT CREDIBILITY ENTRY",
          fields: CREDIBILITY_FIELDS,
          initial: formValuesForTerminal(entry, FIELD_KEYS),
          schema: credibilityEntryUpdateSchema,
        });
        if (!filled) throw new UsageError("cancelled");
        values = filled;
      }
      return ok(updateCredibilityEntry(ctx, run.actor(), id.trim(), values));
    },
    print: printMessage,
  });

  defineCommand(credibility, run, {
    name: "delete <id>",
    description: "delete an entry (asks first unless --yes)",
    options: [["-y, --yes", "do not ask"]],
    audit: "credibility.delete",
    json: true,
    run: async (id: string, options: { yes?: boolean }) => {
      const ctx = run.context();
      if (!options.yes) {
        if (!prompts.isTerminal()) throw new UsageError("refusing to delete without confirmation: pass --yes");
        const answer = await prompts.line(`${DELETE_ENTRY_CONFIRMATION} [y/N] `);
        // Kept: nothing was deleted, so there is no answer to print, --json or not.
        if (!/^y(es)?$/i.test(answer.trim())) return void out.line("Kept.");
      }
      return ok(deleteCredibilityEntry(ctx, run.actor(), id.trim()));
    },
    print: printMessage,
  });

  defineCommand(credibility, run, {
    name: "import <file>",
    description: "bulk add from CSV (header row of field names); all rows or none",
    audit: "credibility.import",
    json: true,
    run: (file: string) => ok(importCredibilityEntries(run.context(), run.actor(), readCsvRows(file, CREDIBILITY_COLUMNS))),
    print: printMessage,
  });
}

const CREDIBILITY_COLUMNS = CREDIBILITY_FIELDS.map((f) => f.key as string);
