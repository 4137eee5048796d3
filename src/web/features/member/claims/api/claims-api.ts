// The member's claims, documents and service requests: fetchers, query options and hooks (the
// package and its quotas come from features/subscriptions' one query). Keys are URL parts under the member roots, so a 401 on any of them ends the member
// session everywhere (member-session-guard.ts) and signing out drops them all.
import { LiveThreads } from "#web/lib/live-threads";
import { useThreadPages } from "#web/components/claim-thread/use-thread-pages";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import type { ClaimStatus, NewClaim, serviceRequestSchema } from "#shared/schemas/claims";
import type { z } from "#zod";
import { apiCall, apiQueryFn, apiUrl } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { uploadFile, type UploadProgress } from "#web/lib/upload-file";
import { MEMBER_MUTATION_META } from "#web/lib/sessions/member-query-keys";
import { MEMBER_CLAIMS_ROOT, MEMBER_DATA_ROOT, MEMBER_SERVICE_REQUESTS_ROOT } from "#web/lib/sessions/member-query-keys";
import { MEMBER_SUBSCRIPTION_KEY } from "#web/lib/sessions/member-subscription-api";

export type ClaimsSearch = { status: ClaimStatus | ""; page: number };

export const SERVICE_REQUESTS_KEY = [MEMBER_SERVICE_REQUESTS_ROOT] as const;
export const claimListKey = (search: ClaimsSearch) => [MEMBER_CLAIMS_ROOT, "list", search] as const;
export const claimDetailKey = (id: string) => [MEMBER_CLAIMS_ROOT, id] as const;

/** GET /api/claims with only the parts that narrow the list (page 1 and "all" are the defaults). */
const fetchClaims = ({ status, page }: ClaimsSearch) =>
  apiQueryFn("/api/claims", { query: { status: status || undefined, page: page > 1 ? page : undefined } }, { on401: "throw" });

export function claimsQueryOptions(search: ClaimsSearch) {
  return queryOptions({ queryKey: claimListKey(search), queryFn: fetchClaims(search), placeholderData: keepPreviousData });
}

export const claimDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: claimDetailKey(id), queryFn: apiQueryFn("/api/claims/{id}", { path: { id } }, { on401: "throw" }) });

export const serviceRequestsQueryOptions = () =>
  queryOptions({ queryKey: SERVICE_REQUESTS_KEY, queryFn: apiQueryFn("/api/service-requests", {}, { on401: "throw" }) });

/** What the member's documents take and may take; an upload changes it, so it is asked again. */
export const MEMBER_STORAGE_KEY = [MEMBER_DATA_ROOT, "storage"] as const;
const fetchMemberStorage = apiQueryFn("/api/user/storage", {}, { on401: "throw" });
export const memberStorageQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: [...MEMBER_STORAGE_KEY, userId], queryFn: fetchMemberStorage, enabled: Boolean(userId), staleTime: 0 });

export const useClaims = (search: ClaimsSearch) => useQuery(claimsQueryOptions(search));
export const useMemberStorage = (userId: string | undefined) => useQuery(memberStorageQueryOptions(userId));
export const useClaimDetail = (id: string) => useQuery(claimDetailQueryOptions(id));
export const useServiceRequests = () => useQuery(serviceRequestsQueryOptions());

export const fileClaim = (claim: NewClaim) => apiCall("post", "/api/claims", { body: claim });
export const cancelClaim = (id: string) => apiCall("post", "/api/claims/{id}/cancel", { path: { id } });

export type ServiceRequestBody = z.output<typeof serviceRequestSchema>;
export const sendServiceRequest = (body: ServiceRequestBody) => apiCall("post", "/api/service-requests", { body });

/** One file, in its own request, with its progress (the server's field is `files`): multipart, which
 * the typed calls do not send, so it goes through uploadFile to the documented path. */
export function uploadClaimDocument(
  claimId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Schema<"DocumentsAddedAnswer">> {
  return uploadFile<Schema<"DocumentsAddedAnswer">>(apiUrl("/api/claims/{id}/documents", { path: { id: claimId } }), file, {
    field: "files",
    onProgress,
    signal,
  });
}

/** The download link of a stored document (an attachment). */
export const documentUrl = (documentId: string) => apiUrl("/api/documents/{id}", { path: { id: documentId } });

/** Filing and cancelling change the list, the claim and the quotas: all three are read again. */
function useClaimChange<V>(mutationFn: (variables: V) => Promise<Schema<"ClaimChangeAnswer">>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: MEMBER_MUTATION_META,
    onSettled: (_answer, error) => {
      if (isSessionLost(error)) return;
      void queryClient.invalidateQueries({ queryKey: [MEMBER_CLAIMS_ROOT] });
      void queryClient.invalidateQueries({ queryKey: MEMBER_SUBSCRIPTION_KEY });
    },
  });
}

export const useFileClaim = () => useClaimChange(fileClaim);
export const useCancelClaim = () => useClaimChange(cancelClaim);

export function useSendServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendServiceRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY }),
  });
}

/** One claim's thread, a page at a time (newest first); reading the newest page marks it read, so the unread counts are asked again. */
export const claimThreadKey = (id: string) => [MEMBER_CLAIMS_ROOT, id, "messages"] as const;
export const useClaimThread = (id: string) =>
  useThreadPages(claimThreadKey(id), (before) =>
    apiQueryFn("/api/claims/{id}/messages", { path: { id }, query: { before } }, { on401: "throw" }),
  );

/** The browser's one live stream of every thread the member has open (decision 0090). */
export const liveThreads = new LiveThreads(apiUrl("/api/user/messages/events"), "aan-live-threads-member");

/** A message: JSON when it is text only, multipart with its files (the documents' upload path) otherwise. */
export function sendClaimMessage(id: string, text: string, files: File[]): Promise<Schema<"ClaimMessageSentAnswer">> {
  if (files.length === 0) return apiCall("post", "/api/claims/{id}/messages", { path: { id }, body: { text } });
  return uploadFile<Schema<"ClaimMessageSentAnswer">>(apiUrl("/api/claims/{id}/messages", { path: { id } }), files, {
    field: "files",
    fields: { text },
  });
}
