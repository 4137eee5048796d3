// `aan admin …`: admin accounts. `admin passwd` is the way back in when a web password is lost.
import type { Command } from "commander";
import { createAdmin, listAdmins, resetAdminPassword, setAdminActive } from "#core/admins/admins";
import { ADMIN_ROLES } from "#shared/schemas/admin";
import { currentCliActor, DATA_DIR_FLAG, openCliContext, type DataDirOption } from "../cli-context";
import { dateText, printHeading, printJson, printTable, runCommand, UsageError } from "../output";
import { newPasswordInput, valueOrPrompt } from "../prompt";

type JsonOption = { json?: boolean };

export function registerAdminCommands(program: Command) {
  const admin = program.command("admin").description("admin accounts: list, create, passwd, activate, deactivate");

  admin
    .command("list")
    .description("list admin accounts")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & JsonOption) =>
      runCommand(() => {
        const result = listAdmins(openCliContext(options), currentCliActor());
        if (options.json) return printJson(result);
        printTable(
          [{ title: "USERNAME" }, { title: "FULL NAME", width: 30 }, { title: "ROLE" }, { title: "ACTIVE" }, { title: "LAST LOGIN" }],
          result.admins.map((a) => [a.username, a.fullName, a.role, a.isActive ? "yes" : "no", dateText(a.lastLoginAt)]),
        );
      }),
    );

  admin
    .command("create")
    .description("create an admin account")
    .option("-u, --username <username>", "username (at least 3 characters)")
    .option("-n, --full-name <name>", "full name (at least 2 characters)")
    .option("-r, --role <role>", `${ADMIN_ROLES.join(" or ")}`, "admin")
    .option("--password-stdin", "read the password from the first line of standard input")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((options: DataDirOption & JsonOption & { username?: string; fullName?: string; role: string; passwordStdin?: boolean }) =>
      runCommand(async () => {
        const ctx = openCliContext(options);
        const username = await valueOrPrompt(options.username, "--username", "Username");
        const fullName = await valueOrPrompt(options.fullName, "--full-name", "Full name");
        const passwords = await newPasswordInput(options.passwordStdin);
        const result = await createAdmin(ctx, currentCliActor(), { username, fullName, role: options.role, ...passwords });
        if (options.json) return printJson(result);
        printHeading(`${result.message} (${result.admin.role})`);
      }),
    );

  admin
    .command("passwd <username>")
    .description("set an admin's password and end their sessions")
    .option("--password-stdin", "read the password from the first line of standard input")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action((username: string, options: DataDirOption & JsonOption & { passwordStdin?: boolean }) =>
      runCommand(async () => {
        const ctx = openCliContext(options);
        const { password, confirmPassword } = await newPasswordInput(options.passwordStdin);
        if (password !== confirmPassword) throw new UsageError("Passwords do not match");
        const result = await resetAdminPassword(ctx, currentCliActor(), username, { password });
        if (options.json) return printJson(result);
        printHeading(result.message);
      }),
    );

  for (const [name, isActive] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    admin
      .command(`${name} <username>`)
      .description(isActive ? "let an admin sign in again" : "stop an admin from signing in and end their sessions")
      .option(...DATA_DIR_FLAG)
      .option("--json", "print one JSON document")
      .action((username: string, options: DataDirOption & JsonOption) =>
        runCommand(() => {
          const result = setAdminActive(openCliContext(options), currentCliActor(), username, isActive);
          if (options.json) return printJson(result);
          printHeading(result.message);
        }),
      );
  }
}
