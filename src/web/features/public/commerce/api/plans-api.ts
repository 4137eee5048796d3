// The packages on sale with the prices charged (GET /api/plans), for the packages page.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQueryFn } from "#web/lib/api-call";

export const PLANS_KEY = ["/api/plans"] as const;
/** Public figures an admin may change: read again when the page opens a minute later. */
export const PUBLIC_DATA_STALE_MS = 60_000;

export const fetchPlans = apiQueryFn("/api/plans", {}, { on401: "throw" });

export function plansQueryOptions() {
  return queryOptions({ queryKey: PLANS_KEY, queryFn: fetchPlans, staleTime: PUBLIC_DATA_STALE_MS });
}

export const usePlans = () => useQuery(plansQueryOptions());
