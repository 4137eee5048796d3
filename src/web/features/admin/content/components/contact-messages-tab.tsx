// The 'Messages' tab: what visitors sent through /contact, newest first, open ones by default.
// A message opens whole above the list (as text, never HTML) with Copy for answering from a mail
// program, and is marked handled once it has been dealt with.
import { useEffect, useRef, useState } from "react";
import type { ContactMessageView } from "#shared/answers/content";
import "#web/components/data-table/data-table.css";
import "#web/components/form/form.css";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { paginate } from "#web/components/pagination/pagination";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { operationLabel } from "#web/lib/operation-label";
import { useContactMessages, useMarkMessageHandled } from "../api/content-admin-api";
import { INBOX_FILTERS, INBOX_LIST_CAP, INBOX_PAGE_SIZE, isInboxFilter, preview, type InboxFilter } from "../lib/contact-query";
import { contentToasts } from "../lib/content-toasts";
import "../content-admin.css";
import { ContactMessageViewer } from "./contact-message-viewer";

const NONE: ContactMessageView[] = [];
export const viewMessageButtonId = (id: string) => `contact-view-${id}`;

export function ContactMessagesTab() {
  const [filter, setFilter] = useState<InboxFilter>("open");
  const [pageNumber, setPageNumber] = useState(1);
  const [viewing, setViewing] = useState<ContactMessageView>();
  const [returnTo, setReturnTo] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);
  const messages = useContactMessages(filter);
  const handled = useMarkMessageHandled();
  useErrorToast(messages, contentToasts.fetchMessagesFailed);

  const list = messages.data?.messages ?? NONE;
  const page = paginate(list, pageNumber, INBOX_PAGE_SIZE);
  // The open message as the last answer has it; once handled it leaves the "open" list, and the
  // copy taken when it was opened stays on screen with its new state.
  const shown = viewing ? (list.find((m) => m.id === viewing.id) ?? viewing) : undefined;

  useEffect(() => {
    if (viewing || !returnTo) return;
    (document.getElementById(viewMessageButtonId(returnTo)) ?? listRef.current)?.focus();
    setReturnTo(undefined);
  }, [viewing, returnTo]);

  const onHandled = (message: ContactMessageView) =>
    handled.mutate(message.id, {
      onSuccess: (answer) => {
        toast(contentToasts.messageHandled(answer.message));
        if (viewing?.id === message.id) setViewing(answer.contactMessage);
      },
      onError: (error) => {
        if (!isSessionLost(error)) toast(contentToasts.markHandledFailed(error));
      },
    });

  const turnTo = (next: number) => {
    setPageNumber(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };
  const handlingId = handled.isPending ? handled.variables : undefined;

  return (
    <div className="content-admin">
      <div className="section-head">
        <h2 className="section-head__title">Messages{messages.data ? <span className="text-muted"> ({list.length})</span> : null}</h2>
        <div className="form-inline">
          <label htmlFor="contact-filter" className="form-field__label">
            Show
          </label>
          <select
            id="contact-filter"
            className="form-input form-select"
            value={filter}
            onChange={(e) => {
              if (!isInboxFilter(e.target.value)) return;
              setFilter(e.target.value);
              setPageNumber(1);
            }}
          >
            {INBOX_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={messages.isFetching}
            onClick={() => void messages.refetch()}
          >
            {messages.isFetching ? "Loading..." : "Reload"}
          </button>
        </div>
      </div>
      <p className="content-admin__hint text-muted">
        Messages sent through the public contact form. Answer by e-mail, then mark the message handled.
      </p>
      {shown ? (
        <ContactMessageViewer
          message={shown}
          handling={handlingId === shown.id}
          onHandled={() => onHandled(shown)}
          onClose={() => {
            setReturnTo(shown.id);
            setViewing(undefined);
          }}
        />
      ) : null}
      {messages.isPending ? (
        <p className="empty-state" role="status">
          Loading messages…
        </p>
      ) : messages.isError && !messages.data ? (
        <LoadFailed message="Failed to fetch messages" onRetry={() => void messages.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">{filter === "open" ? "No open messages" : "No messages yet"}</p>
      ) : (
        <>
          {list.length >= INBOX_LIST_CAP ? (
            <p className="content-admin__hint text-muted" role="status">
              The newest {INBOX_LIST_CAP} messages are shown.
            </p>
          ) : null}
          <div ref={listRef} className="data-table-box" tabIndex={-1}>
            <table className="data-table data-table--stack contact-table">
              <caption className="visually-hidden">Contact messages, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Received (UTC)</th>
                  <th scope="col">From</th>
                  <th scope="col">Operation</th>
                  <th scope="col">Message</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((m) => (
                  <tr key={m.id} data-contact-id={m.id} data-handled={m.handledAt ? "true" : "false"}>
                    <td data-label="Received" className="text-nowrap">
                      {formatUtcMinute(m.createdAt)}
                    </td>
                    <td data-label="From">
                      <div>
                        <span className="data-table__strong content-admin__block">{m.callsign}</span>
                        <span className="content-admin__sub">{m.email}</span>
                      </div>
                    </td>
                    <td data-label="Operation">{operationLabel(m.operationType)}</td>
                    <td data-label="Message" className="contact-table__preview">
                      {preview(m.missionDetails)}
                    </td>
                    <td data-label="State">
                      <span className={m.handledAt ? "content-tag content-tag--shown" : "content-tag content-tag--open"}>
                        {m.handledAt ? "Handled" : "Open"}
                      </span>
                    </td>
                    <td className="data-table__actions">
                      <button
                        id={viewMessageButtonId(m.id)}
                        type="button"
                        className="term-button term-button--compact"
                        aria-label={`View message from ${m.callsign}`}
                        aria-expanded={shown?.id === m.id}
                        onClick={() => setViewing(m)}
                      >
                        View
                      </button>
                      {m.handledAt ? null : (
                        <button
                          type="button"
                          className="term-button term-button--compact term-button--warn"
                          aria-label={`Mark message from ${m.callsign} handled`}
                          disabled={handlingId === m.id}
                          onClick={() => onHandled(m)}
                        >
                          {handlingId === m.id ? "Marking..." : "Mark handled"}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PaginationBar page={page} label="Message pages" onPage={turnTo} />
        </>
      )}
    </div>
  );
}
