// One code tab: a search box, one page of codes and the pager. Only a page of rows is ever
// rendered, so 10,000 codes stay smooth; the search runs on a deferred value for the same reason.
import { useDeferredValue, useMemo, useState } from "react";
import { EMPTY_STATES, matchesCodeSearch, type InvitationCodeView } from "../../../../shared/invitation-code-lists";
import { paginate } from "../lib/pagination";
import { CodeRow } from "./code-row";
import { PaginationBar } from "./pagination-bar";

export type CodeListKind = "unused" | "used" | "assigned";

export function CodeListPanel({ kind, codes }: { kind: CodeListKind; codes: InvitationCodeView[] }) {
  const [search, setSearch] = useState("");
  const [pageNumber, setPageNumber] = useState(1);
  const [assigningId, setAssigningId] = useState<string>();
  const deferredSearch = useDeferredValue(search);

  const matching = useMemo(() => codes.filter((code) => matchesCodeSearch(code, deferredSearch)), [codes, deferredSearch]);
  const page = paginate(matching, pageNumber);
  const searchId = `code-search-${kind}`;

  return (
    <div className="admin-codes">
      <div className="admin-codes__toolbar">
        <label htmlFor={searchId} className="visually-hidden">
          Search codes
        </label>
        <input
          id={searchId}
          type="search"
          className="admin-input admin-codes__search"
          placeholder="Search code or assignee…"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPageNumber(1);
          }}
        />
      </div>
      {codes.length === 0 ? (
        <p className="admin-empty">{EMPTY_STATES[kind]}</p>
      ) : matching.length === 0 ? (
        <p className="admin-empty">No codes match “{deferredSearch.trim()}”</p>
      ) : (
        <>
          <ul className="admin-code-list" aria-label={`${kind} codes`}>
            {page.items.map((code) => (
              <CodeRow
                key={code.id}
                code={code}
                assignOpen={assigningId === code.id}
                onToggleAssign={(open) => setAssigningId(open ? code.id : undefined)}
              />
            ))}
          </ul>
          <PaginationBar page={page} label={`${kind} codes pages`} onPage={setPageNumber} />
        </>
      )}
    </div>
  );
}
