// `aan codes …`: the invitation code work of the panel, from a terminal.
import type { Command } from "commander";
import { stringify } from "csv-stringify/sync";
import {
  assignInvitationCode,
  createCustomCode,
  eachInvitationCodeBatch,
  extendInvitationCode,
  findInvitationCode,
  generateInvitationCodes,
  pageInvitationCodes,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { assigneeFullName, codeStateOf, EMPTY_STATES, type InvitationCodeView } from "#shared/invitation-code-lists";
import { CODE_STATUSES, countFromText, expiryFromText, extendExpiryFromText, type CodeStatus } from "#shared/schemas/invitation-codes";
import { parseInput } from "#shared/schemas/parse";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";
import { dateText, UsageError, type Output } from "../output";
import { addPageFlags, pageLine, pageQueryOf, type PageFlags } from "../page-flags";
import { escapeForTerminal, jsonForTerminal } from "../terminal-text";

type JsonOption = { json?: boolean };

function parseStatus(value: string): CodeStatus {
  if (!(CODE_STATUSES as readonly string[]).includes(value)) {
    throw new UsageError(`--status must be one of ${CODE_STATUSES.join(", ")}`);
  }
  return value as CodeStatus;
}

const EXPIRES_FLAG = ["--expires <days>", "days until the code expires (1-3650), or never; default: AAN_CODE_EXPIRY_DAYS, else never"] as const;

/** `--expires` as typed: left out means the operator's default, "never" no expiry. */
const expiryOption = (value: string | undefined) => (value === undefined ? {} : { expiresInDays: parseInput(expiryFromText, value) });

const expiryText = (c: InvitationCodeView) => (c.expiresAt ? dateText(c.expiresAt) : "never");

const assigneeText = (c: InvitationCodeView) => (c.assigneeUsername ? `${assigneeFullName(c)} (${c.assigneeUsername})` : "");

export function registerCodesCommands(program: Command, run: CliRun) {
  const { out, prompts } = run;
  const codes = program.command("codes").description("invitation codes: list, generate, create, extend, assign, unassign, export");

  addPageFlags(
    codes
      .command("list")
      .description("list codes a page at a time, newest first, with the panel's counts")
      .option("-s, --status <status>", `one of ${CODE_STATUSES.join("|")}`, "unused"),
    "filter by code or assignee (username, name, e-mail, phone)",
  )
    .option(...DATA_DIR_FLAG)
    .option("--json", "print the page as one JSON document (items, total, page, pageSize, counts)")
    .action(
      run.action(null, (options: DataDirOption & JsonOption & PageFlags & { status: string }) => {
        const status = parseStatus(options.status);
        const result = pageInvitationCodes(run.context(), { status, ...pageQueryOf(options) });
        if (options.json) return out.json(result);
        const { counts } = result;
        out.heading(
          `ACTIVE CODES ${counts.active}  USED CODES ${counts.used}  EXPIRED ${counts.expired}  TOTAL GENERATED ${counts.total}  ASSIGNED ${counts.assigned}`,
        );
        if (result.total === 0) return out.line(options.search ? `No codes match "${options.search}"` : EMPTY_STATES[status]);
        if (result.items.length > 0) {
          out.table(
            [
              { title: "CODE", width: 50 },
              { title: "STATUS" },
              { title: "ASSIGNEE", width: 40 },
              { title: "CREATED" },
              { title: "EXPIRES" },
              { title: "USED" },
              { title: "REDEEMED BY", width: 30 },
              { title: "ID", width: 36 },
            ],
            result.items.map((c) => [c.code, codeStateOf(c), assigneeText(c), dateText(c.createdAt), c.isUsed ? "" : expiryText(c), dateText(c.usedAt), c.usedByUsername, c.id]),
          );
        }
        out.line(pageLine(result, ["code", "codes"], options.search));
      }),
    );

  codes
    .command("generate")
    .description("generate a batch of 1-100 random codes")
    .option("-c, --count <n>", "how many (1-100)", "5")
    .option(...EXPIRES_FLAG)
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("codes.generate", (options: DataDirOption & JsonOption & { count: string; expires?: string }) => {
        const count = parseInput(countFromText, options.count);
        const result = generateInvitationCodes(run.context(), run.actor(), { count, ...expiryOption(options.expires) });
        if (options.json) return out.json(result);
        out.heading(result.message);
        if (result.expiresAt) out.line(`Expires ${dateText(result.expiresAt)}`);
        for (const code of result.codes) out.line(code);
      }),
    );

  codes
    .command("create <code>")
    .description("create one custom code (upper-cased, at most 50 characters)")
    .option(...EXPIRES_FLAG)
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("codes.create", (code: string, options: DataDirOption & JsonOption & { expires?: string }) => {
        const result = createCustomCode(run.context(), run.actor(), { code, ...expiryOption(options.expires) });
        if (options.json) return out.json(result);
        out.heading(result.message);
        if (result.code.expiresAt) out.line(`Expires ${dateText(result.code.expiresAt)}`);
      }),
    );

  codes
    .command("extend <codeOrId>")
    .description("give an unused code (expired or not) a new expiry counted from now, or none")
    .requiredOption("--expires <days>", "days from now (1-3650), or never")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("codes.extend", (codeOrId: string, options: DataDirOption & JsonOption & { expires: string }) => {
        const ctx = run.context();
        const code = findInvitationCode(ctx, run.actor(), "codes.extend", codeOrId);
        const result = extendInvitationCode(ctx, run.actor(), code.id, { expiresInDays: parseInput(extendExpiryFromText, options.expires) });
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );

  codes
    .command("assign <codeOrId>")
    .description("assign an unused code to a person")
    .option("--username <username>", "the person's username (at least 3 characters)")
    .option("--first-name <name>", "first name")
    .option("--last-name <name>", "last name")
    .option("--phone <phone>", "phone as (xxx) xxx-xxxx")
    .option("--email <email>", "e-mail address")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(
        "codes.assign",
        async (
          codeOrId: string,
          options: DataDirOption & JsonOption & { username?: string; firstName?: string; lastName?: string; phone?: string; email?: string },
        ) => {
          const ctx = run.context();
          const code = findInvitationCode(ctx, run.actor(), "codes.assign", codeOrId);
          const assignee = {
            assigneeUsername: await prompts.valueOrPrompt(options.username, "--username", "Username"),
            assigneeFirstName: await prompts.valueOrPrompt(options.firstName, "--first-name", "First name"),
            assigneeLastName: await prompts.valueOrPrompt(options.lastName, "--last-name", "Last name"),
            assigneePhone: await prompts.valueOrPrompt(options.phone, "--phone", "Phone (xxx) xxx-xxxx"),
            assigneeEmail: await prompts.valueOrPrompt(options.email, "--email", "Email"),
          };
          const result = assignInvitationCode(ctx, run.actor(), code.id, assignee);
          if (options.json) return out.json(result);
          out.heading(result.message);
        },
      ),
    );

  codes
    .command("unassign <codeOrId>")
    .description("clear the assignee of an unused code")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("codes.unassign", (codeOrId: string, options: DataDirOption & JsonOption) => {
        const ctx = run.context();
        const result = unassignInvitationCode(ctx, run.actor(), findInvitationCode(ctx, run.actor(), "codes.unassign", codeOrId).id);
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );

  codes
    .command("export")
    .description("export every code of a list for mail-merge and records (all pages, newest first)")
    .option("-s, --status <status>", `one of ${CODE_STATUSES.join("|")}`, "all")
    .option("-f, --format <format>", "csv or json", "csv")
    .option(...DATA_DIR_FLAG)
    .action(
      run.action(null, (options: DataDirOption & { status: string; format: string }) => {
        const status = parseStatus(options.status);
        if (options.format !== "csv" && options.format !== "json") throw new UsageError("--format must be csv or json");
        // Written a batch at a time: 100,000 codes never sit in memory at once.
        const batches = eachInvitationCodeBatch(run.context(), status);
        if (options.format === "json") return writeJsonArray(out, batches);
        let header = true;
        for (const batch of batches) {
          out.raw(stringify(batch.map(exportRecord), { header, columns: EXPORT_COLUMNS }));
          header = false;
        }
        if (header) out.raw(stringify([], { header: true, columns: EXPORT_COLUMNS }));
      }),
    );
}

const EXPORT_COLUMNS = [
  "code",
  "isUsed",
  "usedAt",
  "usedByUsername",
  "createdAt",
  "assigneeUsername",
  "assigneeFirstName",
  "assigneeLastName",
  "assigneePhone",
  "assigneeEmail",
  "assignedAt",
  "expiresAt",
  "isExpired",
  "id",
] as const satisfies ReadonlyArray<keyof InvitationCodeView>;

/**
 * One CSV cell of the export, which goes to a terminal or into a spreadsheet for mail-merge.
 * Control and bidi characters are escaped as on any terminal output. Formula injection
 * (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
 * carriage return as a formula, so such a cell gets a leading apostrophe, which makes it text.
 */
export function spreadsheetSafeCell(value: string): string {
  const escaped = escapeForTerminal(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${escaped}` : escaped;
}

function exportRecord(code: InvitationCodeView): Record<string, string | null> {
  return Object.fromEntries(
    EXPORT_COLUMNS.map((column) => {
      const value = code[column];
      return [column, value === null ? null : typeof value === "boolean" ? String(value) : spreadsheetSafeCell(value)];
    }),
  );
}

/** One JSON array, written as `out.json` would write it, an element at a time. */
function writeJsonArray(out: Output, batches: Iterable<unknown[]>): void {
  let first = true;
  for (const batch of batches) {
    for (const item of batch) {
      out.raw(`${first ? "[\n" : ",\n"}${jsonForTerminal(item).replace(/^/gm, "  ")}`);
      first = false;
    }
  }
  out.raw(first ? "[]\n" : "\n]\n");
}
