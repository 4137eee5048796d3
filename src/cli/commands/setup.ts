// `aan setup`: first run — the super admin and 20 invitation codes (spec §5 "Admin setup").
import type { Command } from "commander";
import { setupFirstAdmin } from "#core/admins/admins";
import { currentCliActor, DATA_DIR_FLAG, openCliContext, type DataDirOption } from "../cli-context";
import { printHeading, printJson, printLine, printTable, runCommand } from "../output";
import { newPasswordInput, valueOrPrompt } from "../prompt";

type SetupOptions = DataDirOption & { username?: string; fullName?: string; passwordStdin?: boolean; json?: boolean };

export function registerSetupCommand(program: Command) {
  program
    .command("setup")
    .description("first run: create the super admin and 20 invitation codes")
    .option("-u, --username <username>", "the super admin's username")
    .option("-n, --full-name <name>", "the super admin's full name")
    .option("--password-stdin", "read the password from the first line of standard input")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: SetupOptions) =>
      runCommand(async () => {
        const ctx = openCliContext(options);
        const username = await valueOrPrompt(options.username, "--username", "Username");
        const fullName = await valueOrPrompt(options.fullName, "--full-name", "Full name");
        const passwords = await newPasswordInput(options.passwordStdin);
        const result = await setupFirstAdmin(ctx, currentCliActor(), { username, fullName, ...passwords });
        if (options.json) return printJson(result);
        printHeading(`SYSTEM INITIALIZED: super admin ${result.admin.username} (${result.admin.fullName})`);
        printLine(`${result.invitationCodes} invitation codes generated:`);
        printTable([{ title: "#" }, { title: "CODE" }], result.codes.map((code, i) => [String(i + 1), code]));
      }),
    );
}
