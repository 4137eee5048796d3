// One contact message whole, as text (never HTML): who sent it, the operation, when, whether it
// was handled and by whom, and the message. Copy takes it to a mail program; Escape or Close
// returns to the list.
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { ContactMessageView } from "#shared/answers/content";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { copyText } from "#web/lib/copy-text";
import { formatUtc } from "#web/lib/format-time";
import { operationLabel } from "#web/lib/operation-label";
import { handledText, replyText } from "../lib/contact-query";
import { contentToasts } from "../lib/content-toasts";

const TITLE_ID = "contact-message-title";

export function ContactMessageViewer({
  message,
  handling,
  onHandled,
  onClose,
}: {
  message: ContactMessageView;
  handling: boolean;
  onHandled: () => void;
  onClose: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.scrollIntoView({ block: "nearest" });
  }, [message.id]);

  const onCopy = async () => {
    toast(
      (await copyText(replyText(message, operationLabel(message.operationType))))
        ? contentToasts.messageCopied(message.email)
        : contentToasts.copyFailed(),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };

  return (
    <section className="card contact-message" aria-labelledby={TITLE_ID} onKeyDown={onKeyDown}>
      <h3 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="card__title contact-message__title">
        Message from {message.callsign}
      </h3>
      <dl className="content-facts">
        <div>
          <dt>From</dt>
          <dd>
            {message.callsign} &lt;{message.email}&gt;
          </dd>
        </div>
        <div>
          <dt>Operation</dt>
          <dd>{operationLabel(message.operationType)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatUtc(message.createdAt)}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd className={message.handledAt ? undefined : "contact-message__open"}>{handledText(message, formatUtc)}</dd>
        </div>
      </dl>
      <pre className="contact-message__body" aria-label="Message text">
        {message.missionDetails}
      </pre>
      <div className="form-actions">
        <button type="button" className="term-button term-button--compact" onClick={() => void onCopy()}>
          Copy message
        </button>
        {message.handledAt ? null : (
          <button type="button" className="term-button term-button--compact term-button--warn" disabled={handling} onClick={onHandled}>
            {handling ? "Marking..." : "Mark handled"}
          </button>
        )}
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
