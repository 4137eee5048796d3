// One run of the `aan` CLI: its streams and environment, its output and prompts, the audit action
// of the command that runs, and the database context it opened (closed when the run ends). Each
// run has its own, so runs in one process (the tests) share nothing.
import type { Command } from "commander";
import type { Actor } from "#core/actor";
import type { AppContext } from "#core/context";
import { closeDatabase } from "#core/db/db";
import type { AuditAction } from "#shared/schemas/audit";
import { adminToActAs } from "#core/admins/acting-as";
import { currentCliActor, loadCliConfig, openCliContext } from "./cli-context";
import { webBuildFolder } from "#core/platform/asset-paths";
import type { AppConfig } from "#core/platform/config";
import { DomainError } from "#shared/errors";
import { createOutput, EXIT_OK, UsageError, type Env, type Output, type OutputStream } from "./output";
import { createPrompts, type InputSource, type Prompts } from "./prompt";

export type CliIo = {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Without it stdin reads as empty and is not a terminal. */
  stdin?: InputSource;
  /** Without it the environment is empty (no USER: the actor comes from the OS account). */
  env?: Env;
};

export class CliRun {
  readonly env: Env;
  readonly out: Output;
  readonly prompts: Prompts;
  /** The action the running command's refusals are audited under; null for read-only commands. */
  auditAction: AuditAction | null = null;
  /** What the run exits with when no error escapes (healthcheck sets 1 for an unhealthy server). */
  exitCode = EXIT_OK;
  private dataDir: string | undefined;
  private actingAs: string | undefined;
  private ctx: AppContext | undefined;

  constructor(readonly io: CliIo) {
    this.env = io.env ?? {};
    this.out = createOutput(io.stdout, io.stderr, this.env);
    this.prompts = createPrompts(() => io.stdin, io.stderr);
  }

  /**
   * A commander action handler for a command that declares the audit action of its changes
   * (null when it changes nothing): the run remembers it and the command's --data-dir, so a
   * refusal the CLI raises itself is audited like one raised by core.
   */
  action<Args extends unknown[]>(auditAction: AuditAction | null, work: (...args: Args) => unknown): (...args: Args) => Promise<void> {
    return async (...args: Args) => {
      // commander calls an action with (...arguments, options, command).
      const command = args.at(-1) as Command;
      const options = command.opts() as { dataDir?: string; as?: string };
      this.dataDir = options.dataDir;
      this.actingAs = options.as;
      this.auditAction = auditAction;
      await work(...args);
    };
  }

  /** The database context of the command's data dir, opened on first use. */
  context(): AppContext {
    this.ctx ??= openCliContext({ dataDir: this.dataDir }, this.env);
    return this.ctx;
  }

  /** The configuration of the command's data dir, without opening its database. */
  config(): AppConfig {
    return loadCliConfig({ dataDir: this.dataDir, webRoot: webBuildFolder() }, this.env);
  }

  /** The OS account for the audit log, shown to members as the admin of `--as` or AAN_OPERATOR. */
  actor(): Actor {
    const username = (this.actingAs ?? this.env.AAN_OPERATOR)?.trim();
    if (!username) return currentCliActor(this.env);
    try {
      return currentCliActor(this.env, adminToActAs(this.context(), username));
    } catch (error) {
      // A name that is no admin's is a mistake in the command line or the environment: bad usage.
      throw error instanceof DomainError ? new UsageError(error.message) : error;
    }
  }

  close(): void {
    if (this.ctx) closeDatabase(this.ctx.db);
    this.ctx = undefined;
  }
}
