// The appraiser directory (GET /api/appraisers). Each answer refreshes the browser's offline copy.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppraisersAnswer } from "#shared/answers/content";
import { getQueryFn } from "#web/lib/api-client";
import { PUBLIC_DATA_STALE_MS } from "./plans-api";

export const APPRAISERS_KEY = ["/api/appraisers"] as const;

export const fetchAppraisers = getQueryFn<AppraisersAnswer>({ on401: "throw" });

export function appraisersQueryOptions() {
  return queryOptions({ queryKey: APPRAISERS_KEY, queryFn: fetchAppraisers, staleTime: PUBLIC_DATA_STALE_MS });
}

export const useAppraisers = () => useQuery(appraisersQueryOptions());
