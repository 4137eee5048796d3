// The 'Outbox' tab: messages to members, newest first, filtered by status, a page at a time. A
// message opens whole above the list so an operator without a mail server can relay it by hand;
// a held or failed one can be sent again.
import { useEffect, useRef, useState } from "react";
import type { NotificationView } from "#shared/answers/members";
import "#web/components/form/form.css";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { paginate } from "#web/components/pagination/pagination";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { useOutbox, useRetryNotification } from "../api/outbox-api";
import { isOutboxFilter, OUTBOX_FILTERS, OUTBOX_LIST_CAP, OUTBOX_PAGE_SIZE, type OutboxFilter } from "../lib/outbox-query";
import { outboxToasts } from "../lib/outbox-toasts";
import "../outbox.css";
import { MessageViewer } from "./message-viewer";
import { OutboxTable, viewButtonId } from "./outbox-table";

const NO_MESSAGES: NotificationView[] = [];

export function OutboxTab() {
  const [filter, setFilter] = useState<OutboxFilter>("all");
  const [pageNumber, setPageNumber] = useState(1);
  const [viewing, setViewing] = useState<NotificationView>();
  const listRef = useRef<HTMLDivElement>(null);
  const outbox = useOutbox(filter);
  const retry = useRetryNotification();
  useErrorToast(outbox, outboxToasts.fetchOutboxFailed);

  const list = outbox.data?.notifications ?? NO_MESSAGES;
  const page = paginate(list, pageNumber, OUTBOX_PAGE_SIZE);
  // The open message as the last answer has it; a retry may move it out of the filtered list, and
  // then the copy taken when it was opened stays on screen.
  const shown = viewing ? (list.find((m) => m.id === viewing.id) ?? viewing) : undefined;

  const onRetry = (message: NotificationView) =>
    retry.mutate(message.id, {
      onSuccess: (answer) => toast(outboxToasts.requeued(answer.message)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(outboxToasts.retryFailed(error));
      },
    });

  const [returnTo, setReturnTo] = useState<string>();
  useEffect(() => {
    if (viewing || !returnTo) return;
    document.getElementById(viewButtonId(returnTo))?.focus();
    setReturnTo(undefined);
  }, [viewing, returnTo]);

  const turnTo = (next: number) => {
    setPageNumber(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="outbox">
      <div className="section-head">
        <h2 className="section-head__title">Outbox{outbox.data ? <span className="text-muted"> ({list.length})</span> : null}</h2>
        <div className="form-inline">
          <label htmlFor="outbox-status" className="form-field__label">
            Status
          </label>
          <select
            id="outbox-status"
            className="form-input form-select"
            value={filter}
            onChange={(e) => {
              if (!isOutboxFilter(e.target.value)) return;
              setFilter(e.target.value);
              setPageNumber(1);
            }}
          >
            {OUTBOX_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={outbox.isFetching}
            onClick={() => void outbox.refetch()}
          >
            {outbox.isFetching ? "Loading..." : "Reload"}
          </button>
        </div>
      </div>
      <p className="outbox__hint text-muted">
        Held messages wait for an operator: no mail or SMS transport is configured for them. Open one to relay it by hand; reset links and
        codes expire 10 minutes after they are made.
      </p>
      {shown ? (
        <MessageViewer
          message={shown}
          retrying={retry.isPending && retry.variables === shown.id}
          onRetry={() => onRetry(shown)}
          onClose={() => {
            setReturnTo(shown.id);
            setViewing(undefined);
          }}
        />
      ) : null}
      {outbox.isPending ? (
        <p className="empty-state" role="status">
          Loading outbox…
        </p>
      ) : outbox.isError && !outbox.data ? (
        <LoadFailed message="Failed to fetch outbox" onRetry={() => void outbox.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">{filter === "all" ? "No messages yet" : `No ${filter} messages`}</p>
      ) : (
        <>
          {list.length >= OUTBOX_LIST_CAP ? (
            <p className="outbox__hint text-muted" role="status">
              The newest {OUTBOX_LIST_CAP} messages are shown; filter by status to see older ones.
            </p>
          ) : null}
          <OutboxTable
            ref={listRef}
            messages={page.items}
            openId={shown?.id}
            retryingId={retry.isPending ? retry.variables : undefined}
            onView={setViewing}
            onRetry={onRetry}
          />
          <PaginationBar page={page} label="Outbox pages" onPage={turnTo} />
        </>
      )}
    </div>
  );
}
