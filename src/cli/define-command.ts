// One CLI command, declared once: its name and arguments, its own options, the audit action of
// its changes, what it does and how a person reads the answer. What every data command shares is
// added here, after the command's own options (so --help keeps listing them last): `--as`, `--data-dir`,
// and `--json`, which prints the answer as one JSON document instead of the human text.
import type { Command } from "commander";
import type { AuditAction } from "#shared/schemas/audit";
import type { CliRun } from "./cli-run";

/** Every data command's `--data-dir` flag, as commander's option(flags, description). */
export const DATA_DIR_FLAG = ["-d, --data-dir <dir>", "folder of the database (env AAN_DATA_DIR, default ./data)"] as const;

/** Every data command's `--as` flag: the admin members see an operative action under (AAN_OPERATOR by default). */
export const AS_ADMIN_FLAG = [
  "--as <admin>",
  'the admin username members see your replies and claim steps under (env AAN_OPERATOR, default "AAN operations")',
] as const;

const JSON_HELP = "print one JSON document";

/** A flag as commander's option(flags, description, default) takes it, or several flags added at once. */
export type OptionSpec = readonly [flags: string, description?: string, defaultValue?: string] | ((command: Command) => Command);

/** A flag the command cannot run without: commander refuses the command line when it is missing. */
export const requiredOption =
  (flags: string, description: string): OptionSpec =>
  (command) =>
    command.requiredOption(flags, description);

export type CommandSpec<Params extends unknown[], Answer> = {
  /** The name with its arguments, as commander reads them: "create <code>", "get [key]". */
  name: string;
  description?: string;
  /** The command's own flags, in the order --help lists them. */
  options?: readonly OptionSpec[];
  /** The audit action a refusal raised by the CLI itself is recorded under; null when the command changes nothing. */
  audit: AuditAction | null;
  /** False for the one command that talks to a running server rather than to a data folder. */
  dataDir?: boolean;
  /** The command answers `--json`: true for the usual help text, or the help text that says what the document holds. */
  json?: true | string;
  /**
   * The work, called as commander calls an action: the arguments, then the options. It answers what
   * the command reports, or nothing when there is nothing to report (the operator said no).
   */
  run: (...argsAndOptions: Params) => Answer | Promise<Answer>;
  /** The answer as a person reads it (without `--json`), with what the run was given. */
  print?: (answer: Exclude<Answer, undefined | void>, ...argsAndOptions: Params) => void;
};

/** Adds the command `spec` describes under `parent` and answers it. */
export function defineCommand<Params extends unknown[], Answer>(parent: Command, run: CliRun, spec: CommandSpec<Params, Answer>): Command {
  const command = parent.command(spec.name);
  if (spec.description !== undefined) command.description(spec.description);
  for (const option of spec.options ?? []) {
    if (typeof option === "function") option(command);
    else command.option(option[0], option[1], option[2]);
  }
  if (spec.dataDir !== false) command.option(...AS_ADMIN_FLAG).option(...DATA_DIR_FLAG);
  if (spec.json) command.option("--json", spec.json === true ? JSON_HELP : spec.json);
  return command.action(
    run.action(spec.audit, async (...received: unknown[]) => {
      // commander calls an action with (...arguments, options, command).
      const argsAndOptions = received.slice(0, -1) as Params;
      const answer = await spec.run(...argsAndOptions);
      if (answer === undefined) return;
      if ((received.at(-2) as { json?: boolean }).json) return run.out.json(answer);
      spec.print?.(answer as Exclude<Answer, undefined | void>, ...argsAndOptions);
    }),
  );
}
