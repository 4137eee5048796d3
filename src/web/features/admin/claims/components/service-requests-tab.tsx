// The 'Service requests' tab: what members and visitors asked for through the service form, newest
// first (the API answers the newest 200), 25 a page. A request without a member reads "visitor".
import { useRef, useState } from "react";
import type { ServiceRequestView } from "#shared/answers/claims";
import "#web/components/data-table/data-table.css";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { paginate } from "#web/components/pagination/pagination";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { useServiceRequests } from "../api/claims-admin-api";
import { NO_SERVICE_REQUESTS, planTypeName, requesterText, serviceTypeName } from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";
import { SERVICE_REQUEST_LIST_CAP, SERVICE_REQUESTS_PAGE_SIZE } from "../lib/claim-query";
import "../claims-admin.css";

const NO_ROWS: ServiceRequestView[] = [];

export function ServiceRequestsTab() {
  const [pageNumber, setPageNumber] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const requests = useServiceRequests();
  useErrorToast(requests, claimAdminToasts.fetchRequestsFailed);
  const list = requests.data?.requests ?? NO_ROWS;
  const page = paginate(list, pageNumber, SERVICE_REQUESTS_PAGE_SIZE);
  const turnTo = (next: number) => {
    setPageNumber(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="service-requests-admin">
      <div className="section-head">
        <h2 className="section-head__title">
          Service requests{requests.data ? <span className="text-muted"> ({list.length})</span> : null}
        </h2>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={requests.isFetching}
          onClick={() => void requests.refetch()}
        >
          {requests.isFetching ? "Loading..." : "Reload"}
        </button>
      </div>
      {requests.isPending ? (
        <p className="empty-state" role="status">
          Loading service requests…
        </p>
      ) : requests.isError && !requests.data ? (
        <LoadFailed message="Failed to fetch service requests" onRetry={() => void requests.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">{NO_SERVICE_REQUESTS}</p>
      ) : (
        <>
          {list.length >= SERVICE_REQUEST_LIST_CAP ? (
            <p className="claims-admin__hint text-muted" role="status">
              The newest {SERVICE_REQUEST_LIST_CAP} requests are shown.
            </p>
          ) : null}
          <div ref={listRef} className="data-table-box" tabIndex={-1}>
            <table className="data-table data-table--stack service-requests-table">
              <caption className="visually-hidden">Service requests, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Received (UTC)</th>
                  <th scope="col">From</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Service</th>
                  <th scope="col">Package</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((request) => (
                  <tr key={request.id} data-request-id={request.id} data-requester={requesterText(request)}>
                    <td data-label="Received" className="text-nowrap">
                      {formatUtcMinute(request.createdAt)}
                    </td>
                    <td data-label="From">
                      <div>
                        <span className={request.username ? "data-table__strong" : "service-requests-table__visitor"}>
                          {requesterText(request)}
                        </span>
                        <span className="service-requests-table__sub">{request.name}</span>
                      </div>
                    </td>
                    <td data-label="Contact">
                      <div>
                        <span className="service-requests-table__line">{request.email}</span>
                        {request.phone ? <span className="service-requests-table__sub">{request.phone}</span> : null}
                      </div>
                    </td>
                    <td data-label="Service">{serviceTypeName(request.serviceType)}</td>
                    <td data-label="Package">{planTypeName(request.planType)}</td>
                    <td data-label="Description" className="service-requests-table__description">
                      {request.description ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PaginationBar page={page} label="Service request pages" onPage={turnTo} />
        </>
      )}
    </div>
  );
}
