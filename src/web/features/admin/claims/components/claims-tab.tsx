// The 'Claims' tab: the queue of every member's claims, newest first, filtered by status, service
// and a search the server runs (member, address, homeowner, claim number), a server page at a time.
// Opening a claim replaces the list; back returns to the same filters, page and row.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ClaimView } from "#shared/answers/claims";
import "#web/components/form/form.css";
import { FieldMessage, fieldErrorId } from "#web/components/form/text-field";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { serverPage } from "#web/components/pagination/pagination";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useClaims } from "../api/claims-admin-api";
import { NO_CLAIMS, NO_MATCHING_CLAIMS, STATUS_FILTERS, TYPE_FILTERS } from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";
import { checkClaimSearch, isClaimStatusFilter, isClaimTypeFilter, NO_CLAIM_FILTER, type ClaimFilter } from "../lib/claim-query";
import "../claims-admin.css";
import { ClaimDetail } from "./claim-detail";
import { ClaimsTable, openClaimButtonId } from "./claims-table";

const SEARCH_ID = "claims-search";
const NO_ROWS: ClaimView[] = [];

export function ClaimsTab() {
  const [filter, setFilter] = useState<ClaimFilter>(NO_CLAIM_FILTER);
  const [searchText, setSearchText] = useState("");
  const [searchProblem, setSearchProblem] = useState<string>();
  const [openId, setOpenId] = useState<string>();
  const [returnTo, setReturnTo] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);
  const claims = useClaims(filter);
  useErrorToast(claims, claimAdminToasts.fetchClaimsFailed);

  useEffect(() => {
    if (openId || !returnTo) return;
    (document.getElementById(openClaimButtonId(returnTo)) ?? document.getElementById(SEARCH_ID))?.focus();
    setReturnTo(undefined);
  }, [openId, returnTo]);

  if (openId) {
    return (
      <ClaimDetail
        id={openId}
        onBack={() => {
          setReturnTo(openId);
          setOpenId(undefined);
        }}
      />
    );
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkClaimSearch(searchText);
    if (!checked.ok) {
      setSearchProblem(checked.problem.fields.q ?? checked.problem.summary);
      document.getElementById(SEARCH_ID)?.focus();
      return;
    }
    setSearchProblem(undefined);
    if (checked.q === filter.q && filter.page === 1) void claims.refetch();
    else setFilter({ ...filter, q: checked.q, page: 1 });
  };

  const list = claims.data?.claims ?? NO_ROWS;
  const page = claims.data ? serverPage(list, claims.data) : undefined;
  const filtered = filter.status !== "all" || filter.type !== "all" || filter.q !== "";
  const turnTo = (next: number) => {
    setFilter({ ...filter, page: next });
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="claims-admin">
      <div className="section-head">
        <h2 className="section-head__title">Claims{claims.data ? <span className="text-muted"> ({claims.data.total})</span> : null}</h2>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={claims.isFetching}
          onClick={() => void claims.refetch()}
        >
          {claims.isFetching ? "Loading..." : "Reload"}
        </button>
      </div>
      <div className="claims-admin__filters">
        <form className="claims-admin__search" role="search" aria-label="Search claims" onSubmit={onSearch} noValidate>
          <label htmlFor={SEARCH_ID} className="visually-hidden">
            Search claims
          </label>
          <div className="form-field__row">
            <input
              id={SEARCH_ID}
              type="search"
              className="form-input"
              placeholder="Member, address, homeowner, claim #"
              autoComplete="off"
              value={searchText}
              aria-invalid={searchProblem ? true : undefined}
              aria-describedby={searchProblem ? fieldErrorId(SEARCH_ID) : undefined}
              onChange={(e) => setSearchText(e.target.value)}
            />
            <button type="submit" className="term-button">
              Search
            </button>
          </div>
          {searchProblem ? <FieldMessage id={fieldErrorId(SEARCH_ID)} message={searchProblem} /> : null}
        </form>
        <div className="claims-admin__selects">
          <label className="claims-admin__select">
            <span className="form-field__label">Status</span>
            <select
              className="form-input form-select"
              value={filter.status}
              onChange={(e) => {
                if (isClaimStatusFilter(e.target.value)) setFilter({ ...filter, status: e.target.value, page: 1 });
              }}
            >
              {STATUS_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label className="claims-admin__select">
            <span className="form-field__label">Service</span>
            <select
              className="form-input form-select"
              value={filter.type}
              onChange={(e) => {
                if (isClaimTypeFilter(e.target.value)) setFilter({ ...filter, type: e.target.value, page: 1 });
              }}
            >
              {TYPE_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {claims.isPending ? (
        <p className="empty-state" role="status">
          Loading claims…
        </p>
      ) : claims.isError && !claims.data ? (
        <LoadFailed message="Failed to fetch claims" onRetry={() => void claims.refetch()} />
      ) : list.length === 0 || !page ? (
        <p className="empty-state">{filtered ? NO_MATCHING_CLAIMS : NO_CLAIMS}</p>
      ) : (
        <>
          <ClaimsTable ref={listRef} claims={list} onOpen={(claim) => setOpenId(claim.id)} />
          <PaginationBar page={page} label="Claims pages" onPage={turnTo} />
        </>
      )}
    </div>
  );
}
