// `aan credibility …`: the credibility database from a terminal.
import type { Command } from "commander";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import {
  createCredibilityEntry,
  deleteCredibilityEntry,
  importCredibilityEntries,
  listCredibilityEntries,
  updateCredibilityEntry,
} from "#core/credibility/credibility";
import type { CredibilityEntryView } from "#shared/api-types";
import { CREDIBILITY_FIELDS, flagNameOf, formatDollars } from "#shared/credibility-fields";
import { NO_CREDIBILITY_ENTRIES } from "#shared/invitation-code-lists";
import { credibilityEntrySchema, credibilityEntryUpdateSchema, DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import { currentCliActor, DATA_DIR_FLAG, openCliContext, type DataDirOption } from "../cli-context";
import { printHeading, printJson, printLine, printTable, runCommand, UsageError } from "../output";
import { promptLine, stdinIsTerminal } from "../prompt";

/** The Ink form loads only when a terminal form is really opened. */
async function runFormInTerminal(...args: Parameters<typeof import("../ui/run-form").runFormInTerminal>) {
  const { runFormInTerminal: run } = await import("../ui/run-form");
  return run(...args);
}

type JsonOption = { json?: boolean };
type FieldFlags = Record<string, string | undefined>;

function addFieldFlags(command: Command): Command {
  for (const field of CREDIBILITY_FIELDS) {
    command.option(`--${flagNameOf(field.key)} <value>`, field.label + (field.required ? " (required)" : ""));
  }
  return command;
}

/** The field values given as flags (commander camel-cases --contractor-name to contractorName). */
function fieldValuesFrom(options: FieldFlags): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of CREDIBILITY_FIELDS) {
    const value = options[field.key];
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

export function matchesEntrySearch(entry: CredibilityEntryView, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [entry.contractorName, entry.contractorCompany, entry.clientName, entry.claimType, entry.notes].some((f) =>
    f?.toLowerCase().includes(needle),
  );
}

function entryAsFormValues(entry: CredibilityEntryView): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of CREDIBILITY_FIELDS) values[field.key] = entry[field.key] ?? "";
  return values;
}

export function registerCredibilityCommands(program: Command) {
  const credibility = program.command("credibility").description("credibility database: list, add, edit, delete, import");

  credibility
    .command("list")
    .description("list entries, newest first")
    .option("-q, --search <text>", "filter by contractor, company, client, claim type or notes")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & JsonOption & { search?: string }) =>
      runCommand(() => {
        const entries = listCredibilityEntries(openCliContext(options)).entries.filter((e) => matchesEntrySearch(e, options.search));
        if (options.json) return printJson({ entries });
        if (entries.length === 0) return printLine(options.search ? `No entries match "${options.search}"` : NO_CREDIBILITY_ENTRIES);
        printTable(
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
          entries.map((e) => [e.contractorName, e.contractorCompany, e.claimType, e.clientName, formatDollars(e.originalAmount), formatDollars(e.finalAmount), e.notes, e.id]),
        );
      }),
    );

  addFieldFlags(credibility.command("add").description("add an entry: from flags, or a form on a terminal"))
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & JsonOption & FieldFlags) =>
      runCommand(async () => {
        const ctx = openCliContext(options);
        let values: Record<string, string> = fieldValuesFrom(options);
        const missing = CREDIBILITY_FIELDS.find((f) => f.required && values[f.key] === undefined);
        if (missing) {
          if (!stdinIsTerminal()) throw new UsageError(`missing required option --${flagNameOf(missing.key)}`);
          const filled = await runFormInTerminal({ title: "ADD CREDIBILITY ENTRY", fields: CREDIBILITY_FIELDS, initial: values, schema: credibilityEntrySchema });
          if (!filled) throw new UsageError("cancelled");
          values = filled;
        }
        const result = createCredibilityEntry(ctx, currentCliActor(), values);
        if (options.json) return printJson(result);
        printHeading(`${result.message} (${result.entry.id})`);
      }),
    );

  addFieldFlags(credibility.command("edit <id>").description("change an entry: the flags given, or a form on a terminal"))
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((id: string, options: DataDirOption & JsonOption & FieldFlags) =>
      runCommand(async () => {
        const ctx = openCliContext(options);
        let values: Record<string, string> = fieldValuesFrom(options);
        if (Object.keys(values).length === 0) {
          if (!stdinIsTerminal()) throw new UsageError("nothing to change: pass at least one field flag, e.g. --notes");
          const entry = listCredibilityEntries(ctx).entries.find((e) => e.id === id.trim());
          if (!entry) return updateCredibilityEntry(ctx, currentCliActor(), id, {}); // refuses with the right message
          const filled = await runFormInTerminal({ title: "EDIT CREDIBILITY ENTRY", fields: CREDIBILITY_FIELDS, initial: entryAsFormValues(entry), schema: credibilityEntryUpdateSchema });
          if (!filled) throw new UsageError("cancelled");
          values = filled;
        }
        const result = updateCredibilityEntry(ctx, currentCliActor(), id.trim(), values);
        if (options.json) return printJson(result);
        printHeading(result.message);
      }),
    );

  credibility
    .command("delete <id>")
    .description("delete an entry (asks first unless --yes)")
    .option("-y, --yes", "do not ask")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((id: string, options: DataDirOption & JsonOption & { yes?: boolean }) =>
      runCommand(async () => {
        const ctx = openCliContext(options);
        if (!options.yes) {
          if (!stdinIsTerminal()) throw new UsageError("refusing to delete without confirmation: pass --yes");
          const answer = await promptLine(`${DELETE_ENTRY_CONFIRMATION} [y/N] `);
          if (!/^y(es)?$/i.test(answer.trim())) return printLine("Kept.");
        }
        const result = deleteCredibilityEntry(ctx, currentCliActor(), id.trim());
        if (options.json) return printJson(result);
        printHeading(result.message);
      }),
    );

  credibility
    .command("import <file>")
    .description("bulk add from CSV (header row of field names); all rows or none")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((file: string, options: DataDirOption & JsonOption) =>
      runCommand(() => {
        const rows = readCsvRows(file);
        const result = importCredibilityEntries(openCliContext(options), currentCliActor(), rows);
        if (options.json) return printJson(result);
        printHeading(result.message);
      }),
    );
}

const KNOWN_COLUMNS = new Set(CREDIBILITY_FIELDS.map((f) => f.key as string));

/** CSV rows with their line numbers in the file (the header is line 1). */
export function readCsvRows(file: string): Array<{ line: number; values: Record<string, string> }> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true });
  } catch (error) {
    throw new UsageError(`${file} is not valid CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((column) => !KNOWN_COLUMNS.has(column));
  if (unknown.length) throw new UsageError(`unknown column(s) ${unknown.join(", ")}; expected ${[...KNOWN_COLUMNS].join(", ")}`);
  return records.map(({ record, info }) => ({ line: info.lines, values: record }));
}
