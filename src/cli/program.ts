// The `aan` program: `aan serve` runs the web service, every other command is the admin CLI.
// runCli parses one command line, runs it and answers its exit code; it never exits the process,
// so tests run it in-process. Commands throw; the one handler below turns what escapes into a
// message and an exit code: 0 done, 1 refused, 2 bad usage, 70 a bug.
import { Command, CommanderError } from "commander";
import { recordRefusal, isAudited } from "#core/audit/audit-log";
import { isDatabaseBusy } from "#core/db";
import { APP_VERSION } from "#core/version";
import { DomainError } from "#shared/errors";
import { CliRun, type CliIo } from "./cli-run";
import { registerAdminCommands } from "./commands/admin";
import { registerAuditCommand } from "./commands/audit";
import { registerMembersCommands } from "./commands/members";
import { registerSubscriptionCommands } from "./commands/subscriptions";
import { registerClaimCommands } from "./commands/claims";
import { registerContentCommands } from "./commands/content";
import { registerBackupCommands } from "./commands/backup";
import { registerCodesCommands } from "./commands/codes";
import { registerCredibilityCommands } from "./commands/credibility";
import { registerDashboardCommand, shouldOpenDashboard } from "./commands/dashboard";
import { registerHealthcheckCommand } from "./commands/healthcheck";
import { registerServeCommand } from "./commands/serve";
import { registerSetupCommand } from "./commands/setup";
import { colorEnabled, EXIT_BUG, EXIT_OK, EXIT_REFUSED, EXIT_USAGE, UsageError } from "./output";
import { escapeForTerminal } from "./terminal-text";

export type { CliIo } from "./cli-run";

export function buildProgram(run: CliRun): Command {
  const { io, env } = run;
  const program = new Command()
    .name("aan")
    .description("AAN: invitation-only members service for insurance-claim professionals")
    .version(APP_VERSION, "-v, --version", "print the version")
    // Both settings are inherited by the subcommands registered below.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // commander's errors quote the input ("unknown command '…'").
      outputError: (text, write) => write(escapeForTerminal(text, { keepLineBreaks: true })),
      getOutHelpWidth: () => (io.stdout.isTTY && io.stdout.columns) || 80,
      getErrHelpWidth: () => (io.stderr.isTTY && io.stderr.columns) || 80,
      getOutHasColors: () => colorEnabled(io.stdout, env),
      getErrHasColors: () => colorEnabled(io.stderr, env),
    });
  registerServeCommand(program, run);
  registerHealthcheckCommand(program, run);
  registerSetupCommand(program, run);
  registerCodesCommands(program, run);
  registerCredibilityCommands(program, run);
  registerAdminCommands(program, run);
  registerAuditCommand(program, run);
  registerMembersCommands(program, run);
  registerSubscriptionCommands(program, run);
  registerClaimCommands(program, run);
  registerContentCommands(program, run);
  registerBackupCommands(program, run);
  registerDashboardCommand(program, run);
  return program;
}

/** Runs `aan <argv…>` and answers its exit code. `serve` answers once the server listens. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const run = new CliRun(io);
  try {
    const args = shouldOpenDashboard(argv, io) ? ["dashboard"] : argv;
    await buildProgram(run).parseAsync(args, { from: "user" });
    return run.exitCode;
  } catch (error) {
    return reportFailure(error, run);
  } finally {
    run.close();
  }
}

/** SQLite and file system failures that come from the machine, not from a bug: a full disk, a folder without rights, a port in use. */
const ENVIRONMENT_SQLITE_CODES = /^SQLITE_(CANTOPEN|READONLY|FULL|IOERR|CORRUPT|NOTADB|PERM|AUTH)/;
function isEnvironmentError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (/^E[A-Z]+$/.test(code) || ENVIRONMENT_SQLITE_CODES.test(code));
}

const firstLineOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();

/**
 * The one error handler of the CLI: a message on stderr (never a stack trace) and the exit code.
 * A refusal the CLI raised before core could audit it gets its audit row here.
 */
export function reportFailure(error: unknown, run: CliRun): number {
  if (error instanceof CommanderError) {
    // commander printed its message. --help and --version are fine; help shown because a
    // subcommand is missing, an unknown command or option, a missing argument are bad usage.
    return ["commander.helpDisplayed", "commander.version"].includes(error.code) ? EXIT_OK : EXIT_USAGE;
  }
  if (error instanceof UsageError) {
    run.out.error(error.message);
    return EXIT_USAGE;
  }
  if (error instanceof DomainError) {
    auditRefusal(error, run);
    run.out.error(error.message);
    return EXIT_REFUSED;
  }
  if (isDatabaseBusy(error)) {
    run.out.error("database busy, try again");
    return EXIT_REFUSED;
  }
  if (isEnvironmentError(error)) {
    run.out.error(`aan: ${firstLineOf(error)}`);
    return EXIT_REFUSED;
  }
  run.out.error(`aan: unexpected error: ${firstLineOf(error)}. This is a bug; please report it.`);
  return EXIT_BUG;
}

/** Every refusal has its audit row: core writes its own; this writes the CLI's own (a bad --count). */
function auditRefusal(error: DomainError, run: CliRun): void {
  if (!run.auditAction || isAudited(error)) return;
  try {
    recordRefusal(run.context(), run.actor(), run.auditAction, error);
  } catch {
    // The data dir cannot be opened: the refusal itself still reaches the operator.
  }
}
