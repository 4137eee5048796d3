// A message's status as a coloured word: pending amber, sent green, held yellow, failed red.
import type { NotificationView } from "#shared/answers/members";

export function OutboxStatus({ status }: { status: NotificationView["status"] }) {
  return <span className={`outbox-status outbox-status--${status}`}>{status}</span>;
}
