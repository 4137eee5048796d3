// A claim's thread (decision 0081), the same for the member and the operatives: the messages
// oldest first (author, time, text as text, files as download links, and on one's own messages
// whether the other side has read them), then the composer: text and files in one message. A
// closed claim's thread shows why it can no longer be answered.
import { useState, type FormEvent } from "react";
import type { ClaimMessageView } from "#shared/answers/claim-messages";
import { MESSAGE_TEXT_MAX } from "#shared/claim-messages";
import { formatStorage } from "#shared/upload-limits";
import { formatUtcMinute } from "#web/lib/format-time-short";
import "#web/components/form/form.css";
import "./claim-thread.css";

export type ThreadSide = "member" | "operative";

export type ClaimThreadProps = {
  messages: ClaimMessageView[];
  /** Who reads: their own messages sit on the right and say whether they were read. */
  side: ThreadSide;
  open: boolean;
  closedText: string;
  documentHref: (documentId: string) => string;
  /** Sends one message; rejects with an Error whose message is shown. */
  onSend: (text: string, files: File[]) => Promise<unknown>;
};

const ACCEPTED = ".esx,.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

export function ClaimThread({ messages, side, open, closedText, documentHref, onSend }: ClaimThreadProps) {
  return (
    <div className="thread">
      {messages.length === 0 ? (
        <p className="thread__empty text-muted">No messages yet.</p>
      ) : (
        <ol className="thread__list" aria-label="Messages, oldest first" aria-live="polite">
          {messages.map((message) => (
            <ThreadMessage key={message.id} message={message} own={message.author === side} documentHref={documentHref} />
          ))}
        </ol>
      )}
      {open ? (
        <Composer onSend={onSend} />
      ) : (
        <p className="thread__closed text-muted" data-testid="thread-closed">
          {closedText}
        </p>
      )}
    </div>
  );
}

function ThreadMessage({ message, own, documentHref }: { message: ClaimMessageView; own: boolean; documentHref: (id: string) => string }) {
  return (
    <li className={own ? "thread__message thread__message--own" : "thread__message"} data-author={message.author} data-seq={message.seq}>
      <p className="thread__meta">
        <span className="thread__author">{message.author === "operative" ? `${message.authorName} · AAN` : message.authorName}</span>
        <span className="text-muted"> · {formatUtcMinute(message.createdAt)} UTC</span>
        {own ? <span className="thread__read text-muted">{message.read ? " · read" : " · sent"}</span> : null}
      </p>
      <p className="thread__text">{message.text}</p>
      {message.attachments.length ? (
        <ul className="thread__files" aria-label="Files">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a className="text-link" href={documentHref(file.id)} download={file.originalFilename}>
                {file.originalFilename}
              </a>
              <span className="text-muted"> ({formatStorage(file.fileSize)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Composer({ onSend }: { onSend: ClaimThreadProps["onSend"] }) {
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A new key empties the file input after a message is sent.
  const [fileInputKey, setFileInputKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !text.trim()) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text, files);
      setText("");
      setFiles([]);
      setFileInputKey((k) => k + 1);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="thread__composer" onSubmit={(event) => void submit(event)} aria-label="Write a message">
      <label htmlFor="thread-text" className="form-field__label">
        Message
      </label>
      <textarea
        id="thread-text"
        className="form-input thread__input"
        rows={3}
        maxLength={MESSAGE_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "thread-error" : undefined}
      />
      <div className="thread__actions">
        <label className="thread__attach">
          <span className="form-field__label">Attach files (ESX, JPEG, PNG, PDF)</span>
          <input
            key={fileInputKey}
            type="file"
            multiple
            accept={ACCEPTED}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            data-testid="thread-files"
          />
        </label>
        <button type="submit" className="term-button term-button--compact" disabled={sending || !text.trim()}>
          {sending ? "Sending..." : "Send"}
        </button>
      </div>
      {error ? (
        <p id="thread-error" className="form-field__message" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
