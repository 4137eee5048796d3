// A message's status as a coloured word: pending amber, sent green, held yellow, failed red.
import type { NotificationView } from "#shared/answers/members";
import { StateWord } from "#web/components/state-word/state-word";

export function OutboxStatus({ status }: { status: NotificationView["status"] }) {
  return (
    <StateWord kind="outbox-status" tone={status}>
      {status}
    </StateWord>
  );
}
