// The member's open deadlines across their claims (GET /api/deadlines, decision 0118): the
// account's "Due this week" and the claims list's next deadline per claim. Keys sit under the
// member's claims root, so recording an event or setting a state reads them again.
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import { DUE_DAYS_MAX } from "#shared/schemas/claim-events";
import { PAGE_SIZE_MAX } from "#shared/schemas/paging";
import { nextOpenDeadline } from "#web/components/claim-clock/deadline-words";
import { apiQueryFn } from "#web/lib/api-call";
import { MEMBER_CLAIMS_ROOT } from "#web/lib/sessions/member-query-keys";

type Due = "overdue" | `${number}d`;

export const dueDeadlinesQueryOptions = (due: Due) =>
  queryOptions({
    queryKey: [MEMBER_CLAIMS_ROOT, "due", due] as const,
    queryFn: apiQueryFn("/api/deadlines", { query: { due, pageSize: PAGE_SIZE_MAX } }, { on401: "throw" }),
  });

/** The open deadlines due from today to 7 days on, soonest first. */
export const useDueThisWeek = () => useQuery(dueDeadlinesQueryOptions("7d"));

/**
 * Each claim's next open deadline: the overdue ones and those due within the list's furthest
 * reach, merged, the one due first per claim. (Claims past the first PAGE_SIZE_MAX rows of either
 * list show none.)
 */
export function useNextDeadlines(): Map<string, Schema<"DueDeadline">> {
  const [overdue, ahead] = useQueries({
    queries: [dueDeadlinesQueryOptions("overdue"), dueDeadlinesQueryOptions(`${DUE_DAYS_MAX}d`)],
  });
  const byClaim = new Map<string, Schema<"DueDeadline">[]>();
  for (const row of [...(overdue.data?.deadlines ?? []), ...(ahead.data?.deadlines ?? [])]) {
    byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row]);
  }
  const next = new Map<string, Schema<"DueDeadline">>();
  for (const [claimId, rows] of byClaim) {
    const first = nextOpenDeadline(rows);
    if (first) next.set(claimId, first);
  }
  return next;
}
