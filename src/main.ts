#!/usr/bin/env bun
// The one entry of `aan`: `aan serve` runs the web service, every other command is the admin CLI.
// Exit codes: 0 success, 1 a refused action, 2 bad usage.
import { Command, CommanderError } from "commander";
import { registerAdminCommands } from "#cli/commands/admin";
import { registerAuditCommand } from "#cli/commands/audit";
import { registerCodesCommands } from "#cli/commands/codes";
import { registerCredibilityCommands } from "#cli/commands/credibility";
import { registerDashboardCommand, shouldOpenDashboard } from "#cli/commands/dashboard";
import { registerHealthcheckCommand } from "#cli/commands/healthcheck";
import { registerServeCommand } from "#cli/commands/serve";
import { registerSetupCommand } from "#cli/commands/setup";
import { EXIT_USAGE } from "#cli/output";
import { APP_VERSION } from "#core/version";

export function buildProgram(): Command {
  const program = new Command()
    .name("aan")
    .description("AAN: invitation-only members service for insurance-claim professionals")
    .version(APP_VERSION, "-v, --version", "print the version")
    .exitOverride();
  registerServeCommand(program);
  registerHealthcheckCommand(program);
  registerSetupCommand(program);
  registerCodesCommands(program);
  registerCredibilityCommands(program);
  registerAdminCommands(program);
  registerAuditCommand(program);
  registerDashboardCommand(program);
  return program;
}

// `aan … | head` closes the pipe early: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const args = process.argv.slice(2);
const argv = shouldOpenDashboard(args) ? [...process.argv.slice(0, 2), "dashboard"] : process.argv;
try {
  await buildProgram().parseAsync(argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // --help and --version are fine; help shown because a subcommand is missing is bad usage.
  const fine = ["commander.helpDisplayed", "commander.version"].includes(error.code);
  process.exit(fine ? 0 : EXIT_USAGE);
}
