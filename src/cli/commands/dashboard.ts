// `aan` with no arguments on a terminal (or `aan dashboard`): the full-screen Ink dashboard.
import type { Command } from "commander";
import { currentCliActor, DATA_DIR_FLAG, openCliContext, type DataDirOption } from "../cli-context";
import { runCommand, UsageError } from "../output";

const isTerminal = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

export function shouldOpenDashboard(args: string[]): boolean {
  return args.length === 0 && isTerminal();
}

export function registerDashboardCommand(program: Command) {
  program
    .command("dashboard")
    .description("full-screen terminal dashboard (the default when `aan` runs alone on a terminal)")
    .option(...DATA_DIR_FLAG)
    .action((options: DataDirOption) =>
      runCommand(async () => {
        if (!isTerminal()) throw new UsageError("the dashboard needs a terminal; see `aan --help` for the commands");
        const ctx = openCliContext(options);
        // Ink and React load only for the dashboard: plain commands start twice as fast without them.
        const [{ render }, { createElement }, { Dashboard }] = await Promise.all([import("ink"), import("react"), import("../ui/dashboard")]);
        const app = render(createElement(Dashboard, { ctx, actor: currentCliActor(), height: process.stdout.rows || 24 }), {
          exitOnCtrlC: true,
        });
        await app.waitUntilExit();
      }),
    );
}
