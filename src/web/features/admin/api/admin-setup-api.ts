// First-run setup: whether it is done, and the one-time POST /api/admin/setup.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSetupInput } from "../../../../shared/schemas/admin";
import { apiJson } from "../../../lib/api-client";
import { ADMIN_ROOT_KEY } from "./admin-query-keys";
import { requiredBodyQuery } from "./required-body";

export type SetupStatusAnswer = { success: true; setupDone: boolean };
export type SetupAnswer = {
  success: boolean;
  message?: string;
  admin?: { fullName: string; username?: string };
  invitationCodes?: number;
  error?: string;
};

export const SETUP_STATUS_KEY = [...ADMIN_ROOT_KEY, "setup-status"] as const;

export const fetchSetupStatus = requiredBodyQuery<SetupStatusAnswer>();

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
