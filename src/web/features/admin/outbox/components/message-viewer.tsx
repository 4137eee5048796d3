// One message whole, as text (never HTML): recipient, subject, body, and where it stands. An
// operator without a mail server copies it and sends it by hand; a held or failed one can also be
// sent again from here. Escape or Close returns to the list.
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { NotificationView } from "#shared/answers/members";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { copyText } from "#web/lib/copy-text";
import { formatUtc } from "#web/lib/format-time";
import { canRetry, purposeText, relayText } from "../lib/outbox-query";
import { outboxToasts } from "../lib/outbox-toasts";
import { OutboxStatus } from "./outbox-status";

const TITLE_ID = "outbox-message-title";

export function MessageViewer({
  message,
  retrying,
  onRetry,
  onClose,
}: {
  message: NotificationView;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.scrollIntoView({ block: "nearest" });
  }, [message.id]);

  const onCopy = async () => {
    toast((await copyText(relayText(message))) ? outboxToasts.copied(message.recipient) : outboxToasts.copyFailed());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };

  return (
    <section className="card outbox-message" aria-labelledby={TITLE_ID} onKeyDown={onKeyDown}>
      <h3 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="card__title outbox-message__title">
        {purposeText(message.purpose)} to {message.recipient}
      </h3>
      <dl className="outbox-message__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <OutboxStatus status={message.status} />
          </dd>
        </div>
        <div>
          <dt>Channel</dt>
          <dd>{message.channel === "sms" ? "SMS" : "E-mail"}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatUtc(message.createdAt)}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatUtc(message.sentAt)}</dd>
        </div>
        <div>
          <dt>Tries</dt>
          <dd>{message.attempts}</dd>
        </div>
        {message.lastError ? (
          <div className="outbox-message__wide">
            <dt>Last error</dt>
            <dd className="outbox-message__error">{message.lastError}</dd>
          </div>
        ) : null}
      </dl>
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
    </section>
  );
}
