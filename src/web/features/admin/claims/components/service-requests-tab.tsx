// The 'Service requests' tab: what members and visitors asked for through the service form, newest
// first (the API answers the newest 200), 25 a page. A request without a member reads "visitor".
import type { Schema } from "#web/lib/api-types";
import type { Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { useClientPaging } from "#web/components/pagination/use-client-paging";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { useServiceRequests } from "../api/claims-admin-api";
import { NO_SERVICE_REQUESTS, planTypeName, requesterText, serviceTypeName } from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";
import { SERVICE_REQUEST_LIST_CAP, SERVICE_REQUESTS_PAGE_SIZE } from "../lib/claim-query";
import "../claims-admin.css";

const LIST_ID = "service-requests-list";
const NO_ROWS: Schema<"ServiceRequest">[] = [];

const COLUMNS: Column<Schema<"ServiceRequest">>[] = [
  { header: "Received (UTC)", label: "Received", className: "text-nowrap", cell: (request) => formatUtcMinute(request.createdAt) },
  {
    header: "From",
    cell: (request) => (
      <TwoLines
        main={requesterText(request)}
        sub={request.name}
        className={request.username ? "data-table__strong" : "service-requests-table__visitor"}
      />
    ),
  },
  {
    header: "Contact",
    cell: (request) => <TwoLines main={request.email} sub={request.phone} />,
  },
  { header: "Service", cell: (request) => serviceTypeName(request.serviceType) },
  { header: "Package", cell: (request) => planTypeName(request.planType) },
  { header: "Description", className: "service-requests-table__description", cell: (request) => request.description ?? "—" },
];

const ServiceRequestsTable = defineTable({
  caption: "Service requests, newest first",
  className: "service-requests-table",
  columns: COLUMNS,
  rowAttributes: (request) => ({ "data-request-id": request.id, "data-requester": requesterText(request) }),
});

export function ServiceRequestsTab() {
  const requests = useServiceRequests();
  useErrorToast(requests, claimAdminToasts.fetchRequestsFailed);
  const list = requests.data?.requests ?? NO_ROWS;
  const paging = useClientPaging(list, LIST_ID, SERVICE_REQUESTS_PAGE_SIZE);

  return (
    <ResourceTab
      className="service-requests-admin"
      title="Service requests"
      rows={list}
      query={requests}
      loading="Loading service requests…"
      failed="Failed to fetch service requests"
      emptyText={NO_SERVICE_REQUESTS}
      notice={list.length >= SERVICE_REQUEST_LIST_CAP ? `The newest ${SERVICE_REQUEST_LIST_CAP} requests are shown.` : undefined}
      pagination={{ page: paging.page, label: "Service request pages", onPage: paging.turnTo }}
    >
      <ServiceRequestsTable listId={LIST_ID} rows={paging.page.items} />
    </ResourceTab>
  );
}
