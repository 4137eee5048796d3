// The member's claims with a status filter and server-side pages (25 a page).
import { isEmptyList } from "#web/components/pagination/pagination";
import { useRef, useState } from "react";
import { Link } from "react-router-dom";
import { CLAIM_STATUSES, type ClaimStatus } from "#shared/schemas/claims";
import { PAGE_PATHS } from "#shared/page-paths";
import "#web/components/form/form.css";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import { ListState } from "#web/components/resource-tab/list-state";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { TitledCard } from "#web/components/panel/titled-card";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useMemberUnread } from "#web/lib/sessions/member-unread-api";
import { useClaims, type ClaimsSearch } from "../api/claims-api";
import { useNextDeadlines } from "#web/features/member/shared/due-deadlines-api";
import { claimServerPage } from "../lib/claim-page";
import { claimStatusName } from "../lib/claim-texts";
import { claimToasts } from "../lib/claim-toasts";
import { ClaimsTable } from "./claims-table";
import "#web/features/member/shared/member-card.css";
import "../claims.css";
import "./claims-list-card.css";

export function ClaimsListCard() {
  const [search, setSearch] = useState<ClaimsSearch>({ status: "", page: 1 });
  const claims = useClaims(search);
  const listRef = useRef<HTMLDivElement>(null);
  useErrorToast(claims, claimToasts.fetchClaimsFailed);
  const page = claims.data ? claimServerPage(claims.data) : undefined;
  const unread = useMemberUnread(useCurrentMember().data?.user.id);
  const unreadOf = new Map((unread.data?.claims ?? []).map((c) => [c.claimId, c.unread]));
  const nextOf = useNextDeadlines();
  const turnTo = (next: number) => {
    setSearch((current) => ({ ...current, page: next }));
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <TitledCard
      id="claims-list"
      title="Your Claims"
      className="member-card"
      headClassName="member-card__head"
      aside={
        <div className="form-inline">
          <label htmlFor="claims-status" className="claims-filter__label">
            Status
          </label>
          <select
            id="claims-status"
            className="form-input form-select"
            value={search.status}
            onChange={(e) => setSearch({ status: e.target.value as ClaimStatus | "", page: 1 })}
          >
            <option value="">All</option>
            {CLAIM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {claimStatusName(status)}
              </option>
            ))}
          </select>
          <ReloadButton query={claims} ghost />
        </div>
      }
    >
      <ListState
        query={claims}
        value={page}
        loading="Loading claims…"
        failed="Failed to fetch claims"
        empty={isEmptyList}
        emptyText={
          <div className="empty-state">
            <p>{search.status ? `No ${claimStatusName(search.status).toLowerCase()} claims` : "No claims yet"}</p>
            {search.status ? null : (
              <Link to={PAGE_PATHS.newClaim} className="text-link">
                File your first claim
              </Link>
            )}
          </div>
        }
      >
        {(page) => (
          <div className={claims.isPlaceholderData ? "claims-list claims-list--loading" : "claims-list"} aria-busy={claims.isFetching}>
            <ClaimsTable
              ref={listRef}
              claims={page.items.map((claim) => ({ ...claim, unread: unreadOf.get(claim.id) ?? 0, next: nextOf.get(claim.id) }))}
            />
            <PaginationBar page={page} label="Claim pages" onPage={turnTo} />
          </div>
        )}
      </ListState>
    </TitledCard>
  );
}
