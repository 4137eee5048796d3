// `aan members …` and `aan outbox …`: the panel's Members and Outbox tabs from a terminal, through
// the same core functions.
import { ok } from "#shared/answer";
import { repeatsText } from "#shared/activity-words";
import type { Command } from "commander";
import { listMembers, resetMemberDevices, setMemberActive, setMemberMaxDevices, showMember } from "#core/members/member-admin";
import { listOutbox, retryNotification } from "#core/notifications/outbox-admin";
import { purposeText } from "#shared/notification-purposes";
import { NOTIFICATION_STATUSES } from "#shared/schemas/members";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { dateText, UsageError } from "../output";
import { pageFlags, pageLine, pageQueryOf, type PageFlags } from "../page-flags";

export function registerMembersCommands(program: Command, run: CliRun) {
  const { out } = run;
  const members = program.command("members").description("members: list, show, activate, deactivate, set-max-devices, reset-devices");
  const printMessage = (result: { message: string }) => out.heading(result.message);

  defineCommand(members, run, {
    name: "list",
    description: "list members a page at a time, newest first",
    options: [pageFlags("filter by username, name, e-mail or company")],
    audit: null,
    json: "print the page as one JSON document (items, total, page, pageSize)",
    run: (options: PageFlags) => ok(listMembers(run.context(), pageQueryOf(options))),
    print: (result, options) => {
      if (result.total === 0) return out.line(options.search ? `No members match "${options.search}"` : "No members yet");
      if (result.items.length > 0) {
        out.table(
          [
            { title: "USERNAME", width: 24 },
            { title: "NAME", width: 28 },
            { title: "E-MAIL", width: 32 },
            { title: "ACTIVE" },
            { title: "DEVICES" },
            { title: "LAST SEEN" },
            { title: "JOINED" },
          ],
          result.items.map((m) => [
            m.username,
            `${m.firstName} ${m.lastName}`,
            m.email,
            m.isActive ? "yes" : "no",
            `${m.deviceCount}/${m.maxDevices}`,
            dateText(m.lastSeenAt),
            dateText(m.createdAt),
          ]),
        );
      }
      out.line(pageLine(result, ["member", "members"], options.search));
    },
  });

  defineCommand(members, run, {
    name: "show <member>",
    description: "one member (username or id): profile, devices and recent activity",
    audit: "access",
    json: true,
    run: (ref: string) => ok(showMember(run.context(), run.actor(), ref)),
    print: (result) => {
      const m = result.member;
      out.heading(`${m.firstName} ${m.lastName} (${m.username}) ${m.isActive ? "" : "DEACTIVATED"}`.trim());
      out.line(`${m.email}  ${m.phone}  ${m.companyName}, ${m.position}${m.licenseNumber ? `, license ${m.licenseNumber}` : ""}`);
      out.line(
        `Plan ${m.planName}  devices ${m.deviceCount}/${m.maxDevices}  joined ${dateText(m.createdAt)}  first sign-in ${dateText(m.firstLoginAt) || "never"}`,
      );
      out.line();
      out.table(
        [
          { title: "DEVICE", width: 36 },
          { title: "ITS BROWSER SAYS", width: 36 },
          { title: "ADDED" },
          { title: "LAST SEEN" },
          { title: "BROWSER UPDATED" },
          { title: "ID", width: 36 },
        ],
        // The member's name for each device, and what its browser reports now (it changes with an update).
        result.devices.map((d) => [d.label, d.reportedLabel, dateText(d.createdAt), dateText(d.lastSeenAt), dateText(d.updatedAt), d.id]),
      );
      out.line();
      out.table(
        [
          { title: "TIME (UTC)" },
          { title: "ACTIVITY" },
          { title: "TIMES" },
          { title: "ADDRESS", width: 20 },
          { title: "DETAIL", width: 50 },
        ],
        // TIMES: the member's refusals of one action roll up per minute into one row.
        result.activity.map((a) => [dateText(a.createdAt), a.action, repeatsText(a.repeats), a.ipAddress, a.description]),
      );
    },
  });

  for (const [name, isActive] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    defineCommand(members, run, {
      name: `${name} <member>`,
      description: isActive ? "let a member sign in again" : "stop a member from signing in and end their sessions",
      audit: isActive ? "members.activate" : "members.deactivate",
      json: true,
      run: (ref: string) => ok(setMemberActive(run.context(), run.actor(), ref, isActive)),
      print: printMessage,
    });
  }

  defineCommand(members, run, {
    name: "set-max-devices <member> <count>",
    description: "how many devices a member may sign in from (1-20)",
    audit: "members.max_devices",
    json: true,
    run: (ref: string, count: string) => ok(setMemberMaxDevices(run.context(), run.actor(), ref, { maxDevices: count })),
    print: printMessage,
  });

  defineCommand(members, run, {
    name: "reset-devices <member>",
    description: "remove all of a member's devices and end their sessions",
    audit: "members.reset_devices",
    json: true,
    run: (ref: string) => ok(resetMemberDevices(run.context(), run.actor(), ref)),
    print: printMessage,
  });

  const outbox = program.command("outbox").description("messages to members: list, retry");

  defineCommand(outbox, run, {
    name: "list",
    description: "messages to members, newest first (held ones wait for you to relay them)",
    options: [["-s, --status <status>", `one of ${NOTIFICATION_STATUSES.join("|")}`]],
    audit: null,
    json: true,
    run: (options: { status?: string }) => ok(listOutbox(run.context(), { status: options.status })),
    print: (result) => {
      if (result.notifications.length === 0) return out.line("No messages");
      out.table(
        [
          { title: "CREATED" },
          { title: "STATUS" },
          { title: "CHANNEL" },
          { title: "TO", width: 32 },
          { title: "PURPOSE" },
          { title: "TRIES" },
          { title: "LAST ERROR", width: 40 },
          { title: "ID", width: 36 },
        ],
        result.notifications.map((n) => [
          dateText(n.createdAt),
          n.status,
          n.channel,
          n.recipient,
          purposeText(n.purpose),
          String(n.attempts),
          n.lastError,
          n.id,
        ]),
        (index) => (result.notifications[index]!.status === "failed" ? "notice" : "text"),
      );
    },
  });

  defineCommand(outbox, run, {
    name: "show <id>",
    description: "one message in full, to relay it by hand",
    audit: null,
    json: true,
    run: (id: string) => {
      const found = listOutbox(run.context(), {}).notifications.find((n) => n.id === id.trim());
      if (!found) throw new UsageError(`No message with id ${id.trim()}`);
      return found;
    },
    print: (found) => {
      out.heading(`${found.channel} to ${found.recipient} (${found.status})`);
      if (found.subject) out.line(`Subject: ${found.subject}`);
      out.line();
      for (const line of found.body.split("\n")) out.line(line);
    },
  });

  defineCommand(outbox, run, {
    name: "retry <id>",
    description: "send a held or failed message again",
    audit: "outbox.retry",
    json: true,
    run: (id: string) => ok(retryNotification(run.context(), run.actor(), id)),
    print: printMessage,
  });
}
