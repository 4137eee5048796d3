// First-run setup: whether it is done, and the one-time POST /api/admin/setup.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetupAnswer, SetupStatusAnswer } from "#shared/answers/admins";
import type { AdminSetupInput } from "#shared/schemas/admin";
import { apiJson, getQueryFn } from "#web/lib/api-client";
import { SETUP_STATUS_KEY } from "#web/features/admin/shared/admin-query-keys";

export const fetchSetupStatus = getQueryFn<SetupStatusAnswer>({ on401: "throw" });

export function setupStatusQueryOptions() {
  return queryOptions({ queryKey: SETUP_STATUS_KEY, queryFn: fetchSetupStatus, refetchOnMount: "always" });
}

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}

export function runAdminSetup(values: AdminSetupInput): Promise<SetupAnswer> {
  return apiJson<SetupAnswer>("POST", "/api/admin/setup", values);
}

export function useAdminSetup() {
  const queryClient = useQueryClient();
  // Settled, not only success: a 409 means another setup won, and the status must say so.
  return useMutation({ mutationFn: runAdminSetup, onSettled: () => queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY }) });
}
