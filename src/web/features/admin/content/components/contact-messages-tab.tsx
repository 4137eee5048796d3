// The 'Messages' tab: what visitors sent through /contact, newest first, open ones by default.
// A message opens whole above the list (as text, never HTML) with Copy for answering from a mail
// program, and is marked handled once it has been dealt with.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { ActionButton } from "#web/components/action-button/action-button";
import { onChoice } from "#web/components/form/on-choice";
import { SelectField } from "#web/components/form/select-field";
import { useListDetail } from "#web/components/list-detail/use-list-detail";
import { useClientPaging } from "#web/components/pagination/use-client-paging";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { operationLabel } from "#web/lib/operation-label";
import { useContactMessages, useMarkMessageHandled } from "../api/content-admin-api";
import { INBOX_FILTERS, INBOX_LIST_CAP, INBOX_PAGE_SIZE, preview, type InboxFilter } from "../lib/contact-query";
import { contentToasts } from "../lib/content-toasts";
import "../content-admin.css";
import { ContactMessageViewer } from "./contact-message-viewer";

const LIST_ID = "contact-list";
const NONE: Schema<"ContactMessage">[] = [];
export const viewMessageButtonId = (id: string) => `contact-view-${id}`;

type Actions = {
  openId: string | undefined;
  handlingId: string | undefined;
  onView: (message: Schema<"ContactMessage">) => void;
  onHandled: (message: Schema<"ContactMessage">) => void;
};

const columns = ({ openId, handlingId, onView, onHandled }: Actions): Column<Schema<"ContactMessage">>[] => [
  { header: "Received (UTC)", label: "Received", className: "text-nowrap", cell: (m) => formatUtcMinute(m.createdAt) },
  {
    header: "From",
    cell: (m) => <TwoLines main={m.callsign} sub={m.email} className="data-table__strong data-table__line" />,
  },
  { header: "Operation", cell: (m) => operationLabel(m.operationType) },
  { header: "Message", className: "contact-table__preview", cell: (m) => preview(m.missionDetails) },
  {
    header: "State",
    cell: (m) => (
      <span className={m.handledAt ? "content-tag content-tag--shown" : "content-tag content-tag--open"}>
        {m.handledAt ? "Handled" : "Open"}
      </span>
    ),
  },
  actionsColumn((m) => (
    <>
      <ActionButton
        id={viewMessageButtonId(m.id)}
        text="View"
        label={`View message from ${m.callsign}`}
        expanded={openId === m.id}
        onClick={() => onView(m)}
      />
      {m.handledAt ? null : (
        <ActionButton
          text="Mark handled"
          label={`Mark message from ${m.callsign} handled`}
          tone="warn"
          busy={handlingId === m.id}
          busyText="Marking..."
          onClick={() => onHandled(m)}
        />
      )}
    </>
  )),
];

const ContactTable = defineTable({
  caption: "Contact messages, newest first",
  className: "contact-table",
  columns,
  rowAttributes: (m: Schema<"ContactMessage">) => ({ "data-contact-id": m.id, "data-handled": m.handledAt ? "true" : "false" }),
});

export function ContactMessagesTab() {
  const [filter, setFilter] = useState<InboxFilter>("open");
  const messages = useContactMessages(filter);
  const handled = useMarkMessageHandled();
  useErrorToast(messages, contentToasts.fetchMessagesFailed);
  const viewing = useListDetail<Schema<"ContactMessage">>({ keyOf: (m) => m.id, returnFocus: (id) => [viewMessageButtonId(id), LIST_ID] });

  const list = messages.data?.messages ?? NONE;
  const paging = useClientPaging(list, LIST_ID, INBOX_PAGE_SIZE);
  // The open message as the last answer has it; once handled it leaves the "open" list, and the
  // copy taken when it was opened stays on screen with its new state.
  const shown = viewing.shownIn(list);

  const onFilter = onChoice(INBOX_FILTERS, (value) => {
    setFilter(value);
    paging.restart();
  });
  const onHandled = (message: Schema<"ContactMessage">) =>
    handled.mutate(message.id, {
      onSuccess: (answer) => {
        toast(contentToasts.messageHandled(answer.message));
        viewing.replace(answer.contactMessage);
      },
      onError: (error) => {
        if (!isSessionLost(error)) toast(contentToasts.markHandledFailed(error));
      },
    });
  const handlingId = handled.isPending ? handled.variables : undefined;

  return (
    <ResourceTab
      className="content-admin"
      title="Messages"
      rows={list}
      query={messages}
      actions={<SelectField id="contact-filter" layout="inline" label="Show" value={filter} options={INBOX_FILTERS} onChange={onFilter} />}
      hint="Messages sent through the public contact form. Answer by e-mail, then mark the message handled."
      opened={
        shown ? (
          <ContactMessageViewer
            message={shown}
            handling={handlingId === shown.id}
            onHandled={() => onHandled(shown)}
            onClose={viewing.close}
          />
        ) : null
      }
      loading="Loading messages…"
      failed="Failed to fetch messages"
      emptyText={filter === "open" ? "No open messages" : "No messages yet"}
      notice={list.length >= INBOX_LIST_CAP ? `The newest ${INBOX_LIST_CAP} messages are shown.` : undefined}
      pagination={{ page: paging.page, label: "Message pages", onPage: paging.turnTo }}
    >
      <ContactTable
        listId={LIST_ID}
        rows={paging.page.items}
        actions={{ openId: shown?.id, handlingId, onView: viewing.open, onHandled }}
      />
    </ResourceTab>
  );
}
