// First-run setup: whether it is done, and the one-time POST /api/admin/setup.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSetupInput } from "#shared/schemas/admin";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { SETUP_STATUS_KEY } from "#web/features/admin/shared/admin-query-keys";

export const fetchSetupStatus = apiQueryFn("/api/admin/setup-status", {}, { on401: "throw" });

export function setupStatusQueryOptions() {
  return queryOptions({ queryKey: SETUP_STATUS_KEY, queryFn: fetchSetupStatus, refetchOnMount: "always" });
}

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}

export const runAdminSetup = (values: AdminSetupInput) => apiCall("post", "/api/admin/setup", { body: values });

export function useAdminSetup() {
  const queryClient = useQueryClient();
  // Settled, not only success: a 409 means another setup won, and the status must say so.
  return useMutation({ mutationFn: runAdminSetup, onSettled: () => queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY }) });
}
