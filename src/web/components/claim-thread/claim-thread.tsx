// A claim's thread (decisions 0081, 0090), the same for the member and the operatives: the loaded
// messages oldest first (author, time, text as text, files as download links, and on one's own
// messages whether the other side has read them), opened at the newest, with earlier pages loaded
// as the reader scrolls up; then the composer: text and files in one message. A closed claim's
// thread shows why it can no longer be answered.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { Schema } from "#web/lib/api-types";
import { MESSAGE_TEXT_MAX } from "#shared/claim-messages";
import { formatStorage, UPLOAD_FILE_LIMIT_TEXT } from "#shared/upload-limits";
import { DownloadLink } from "#web/components/download-link/download-link";
import { FilePicker } from "#web/components/file-picker/file-picker";
import { formatUtcMinute } from "#web/lib/format-time-short";
import "#web/components/form/form.css";
import "./claim-thread.css";

export type ThreadSide = "member" | "operative";

export type ClaimThreadProps = {
  messages: Schema<"ClaimMessage">[];
  /** Who reads: their own messages sit on the right and say whether they were read. */
  side: ThreadSide;
  open: boolean;
  closedText: string;
  documentHref: (documentId: string) => string;
  /** Sends one message; rejects with an Error whose message is shown. */
  onSend: (text: string, files: File[]) => Promise<unknown>;
  /** Older messages than the loaded ones exist: how to load the page before them. */
  earlier?: EarlierMessages;
};

type EarlierMessages = { load: () => void; loading: boolean; failed: boolean };

const ACCEPTED = ".esx,.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

export function ClaimThread({ messages, side, open, closedText, documentHref, onSend, earlier }: ClaimThreadProps) {
  const { listRef, onScroll, loadEarlier } = useThreadScroll(messages, earlier);
  return (
    <div className="thread">
      {messages.length === 0 ? (
        <p className="thread__empty text-muted">No messages yet.</p>
      ) : (
        <ol ref={listRef} onScroll={onScroll} className="thread__list" aria-label="Messages, oldest first" aria-live="polite">
          {earlier ? <EarlierRow earlier={earlier} load={loadEarlier} root={listRef} /> : null}
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

/** How close to the end counts as "reading the newest": a new message then scrolls into view. */
const AT_END_PX = 24;

/**
 * The list opens at its newest message and follows new ones while the reader is there; when an
 * earlier page is put above, the messages in view stay where they were.
 */
function useThreadScroll(messages: Schema<"ClaimMessage">[], earlier: EarlierMessages | undefined) {
  const listRef = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  const beforeEarlier = useRef<{ height: number; top: number } | undefined>(undefined);
  const firstSeq = messages[0]?.seq;
  const lastSeq = messages.at(-1)?.seq;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = beforeEarlier.current;
    if (before) list.scrollTop = before.top + (list.scrollHeight - before.height);
    else if (atEnd.current) list.scrollTop = list.scrollHeight;
    beforeEarlier.current = undefined;
  }, [firstSeq, lastSeq]);
  const onScroll = () => {
    const list = listRef.current;
    if (list) atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < AT_END_PX;
  };
  const loadEarlier = () => {
    const list = listRef.current;
    if (!earlier || earlier.loading) return;
    if (list) beforeEarlier.current = { height: list.scrollHeight, top: list.scrollTop };
    earlier.load();
  };
  return { listRef, onScroll, loadEarlier };
}

/** The top of the loaded messages: loads the page before them once scrolled into view, or on a click. */
function EarlierRow({ earlier, load, root }: { earlier: EarlierMessages; load: () => void; root: RefObject<HTMLOListElement | null> }) {
  const rowRef = useRef<HTMLLIElement>(null);
  const { loading, failed } = earlier;
  useEffect(() => {
    const row = rowRef.current;
    if (!row || loading || failed || typeof IntersectionObserver === "undefined") return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { root: root.current });
    seen.observe(row);
    return () => seen.disconnect();
  }, [load, loading, failed, root]);
  return (
    <li ref={rowRef} className="thread__earlier">
      {loading ? (
        <span className="text-muted" role="status">
          Loading earlier messages…
        </span>
      ) : (
        <>
          {failed ? <span className="text-muted">Earlier messages could not be loaded. </span> : null}
          <button type="button" className="term-button term-button--compact term-button--ghost" onClick={load}>
            {failed ? "Retry" : "Show earlier messages"}
          </button>
        </>
      )}
    </li>
  );
}

function ThreadMessage({
  message,
  own,
  documentHref,
}: {
  message: Schema<"ClaimMessage">;
  own: boolean;
  documentHref: (id: string) => string;
}) {
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
              <DownloadLink href={documentHref(file.id)} name={file.originalFilename} />
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !text.trim()) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text, files);
      setText("");
      setFiles([]);
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
      <FilePicker
        label="Attach files"
        hint={`PDF, JPEG, PNG or ESX · at most ${UPLOAD_FILE_LIMIT_TEXT} each`}
        accept={ACCEPTED}
        onFiles={setFiles}
        testId="thread-files"
      />
      <div className="thread__actions">
        {files.length ? (
          <p className="thread__chosen text-muted" aria-live="polite">
            {files.length === 1 ? "1 file to send: " : `${files.length} files to send: `}
            {files.map((file) => `${file.name} (${formatStorage(file.size)})`).join(", ")}{" "}
            <button type="button" className="term-button term-button--compact term-button--ghost" onClick={() => setFiles([])}>
              Remove
            </button>
          </p>
        ) : (
          <span />
        )}
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
