// `aan audit`: the admin audit log, newest first.
import type { Command } from "commander";
import { listAuditLog } from "#core/audit/audit-log";
import { AUDIT_ACTIONS } from "#shared/schemas/audit";
import { DATA_DIR_FLAG, openCliContext, type DataDirOption } from "../cli-context";
import { amber, dateText, printJson, printLine, printTable, runCommand } from "../output";

export function registerAuditCommand(program: Command) {
  program
    .command("audit")
    .description("show the admin audit log, newest first")
    .option("-l, --limit <n>", "how many rows (1-500)", "50")
    .option("-a, --action <action>", `only one action: ${AUDIT_ACTIONS.join(", ")}`)
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & { limit: string; action?: string; json?: boolean }) =>
      runCommand(() => {
        const result = listAuditLog(openCliContext(options), { limit: options.limit, action: options.action });
        if (options.json) return printJson({ entries: result.entries });
        if (result.entries.length === 0) return printLine("No audit entries yet");
        printTable(
          [{ title: "TIME (UTC)" }, { title: "ACTOR", width: 28 }, { title: "ACTION" }, { title: "OUTCOME" }, { title: "ADDRESS", width: 20 }, { title: "DETAIL", width: 50 }],
          result.entries.map((e) => [dateText(e.at), e.actor, e.action, e.outcome === "success" ? e.outcome : amber(e.outcome), e.clientAddress, e.detail]),
        );
      }),
    );
}
