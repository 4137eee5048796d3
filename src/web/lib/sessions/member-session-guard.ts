// A member session can end while a page is open: it expired, the member signed out or reset the
// password elsewhere, or revoked this device from another one. Then the member's calls answer 401,
// and whichever meets it first marks the member as signed out: the header shows LOGIN again and
// /account goes to the login.
import { useQueryClient, type Mutation, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isSessionLost } from "#web/lib/api-error";
import { forgetSignedIn, isMemberDataKey } from "./member-query-keys";

const isMemberChange = (mutation: Mutation<unknown, unknown, unknown, unknown>) => mutation.options.meta?.member === true;

/** Calls onLost for every 401 of a member query or of a member change; returns the unsubscribe. */
export function watchMemberSessionLoss(queryClient: QueryClient, onLost: () => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "error" &&
      isMemberDataKey(event.query.queryKey) &&
      isSessionLost(event.action.error)
    ) {
      onLost();
    }
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isMemberChange(event.mutation) && isSessionLost(event.action.error))
      onLost();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** Mounted once in the shell: a member 401 anywhere means "signed out" everywhere. */
export function useMemberSessionGuard(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchMemberSessionLoss(queryClient, () => forgetSignedIn(queryClient, "lost")), [queryClient]);
}
