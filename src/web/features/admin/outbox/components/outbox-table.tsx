// One page of the outbox: when, status, channel and recipient, subject (or what the message is
// for), tries, the last error and when it was sent; View and, for held or failed ones, Retry.
import type { Schema } from "#web/lib/api-types";
import { purposeText } from "#shared/notification-purposes";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { ActionButton } from "#web/components/action-button/action-button";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { canRetry, channelText } from "../lib/outbox-query";
import { OutboxStatus } from "./outbox-status";

export const viewButtonId = (id: string) => `outbox-view-${id}`;

type Actions = {
  openId: string | undefined;
  retryingId: string | undefined;
  onView: (message: Schema<"Notification">) => void;
  onRetry: (message: Schema<"Notification">) => void;
};

const columns = ({ openId, retryingId, onView, onRetry }: Actions): Column<Schema<"Notification">>[] => [
  // Times may wrap at their space (date over time); the recipient is one word, never broken.
  { header: "Created (UTC)", label: "Created", cell: (message) => formatUtcMinute(message.createdAt) },
  { header: "Status", cell: (message) => <OutboxStatus status={message.status} /> },
  {
    header: "To",
    // One box per cell: stacked on phones, a cell is a grid of its label and one value.
    cell: (message) => (
      <div>
        <span className="outbox-table__channel">{channelText(message)}</span>
        <span className="data-table__line data-table__word">{message.recipient}</span>
      </div>
    ),
  },
  {
    header: "Subject",
    cell: (message) => (
      <div>
        {message.subject ? <span className="data-table__line data-table__strong">{message.subject}</span> : null}
        <span className="outbox-table__purpose">{purposeText(message.purpose)}</span>
      </div>
    ),
  },
  { header: "Tries", kind: "num", cell: (message) => message.attempts },
  { header: "Last error", className: "outbox-table__error", cell: (message) => message.lastError ?? "—" },
  { header: "Sent (UTC)", label: "Sent", cell: (message) => formatUtcMinute(message.sentAt) },
  actionsColumn((message) => (
    <>
      <ActionButton
        id={viewButtonId(message.id)}
        text="View"
        label={`View message to ${message.recipient}`}
        expanded={openId === message.id}
        onClick={() => onView(message)}
      />
      {canRetry(message) ? (
        <ActionButton
          text="Retry"
          label={`Retry message to ${message.recipient}`}
          tone="warn"
          busy={retryingId === message.id}
          busyText="Retrying..."
          onClick={() => onRetry(message)}
        />
      ) : null}
    </>
  )),
];

export const OutboxTable = defineTable({
  caption: "Messages to members, newest first",
  className: "outbox-table",
  columns,
  rowAttributes: (message: Schema<"Notification">) => ({
    "data-notification-id": message.id,
    "data-status": message.status,
    "data-purpose": message.purpose,
  }),
});
