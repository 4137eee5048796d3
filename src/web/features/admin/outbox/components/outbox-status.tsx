// A message's status as a coloured word: pending amber, sent green, held yellow, failed red.
import type { Schema } from "#web/lib/api-types";
import { StateWord } from "#web/components/state-word/state-word";

export function OutboxStatus({ status }: { status: Schema<"Notification">["status"] }) {
  return (
    <StateWord kind="outbox-status" tone={status}>
      {status}
    </StateWord>
  );
}
