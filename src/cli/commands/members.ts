// `aan members …` and `aan outbox …`: the panel's Members and Outbox tabs from a terminal, through
// the same core functions.
import type { Command } from "commander";
import { listMembers, resetMemberDevices, setMemberActive, setMemberMaxDevices, showMember } from "#core/members/member-admin";
import { listOutbox, retryNotification } from "#core/notifications/outbox-admin";
import { NOTIFICATION_STATUSES } from "#shared/schemas/members";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";
import { dateText, UsageError } from "../output";
import { addPageFlags, pageLine, pageQueryOf, type PageFlags } from "../page-flags";

type JsonOption = { json?: boolean };

export function registerMembersCommands(program: Command, run: CliRun) {
  const { out } = run;
  const members = program.command("members").description("members: list, show, activate, deactivate, set-max-devices, reset-devices");

  addPageFlags(members.command("list").description("list members a page at a time, newest first"), "filter by username, name, e-mail or company")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print the page as one JSON document (items, total, page, pageSize)")
    .action(
      run.action(null, (options: DataDirOption & JsonOption & PageFlags) => {
        const result = listMembers(run.context(), pageQueryOf(options));
        if (options.json) return out.json(result);
        if (result.total === 0) return out.line(options.search ? `No members match "${options.search}"` : "No members yet");
        if (result.items.length > 0) {
          out.table(
            [{ title: "USERNAME", width: 24 }, { title: "NAME", width: 28 }, { title: "E-MAIL", width: 32 }, { title: "ACTIVE" }, { title: "DEVICES" }, { title: "LAST SEEN" }, { title: "JOINED" }],
            result.items.map((m) => [m.username, `${m.firstName} ${m.lastName}`, m.email, m.isActive ? "yes" : "no", `${m.deviceCount}/${m.maxDevices}`, dateText(m.lastSeenAt), dateText(m.createdAt)]),
          );
        }
        out.line(pageLine(result, ["member", "members"], options.search));
      }),
    );

  members
    .command("show <member>")
    .description("one member (username or id): profile, devices and recent activity")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("access", (ref: string, options: DataDirOption & JsonOption) => {
        const result = showMember(run.context(), run.actor(), ref);
        if (options.json) return out.json(result);
        const m = result.member;
        out.heading(`${m.firstName} ${m.lastName} (${m.username}) ${m.isActive ? "" : "DEACTIVATED"}`.trim());
        out.line(`${m.email}  ${m.phone}  ${m.companyName}, ${m.position}${m.licenseNumber ? `, license ${m.licenseNumber}` : ""}`);
        out.line(`Plan ${m.planName}  devices ${m.deviceCount}/${m.maxDevices}  joined ${dateText(m.createdAt)}  first sign-in ${dateText(m.firstLoginAt) || "never"}`);
        out.line();
        out.table([{ title: "DEVICE", width: 50 }, { title: "ADDED" }, { title: "LAST SEEN" }, { title: "ID", width: 36 }], result.devices.map((d) => [d.label, dateText(d.createdAt), dateText(d.lastSeenAt), d.id]));
        out.line();
        out.table(
          [{ title: "TIME (UTC)" }, { title: "ACTIVITY" }, { title: "ADDRESS", width: 20 }, { title: "DETAIL", width: 50 }],
          result.activity.map((a) => [dateText(a.createdAt), a.action, a.ipAddress, a.description]),
        );
      }),
    );

  for (const [name, isActive] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    members
      .command(`${name} <member>`)
      .description(isActive ? "let a member sign in again" : "stop a member from signing in and end their sessions")
      .option(...DATA_DIR_FLAG)
      .option("--json", "print one JSON document")
      .action(
        run.action(isActive ? "members.activate" : "members.deactivate", (ref: string, options: DataDirOption & JsonOption) => {
          const result = setMemberActive(run.context(), run.actor(), ref, isActive);
          if (options.json) return out.json(result);
          out.heading(result.message);
        }),
      );
  }

  members
    .command("set-max-devices <member> <count>")
    .description("how many devices a member may sign in from (1-20)")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("members.max_devices", (ref: string, count: string, options: DataDirOption & JsonOption) => {
        const result = setMemberMaxDevices(run.context(), run.actor(), ref, { maxDevices: count });
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );

  members
    .command("reset-devices <member>")
    .description("remove all of a member's devices and end their sessions")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("members.reset_devices", (ref: string, options: DataDirOption & JsonOption) => {
        const result = resetMemberDevices(run.context(), run.actor(), ref);
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );

  const outbox = program.command("outbox").description("messages to members: list, retry");

  outbox
    .command("list")
    .description("messages to members, newest first (held ones wait for you to relay them)")
    .option("-s, --status <status>", `one of ${NOTIFICATION_STATUSES.join("|")}`)
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption & { status?: string }) => {
        const result = listOutbox(run.context(), { status: options.status });
        if (options.json) return out.json(result);
        if (result.notifications.length === 0) return out.line("No messages");
        out.table(
          [{ title: "CREATED" }, { title: "STATUS" }, { title: "CHANNEL" }, { title: "TO", width: 32 }, { title: "PURPOSE" }, { title: "TRIES" }, { title: "LAST ERROR", width: 40 }, { title: "ID", width: 36 }],
          result.notifications.map((n) => [dateText(n.createdAt), n.status, n.channel, n.recipient, n.purpose, String(n.attempts), n.lastError, n.id]),
          (index) => (result.notifications[index]!.status === "failed" ? "notice" : "text"),
        );
      }),
    );

  outbox
    .command("show <id>")
    .description("one message in full, to relay it by hand")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (id: string, options: DataDirOption & JsonOption) => {
        const found = listOutbox(run.context(), {}).notifications.find((n) => n.id === id.trim());
        if (!found) throw new UsageError(`No message with id ${id.trim()}`);
        if (options.json) return out.json(found);
        out.heading(`${found.channel} to ${found.recipient} (${found.status})`);
        if (found.subject) out.line(`Subject: ${found.subject}`);
        out.line();
        for (const line of found.body.split("\n")) out.line(line);
      }),
    );

  outbox
    .command("retry <id>")
    .description("send a held or failed message again")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("outbox.retry", (id: string, options: DataDirOption & JsonOption) => {
        const result = retryNotification(run.context(), run.actor(), id);
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );
}
