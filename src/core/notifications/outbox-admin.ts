// Admins over the notification outbox: see what was sent, held or failed (an operator without a
// mail server relays held messages by hand) and send a held or failed message again.
import type { Result } from "#shared/answer";
import type { NotificationChangeAnswer, NotificationView, OutboxAnswer } from "#shared/answers/members";
import { DomainError } from "#shared/errors";
import { notificationIdSchema, outboxQuerySchema } from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { selectNotificationById, selectNotifications, updateNotification, type NotificationRow } from "./outbox-repository";
import { deliverSoon } from "./outbox";

const OUTBOX_LIST_LIMIT = 200;

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    userId: row.userId,
    channel: row.channel,
    purpose: row.purpose,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** One message of the outbox as the operator sees it, or undefined when there is none of that id. */
export function findNotification(ctx: AppContext, id: string): NotificationView | undefined {
  const row = selectNotificationById(ctx.db, id);
  return row && toNotificationView(row);
}

export function listOutbox(ctx: AppContext, query: unknown): Result<OutboxAnswer> {
  const { status } = parseInput(outboxQuerySchema, query ?? {});
  return {
    notifications: selectNotifications(ctx.db, { status, limit: OUTBOX_LIST_LIMIT }).map(toNotificationView),
    delivery: { email: ctx.config.smtpUrl !== null, sms: ctx.config.smsWebhookUrl !== null },
  };
}

/** Puts a held or failed message back in line, now, with a fresh count of tries. */
export function retryNotification(ctx: AppContext, actor: Actor, id: unknown): Result<NotificationChangeAnswer> {
  return auditedUseCase(ctx, actor, "outbox.retry", ({ commit }) => {
    const notificationId = parseInput(notificationIdSchema, id);
    const answer = commit((tx) => {
      const row = selectNotificationById(tx, notificationId);
      if (!row) throw new DomainError("not_found", "Notification not found");
      if (row.status !== "held" && row.status !== "failed")
        throw new DomainError("conflict", `Only a held or failed message can be sent again; this one is ${row.status}`);
      updateNotification(tx, row.id, { status: "pending", attempts: 0, nextAttemptAt: null, lastError: null });
      return {
        result: {
          message: "Message queued to be sent again",
          notification: toNotificationView({ ...row, status: "pending", attempts: 0, nextAttemptAt: null, lastError: null }),
        },
        detail: `notification=${row.id} to=${row.recipient}`,
      };
    });
    deliverSoon(ctx);
    return answer;
  });
}
