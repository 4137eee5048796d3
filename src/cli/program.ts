// The `aan` program: `aan serve` runs the web service, every other command is the admin CLI.
// runCli parses one command line, runs it and answers its exit code; it never exits the process,
// so tests run it in-process. Commands throw; the one handler below turns what escapes into a
// message and an exit code: 0 done, 1 refused, 2 bad usage, 70 a bug.
import { Command, CommanderError } from "commander";
import { recordRefusal, isAudited } from "#core/audit/audit-log";
import { isDatabaseBusy } from "#core/db/db";
import { APP_VERSION } from "#core/platform/version";
import { DomainError } from "#shared/errors";
import { CliRun, type CliIo } from "./cli-run";
import { shouldOpenDashboard } from "./commands/dashboard";
import { colorEnabled, EXIT_BUG, EXIT_OK, EXIT_REFUSED, EXIT_USAGE, UsageError } from "./output";
import { escapeForTerminal } from "./terminal-text";

export type { CliIo } from "./cli-run";

type Registrar = (program: Command, run: CliRun) => void;

/**
 * The command groups in the order help lists them, each with the top-level commands it defines.
 * A command line loads only its own group, so a plain command starts quickly (decision 0047); help,
 * an unknown command or no command load them all.
 */
const COMMAND_GROUPS: ReadonlyArray<{ commands: readonly string[]; load: () => Promise<Registrar> }> = [
  { commands: ["serve"], load: async () => (await import("./commands/serve")).registerServeCommand },
  { commands: ["healthcheck"], load: async () => (await import("./commands/healthcheck")).registerHealthcheckCommand },
  { commands: ["setup"], load: async () => (await import("./commands/setup")).registerSetupCommand },
  { commands: ["codes"], load: async () => (await import("./commands/codes")).registerCodesCommands },
  { commands: ["credibility"], load: async () => (await import("./commands/credibility")).registerCredibilityCommands },
  { commands: ["admin"], load: async () => (await import("./commands/admin")).registerAdminCommands },
  { commands: ["audit"], load: async () => (await import("./commands/audit")).registerAuditCommand },
  { commands: ["members", "outbox"], load: async () => (await import("./commands/members")).registerMembersCommands },
  { commands: ["subscriptions", "plans"], load: async () => (await import("./commands/subscriptions")).registerSubscriptionCommands },
  { commands: ["claims", "requests"], load: async () => (await import("./commands/claims")).registerClaimCommands },
  { commands: ["deadlines"], load: async () => (await import("./commands/deadlines")).registerDeadlineCommands },
  {
    commands: ["appraisers", "testimonials", "messages", "settings", "demo"],
    load: async () => (await import("./commands/content")).registerContentCommands,
  },
  { commands: ["stats"], load: async () => (await import("./commands/stats")).registerStatsCommand },
  { commands: ["backup", "backups", "restore"], load: async () => (await import("./commands/backup")).registerBackupCommands },
  { commands: ["storage"], load: async () => (await import("./commands/storage")).registerStorageCommands },
  { commands: ["doctor"], load: async () => (await import("./commands/doctor")).registerDoctorCommands },
  { commands: ["dashboard"], load: async () => (await import("./commands/dashboard")).registerDashboardCommand },
];

/** The groups a command line needs: its command's own, or all of them. */
export function groupsFor(argv: readonly string[]) {
  const named = argv[0];
  const own = COMMAND_GROUPS.find((group) => named !== undefined && group.commands.includes(named));
  return own ? [own] : COMMAND_GROUPS;
}

export async function buildProgram(run: CliRun, argv: readonly string[] = []): Promise<Command> {
  const registrars = await Promise.all(groupsFor(argv).map((group) => group.load()));
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
  for (const register of registrars) register(program, run);
  return program;
}

/** Runs `aan <argv…>` and answers its exit code. `serve` answers once the server listens. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const run = new CliRun(io);
  try {
    const args = shouldOpenDashboard(argv, io) ? ["dashboard"] : argv;
    await (await buildProgram(run, args)).parseAsync(args, { from: "user" });
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
