// The outbox list's URL and filter: all messages, or those of one status (the API's
// ?status=pending|sent|held|failed), newest first.
import { NOTIFICATION_STATUSES } from "#shared/schemas/members";
import type { Schema } from "#web/lib/api-types";

export type OutboxStatus = (typeof NOTIFICATION_STATUSES)[number];
export type OutboxFilter = OutboxStatus | "all";

export const OUTBOX_FILTERS: ReadonlyArray<{ value: OutboxFilter; label: string }> = [
  { value: "all", label: "All statuses" },
  ...NOTIFICATION_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
];

/** The server answers at most this many messages per filter (core's OUTBOX_LIST_LIMIT). */
export const OUTBOX_LIST_CAP = 200;
export const OUTBOX_PAGE_SIZE = 25;

/** Only a held or failed message can be sent again (core refuses the others). */
export const canRetry = (message: Pick<Schema<"Notification">, "status">) => message.status === "held" || message.status === "failed";

/** The whole message as an operator relays it by hand: who to, the subject, the text. */
export function relayText(message: Pick<Schema<"Notification">, "channel" | "recipient" | "subject" | "body">): string {
  const head = [`To: ${message.recipient} (${message.channel === "sms" ? "SMS" : "e-mail"})`];
  if (message.subject) head.push(`Subject: ${message.subject}`);
  return `${head.join("\n")}\n\n${message.body}`;
}

/** The channel's name as the list and the open message show it. */
export const channelText = (message: Pick<Schema<"Notification">, "channel">) => (message.channel === "sms" ? "SMS" : "E-mail");
