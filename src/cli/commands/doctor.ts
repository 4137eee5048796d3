// `aan doctor`: the setup checklist in the terminal (the panel shows the same lines): what a fresh
// install still lacks, each line with where it is fixed; lines that do not apply are marked not
// needed; a test message proves mail or SMS delivery.
import { ok } from "#shared/answer";
import type { Command } from "commander";
import { deliverDue } from "#core/notifications/outbox";
import { findNotification } from "#core/notifications/outbox-admin";
import { markSetupLine, queueTestMessage, setupChecklist } from "#core/setup/setup-checklist";
import type { SetupChecklistAnswer, SetupLineChangeAnswer, SetupLineView, TestMessageAnswer } from "#shared/answers/setup";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { dateText } from "../output";

type DoctorOptions = { notNeeded?: string; needed?: string; testMessage?: string };
type DoctorAnswer = SetupChecklistAnswer | SetupLineChangeAnswer | TestMessageAnswer;

const MARK: Record<SetupLineView["state"], string> = { done: "[ok]", open: "[  ]", "not-needed": "[--]" };

export function registerDoctorCommands(program: Command, run: CliRun) {
  const { out } = run;
  const printChecklist = (answer: SetupChecklistAnswer | SetupLineChangeAnswer) => {
    if ("message" in answer) out.heading(answer.message);
    out.heading(answer.open ? `SETUP CHECKLIST: ${answer.open} open` : "SETUP CHECKLIST: nothing open");
    for (const line of answer.lines) {
      const tone = line.state === "open" ? "notice" : "text";
      out.line(`${MARK[line.state]} ${line.title}: ${line.state === "not-needed" ? "marked not needed" : line.detail}`, tone);
      if (line.state === "open") {
        if (line.fix.cli) out.line(`       fix: ${line.fix.cli}`, "text");
        if (line.fix.web) out.line(`       or in the panel: ${line.fix.web}`, "text");
      }
      if (line.reportedAt) out.line(`       as aan serve reported it ${dateText(line.reportedAt)}`, "text");
    }
    if (answer.open)
      out.line(`A line that does not apply: aan doctor --not-needed <line> (lines: ${answer.lines.map((l) => l.key).join(", ")})`, "text");
  };

  const printTestMessage = (answer: TestMessageAnswer) => {
    if (answer.status === "sent") return out.heading(`Test message sent to ${answer.to}`);
    if (answer.status === "held")
      return out.line(
        `Test message to ${answer.to} is held in the outbox: this process has no mail or SMS settings (AAN_SMTP_URL, AAN_SMS_WEBHOOK_URL)`,
        "notice",
      );
    out.line(
      `Test message to ${answer.to} not delivered yet (${answer.status})${answer.error ? `: ${answer.error}` : ""}; aan outbox list shows it`,
      "notice",
    );
  };

  /** Queues a test message and delivers it at once through this process's transports. */
  const sendTestMessage = async (to: string): Promise<TestMessageAnswer> => {
    const ctx = run.context();
    const queued = queueTestMessage(ctx, run.actor(), { to });
    await deliverDue(ctx);
    const sent = findNotification(ctx, queued.id);
    return ok({ ...queued, status: sent?.status ?? queued.status, error: sent?.lastError ?? null });
  };

  defineCommand(program, run, {
    name: "doctor",
    description: "the setup checklist: what this install still lacks, and where each line is fixed",
    options: [
      ["--not-needed <line>", "mark a line as not needed here (it leaves the open count)"],
      ["--needed <line>", "put a line marked not needed back on the checklist"],
      ["--test-message <to>", "send a test message to an e-mail address or phone through this process's mail or SMS settings"],
    ],
    audit: null,
    json: true,
    run: (options: DoctorOptions): Promise<DoctorAnswer> | DoctorAnswer => {
      const ctx = run.context();
      if (options.testMessage !== undefined) return sendTestMessage(options.testMessage);
      if (options.notNeeded) return ok(markSetupLine(ctx, run.actor(), options.notNeeded, true));
      if (options.needed) return ok(markSetupLine(ctx, run.actor(), options.needed, false));
      return ok(setupChecklist(ctx));
    },
    print: (answer) => ("lines" in answer ? printChecklist(answer) : printTestMessage(answer)),
  });
}
