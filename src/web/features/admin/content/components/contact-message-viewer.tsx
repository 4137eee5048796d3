// One contact message whole, as text (never HTML): who sent it, the operation, when, whether it
// was handled and by whom, and the message. Copy takes it to a mail program; Escape or Close
// returns to the list.
import type { Schema } from "#web/lib/api-types";
import { DetailPanel } from "#web/components/detail-panel/detail-panel";
import { Fact, Facts } from "#web/components/detail-panel/facts";
import { toast } from "#web/components/toast/toast-store";
import { copyText } from "#web/lib/copy-text";
import { formatUtc } from "#web/lib/format-time";
import { operationLabel } from "#web/lib/operation-label";
import { handledText, replyText } from "../lib/contact-query";
import { contentToasts } from "../lib/content-toasts";

export function ContactMessageViewer({
  message,
  handling,
  onHandled,
  onClose,
}: {
  message: Schema<"ContactMessage">;
  handling: boolean;
  onHandled: () => void;
  onClose: () => void;
}) {
  const onCopy = async () => {
    toast(
      (await copyText(replyText(message, operationLabel(message.operationType))))
        ? contentToasts.messageCopied(message.email)
        : contentToasts.copyFailed(),
    );
  };

  return (
    <DetailPanel
      titleId="contact-message-title"
      className="contact-message"
      title={`Message from ${message.callsign}`}
      openKey={message.id}
      onClose={onClose}
    >
      <Facts layout="grid">
        <Fact term="From">
          {message.callsign} &lt;{message.email}&gt;
        </Fact>
        <Fact term="Operation">{operationLabel(message.operationType)}</Fact>
        <Fact term="Received">{formatUtc(message.createdAt)}</Fact>
        <Fact term="State" className={message.handledAt ? undefined : "contact-message__open"}>
          {handledText(message, formatUtc)}
        </Fact>
      </Facts>
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
    </DetailPanel>
  );
}
