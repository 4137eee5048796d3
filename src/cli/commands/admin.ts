// `aan admin …`: admin accounts. `admin passwd` is the way back in when a web password is lost.
import { ok } from "#shared/answer";
import type { Command } from "commander";
import { resetMfa } from "#core/admins/mfa";
import { listPasskeysOf, removePasskeyOf, secondFactorRule, setSecondFactorRule } from "#core/admins/admin-passkeys";
import { createAdmin, listAdmins, renameAdmin, resetAdminPassword, setAdminActive } from "#core/admins/admins";
import { ADMIN_ROLES } from "#shared/schemas/admin";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { dateText, UsageError } from "../output";

export function registerAdminCommands(program: Command, run: CliRun) {
  const { out, prompts } = run;
  const admin = program
    .command("admin")
    .description("admin accounts: list, create, passwd, rename, activate, deactivate, mfa reset, mfa rule, passkeys");
  const mfa = admin.command("mfa").description("two-factor sign-in and the rule that every admin keeps a second factor");
  defineCommand(mfa, run, {
    name: "reset <username>",
    description: "remove an admin's two-factor sign-in (a lost device): they sign in with the password and set it up again",
    audit: "mfa.reset",
    run: (username: string) => ok(resetMfa(run.context(), run.actor(), username)),
    print: (result) => out.heading(result.message),
  });
  defineCommand(mfa, run, {
    name: "rule [on|off]",
    description: "show whether every admin needs a second factor (a passkey or two-factor codes), or turn the rule on or off",
    audit: "mfa.rule",
    json: true,
    run: (state?: string) => {
      const ctx = run.context();
      if (state === undefined) return ok(secondFactorRule(ctx, run.actor()));
      // Anything but on or off goes to the shared check, which answers it in the API's words.
      const required = state === "on" ? true : state === "off" ? false : state;
      return ok(setSecondFactorRule(ctx, run.actor(), { required }));
    },
    print: (result) => out.heading(result.message),
  });

  const passkeys = admin.command("passkeys").description("an admin's passkeys (their second factor in place of the code)");
  defineCommand(passkeys, run, {
    name: "list <username>",
    description: "list an admin's passkeys: name, added, last used, id",
    audit: null,
    json: true,
    run: (username: string) => ok(listPasskeysOf(run.context(), run.actor(), username)),
    print: (result) =>
      result.passkeys.length === 0
        ? out.line(`${result.username} has no passkey`)
        : out.table(
            [{ title: "NAME", width: 60 }, { title: "ADDED" }, { title: "LAST USED" }, { title: "ID" }],
            result.passkeys.map((p) => [p.name, dateText(p.createdAt), p.lastUsedAt ? dateText(p.lastUsedAt) : "never", p.id]),
          ),
  });
  defineCommand(passkeys, run, {
    name: "remove <username> <passkey>",
    description: "remove one of an admin's passkeys, named by its name or id (the last second factor stays while every admin needs one)",
    audit: "passkeys.remove",
    json: true,
    run: (username: string, passkey: string) => ok(removePasskeyOf(run.context(), run.actor(), username, passkey)),
    print: (result) => out.heading(result.message),
  });

  defineCommand(admin, run, {
    name: "list",
    description: "list admin accounts",
    audit: null,
    json: true,
    run: () => ok(listAdmins(run.context(), run.actor())),
    print: (result) =>
      out.table(
        [{ title: "USERNAME" }, { title: "FULL NAME", width: 30 }, { title: "ROLE" }, { title: "ACTIVE" }, { title: "LAST LOGIN" }],
        result.admins.map((a) => [a.username, a.fullName, a.role, a.isActive ? "yes" : "no", dateText(a.lastLoginAt)]),
      ),
  });

  defineCommand(admin, run, {
    name: "create",
    description: "create an admin account",
    options: [
      ["-u, --username <username>", "username (at least 3 characters)"],
      ["-n, --full-name <name>", "full name (at least 2 characters)"],
      ["-r, --role <role>", `${ADMIN_ROLES.join(" or ")}`, "admin"],
      ["--password-stdin", "read the password from the first line of standard input"],
    ],
    audit: "admin.create",
    json: true,
    run: async (options: { username?: string; fullName?: string; role: string; passwordStdin?: boolean }) => {
      const ctx = run.context();
      const username = await prompts.valueOrPrompt(options.username, "--username", "Username");
      const fullName = await prompts.valueOrPrompt(options.fullName, "--full-name", "Full name");
      const passwords = await prompts.newPassword(options.passwordStdin);
      return ok(await createAdmin(ctx, run.actor(), { username, fullName, role: options.role, ...passwords }));
    },
    print: (result) => out.heading(`${result.message} (${result.admin.role})`),
  });

  defineCommand(admin, run, {
    name: "passwd <username>",
    description: "set an admin's password and end their sessions",
    options: [["--password-stdin", "read the password from the first line of standard input"]],
    audit: "admin.password",
    json: true,
    run: async (username: string, options: { passwordStdin?: boolean }) => {
      const ctx = run.context();
      const { password, confirmPassword } = await prompts.newPassword(options.passwordStdin);
      if (password !== confirmPassword) throw new UsageError("Passwords do not match");
      return ok(await resetAdminPassword(ctx, run.actor(), username, { password }));
    },
    print: (result) => out.heading(result.message),
  });

  defineCommand(admin, run, {
    name: "rename <username> <new-username>",
    description: "change an admin's username (their password, sessions and two-factor sign-in stay)",
    audit: "admin.rename",
    json: true,
    run: (username: string, newUsername: string) => ok(renameAdmin(run.context(), run.actor(), username, { username: newUsername })),
    print: (result) => out.heading(result.message),
  });

  for (const [name, isActive] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    defineCommand(admin, run, {
      name: `${name} <username>`,
      description: isActive ? "let an admin sign in again" : "stop an admin from signing in and end their sessions",
      audit: isActive ? "admin.activate" : "admin.deactivate",
      json: true,
      run: (username: string) => ok(setAdminActive(run.context(), run.actor(), username, isActive)),
      print: (result) => out.heading(result.message),
    });
  }
}
