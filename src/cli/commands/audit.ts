// `aan audit`: the admin audit log, newest first. Its rows hold what anonymous callers typed
// (a username at the sign-in form): the output escapes every control character.
import type { Command } from "commander";
import { listAuditLog } from "#core/audit/audit-log";
import { AUDIT_ACTIONS } from "#shared/schemas/audit";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { dateText } from "../output";

export function registerAuditCommand(program: Command, run: CliRun) {
  const { out } = run;
  defineCommand(program, run, {
    name: "audit",
    description: "show the admin audit log, newest first",
    options: [
      ["-l, --limit <n>", "how many rows (1-500)", "50"],
      ["-a, --action <action>", `only one action: ${AUDIT_ACTIONS.join(", ")}`],
    ],
    audit: null,
    json: true,
    run: (options: { limit: string; action?: string }) => {
      const { entries } = listAuditLog(run.context(), { limit: options.limit, action: options.action });
      return { entries };
    },
    print: ({ entries }) => {
      if (entries.length === 0) return out.line("No audit entries yet");
      out.table(
        [
          { title: "TIME (UTC)" },
          { title: "ACTOR", width: 28 },
          { title: "ACTION" },
          { title: "OUTCOME" },
          { title: "TIMES" },
          { title: "ADDRESS", width: 20 },
          { title: "DETAIL", width: 50 },
        ],
        // TIMES: anonymous refusals of one address roll up per minute into one row.
        entries.map((e) => [dateText(e.at), e.actor, e.action, e.outcome, e.repeats > 1 ? `×${e.repeats}` : "", e.clientAddress, e.detail]),
        // A refusal stands out in amber.
        (index) => (entries[index]!.outcome === "success" ? "text" : "notice"),
      );
    },
  });
}
