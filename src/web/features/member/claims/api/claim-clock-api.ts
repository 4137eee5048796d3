// A member's claim clock (decision 0118): the claim's events and deadlines, recording and removing
// an event, and setting the state (the due lists are the group's: shared/due-deadlines-api.ts). Keys sit under the
// member's claims root, so a change reads the claim, its clock, the list and the due list again,
// and signing out drops them all.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClaimEventInput } from "#shared/schemas/claim-events";
import type { ClaimClockSource } from "#web/components/claim-clock/claim-clock";
import { claimClockChanges } from "#web/components/claim-clock/claim-clock-changes";
import type { ClaimStateInput } from "#web/components/claim-clock/claim-state-form";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { MEMBER_CLAIMS_ROOT, MEMBER_MUTATION_META } from "#web/lib/sessions/member-query-keys";

export const claimEventsKey = (id: string) => [MEMBER_CLAIMS_ROOT, id, "events"] as const;
export const claimDeadlinesKey = (id: string) => [MEMBER_CLAIMS_ROOT, id, "deadlines"] as const;

export const claimEventsQueryOptions = (id: string) =>
  queryOptions({ queryKey: claimEventsKey(id), queryFn: apiQueryFn("/api/claims/{id}/events", { path: { id } }, { on401: "throw" }) });

export const claimDeadlinesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: claimDeadlinesKey(id),
    queryFn: apiQueryFn("/api/claims/{id}/deadlines", { path: { id } }, { on401: "throw" }),
  });

export const useClaimDeadlines = (id: string) => useQuery(claimDeadlinesQueryOptions(id));

export const addClaimEvent = ({ id, ...body }: ClaimEventInput & { id: string }) =>
  apiCall("post", "/api/claims/{id}/events", { path: { id }, body });
export const removeClaimEvent = ({ id, eventId }: { id: string; eventId: string }) =>
  apiCall("delete", "/api/claims/{id}/events/{eventId}", { path: { id, eventId } });
export const setClaimState = ({ id, state }: ClaimStateInput & { id: string }) =>
  apiCall("put", "/api/claims/{id}/state", { path: { id }, body: { state } });

/** An event or a state changes the claim's deadlines, its page, the list's next deadline and the due list: all are read again. */
function useClockChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: MEMBER_MUTATION_META,
    onSettled: (_answer, error) => {
      if (!isSessionLost(error)) void queryClient.invalidateQueries({ queryKey: [MEMBER_CLAIMS_ROOT] });
    },
  });
}

/** The claim page's clock: what the shared component reads and changes. */
export function useClaimClock(id: string): ClaimClockSource {
  const add = useClockChange(addClaimEvent);
  const remove = useClockChange(removeClaimEvent);
  const state = useClockChange(setClaimState);
  return {
    deadlines: useClaimDeadlines(id),
    events: useQuery(claimEventsQueryOptions(id)),
    ...claimClockChanges(id, { add, remove, state }),
  };
}
