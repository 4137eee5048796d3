#!/usr/bin/env bun
// The one entry of `aan`: `aan serve` runs the web service, every other command is the admin CLI.
import { Command } from "commander";
import { APP_VERSION } from "#core/version";
import { registerHealthcheckCommand } from "#cli/commands/healthcheck";
import { registerServeCommand } from "#cli/commands/serve";

export function buildProgram(): Command {
  const program = new Command()
    .name("aan")
    .description("AAN: invitation-only members service for insurance-claim professionals")
    .version(APP_VERSION, "-v, --version", "print the version");
  registerServeCommand(program);
  registerHealthcheckCommand(program);
  return program;
}

await buildProgram().parseAsync(process.argv);
