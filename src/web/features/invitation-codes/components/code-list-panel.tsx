// One code tab: a search box, one page of codes and the pager. Only a page of rows is ever
// rendered, so 10,000 codes stay smooth; the search runs on a deferred value for the same reason.
import { useState } from "react";
import { EMPTY_STATES, matchesCodeSearch, type InvitationCodeView } from "#shared/invitation-code-lists";
import { PaginationBar } from "../../../components/pagination/pagination-bar";
import { usePagedSearch } from "../../../components/pagination/use-paged-search";
import "../../../components/form/form.css";
import "../../../components/panel/panel.css";
import "../invitation-codes.css";
import { CodeRow, type RowForm } from "./code-row";

export type CodeListKind = "unused" | "used" | "assigned" | "expired";

export function CodeListPanel({ kind, codes }: { kind: CodeListKind; codes: InvitationCodeView[] }) {
  // One inline form open in the list at a time: which code, which form.
  const [open, setOpen] = useState<{ id: string; form: RowForm }>();
  const list = usePagedSearch<InvitationCodeView, HTMLUListElement>(codes, matchesCodeSearch);
  const { page } = list;
  const searchId = `code-search-${kind}`;

  return (
    <div className="code-list">
      <div className="code-list__toolbar">
        <label htmlFor={searchId} className="visually-hidden">
          Search codes
        </label>
        <input
          id={searchId}
          type="search"
          className="form-input code-list__search"
          placeholder="Search code or assignee…"
          autoComplete="off"
          spellCheck={false}
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
        />
      </div>
      {codes.length === 0 ? (
        <p className="empty-state">{EMPTY_STATES[kind]}</p>
      ) : list.matching.length === 0 ? (
        <p className="empty-state">No codes match “{list.deferredSearch}”</p>
      ) : (
        <>
          <ul ref={list.listRef} className="code-list__rows" aria-label={`${kind} codes, page ${page.page} of ${page.pageCount}`} tabIndex={-1}>
            {page.items.map((code) => (
              <CodeRow
                key={code.id}
                code={code}
                openForm={open?.id === code.id ? open.form : undefined}
                onToggleForm={(form) => setOpen(form ? { id: code.id, form } : undefined)}
              />
            ))}
          </ul>
          <PaginationBar page={page} label={`${kind} codes pages`} onPage={list.turnTo} />
        </>
      )}
    </div>
  );
}
