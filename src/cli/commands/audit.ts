// `aan audit`: the admin audit log, newest first. Its rows hold what anonymous callers typed
// (a username at the sign-in form): the output escapes every control character.
import type { Command } from "commander";
import { listAuditLog } from "#core/audit/audit-log";
import { AUDIT_ACTIONS } from "#shared/schemas/audit";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";
import { dateText } from "../output";

export function registerAuditCommand(program: Command, run: CliRun) {
  const { out } = run;
  program
    .command("audit")
    .description("show the admin audit log, newest first")
    .option("-l, --limit <n>", "how many rows (1-500)", "50")
    .option("-a, --action <action>", `only one action: ${AUDIT_ACTIONS.join(", ")}`)
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & { limit: string; action?: string; json?: boolean }) => {
        const { entries } = listAuditLog(run.context(), { limit: options.limit, action: options.action });
        if (options.json) return out.json({ entries });
        if (entries.length === 0) return out.line("No audit entries yet");
        out.table(
          [{ title: "TIME (UTC)" }, { title: "ACTOR", width: 28 }, { title: "ACTION" }, { title: "OUTCOME" }, { title: "TIMES" }, { title: "ADDRESS", width: 20 }, { title: "DETAIL", width: 50 }],
          // TIMES: anonymous refusals of one address roll up per minute into one row.
          entries.map((e) => [dateText(e.at), e.actor, e.action, e.outcome, e.repeats > 1 ? `×${e.repeats}` : "", e.clientAddress, e.detail]),
          // A refusal stands out in amber.
          (index) => (entries[index]!.outcome === "success" ? "text" : "notice"),
        );
      }),
    );
}
