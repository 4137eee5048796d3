// `aan` with no arguments on a terminal (or `aan dashboard`): the full-screen Ink dashboard.
import type { Command } from "commander";
import type { CliIo, CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { nodeStreamOf, UsageError } from "../output";
import { onAlternateScreen } from "../ui/alternate-screen";
import { loadInkLive } from "../ui/live-ink";

const isTerminal = (io: CliIo) => typeof io.stdin === "object" && Boolean(io.stdin.isTTY && io.stdout.isTTY);

export function shouldOpenDashboard(args: string[], io: CliIo): boolean {
  return args.length === 0 && isTerminal(io);
}

export function registerDashboardCommand(program: Command, run: CliRun) {
  defineCommand(program, run, {
    name: "dashboard",
    description: "full-screen terminal dashboard (the default when `aan` runs alone on a terminal)",
    audit: null,
    run: async () => {
      if (!isTerminal(run.io)) throw new UsageError("the dashboard needs a terminal; see `aan --help` for the commands");
      const ctx = run.context();
      // Ink and React load only for the dashboard: plain commands start twice as fast without them.
      const [{ render }, { createElement }, { Dashboard }] = await loadInkLive(() =>
        Promise.all([import("ink"), import("react"), import("../ui/dashboard")]),
      );
      const stdout = nodeStreamOf(run.io.stdout);
      // `r` clears the screen and draws the next frame whole, whatever an earlier resize left.
      const redraw = () => {
        stdout.write("\u001b[2J\u001b[3J\u001b[H");
        app?.clear();
      };
      // The alternate screen holds exactly one frame: a resize redraws it whole and the operator's
      // shell history is back untouched on exit.
      let app: ReturnType<typeof render> | undefined;
      await onAlternateScreen(stdout, () => {
        app = render(createElement(Dashboard, { ctx, actor: run.actor(), onRedraw: redraw }), {
          stdout,
          stdin: run.io.stdin as NodeJS.ReadStream,
          stderr: nodeStreamOf(run.io.stderr),
          exitOnCtrlC: true,
        });
        return app;
      });
    },
  });
}
