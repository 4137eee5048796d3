// `aan codes …`: the invitation code work of the panel, from a terminal.
import type { Command } from "commander";
import { stringify } from "csv-stringify/sync";
import {
  assignInvitationCode,
  createCustomCode,
  findInvitationCode,
  generateInvitationCodes,
  listInvitationCodes,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { codeCounters, codesWithStatus, EMPTY_STATES, matchesCodeSearch, type InvitationCodeView } from "#shared/invitation-code-lists";
import { CODE_STATUSES, countFromText, type CodeStatus } from "#shared/schemas/invitation-codes";
import { parseInput } from "#shared/schemas/parse";
import { currentCliActor, DATA_DIR_FLAG, openCliContext, type DataDirOption } from "../cli-context";
import { dateText, printHeading, printJson, printLine, printTable, runCommand, UsageError } from "../output";
import { valueOrPrompt } from "../prompt";

type JsonOption = { json?: boolean };

function parseStatus(value: string): CodeStatus {
  if (!(CODE_STATUSES as readonly string[]).includes(value)) {
    throw new UsageError(`--status must be one of ${CODE_STATUSES.join(", ")}`);
  }
  return value as CodeStatus;
}

const assigneeName = (c: InvitationCodeView) => (c.assigneeUsername ? `${c.assigneeFirstName} ${c.assigneeLastName} (${c.assigneeUsername})` : "");

function printCodes(codes: InvitationCodeView[]) {
  printTable(
    [{ title: "CODE", width: 50 }, { title: "STATUS" }, { title: "ASSIGNEE", width: 40 }, { title: "CREATED" }, { title: "USED" }, { title: "ID", width: 36 }],
    codes.map((c) => [c.code, c.isUsed ? "used" : c.assigneeUsername ? "assigned" : "unassigned", assigneeName(c), dateText(c.createdAt), dateText(c.usedAt), c.id]),
  );
}

export function registerCodesCommands(program: Command) {
  const codes = program.command("codes").description("invitation codes: list, generate, create, assign, unassign, export");

  codes
    .command("list")
    .description("list codes with the panel's counts")
    .option("-s, --status <status>", `one of ${CODE_STATUSES.join("|")}`, "unused")
    .option("-q, --search <text>", "filter by code or assignee")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & JsonOption & { status: string; search?: string }) =>
      runCommand(() => {
        const status = parseStatus(options.status);
        const lists = listInvitationCodes(openCliContext(options)).codes;
        const shown = codesWithStatus(lists, status).filter((c) => matchesCodeSearch(c, options.search));
        const counts = codeCounters(lists);
        if (options.json) return printJson({ counts, status, codes: shown });
        printHeading(
          `ACTIVE CODES ${counts.active}  USED CODES ${counts.used}  TOTAL GENERATED ${counts.total}  ASSIGNED ${counts.assigned}`,
        );
        if (shown.length === 0) return printLine(options.search ? `No codes match "${options.search}"` : EMPTY_STATES[status]);
        printCodes(shown);
      }),
    );

  codes
    .command("generate")
    .description("generate a batch of 1-100 random codes")
    .option("-c, --count <n>", "how many (1-100)", "5")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & JsonOption & { count: string }) =>
      runCommand(() => {
        const count = parseInput(countFromText, options.count);
        const result = generateInvitationCodes(openCliContext(options), currentCliActor(), { count });
        if (options.json) return printJson(result);
        printHeading(result.message);
        for (const code of result.codes) printLine(code);
      }),
    );

  codes
    .command("create <code>")
    .description("create one custom code (upper-cased, at most 50 characters)")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((code: string, options: DataDirOption & JsonOption) =>
      runCommand(() => {
        const result = createCustomCode(openCliContext(options), currentCliActor(), { code });
        if (options.json) return printJson(result);
        printHeading(result.message);
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
      (
        codeOrId: string,
        options: DataDirOption & JsonOption & { username?: string; firstName?: string; lastName?: string; phone?: string; email?: string },
      ) =>
        runCommand(async () => {
          const ctx = openCliContext(options);
          const code = findInvitationCode(ctx, currentCliActor(), "codes.assign", codeOrId);
          const assignee = {
            assigneeUsername: await valueOrPrompt(options.username, "--username", "Username"),
            assigneeFirstName: await valueOrPrompt(options.firstName, "--first-name", "First name"),
            assigneeLastName: await valueOrPrompt(options.lastName, "--last-name", "Last name"),
            assigneePhone: await valueOrPrompt(options.phone, "--phone", "Phone (xxx) xxx-xxxx"),
            assigneeEmail: await valueOrPrompt(options.email, "--email", "Email"),
          };
          const result = assignInvitationCode(ctx, currentCliActor(), code.id, assignee);
          if (options.json) return printJson(result);
          printHeading(result.message);
        }),
    );

  codes
    .command("unassign <codeOrId>")
    .description("clear the assignee of an unused code")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((codeOrId: string, options: DataDirOption & JsonOption) =>
      runCommand(() => {
        const ctx = openCliContext(options);
        const result = unassignInvitationCode(ctx, currentCliActor(), findInvitationCode(ctx, currentCliActor(), "codes.unassign", codeOrId).id);
        if (options.json) return printJson(result);
        printHeading(result.message);
      }),
    );

  codes
    .command("export")
    .description("export codes for mail-merge and records")
    .option("-s, --status <status>", `one of ${CODE_STATUSES.join("|")}`, "all")
    .option("-f, --format <format>", "csv or json", "csv")
    .option(...DATA_DIR_FLAG)
    .action((options: DataDirOption & { status: string; format: string }) =>
      runCommand(() => {
        const status = parseStatus(options.status);
        if (options.format !== "csv" && options.format !== "json") throw new UsageError("--format must be csv or json");
        const shown = codesWithStatus(listInvitationCodes(openCliContext(options)).codes, status);
        if (options.format === "json") return printJson(shown);
        process.stdout.write(stringify(shown, { header: true, columns: EXPORT_COLUMNS, cast: { boolean: (value) => String(value) } }));
      }),
    );
}

const EXPORT_COLUMNS = [
  "code",
  "isUsed",
  "usedAt",
  "createdAt",
  "assigneeUsername",
  "assigneeFirstName",
  "assigneeLastName",
  "assigneePhone",
  "assigneeEmail",
  "assignedAt",
  "id",
];
