// `aan deadlines due`: the open deadlines of every claim, overdue or due within N days, through
// the same core function as GET /api/admin/deadlines.
import type { Command } from "commander";
import { recomputeDeadlinesIfPacksChanged } from "#core/deadlines/claim-deadlines";
import { dueDeadlines } from "#core/deadlines/claim-events";
import { ok } from "#shared/answer";
import { OWED_BY } from "#shared/claim-events";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";

export function registerDeadlineCommands(program: Command, run: CliRun) {
  const { out } = run;
  const deadlines = program.command("deadlines").description("claims' deadlines: what is due");

  defineCommand(deadlines, run, {
    name: "due",
    description: "open deadlines due from today to --days days on (or overdue), soonest first; today is each claim's state's",
    options: [
      ["--days <n>", "days ahead, 0-366", "7"],
      ["--overdue", "those already past their due day instead"],
      ["--owed-by <who>", OWED_BY.join("|")],
      ["--page <n>", "page number (1 unless given)"],
      ["--after <cursor>", "the page after an earlier page (its 'Next page' cursor)"],
    ],
    audit: null,
    json: true,
    run: (options: { days: string; overdue?: boolean; owedBy?: string; page?: string; after?: string }) => {
      const ctx = run.context();
      // Rows kept by other rule packs than this binary ships (no server started since) are computed again first.
      recomputeDeadlinesIfPacksChanged(ctx);
      return ok(
        dueDeadlines(ctx, {
          due: options.overdue ? "overdue" : `${options.days.trim()}d`,
          owedBy: options.owedBy,
          page: options.page,
          after: options.after,
        }),
      );
    },
    print: (result) => {
      if (result.deadlines.length === 0) return out.line("Nothing due");
      const first = (result.page - 1) * result.pageSize + 1;
      out.line(`Showing ${first}-${first + result.deadlines.length - 1} of ${result.total}`);
      out.table(
        [
          { title: "DUE" },
          { title: "STATUS" },
          { title: "OWED BY" },
          { title: "CLAIM NUMBER", width: 16 },
          { title: "DUTY", width: 44 },
          { title: "RULE", width: 24 },
          { title: "CLAIM ID", width: 36 },
        ],
        result.deadlines.map((d) => [
          d.dueOn ?? "",
          d.status,
          d.owedBy,
          d.claimNumber ?? "",
          d.unverified ? `${d.title} (unverified)` : d.title,
          d.citation.text,
          d.claimId,
        ]),
      );
      if (result.next) out.line(`Next page: --after ${result.next}`);
    },
  });
}
