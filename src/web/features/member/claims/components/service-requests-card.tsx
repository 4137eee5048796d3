// A short list of the member's own service requests (newest first) and the way to send one.
import { useState } from "react";
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { LoadFailed } from "#web/components/panel/load-failed";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useServiceRequests } from "../api/claims-api";
import { isoDay, planTypeName, serviceTypeName } from "../lib/claim-texts";
import { claimToasts } from "../lib/claim-toasts";

/** Rows shown before "Show all": the card sits under the claims and must stay short. */
const FIRST_ROWS = 5;

export function ServiceRequestsCard() {
  const requests = useServiceRequests();
  const [all, setAll] = useState(false);
  useErrorToast(requests, claimToasts.fetchRequestsFailed);
  const rows = requests.data?.requests;
  const shown = rows && !all ? rows.slice(0, FIRST_ROWS) : rows;

  return (
    <section className="card claims-card" aria-labelledby="claims-requests">
      <div className="claims-card__head">
        <h2 id="claims-requests" className="card__title">
          Service Requests
        </h2>
        <Link to={PAGE_PATHS.serviceRequest} className="term-button term-button--compact">
          New request
        </Link>
      </div>
      {requests.isPending ? (
        <p className="empty-state" role="status">
          Loading requests…
        </p>
      ) : requests.isError || !rows || !shown ? (
        <LoadFailed message="Failed to fetch service requests" onRetry={() => void requests.refetch()} />
      ) : rows.length === 0 ? (
        <p className="empty-state">No service requests yet. Ask for a service outside your package, or a question about one.</p>
      ) : (
        <>
          <ul className="request-list">
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
          {rows.length > FIRST_ROWS ? (
            <button type="button" className="term-button term-button--compact term-button--ghost" onClick={() => setAll((v) => !v)}>
              {all ? "Show fewer" : `Show all ${rows.length}`}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
