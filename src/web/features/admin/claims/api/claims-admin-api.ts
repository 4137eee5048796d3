// Admins over claims and service requests: the filtered, server-paged queue, one claim with its
// documents and history, moving a claim's status, and the service requests. A move reloads the
// queue and the open claim (and the audit log, through useAdminChange).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ClaimChangeAnswer, ClaimDetailAnswer, ClaimsAnswer, ServiceRequestsAnswer } from "#shared/answers/claims";
import type { ClaimStatus } from "#shared/schemas/claims";
import { apiJson } from "#web/lib/api-client";
import { urlQueryFn } from "#web/lib/url-query-fn";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { CLAIMS_KEY, SERVICE_REQUESTS_KEY } from "#web/features/admin/shared/admin-query-keys";
import { claimsUrl, claimUrl, SERVICE_REQUESTS_URL, type ClaimFilter } from "../lib/claim-query";

export const claimsQueryKey = (filter: ClaimFilter) => [...CLAIMS_KEY, "list", filter] as const;
export const claimDetailQueryKey = (id: string) => [...CLAIMS_KEY, "detail", id] as const;

export const fetchClaims = (filter: ClaimFilter) => urlQueryFn<ClaimsAnswer>(claimsUrl(filter));
export const fetchClaimDetail = (id: string) => urlQueryFn<ClaimDetailAnswer>(claimUrl(id));
export const fetchServiceRequests = urlQueryFn<ServiceRequestsAnswer>(SERVICE_REQUESTS_URL);

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

export function changeClaimStatus({ id, ...body }: ClaimStatusChange): Promise<ClaimChangeAnswer> {
  return apiJson<ClaimChangeAnswer>("POST", `${claimUrl(id)}/status`, body);
}

export const useChangeClaimStatus = () => useAdminChange(changeClaimStatus, CLAIMS_KEY);
