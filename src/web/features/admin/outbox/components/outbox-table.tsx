// One page of the outbox: when, status, channel and recipient, subject (or what the message is
// for), tries, the last error and when it was sent; View and, for held or failed ones, Retry.
import type { Ref } from "react";
import type { NotificationView } from "#shared/answers/members";
import "#web/components/data-table/data-table.css";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { canRetry, purposeText } from "../lib/outbox-query";
import { OutboxStatus } from "./outbox-status";

export const viewButtonId = (id: string) => `outbox-view-${id}`;

export function OutboxTable({
  ref,
  messages,
  openId,
  retryingId,
  onView,
  onRetry,
}: {
  ref?: Ref<HTMLDivElement>;
  messages: NotificationView[];
  openId: string | undefined;
  retryingId: string | undefined;
  onView: (message: NotificationView) => void;
  onRetry: (message: NotificationView) => void;
}) {
  return (
    <div ref={ref} className="data-table-box" tabIndex={-1}>
      <table className="data-table data-table--stack outbox-table">
        <caption className="visually-hidden">Messages to members, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Created (UTC)</th>
            <th scope="col">Status</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col" className="data-table__num">
              Tries
            </th>
            <th scope="col">Last error</th>
            <th scope="col">Sent (UTC)</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} data-notification-id={message.id} data-status={message.status} data-purpose={message.purpose}>
              <td data-label="Created" className="text-nowrap">
                {formatUtcMinute(message.createdAt)}
              </td>
              <td data-label="Status">
                <OutboxStatus status={message.status} />
              </td>
              <td data-label="To">
                {/* One box per cell: stacked on phones, a cell is a grid of its label and one value. */}
                <div>
                  <span className="outbox-table__channel">{message.channel === "sms" ? "SMS" : "E-mail"}</span>
                  <span className="outbox-table__recipient">{message.recipient}</span>
                </div>
              </td>
              <td data-label="Subject">
                <div>
                  {message.subject ? <span className="outbox-table__subject data-table__strong">{message.subject}</span> : null}
                  <span className="outbox-table__purpose">{purposeText(message.purpose)}</span>
                </div>
              </td>
              <td data-label="Tries" className="data-table__num">
                {message.attempts}
              </td>
              <td data-label="Last error" className="outbox-table__error">
                {message.lastError ?? "—"}
              </td>
              <td data-label="Sent" className="text-nowrap">
                {formatUtcMinute(message.sentAt)}
              </td>
              <td className="data-table__actions">
                <button
                  id={viewButtonId(message.id)}
                  type="button"
                  className="term-button term-button--compact"
                  aria-label={`View message to ${message.recipient}`}
                  aria-expanded={openId === message.id}
                  onClick={() => onView(message)}
                >
                  View
                </button>
                {canRetry(message) ? (
                  <button
                    type="button"
                    className="term-button term-button--compact term-button--warn"
                    aria-label={`Retry message to ${message.recipient}`}
                    disabled={retryingId === message.id}
                    onClick={() => onRetry(message)}
                  >
                    {retryingId === message.id ? "Retrying..." : "Retry"}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
