// Admins over claims and service requests: the filtered, server-paged queue, one claim with its
// documents and history, moving a claim's status, and the service requests. A move reloads the
// queue and the open claim (and the audit log, through useAdminChange).
import { LiveThreads } from "#web/lib/live-threads";
import { useThreadPages } from "#web/components/claim-thread/use-thread-pages";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import { MESSAGE_POLL_MS } from "#shared/claim-messages";
import { apiUrl } from "#web/lib/api-call";
import { uploadFile } from "#web/lib/upload-file";
import type { ClaimStatus } from "#shared/schemas/claims";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { CLAIMS_KEY, SERVICE_REQUESTS_KEY } from "#web/features/admin/shared/admin-query-keys";
import type { ClaimFilter } from "../lib/claim-query";

export const claimsQueryKey = (filter: ClaimFilter) => [...CLAIMS_KEY, "list", filter] as const;
export const claimDetailQueryKey = (id: string) => [...CLAIMS_KEY, "detail", id] as const;

/** Only what narrows the list travels; page 1 and "all" are left out. */
const claimsQuery = ({ status, type, q, page, waiting }: ClaimFilter) => ({
  status: status === "all" ? undefined : status,
  type: type === "all" ? undefined : type,
  q,
  waiting: waiting ? ("1" as const) : undefined,
  page: page > 1 ? page : undefined,
});

export const fetchClaims = (filter: ClaimFilter) => apiQueryFn("/api/admin/claims", { query: claimsQuery(filter) }, { on401: "throw" });
export const fetchClaimDetail = (id: string) => apiQueryFn("/api/admin/claims/{id}", { path: { id } }, { on401: "throw" });
export const fetchServiceRequests = apiQueryFn("/api/admin/service-requests", {}, { on401: "throw" });

export function claimsQueryOptions(filter: ClaimFilter) {
  return queryOptions({
    queryKey: claimsQueryKey(filter),
    queryFn: fetchClaims(filter),
    placeholderData: keepPreviousData,
    // Members file claims while the panel is open: coming back to the queue reads it again
    // (the cached page shows meanwhile).
    refetchOnMount: "always",
  });
}

export function claimDetailQueryOptions(id: string) {
  return queryOptions({ queryKey: claimDetailQueryKey(id), queryFn: fetchClaimDetail(id), refetchOnMount: "always" });
}

export function serviceRequestsQueryOptions() {
  return queryOptions({ queryKey: SERVICE_REQUESTS_KEY, queryFn: fetchServiceRequests, refetchOnMount: "always" });
}

export const useClaims = (filter: ClaimFilter) => useQuery(claimsQueryOptions(filter));
export const useClaimDetail = (id: string) => useQuery(claimDetailQueryOptions(id));
export const useServiceRequests = () => useQuery(serviceRequestsQueryOptions());

export type ClaimStatusChange = { id: string; status: ClaimStatus; note: string | null; finalClaimAmount: string | null };

export const changeClaimStatus = ({ id, ...body }: ClaimStatusChange) =>
  apiCall("post", "/api/admin/claims/{id}/status", { path: { id }, body });

export const useChangeClaimStatus = () => useAdminChange(changeClaimStatus, CLAIMS_KEY);

/** Per claim, the members' messages no operative has read (the queue's column), asked every MESSAGE_POLL_MS. */
export const unreadQueryKey = [...CLAIMS_KEY, "unread"] as const;
export const useOperativeUnread = () =>
  useQuery({
    queryKey: unreadQueryKey,
    queryFn: apiQueryFn("/api/admin/unread-messages", {}, { on401: "throw" }),
    refetchInterval: MESSAGE_POLL_MS,
  });

export const claimThreadQueryKey = (id: string) => [...CLAIMS_KEY, "thread", id] as const;
export const useClaimThread = (id: string) =>
  useThreadPages(
    claimThreadQueryKey(id),
    (before) => apiQueryFn("/api/admin/claims/{id}/messages", { path: { id }, query: { before } }, { on401: "throw" }),
    { refetchOnMount: "always" },
  );

/** The browser's one live stream of every thread the panel has open (decision 0090). */
export const liveThreads = new LiveThreads(apiUrl("/api/admin/messages/events"), "aan-live-threads-admin");

/** An operative's message: JSON when text only, multipart with its files otherwise (into the member's claim documents). */
export function sendClaimMessage(id: string, text: string, files: File[]): Promise<Schema<"ClaimMessageSentAnswer">> {
  if (files.length === 0) return apiCall("post", "/api/admin/claims/{id}/messages", { path: { id }, body: { text } });
  return uploadFile<Schema<"ClaimMessageSentAnswer">>(apiUrl("/api/admin/claims/{id}/messages", { path: { id } }), files, {
    field: "files",
    fields: { text },
  });
}
