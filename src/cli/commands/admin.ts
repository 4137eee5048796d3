// `aan admin …`: admin accounts. `admin passwd` is the way back in when a web password is lost.
import type { Command } from "commander";
import { resetMfa } from "#core/admins/mfa";
import { createAdmin, listAdmins, resetAdminPassword, setAdminActive } from "#core/admins/admins";
import { ADMIN_ROLES } from "#shared/schemas/admin";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";
import { dateText, UsageError } from "../output";

type JsonOption = { json?: boolean };

export function registerAdminCommands(program: Command, run: CliRun) {
  const { out, prompts } = run;
  const admin = program.command("admin").description("admin accounts: list, create, passwd, activate, deactivate, mfa reset");
  admin
    .command("mfa")
    .description("two-factor sign-in")
    .command("reset <username>")
    .description("remove an admin's two-factor sign-in (a lost device): they sign in with the password and set it up again")
    .option(...DATA_DIR_FLAG)
    .action(run.action("mfa.reset", (username: string) => run.out.heading(resetMfa(run.context(), run.actor(), username).message)));

  admin
    .command("list")
    .description("list admin accounts")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption) => {
        const result = listAdmins(run.context(), run.actor());
        if (options.json) return out.json(result);
        out.table(
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
    .action(
      run.action("admin.create", async (options: DataDirOption & JsonOption & { username?: string; fullName?: string; role: string; passwordStdin?: boolean }) => {
        const ctx = run.context();
        const username = await prompts.valueOrPrompt(options.username, "--username", "Username");
        const fullName = await prompts.valueOrPrompt(options.fullName, "--full-name", "Full name");
        const passwords = await prompts.newPassword(options.passwordStdin);
        const result = await createAdmin(ctx, run.actor(), { username, fullName, role: options.role, ...passwords });
        if (options.json) return out.json(result);
        out.heading(`${result.message} (${result.admin.role})`);
      }),
    );

  admin
    .command("passwd <username>")
    .description("set an admin's password and end their sessions")
    .option("--password-stdin", "read the password from the first line of standard input")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("admin.password", async (username: string, options: DataDirOption & JsonOption & { passwordStdin?: boolean }) => {
        const ctx = run.context();
        const { password, confirmPassword } = await prompts.newPassword(options.passwordStdin);
        if (password !== confirmPassword) throw new UsageError("Passwords do not match");
        const result = await resetAdminPassword(ctx, run.actor(), username, { password });
        if (options.json) return out.json(result);
        out.heading(result.message);
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
      .action(
        run.action(isActive ? "admin.activate" : "admin.deactivate", (username: string, options: DataDirOption & JsonOption) => {
          const result = setAdminActive(run.context(), run.actor(), username, isActive);
          if (options.json) return out.json(result);
          out.heading(result.message);
        }),
      );
  }
}
