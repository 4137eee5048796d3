// `aan stats [--range 30d] [--json]`: the operator's overview in the terminal, the same figures as
// GET /api/admin/stats (`--json` prints that answer), each series as a sparkline.
import { ok } from "#shared/answer";
import type { Command } from "commander";
import { operatorStats } from "#core/stats/operator-stats";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { statsLines } from "../stats-text";

export function registerStatsCommand(program: Command, run: CliRun) {
  defineCommand(program, run, {
    name: "stats",
    description: "the network at a glance: funnel, members, claims, packages, payments, security, with sparklines",
    options: [["-r, --range <days>", "7d, 30d, 90d or 365d (or 7, 30, 90, 365)", "30d"]],
    audit: null,
    json: "print the answer of GET /api/admin/stats as one JSON document",
    run: (options: { range: string }) => ok(operatorStats(run.context(), { range: options.range })),
    print: (stats) => {
      const width = (run.io.stdout.isTTY && run.io.stdout.columns) || 80;
      for (const line of statsLines(stats, width)) run.out.line(line.text, line.tone === "muted" ? "plain" : line.tone);
    },
  });
}
