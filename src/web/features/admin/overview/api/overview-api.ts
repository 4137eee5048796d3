// GET /api/admin/stats?range=: every chart of the Overview for one range, in one answer. While
// another range is read the last answer stays on screen (marked busy), so the page does not jump.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import { PAGE_SIZE_MAX } from "#shared/schemas/paging";
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

/**
 * The cockpit's carrier-overdue claims (decision 0118): the first page of the due list
 * (GET /api/admin/deadlines?due=overdue&owedBy=carrier, PAGE_SIZE_MAX rows), whose rows are duties;
 * the claims are the distinct claims among them. Its total counts duties, so a list longer than one
 * page says "at least".
 */
export const CARRIER_OVERDUE_KEY = [...ADMIN_ROOT_KEY, "claims", "carrier-overdue-count"] as const;
export const useCarrierOverdue = () =>
  useQuery({
    queryKey: CARRIER_OVERDUE_KEY,
    queryFn: apiQueryFn(
      "/api/admin/deadlines",
      { query: { due: "overdue", owedBy: "carrier", pageSize: PAGE_SIZE_MAX } },
      { on401: "throw" },
    ),
    select: (answer: Pick<Schema<"DueDeadlinesAnswer">, "deadlines" | "total">) => ({
      claims: new Set(answer.deadlines.map((d) => d.claimId)).size,
      duties: answer.total,
      complete: answer.total <= answer.deadlines.length,
    }),
    refetchOnMount: "always",
  });
