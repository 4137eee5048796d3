// One code tab (a ResourceTab without a head: the tab's label names and counts the list): a
// type-ahead search box, one page of the tab's list and the pager. The server filters,
// searches and pages the list: at 100,000 codes only the page on screen is in the DOM,
// the search is sent after a pause in typing, and the page being left stays until the next one
// arrives.
import { useState } from "react";
import { EMPTY_STATES } from "#shared/invitation-code-lists";
import { serverPage } from "#web/components/pagination/pagination";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { useServerPaging, useStayInRange } from "#web/components/pagination/use-server-paging";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { TypeAheadSearch } from "#web/components/resource-tab/type-ahead-search";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useCodePage } from "../api/invitation-codes-api";
import { codeToasts, FETCH_CODES_FAILED } from "../lib/code-toasts";
import "../invitation-codes.css";
import { CodeRow, type RowForm } from "./code-row";

export type CodeListKind = "unused" | "used" | "assigned" | "expired";

export function CodeListPanel({ kind }: { kind: CodeListKind }) {
  // One inline form open in the list at a time: which code, which form.
  const [open, setOpen] = useState<{ id: string; form: RowForm }>();
  const listId = `code-list-${kind}`;
  const paging = useServerPaging(listId);
  const codes = useCodePage({ status: kind, q: paging.q, page: paging.page });
  // Spec §8: a failed read of the list is a destructive toast, whether or not the rest of the panel loaded.
  useErrorToast(codes, codeToasts.fetchCodesFailed);
  const answer = codes.data;
  useStayInRange(answer, paging.setPage);
  const page = answer ? serverPage(answer.items, answer) : undefined;
  // The search the shown rows answer (with placeholder data they trail the box until the new page comes).
  const shownQ = codes.isPlaceholderData ? undefined : paging.q;
  const noCodesAtAll = answer !== undefined && answer.total === 0 && paging.q === "" && shownQ === "";

  return (
    <ResourceTab
      className="code-list"
      query={codes}
      reload={false}
      toolbar={
        <TypeAheadSearch
          id={`code-search-${kind}`}
          label={`Search ${kind} codes`}
          fieldLabel="Search codes"
          placeholder="Search code or assignee…"
          inputClassName="code-list__search"
          spellCheck={false}
          paging={paging}
        />
      }
      loading="Loading codes…"
      failed={FETCH_CODES_FAILED}
      empty={noCodesAtAll}
      emptyText={EMPTY_STATES[kind]}
    >
      {page && page.total === 0 ? (
        <p className="empty-state">No codes match “{paging.q}”</p>
      ) : page ? (
        <div
          className={codes.isPlaceholderData ? "code-list__page code-list__page--loading" : "code-list__page"}
          aria-busy={codes.isFetching}
        >
          <ul id={listId} className="code-list__rows" aria-label={`${kind} codes, page ${page.page} of ${page.pageCount}`} tabIndex={-1}>
            {page.items.map((code) => (
              <CodeRow
                key={code.id}
                code={code}
                openForm={open?.id === code.id ? open.form : undefined}
                onToggleForm={(form) => setOpen(form ? { id: code.id, form } : undefined)}
              />
            ))}
          </ul>
          <PaginationBar page={page} label={`${kind} codes pages`} onPage={paging.turnTo} />
        </div>
      ) : null}
    </ResourceTab>
  );
}
