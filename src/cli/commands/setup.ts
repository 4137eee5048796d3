// `aan setup`: first run — the super admin and 20 invitation codes (spec §5 "Admin setup").
import type { Command } from "commander";
import { setupFirstAdmin } from "#core/admins/admins";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";

type SetupOptions = DataDirOption & { username?: string; fullName?: string; passwordStdin?: boolean; json?: boolean };

export function registerSetupCommand(program: Command, run: CliRun) {
  const { out, prompts } = run;
  program
    .command("setup")
    .description("first run: create the super admin and 20 invitation codes")
    .option("-u, --username <username>", "the super admin's username")
    .option("-n, --full-name <name>", "the super admin's full name")
    .option("--password-stdin", "read the password from the first line of standard input")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("setup", async (options: SetupOptions) => {
        const ctx = run.context();
        const username = await prompts.valueOrPrompt(options.username, "--username", "Username");
        const fullName = await prompts.valueOrPrompt(options.fullName, "--full-name", "Full name");
        const passwords = await prompts.newPassword(options.passwordStdin);
        const result = await setupFirstAdmin(ctx, run.actor(), { username, fullName, ...passwords });
        if (options.json) return out.json(result);
        out.heading(`SYSTEM INITIALIZED: super admin ${result.admin.username} (${result.admin.fullName})`);
        out.line(`${result.invitationCodes} invitation codes generated:`);
        out.table([{ title: "#" }, { title: "CODE" }], result.codes.map((code, i) => [String(i + 1), code]));
      }),
    );
}
