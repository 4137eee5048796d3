// A session can end while the panel is open (it expired, it was signed out elsewhere, the
// credentials changed on another device). Then every admin call answers 401, and whichever call
// meets it first, a list or a change, marks the session check as "not signed in": the panel
// page then says 'Authentication Required' once and goes to the login.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isSessionLost } from "#web/lib/api-error";
import { ADMIN_ME_KEY, isAdminKey } from "#web/lib/sessions/admin-session-keys";

/** Calls onLost for every 401 of an admin query or of any change; returns the unsubscribe. */
export function watchSessionLoss(queryClient: QueryClient, onLost: () => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "error" &&
      isAdminKey(event.query.queryKey) &&
      isSessionLost(event.action.error)
    ) {
      onLost();
    }
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isSessionLost(event.action.error)) onLost();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** While the panel is mounted: a 401 anywhere makes the session check answer "not signed in". */
export function useSessionGuard(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchSessionLoss(queryClient, () => queryClient.setQueryData(ADMIN_ME_KEY, null)), [queryClient]);
}
