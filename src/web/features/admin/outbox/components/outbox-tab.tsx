// The 'Outbox' tab: messages to members, newest first, filtered by status, a page at a time. A
// message opens whole above the list so an operator without a mail server can relay it by hand;
// a held or failed one can be sent again.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { onChoice } from "#web/components/form/on-choice";
import { SelectField } from "#web/components/form/select-field";
import { useListDetail } from "#web/components/list-detail/use-list-detail";
import { useClientPaging } from "#web/components/pagination/use-client-paging";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { useOutbox, useRetryNotification } from "../api/outbox-api";
import { OUTBOX_FILTERS, OUTBOX_LIST_CAP, OUTBOX_PAGE_SIZE, type OutboxFilter } from "../lib/outbox-query";
import { outboxLead } from "../lib/outbox-lead";
import { outboxToasts } from "../lib/outbox-toasts";
import "../outbox.css";
import { MessageViewer } from "./message-viewer";
import { OutboxTable, viewButtonId } from "./outbox-table";

const LIST_ID = "outbox-list";
const NO_MESSAGES: Schema<"Notification">[] = [];

export function OutboxTab() {
  const [filter, setFilter] = useState<OutboxFilter>("all");
  const outbox = useOutbox(filter);
  const retry = useRetryNotification();
  useErrorToast(outbox, outboxToasts.fetchOutboxFailed);
  const viewing = useListDetail<Schema<"Notification">>({ keyOf: (message) => message.id, returnFocus: (id) => [viewButtonId(id)] });

  const list = outbox.data?.notifications ?? NO_MESSAGES;
  const paging = useClientPaging(list, LIST_ID, OUTBOX_PAGE_SIZE);
  // The open message as the last answer has it; a retry may move it out of the filtered list, and
  // then the copy taken when it was opened stays on screen.
  const shown = viewing.shownIn(list);

  const onFilter = onChoice(OUTBOX_FILTERS, (value) => {
    setFilter(value);
    paging.restart();
  });
  const onRetry = (message: Schema<"Notification">) =>
    retry.mutate(message.id, {
      onSuccess: (answer) => toast(outboxToasts.requeued(answer.message)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(outboxToasts.retryFailed(error));
      },
    });

  return (
    <ResourceTab
      className="outbox"
      title="Outbox"
      rows={list}
      query={outbox}
      actions={
        <SelectField id="outbox-status" layout="inline" label="Status" value={filter} options={OUTBOX_FILTERS} onChange={onFilter} />
      }
      hint={outbox.data ? outboxLead(outbox.data.delivery) : undefined}
      opened={
        shown ? (
          <MessageViewer
            message={shown}
            retrying={retry.isPending && retry.variables === shown.id}
            onRetry={() => onRetry(shown)}
            onClose={viewing.close}
          />
        ) : null
      }
      loading="Loading outbox…"
      failed="Failed to fetch outbox"
      emptyText={filter === "all" ? "No messages yet" : `No ${filter} messages`}
      notice={
        list.length >= OUTBOX_LIST_CAP ? `The newest ${OUTBOX_LIST_CAP} messages are shown; filter by status to see older ones.` : undefined
      }
      pagination={{ page: paging.page, label: "Outbox pages", onPage: paging.turnTo }}
    >
      <OutboxTable
        listId={LIST_ID}
        rows={paging.page.items}
        actions={{ openId: shown?.id, retryingId: retry.isPending ? retry.variables : undefined, onView: viewing.open, onRetry }}
      />
    </ResourceTab>
  );
}
