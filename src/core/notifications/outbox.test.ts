// The outbox's rules at the use-case level: a queued message is sent once by whichever sender
// takes it first, held where no transport is configured, retried with a growing pause and given
// up after MAX_ATTEMPTS; its secret is gone once sent or expired; an operator may send again only
// a held or failed message, audited; the list is newest first by the shared status filter.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { AUDIT_TEXT_MAX } from "#shared/constants";
import { INVALID_NOTIFICATION_ID } from "#shared/schemas/members";
import { adminActor } from "../actor";
import { cloneTestContext, makeTestContext, type TestContext } from "../../../tests/helpers/context";
import { auditLines, refusalOf } from "../../../tests/helpers/use-case";
import { deliverDue, enqueue, MAX_ATTEMPTS, redactSecrets, type OutgoingMessage, type Transports } from "./outbox";
import { listOutbox, retryNotification } from "./outbox-admin";
import type { NotificationRow } from "./outbox-repository";

const admin = adminActor({ id: "admin-1", username: "ada", role: "admin" }, { clientAddress: "203.0.113.9", userAgent: "tests" });
const MINUTE = 60_000;

let migrated: TestContext;
let ctx: TestContext;
beforeAll(() => {
  migrated = makeTestContext();
});
beforeEach(() => {
  ctx = cloneTestContext(migrated);
});

const queue = (overrides: Partial<Parameters<typeof enqueue>[1]> = {}): NotificationRow =>
  enqueue(ctx.db, {
    channel: "email",
    purpose: "password_reset",
    recipient: "jane@example.com",
    subject: "Reset your password",
    body: "Open https://aan.example/reset?token=abcDEF_123 or enter 123456",
    createdAt: ctx.clock.now(),
    ...overrides,
  });
const stored = (id: string) =>
  ctx.db.$client
    .query(
      "SELECT status, attempts, last_error AS lastError, next_attempt_at AS nextAttemptAt, sent_at AS sentAt, body FROM notifications WHERE id = ?",
    )
    .get(id) as {
    status: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: number | null;
    sentAt: number | null;
    body: string;
  };
/** A mailbox that keeps what it is given. */
const mailbox = () => {
  const sent: OutgoingMessage[] = [];
  return { sent, transports: { email: async (m: OutgoingMessage) => void sent.push(m) } satisfies Transports };
};
const failing = (message: string): Transports => ({
  email: async () => {
    throw new Error(message);
  },
});

describe("deliverDue", () => {
  test("sends a due message through its channel's transport once; its secret is redacted once sent", async () => {
    const row = queue({ secretExpiresAt: new Date(ctx.clock.now().getTime() + 10 * MINUTE) });
    const { sent, transports } = mailbox();
    expect(await deliverDue(ctx, transports)).toEqual({ sent: 1, held: 0, retry: 0, failed: 0, redacted: 0 });
    expect(await deliverDue(ctx, transports)).toEqual({ sent: 0, held: 0, retry: 0, failed: 0, redacted: 0 });
    expect(sent).toEqual([{ channel: "email", to: "jane@example.com", subject: "Reset your password", text: row.body }]);
    expect(stored(row.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: ctx.clock.now().getTime(),
      body: "Open https://aan.example/reset?token=[expired] or enter [expired]",
    });
  });

  test("a message without a secret keeps its words once sent", async () => {
    const row = queue({ purpose: "claim_message", body: "You have a new message about claim 1234567" });
    await deliverDue(ctx, mailbox().transports);
    expect(stored(row.id).body).toBe("You have a new message about claim 1234567");
  });

  test("without a transport for its channel a message is held for the operator, not retried", async () => {
    const row = queue({ channel: "sms", recipient: "+17135550142" });
    expect(await deliverDue(ctx, mailbox().transports)).toMatchObject({ held: 1, sent: 0 });
    expect(stored(row.id)).toMatchObject({ status: "held", attempts: 0, nextAttemptAt: null });
    ctx.clock.advance(24 * 60 * MINUTE);
    expect(await deliverDue(ctx, mailbox().transports)).toMatchObject({ held: 0, sent: 0 });
  });

  test("a failed send waits 1, 2, 4… minutes (at most an hour) with its error kept, and fails for good at the last attempt", async () => {
    const row = queue();
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue(ctx, failing("connection refused"))).toMatchObject({ retry: 1 });
      const { nextAttemptAt, attempts, lastError, status } = stored(row.id);
      expect({ attempts, lastError, status }).toEqual({ attempts: attempt, lastError: "connection refused", status: "pending" });
      waits.push((nextAttemptAt! - ctx.clock.now().getTime()) / MINUTE);
      // Not a moment early.
      ctx.clock.advance(nextAttemptAt! - ctx.clock.now().getTime() - 1);
      expect(await deliverDue(ctx, failing("connection refused"))).toMatchObject({ retry: 0, failed: 0 });
      ctx.clock.advance(1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(await deliverDue(ctx, failing("connection refused"))).toMatchObject({ failed: 1 });
    expect(stored(row.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
  });

  test("a transport's error is kept cut to the audit bound", async () => {
    const row = queue();
    await deliverDue(ctx, failing("x".repeat(AUDIT_TEXT_MAX * 4)));
    expect(stored(row.id).lastError).toHaveLength(AUDIT_TEXT_MAX);
  });

  test("two senders at once send each message once: a message is taken by one conditional write", async () => {
    const first = queue({ recipient: "first@example.com" });
    const second = queue({ recipient: "second@example.com" });
    const sent: string[] = [];
    let other: Promise<unknown> | undefined;
    // The second sender's send lasts until the first sender has been through its whole list.
    const slowSend = Bun.sleep(30);
    const transports: Transports = {
      email: async (m) => {
        sent.push(m.to);
        if (other) return slowSend;
        // While the first sender sends its first message (its list of due ones already read), a
        // second sender reads the list and takes the other message.
        other = Promise.resolve();
        other = deliverDue(ctx, transports);
      },
    };
    await deliverDue(ctx, transports);
    await other;
    expect(sent.sort()).toEqual(["first@example.com", "second@example.com"]);
    expect([stored(first.id).attempts, stored(second.id).attempts]).toEqual([1, 1]);
  });

  test("a secret still waiting past its expiry is redacted in the outbox, once", async () => {
    const row = queue({ channel: "sms", secretExpiresAt: new Date(ctx.clock.now().getTime() + 10 * MINUTE) });
    await deliverDue(ctx, {});
    ctx.clock.advance(10 * MINUTE);
    expect(await deliverDue(ctx, {})).toMatchObject({ redacted: 1 });
    expect(await deliverDue(ctx, {})).toMatchObject({ redacted: 0 });
    expect(stored(row.id)).toMatchObject({ status: "held", body: "Open https://aan.example/reset?token=[expired] or enter [expired]" });
  });
});

describe("redactSecrets", () => {
  test("takes out reset tokens and six-digit codes, and leaves other figures", () => {
    expect(redactSecrets("token=a-b_C9 code 654321, claim 1234567, 12345")).toBe("token=[expired] code [expired], claim 1234567, 12345");
  });
});

describe("retryNotification", () => {
  const audit = () => auditLines(ctx);

  test("a failed message goes back in line now, with a fresh count of tries and no error; audited with its recipient", () => {
    const row = queue();
    ctx.db.$client.run("UPDATE notifications SET status = 'failed', attempts = ?, last_error = 'connection refused' WHERE id = ?", [
      MAX_ATTEMPTS,
      row.id,
    ]);
    const answer = retryNotification(ctx, admin, row.id);
    expect(answer.message).toBe("Message queued to be sent again");
    expect(answer.notification).toMatchObject({ id: row.id, status: "pending", attempts: 0, lastError: null, nextAttemptAt: null });
    expect(stored(row.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: null });
    expect(audit()).toEqual([`outbox.retry/success: notification=${row.id} to=jane@example.com`]);
  });

  test("a held message may be sent again too", async () => {
    const row = queue();
    await deliverDue(ctx, {});
    expect(retryNotification(ctx, admin, row.id).notification.status).toBe("pending");
  });

  test("a pending or sent message is refused as a conflict that names its status; nothing changes", async () => {
    const pending = queue();
    expect(refusalOf(() => retryNotification(ctx, admin, pending.id))).toMatchObject({
      kind: "conflict",
      message: "Only a held or failed message can be sent again; this one is pending",
    });
    await deliverDue(ctx, mailbox().transports);
    expect(refusalOf(() => retryNotification(ctx, admin, pending.id)).message).toBe(
      "Only a held or failed message can be sent again; this one is sent",
    );
    expect(stored(pending.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(audit()).toHaveLength(2);
    expect(audit().every((line) => line.startsWith("outbox.retry/failure: Only a held or failed message"))).toBe(true);
  });

  test("an id that is no id is invalid; an unknown one is not found", () => {
    expect(refusalOf(() => retryNotification(ctx, admin, "42"))).toMatchObject({ kind: "invalid", message: INVALID_NOTIFICATION_ID });
    expect(refusalOf(() => retryNotification(ctx, admin, crypto.randomUUID()))).toMatchObject({
      kind: "not_found",
      message: "Notification not found",
    });
  });
});

describe("listOutbox", () => {
  test("newest first, filtered by status, with which channels the configuration can deliver", async () => {
    const older = queue({ recipient: "older@example.com" });
    ctx.clock.advance(1000);
    queue({ recipient: "newer@example.com", channel: "sms" });
    await deliverDue(ctx, mailbox().transports);
    const all = listOutbox(ctx, {});
    expect(all.notifications.map((n) => `${n.recipient} ${n.status}`)).toEqual(["newer@example.com held", "older@example.com sent"]);
    expect(all.notifications[1]).toMatchObject({
      id: older.id,
      createdAt: older.createdAt.toISOString(),
      sentAt: ctx.clock.now().toISOString(),
    });
    expect(all.delivery).toEqual({ email: false, sms: false });
    expect(listOutbox(ctx, { status: "held" }).notifications.map((n) => n.recipient)).toEqual(["newer@example.com"]);
    expect(listOutbox({ ...ctx, config: { ...ctx.config, smtpUrl: "smtp://mail.example" } }, undefined).delivery).toEqual({
      email: true,
      sms: false,
    });
  });

  test("an unknown status is refused with the shared message", () => {
    expect(() => listOutbox(ctx, { status: "lost" })).toThrow(
      expect.objectContaining({ kind: "invalid", message: "Status must be pending, sent, held or failed" }),
    );
  });
});
