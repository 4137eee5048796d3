// A short list of the member's own service requests (newest first) and the way to send one.
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { ShortListCard } from "#web/features/member/shared/short-list-card";
import { useServiceRequests } from "../api/claims-api";
import { isoDay, planTypeName, serviceTypeName } from "../lib/claim-texts";
import { claimToasts } from "../lib/claim-toasts";
import "#web/features/member/shared/member-card.css";
import "../claims.css";
import "./service-requests-card.css";

/** Rows shown before "Show all": the card sits under the claims and must stay short. */
const FIRST_ROWS = 5;

export function ServiceRequestsCard() {
  const requests = useServiceRequests();
  return (
    <ShortListCard
      card={{
        id: "claims-requests",
        title: "Service Requests",
        className: "member-card",
        headClassName: "member-card__head",
        aside: (
          <Link to={PAGE_PATHS.serviceRequest} className="term-button term-button--compact">
            New request
          </Link>
        ),
      }}
      query={requests}
      rows={requests.data?.requests}
      firstRows={FIRST_ROWS}
      failedToast={claimToasts.fetchRequestsFailed}
      loading="Loading requests…"
      failed="Failed to fetch service requests"
      empty="No service requests yet. Ask for a service outside your package, or a question about one."
    >
      {(shown, more) => (
        <>
          <ul className="plain-list request-list">
            {shown.map((request) => (
              <li key={request.id} className="request-list__item" data-request-id={request.id}>
                <p className="request-list__line">
                  <span className="text-strong">{serviceTypeName(request.serviceType)}</span>
                  <span className="text-muted">
                    {" "}
                    · {planTypeName(request.planType)} · sent {isoDay(request.createdAt)}
                  </span>
                </p>
                {request.description ? <p className="request-list__text">{request.description}</p> : null}
              </li>
            ))}
          </ul>
          {more}
        </>
      )}
    </ShortListCard>
  );
}
