// `aan codes …`: the invitation code work of the panel, from a terminal.
import type { Command } from "commander";
import { stringify } from "csv-stringify/sync";
import { eachInvitationCodeBatch, pageInvitationCodes } from "#core/invitation-codes/code-listing";
import {
  assignInvitationCode,
  createCustomCode,
  extendInvitationCode,
  findInvitationCode,
  generateInvitationCodes,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { assigneeFullName, codeStateOf, EMPTY_STATES } from "#shared/invitation-code-lists";
import type { InvitationCodeView } from "#shared/answers/invitation-codes";
import { CODE_STATUSES, countFromText, expiryFromText, extendExpiryFromText, type CodeStatus } from "#shared/schemas/invitation-codes";
import { parseInput } from "#shared/schemas/parse";
import { ok } from "#shared/answer";
import { startsFormula } from "#shared/spreadsheet-formula";
import type { CliRun } from "../cli-run";
import { defineCommand, requiredOption } from "../define-command";
import { dateText, UsageError, type Output } from "../output";
import { pageFlags, pageLine, pageQueryOf, type PageFlags } from "../page-flags";
import { escapeForTerminal, jsonForTerminal } from "../terminal-text";

function parseStatus(value: string): CodeStatus {
  if (!(CODE_STATUSES as readonly string[]).includes(value)) {
    throw new UsageError(`--status must be one of ${CODE_STATUSES.join(", ")}`);
  }
  return value as CodeStatus;
}

const EXPIRES_FLAG = [
  "--expires <days>",
  "days until the code expires (1-3650), or never; default: AAN_CODE_EXPIRY_DAYS, else never",
] as const;

/** `--expires` as typed: left out means the operator's default, "never" no expiry. */
const expiryOption = (value: string | undefined) => (value === undefined ? {} : { expiresInDays: parseInput(expiryFromText, value) });

const expiryText = (c: InvitationCodeView) => (c.expiresAt ? dateText(c.expiresAt) : "never");

const assigneeText = (c: InvitationCodeView) => (c.assigneeUsername ? `${assigneeFullName(c)} (${c.assigneeUsername})` : "");

export function registerCodesCommands(program: Command, run: CliRun) {
  const { out, prompts } = run;
  const codes = program.command("codes").description("invitation codes: list, generate, create, extend, assign, unassign, export");

  defineCommand(codes, run, {
    name: "list",
    description: "list codes a page at a time, newest first, with the panel's counts",
    options: [
      ["-s, --status <status>", `one of ${CODE_STATUSES.join("|")}`, "unused"],
      pageFlags("filter by code or assignee (username, name, e-mail, phone)"),
    ],
    audit: null,
    json: "print the page as one JSON document (items, total, page, pageSize, counts)",
    run: (options: PageFlags & { status: string }) =>
      ok(pageInvitationCodes(run.context(), { status: parseStatus(options.status), ...pageQueryOf(options) })),
    print: (result, options) => {
      const { counts } = result;
      out.heading(
        `ACTIVE CODES ${counts.active}  USED CODES ${counts.used}  EXPIRED ${counts.expired}  TOTAL GENERATED ${counts.total}  ASSIGNED ${counts.assigned}`,
      );
      if (result.total === 0)
        return out.line(options.search ? `No codes match "${options.search}"` : EMPTY_STATES[parseStatus(options.status)]);
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
          result.items.map((c) => [
            c.code,
            codeStateOf(c),
            assigneeText(c),
            dateText(c.createdAt),
            c.isUsed ? "" : expiryText(c),
            dateText(c.usedAt),
            c.usedByUsername,
            c.id,
          ]),
        );
      }
      out.line(pageLine(result, ["code", "codes"], options.search));
    },
  });

  defineCommand(codes, run, {
    name: "generate",
    description: "generate a batch of 1-100 random codes",
    options: [["-c, --count <n>", "how many (1-100)", "5"], EXPIRES_FLAG],
    audit: "codes.generate",
    json: true,
    run: (options: { count: string; expires?: string }) => {
      const count = parseInput(countFromText, options.count);
      return ok(generateInvitationCodes(run.context(), run.actor(), { count, ...expiryOption(options.expires) }));
    },
    print: (result) => {
      out.heading(result.message);
      if (result.expiresAt) out.line(`Expires ${dateText(result.expiresAt)}`);
      for (const code of result.codes) out.line(code);
    },
  });

  defineCommand(codes, run, {
    name: "create <code>",
    description: "create one custom code (upper-cased, at most 50 characters)",
    options: [EXPIRES_FLAG],
    audit: "codes.create",
    json: true,
    run: (code: string, options: { expires?: string }) =>
      ok(createCustomCode(run.context(), run.actor(), { code, ...expiryOption(options.expires) })),
    print: (result) => {
      out.heading(result.message);
      if (result.code.expiresAt) out.line(`Expires ${dateText(result.code.expiresAt)}`);
    },
  });

  defineCommand(codes, run, {
    name: "extend <codeOrId>",
    description: "give an unused code (expired or not) a new expiry counted from now, or none",
    options: [requiredOption("--expires <days>", "days from now (1-3650), or never")],
    audit: "codes.extend",
    json: true,
    run: (codeOrId: string, options: { expires: string }) => {
      const ctx = run.context();
      const code = findInvitationCode(ctx, run.actor(), "codes.extend", codeOrId);
      return ok(extendInvitationCode(ctx, run.actor(), code.id, { expiresInDays: parseInput(extendExpiryFromText, options.expires) }));
    },
    print: (result) => out.heading(result.message),
  });

  defineCommand(codes, run, {
    name: "assign <codeOrId>",
    description: "assign an unused code to a person",
    options: [
      ["--username <username>", "the person's username (at least 3 characters)"],
      ["--first-name <name>", "first name"],
      ["--last-name <name>", "last name"],
      ["--phone <phone>", "ten-digit phone, e.g. (713) 555-0142 or 713-555-0142; stored as (xxx) xxx-xxxx"],
      ["--email <email>", "e-mail address"],
    ],
    audit: "codes.assign",
    json: true,
    run: async (
      codeOrId: string,
      options: { username?: string; firstName?: string; lastName?: string; phone?: string; email?: string },
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
      return ok(assignInvitationCode(ctx, run.actor(), code.id, assignee));
    },
    print: (result) => out.heading(result.message),
  });

  defineCommand(codes, run, {
    name: "unassign <codeOrId>",
    description: "clear the assignee of an unused code",
    audit: "codes.unassign",
    json: true,
    run: (codeOrId: string) => {
      const ctx = run.context();
      return ok(unassignInvitationCode(ctx, run.actor(), findInvitationCode(ctx, run.actor(), "codes.unassign", codeOrId).id));
    },
    print: (result) => out.heading(result.message),
  });

  // Not --json: --format json streams the export as one JSON array.
  defineCommand(codes, run, {
    name: "export",
    description: "export every code of a list for mail-merge and records (all pages, newest first)",
    options: [
      ["-s, --status <status>", `one of ${CODE_STATUSES.join("|")}`, "all"],
      ["-f, --format <format>", "csv or json", "csv"],
    ],
    audit: null,
    run: (options: { status: string; format: string }) => {
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
    },
  });
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
 * Control and bidi characters are escaped as on any terminal output; a cell that would start a
 * formula gets a leading apostrophe (#shared/spreadsheet-formula), which makes it text.
 */
export function spreadsheetSafeCell(value: string): string {
  const escaped = escapeForTerminal(value);
  return startsFormula(value) ? `'${escaped}` : escaped;
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
