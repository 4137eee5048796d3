// The admins' side of a claim's clock (decision 0118): a claim's events and deadlines, recording
// and removing an event and setting the state (audited), and the due lists of the queue's
// deadline filters (GET /api/admin/deadlines?due=overdue&owedBy=carrier, ?due=7d). Keys sit under
// the claims key, so a change reads the claim, its clock, the queue and the due lists again.
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClaimEventInput } from "#shared/schemas/claim-events";
import type { ClaimClockSource } from "#web/components/claim-clock/claim-clock";
import { claimClockChanges } from "#web/components/claim-clock/claim-clock-changes";
import type { ClaimStateInput } from "#web/components/claim-clock/claim-state-form";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { CLAIMS_KEY } from "#web/features/admin/shared/admin-query-keys";
import { apiCall, apiQueryFn } from "#web/lib/api-call";

/** The queue's deadline filters: the carriers' overdue duties, or every open duty due within 7 days. */
export type DueFilter = { due: "overdue"; owedBy: "carrier" } | { due: "7d" };
export const CARRIER_OVERDUE: DueFilter = { due: "overdue", owedBy: "carrier" };
export const DUE_THIS_WEEK: DueFilter = { due: "7d" };

export const claimEventsQueryKey = (id: string) => [...CLAIMS_KEY, "events", id] as const;
export const claimDeadlinesQueryKey = (id: string) => [...CLAIMS_KEY, "deadlines", id] as const;
export const dueQueryKey = (filter: DueFilter, page: number, pageSize?: number) => [...CLAIMS_KEY, "due", filter, page, pageSize] as const;

/**
 * A page of a due list: after the cursor an earlier answer gave for it (`next`: the server starts
 * at that row in its index), else by its number (a page jumped to).
 */
export function dueQueryOptions(filter: DueFilter, page: number, pageSize?: number, after?: string) {
  const where = after ? { after } : { page: page > 1 ? page : undefined };
  return queryOptions({
    queryKey: dueQueryKey(filter, page, pageSize),
    queryFn: apiQueryFn("/api/admin/deadlines", { query: { ...filter, ...where, pageSize } }, { on401: "throw" }),
    placeholderData: keepPreviousData,
    // The clock moves with the day and with every member's events: coming back reads it again.
    refetchOnMount: "always",
  });
}

/** One page of a due list, soonest due first (the server's order). */
export function useDueList(filter: DueFilter, page: number) {
  const client = useQueryClient();
  // The answer of the page before says where this one starts: turning to the next page (the
  // common step) reads from there; a page jumped to is asked for by its number.
  const after = page > 1 ? client.getQueryData<{ next?: string }>(dueQueryKey(filter, page - 1))?.next : undefined;
  return useQuery(dueQueryOptions(filter, page, undefined, after));
}

export const addClaimEvent = ({ id, ...body }: ClaimEventInput & { id: string }) =>
  apiCall("post", "/api/admin/claims/{id}/events", { path: { id }, body });
export const removeClaimEvent = ({ id, eventId }: { id: string; eventId: string }) =>
  apiCall("delete", "/api/admin/claims/{id}/events/{eventId}", { path: { id, eventId } });
export const setClaimState = ({ id, state }: ClaimStateInput & { id: string }) =>
  apiCall("put", "/api/admin/claims/{id}/state", { path: { id }, body: { state } });

/** The claim view's clock: what the shared component reads and changes. */
export function useClaimClock(id: string): ClaimClockSource {
  const add = useAdminChange(addClaimEvent, CLAIMS_KEY);
  const remove = useAdminChange(removeClaimEvent, CLAIMS_KEY);
  const state = useAdminChange(setClaimState, CLAIMS_KEY);
  return {
    deadlines: useQuery({
      queryKey: claimDeadlinesQueryKey(id),
      queryFn: apiQueryFn("/api/admin/claims/{id}/deadlines", { path: { id } }, { on401: "throw" }),
      refetchOnMount: "always",
    }),
    events: useQuery({
      queryKey: claimEventsQueryKey(id),
      queryFn: apiQueryFn("/api/admin/claims/{id}/events", { path: { id } }, { on401: "throw" }),
      refetchOnMount: "always",
    }),
    ...claimClockChanges(id, { add, remove, state }),
  };
}
