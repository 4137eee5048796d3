// The claims queue's filters and URLs: status, service type and a search over member, address,
// homeowner and claim number (GET /api/admin/claims?status=&type=&q=&page=), checked first with the
// shared schema the server applies. The server pages the answer (CLAIMS_PAGE_SIZE a page).
import { CLAIM_STATUSES, claimListSchema, SERVICE_REQUEST_TYPES, type ClaimStatus, type ServiceRequestType } from "#shared/schemas/claims";
import { checkForm, type FormProblem } from "#web/components/form/form-check";

/** `waiting`: only claims whose last message is the member's (waiting for us). */
export type ClaimFilter = { status: ClaimStatus | "all"; type: ServiceRequestType | "all"; q: string; page: number; waiting: boolean };

export const NO_CLAIM_FILTER: ClaimFilter = { status: "all", type: "all", q: "", page: 1, waiting: false };

export const isClaimStatusFilter = (value: string): value is ClaimFilter["status"] =>
  value === "all" || (CLAIM_STATUSES as readonly string[]).includes(value);
export const isClaimTypeFilter = (value: string): value is ClaimFilter["type"] =>
  value === "all" || (SERVICE_REQUEST_TYPES as readonly string[]).includes(value);

export type ClaimSearchCheck = { ok: true; q: string } | { ok: false; problem: FormProblem };

/** The search as the server will read it ("" for none), or the shared schema's message. */
export function checkClaimSearch(text: string): ClaimSearchCheck {
  const checked = checkForm(claimListSchema.pick({ q: true }), { q: text }, ["q"]);
  return checked.ok ? { ok: true, q: checked.data.q } : { ok: false, problem: checked.problem };
}

export const documentUrl = (id: string) => `/api/admin/documents/${encodeURIComponent(id)}`;

/** The "Messages" filter's choices: every claim, or those waiting for our answer. */
export const WAITING_FILTERS: ReadonlyArray<{ value: "all" | "waiting"; label: string }> = [
  { value: "all", label: "All claims" },
  { value: "waiting", label: "Waiting for us" },
];

/** Rows per page of the service requests (the API answers the newest 200). */
export const SERVICE_REQUESTS_PAGE_SIZE = 25;
export const SERVICE_REQUEST_LIST_CAP = 200;
