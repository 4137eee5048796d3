// One mutation hook for every admin change. Whatever the outcome, the changed list (and the audit
// log) reload when it settles: after a success to show it, after a refusal because another admin
// may have changed the row, and after a time-out because only the server knows whether the change
// was made. Only a lost session skips it: the panel is leaving for the login.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { isSessionLost } from "#web/lib/api-error";
import { invalidateAfterChange } from "./admin-query-keys";

export function useAdminChange<V, R>(mutationFn: (variables: V) => Promise<R>, reloads: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_answer, error) => {
      if (!isSessionLost(error)) void invalidateAfterChange(queryClient, reloads);
    },
  });
}
