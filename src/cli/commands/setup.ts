// `aan setup`: first run — the super admin and 20 invitation codes (spec §5 "Admin setup").
import { ok } from "#shared/answer";
import type { Command } from "commander";
import { setupFirstAdmin } from "#core/admins/admins";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";

type SetupOptions = { username?: string; fullName?: string; passwordStdin?: boolean };

export function registerSetupCommand(program: Command, run: CliRun) {
  const { out, prompts } = run;
  defineCommand(program, run, {
    name: "setup",
    description: "first run: create the super admin and 20 invitation codes",
    options: [
      ["-u, --username <username>", "the super admin's username"],
      ["-n, --full-name <name>", "the super admin's full name"],
      ["--password-stdin", "read the password from the first line of standard input"],
    ],
    audit: "setup",
    json: true,
    run: async (options: SetupOptions) => {
      const ctx = run.context();
      const username = await prompts.valueOrPrompt(options.username, "--username", "Username");
      const fullName = await prompts.valueOrPrompt(options.fullName, "--full-name", "Full name");
      const passwords = await prompts.newPassword(options.passwordStdin);
      return ok(await setupFirstAdmin(ctx, run.actor(), { username, fullName, ...passwords }));
    },
    print: (result) => {
      out.heading(`SYSTEM INITIALIZED: super admin ${result.admin.username} (${result.admin.fullName})`);
      out.line(`${result.invitationCodes} invitation codes generated:`);
      out.table(
        [{ title: "#" }, { title: "CODE" }],
        result.codes.map((code, i) => [String(i + 1), code]),
      );
    },
  });
}
