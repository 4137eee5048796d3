// The 'Claims' tab: the queue of every member's claims, newest first, filtered by status, service
// and a search the server runs (member, address, homeowner, claim number), or to the claims waiting
// for our answer, a server page at a time, with each claim's unread messages.
// The "Deadlines" filter shows instead the open duties overdue by carriers or due within 7 days,
// soonest due first (decision 0118). Opening a claim replaces the list; back returns to the same
// filters, page and row.
import { useState, type ReactNode } from "react";
import type { Schema } from "#web/lib/api-types";
import { onChoice } from "#web/components/form/on-choice";
import { SelectField } from "#web/components/form/select-field";
import { useListDetail } from "#web/components/list-detail/use-list-detail";
import { serverPage } from "#web/components/pagination/pagination";
import { SearchForm } from "#web/components/resource-tab/search-form";
import { useSearchBox } from "#web/components/resource-tab/use-search-box";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useClaims, useOperativeUnread } from "../api/claims-admin-api";
import { CARRIER_OVERDUE, DUE_THIS_WEEK, useDueList, type DueFilter } from "../api/claim-clock-admin-api";
import {
  NO_CARRIER_OVERDUE,
  NO_CLAIMS,
  NO_DUE_THIS_WEEK,
  NO_MATCHING_CLAIMS,
  STATUS_FILTERS,
  TYPE_FILTERS,
} from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";
import {
  checkClaimSearch,
  isClaimStatusFilter,
  isClaimTypeFilter,
  NO_CLAIM_FILTER,
  WAITING_FILTERS,
  type ClaimFilter,
} from "../lib/claim-query";
import "../claims-admin.css";
import { ClaimDetail } from "./claim-detail";
import { ClaimsTabFrame } from "./claims-tab-frame";
import { ClaimsTable, openClaimButtonId } from "./claims-table";
import { DueTable } from "./due-table";

/** The "Deadlines" filter's choices: every claim (the queue), or a due list. */
const DEADLINE_FILTERS = [
  { value: "any", label: "Any deadline" },
  { value: "carrier-overdue", label: "Carrier overdue" },
  { value: "due-7d", label: "Due in 7 days" },
] as const;
type DeadlineFilter = (typeof DEADLINE_FILTERS)[number]["value"];
const DUE_FILTERS: Record<Exclude<DeadlineFilter, "any">, DueFilter> = { "carrier-overdue": CARRIER_OVERDUE, "due-7d": DUE_THIS_WEEK };

const SEARCH_ID = "claims-search";
const LIST_ID = "claims-list";
const NO_ROWS: Schema<"Claim">[] = [];

export function ClaimsTab() {
  const [filter, setFilter] = useState<ClaimFilter>(NO_CLAIM_FILTER);
  const [deadlines, setDeadlines] = useState<DeadlineFilter>("any");
  const [duePage, setDuePage] = useState(1);
  const search = useSearchBox(SEARCH_ID, checkClaimSearch);
  const detail = useListDetail<string>({ keyOf: (id) => id, returnFocus: (id) => [openClaimButtonId(id), SEARCH_ID] });
  const claims = useClaims(filter);
  const unread = useOperativeUnread();
  useErrorToast(claims, claimAdminToasts.fetchClaimsFailed);

  if (detail.selected) return <ClaimDetail id={detail.selected} onBack={detail.close} />;

  const onDeadlines = onChoice(DEADLINE_FILTERS, (value) => {
    setDeadlines(value);
    setDuePage(1);
  });
  const deadlineSelect = (
    <SelectField
      id="claims-deadlines"
      layout="stacked"
      label="Deadlines"
      value={deadlines}
      options={DEADLINE_FILTERS}
      onChange={onDeadlines}
    />
  );
  if (deadlines !== "any") {
    return (
      <DueList
        key={deadlines}
        filter={DUE_FILTERS[deadlines]}
        page={duePage}
        onPage={setDuePage}
        filterSelect={deadlineSelect}
        onOpen={(claimId) => detail.open(claimId)}
      />
    );
  }

  const onSearch = () => {
    const q = search.check();
    if (q === undefined) return;
    if (q === filter.q && filter.page === 1) void claims.refetch();
    else setFilter({ ...filter, q, page: 1 });
  };
  const onStatus = (status: string) => {
    if (isClaimStatusFilter(status)) setFilter({ ...filter, status, page: 1 });
  };
  const onService = (type: string) => {
    if (isClaimTypeFilter(type)) setFilter({ ...filter, type, page: 1 });
  };
  const onWaiting = (value: string) => setFilter({ ...filter, waiting: value === "waiting", page: 1 });
  // The row of filters: a select each, its label above it.
  const filterSelects = [
    { id: "claims-status", label: "Status", value: filter.status, options: STATUS_FILTERS, onChange: onStatus },
    { id: "claims-service", label: "Service", value: filter.type, options: TYPE_FILTERS, onChange: onService },
    { id: "claims-waiting", label: "Messages", value: filter.waiting ? "waiting" : "all", options: WAITING_FILTERS, onChange: onWaiting },
  ];
  const unreadOf = new Map((unread.data?.claims ?? []).map((c) => [c.claimId, c.unread]));

  const list = claims.data?.claims ?? NO_ROWS;
  const page = claims.data ? serverPage(list, claims.data) : undefined;
  const filtered = filter.status !== "all" || filter.type !== "all" || filter.q !== "" || filter.waiting;

  return (
    <ClaimsTabFrame
      count={claims.data?.total}
      query={claims}
      search={<SearchForm {...search.field} label="Search claims" placeholder="Member, address, homeowner, claim #" onSubmit={onSearch} />}
      selects={
        <>
          {filterSelects.map((select) => (
            <SelectField key={select.id} layout="stacked" {...select} />
          ))}
          {deadlineSelect}
        </>
      }
      loading="Loading claims…"
      failed="Failed to fetch claims"
      empty={list.length === 0 || !page}
      emptyText={filtered ? NO_MATCHING_CLAIMS : NO_CLAIMS}
      listId={LIST_ID}
      pages={page && { page, label: "Claims pages" }}
      onPage={(next) => setFilter({ ...filter, page: next })}
    >
      <ClaimsTable
        listId={LIST_ID}
        rows={list.map((claim) => ({ ...claim, unread: unreadOf.get(claim.id) ?? 0 }))}
        actions={(claim) => detail.open(claim.id)}
      />
    </ClaimsTabFrame>
  );
}

const DUE_LIST_ID = "claims-due-list";

/** The queue under a deadline filter: a server page of open duties, soonest due first. */
function DueList({
  filter,
  page: pageNumber,
  onPage,
  filterSelect,
  onOpen,
}: {
  filter: DueFilter;
  page: number;
  onPage: (page: number) => void;
  filterSelect: ReactNode;
  onOpen: (claimId: string) => void;
}) {
  const due = useDueList(filter, pageNumber);
  useErrorToast(due, claimAdminToasts.fetchClaimsFailed);
  const rows = due.data?.deadlines ?? [];
  const page = due.data ? serverPage(rows, due.data) : undefined;
  return (
    <ClaimsTabFrame
      count={due.data?.total}
      query={due}
      selects={filterSelect}
      loading="Loading deadlines…"
      failed="Failed to fetch deadlines"
      empty={rows.length === 0 || !page}
      emptyText={filter.due === "overdue" ? NO_CARRIER_OVERDUE : NO_DUE_THIS_WEEK}
      listId={DUE_LIST_ID}
      pages={page && { page, label: "Deadline pages" }}
      onPage={onPage}
    >
      <DueTable listId={DUE_LIST_ID} rows={rows} actions={(row) => onOpen(row.claimId)} />
    </ClaimsTabFrame>
  );
}
