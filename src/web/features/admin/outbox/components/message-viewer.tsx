// One message whole, as text (never HTML): recipient, subject, body, and where it stands. An
// operator without a mail server copies it and sends it by hand; a held or failed one can also be
// sent again from here. Escape or Close returns to the list.
import type { Schema } from "#web/lib/api-types";
import { purposeText } from "#shared/notification-purposes";
import { DetailPanel } from "#web/components/detail-panel/detail-panel";
import { Fact, Facts } from "#web/components/detail-panel/facts";
import { toast } from "#web/components/toast/toast-store";
import { copyText } from "#web/lib/copy-text";
import { formatUtc } from "#web/lib/format-time";
import { canRetry, channelText, relayText } from "../lib/outbox-query";
import { outboxToasts } from "../lib/outbox-toasts";
import { OutboxStatus } from "./outbox-status";

export function MessageViewer({
  message,
  retrying,
  onRetry,
  onClose,
}: {
  message: Schema<"Notification">;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const onCopy = async () => {
    toast((await copyText(relayText(message))) ? outboxToasts.copied(message.recipient) : outboxToasts.copyFailed());
  };

  return (
    <DetailPanel
      titleId="outbox-message-title"
      className="outbox-message"
      title={`${purposeText(message.purpose)} to ${message.recipient}`}
      openKey={message.id}
      onClose={onClose}
    >
      <Facts layout="grid" className="outbox-message__facts">
        <Fact term="Status">
          <OutboxStatus status={message.status} />
        </Fact>
        <Fact term="Channel">{channelText(message)}</Fact>
        <Fact term="Created">{formatUtc(message.createdAt)}</Fact>
        <Fact term="Sent">{formatUtc(message.sentAt)}</Fact>
        <Fact term="Tries">{message.attempts}</Fact>
        {message.lastError ? (
          <Fact term="Last error" wide className="outbox-message__error">
            {message.lastError}
          </Fact>
        ) : null}
      </Facts>
      <div className="outbox-message__paper">
        <p className="outbox-message__line">
          <span className="text-muted">To: </span>
          {message.recipient}
        </p>
        {message.subject ? (
          <p className="outbox-message__line">
            <span className="text-muted">Subject: </span>
            {message.subject}
          </p>
        ) : null}
        <pre className="outbox-message__body" aria-label="Message text">
          {message.body}
        </pre>
      </div>
      <div className="form-actions">
        <button type="button" className="term-button term-button--compact" onClick={() => void onCopy()}>
          Copy message
        </button>
        {canRetry(message) ? (
          <button type="button" className="term-button term-button--compact term-button--warn" disabled={retrying} onClick={onRetry}>
            {retrying ? "Retrying..." : "Retry sending"}
          </button>
        ) : null}
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </DetailPanel>
  );
}
