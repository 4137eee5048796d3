// GET /api/admin/stats?range=: every chart of the Overview for one range, in one answer. While
// another range is read the last answer stays on screen (marked busy), so the page does not jump.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StatsRange } from "#shared/schemas/stats";
import { apiQueryFn } from "#web/lib/api-call";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";

export const OVERVIEW_KEY = [...ADMIN_ROOT_KEY, "overview"] as const;

export const overviewQueryOptions = (range: StatsRange) =>
  queryOptions({
    queryKey: [...OVERVIEW_KEY, range],
    queryFn: apiQueryFn("/api/admin/stats", { query: { range } }, { on401: "throw" }),
    placeholderData: keepPreviousData,
  });

export const useOverview = (range: StatsRange) => useQuery(overviewQueryOptions(range));
