// The setup checklist (aan doctor, the panel): each line is done, open, or marked "not needed" by
// an admin. Lines about the server's own environment are judged by what `aan serve` reported
// (server-report.ts), because the CLI's shell may not hold the server's settings.
import type { Result } from "#shared/answer";
import { parseInput } from "#shared/schemas/parse";
import { DomainError, throttledError } from "#shared/errors";
import {
  ALWAYS_NEEDED_LINES,
  LINE_ALWAYS_NEEDED,
  SETUP_LINE_KEYS,
  SETUP_LINES,
  setupLineSchema,
  TEST_MESSAGE_WINDOW_MS,
  TEST_MESSAGES_PER_HOUR,
  testMessageSchema,
  tooManyTestMessages,
  type SetupLineKey,
} from "#shared/setup-checklist";
import type { SetupChecklistAnswer, SetupLineChangeAnswer, SetupLineView, TestMessageAnswer } from "#shared/answers/setup";
import { BILLING_FREQUENCIES, PACKAGE_NAMES } from "#shared/billing-policy";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import { readSettings } from "../content/site-settings";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { enqueue } from "../notifications/outbox";
import { environmentReport, type Judgement } from "./server-report";
import {
  adminsWithoutTwoFactor,
  countActiveAdmins,
  countActiveTestimonials,
  countAppraisers,
  insertTestMessageWithinLimit,
  markNotNeeded,
  oldestTestMessageSince,
  selectSetupRows,
  type TestMessage,
} from "./setup-repository";

/** The lines judged from the database, which every process sees alike. */
function judgeFromData(ctx: AppContext): Partial<Record<SetupLineKey, Judgement>> {
  const settings = readSettings(ctx.db);
  const mailbox = (value: string): Judgement => (value ? { state: "done", detail: value } : { state: "open" });
  const missingLinks = PACKAGE_NAMES.flatMap((plan) =>
    BILLING_FREQUENCIES.filter((frequency) => !settings[`paymentLink.${plan}.${frequency}`]).map((frequency) => `${plan} ${frequency}`),
  );
  const appraisers = countAppraisers(ctx.db);
  const testimonials = countActiveTestimonials(ctx.db);
  const withoutTwoFactor = adminsWithoutTwoFactor(ctx.db);
  const admins = countActiveAdmins(ctx.db);
  return {
    firstAdmin: admins ? { state: "done", detail: admins === 1 ? "1 active admin" : `${admins} active admins` } : { state: "open" },
    supportEmail: mailbox(settings.supportEmail),
    privacyEmail: mailbox(settings.privacyEmail),
    legalEmail: mailbox(settings.legalEmail),
    chatLink: mailbox(settings.chatLink),
    paymentLinks: missingLinks.length
      ? { state: "open", detail: `Missing: ${missingLinks.join(", ")}` }
      : { state: "done", detail: "All six set" },
    appraisers: appraisers ? { state: "done", detail: `${appraisers} listed` } : { state: "open" },
    testimonials: testimonials ? { state: "done", detail: `${testimonials} shown` } : { state: "open" },
    // With no admin there is nothing in place yet, not "every admin": the line waits for the first one.
    adminTwoFactor: !admins
      ? { state: "open", detail: "No admin exists yet." }
      : withoutTwoFactor.length
        ? { state: "open", detail: `Without two-factor sign-in: ${withoutTwoFactor.join(", ")}` }
        : { state: "done", detail: "Every active admin" },
  };
}

export function setupChecklist(ctx: AppContext): Result<SetupChecklistAnswer> {
  const rows = new Map(selectSetupRows(ctx.db).map((row) => [row.line, row]));
  const fromData = judgeFromData(ctx);
  const fromThisProcess = environmentReport(ctx.config);
  const lines = SETUP_LINE_KEYS.map((key): SetupLineView => {
    const definition = SETUP_LINES[key];
    const row = rows.get(key);
    let judgement: Judgement;
    let reportedAt: string | null = null;
    if ("seenByServer" in definition && definition.seenByServer) {
      if (row?.serverState) {
        judgement = { state: row.serverState, detail: row.serverDetail ?? undefined };
        reportedAt = row.serverSeenAt?.toISOString() ?? null;
      } else {
        const own = fromThisProcess[key] ?? { state: "done", detail: "No forwarding header from an untrusted peer seen" };
        judgement = {
          ...own,
          detail: `${own.detail ? `${own.detail} ` : ""}(aan serve has not reported yet: judged from this process's settings)`,
        };
      }
    } else {
      judgement = fromData[key] ?? { state: "done" };
    }
    const openText = judgement.detail ? `${definition.open} ${judgement.detail}` : definition.open;
    const state = judgement.state === "open" && row?.notNeededAt ? "not-needed" : judgement.state;
    return {
      key,
      title: definition.title,
      state,
      detail: judgement.state === "open" ? openText : (judgement.detail ?? "In place"),
      fix: definition.fix,
      reportedAt,
    };
  });
  return { lines, open: lines.filter((line) => line.state === "open").length };
}

/** An admin says a line does not apply here (no chat service, no proxy), or takes that back. */
export function markSetupLine(ctx: AppContext, actor: Actor, line: unknown, notNeeded: boolean): Result<SetupLineChangeAnswer> {
  return auditedUseCase(ctx, actor, notNeeded ? "setup.not_needed" : "setup.needed", ({ commit }) => {
    const key = parseInput(setupLineSchema, line);
    if (notNeeded && ALWAYS_NEEDED_LINES.includes(key)) throw new DomainError("conflict", LINE_ALWAYS_NEEDED(SETUP_LINES[key].title));
    commit((tx) => {
      markNotNeeded(tx, key, notNeeded ? { at: ctx.clock.now(), by: actor.label } : null);
      return { result: undefined, detail: key };
    });
    const title = SETUP_LINES[key].title;
    return { ...setupChecklist(ctx), message: notNeeded ? `${title}: marked not needed` : `${title}: back on the checklist` };
  });
}

/**
 * Queues a test message through the outbox to an e-mail address or a phone, as any notice is
 * sent; the caller delivers it (the CLI at once, the server with its next delivery run). An admin
 * queues at most TEST_MESSAGES_PER_HOUR in any hour, so the panel cannot be used to flood an
 * address or the mail account; the operator's terminal (no admin) is not counted: it holds the
 * database and the transports' settings already.
 */
export function queueTestMessage(ctx: AppContext, actor: Actor, input: unknown): Result<TestMessageAnswer> {
  return auditedUseCase(ctx, actor, "setup.test_message", ({ commit }) => {
    const { to } = parseInput(testMessageSchema, input);
    const channel = to.includes("@") ? "email" : "sms";
    const message = {
      channel,
      recipient: to,
      subject: "AAN test message",
      body: `A test message from AAN, asked for by ${actor.label}. Delivery works.`,
    } as const;
    const id = commit((tx) => {
      const now = ctx.clock.now();
      const queued = actor.adminId
        ? queueWithinLimit(tx, actor.adminId, message, now)
        : enqueue(tx, { ...message, purpose: "test_message", createdAt: now }).id;
      return { result: queued, detail: `${channel} to ${to}` };
    });
    return { message: `Test message queued (${channel} to ${to})`, id, to, status: "pending", error: null };
  });
}

function queueWithinLimit(tx: Db, adminId: string, message: TestMessage, now: Date): string {
  const since = new Date(now.getTime() - TEST_MESSAGE_WINDOW_MS);
  const id = insertTestMessageWithinLimit(tx, adminId, message, now, { since, limit: TEST_MESSAGES_PER_HOUR });
  if (id) return id;
  const oldest = oldestTestMessageSince(tx, adminId, since) ?? now;
  const seconds = (oldest.getTime() + TEST_MESSAGE_WINDOW_MS - now.getTime()) / 1000;
  throw throttledError(tooManyTestMessages(seconds), seconds);
}
