// The appraiser directory (GET /api/appraisers). Each answer refreshes the browser's offline copy.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQueryFn } from "#web/lib/api-call";
import { PUBLIC_DATA_STALE_MS } from "./plans-api";

export const APPRAISERS_KEY = ["/api/appraisers"] as const;

export const fetchAppraisers = apiQueryFn("/api/appraisers", {}, { on401: "throw" });

export function appraisersQueryOptions() {
  return queryOptions({ queryKey: APPRAISERS_KEY, queryFn: fetchAppraisers, staleTime: PUBLIC_DATA_STALE_MS });
}

export const useAppraisers = () => useQuery(appraisersQueryOptions());
