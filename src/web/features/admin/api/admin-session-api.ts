// The admin session: GET /api/admin/me (the panel's check), sign-in and sign-out.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSummary } from "../../../../shared/api-types";
import { ADMIN_LOGIN_TIMEOUT_MS } from "../../../../shared/constants";
import type { AdminLoginInput } from "../../../../shared/schemas/admin";
import { apiJson, getQueryFn } from "../../../lib/api-client";
import { ADMIN_ROOT_KEY, forgetAdminData } from "./admin-query-keys";

export type AdminMeAnswer = { success: true; admin: AdminSummary };
export type AdminLoginAnswer = {
  success: boolean;
  admin?: { fullName: string; username?: string; role?: string };
  error?: string;
};

export const ADMIN_ME_KEY = [...ADMIN_ROOT_KEY, "me"] as const;

/** null means "not signed in" (401); any other failure rejects (the panel redirects on both). */
export const fetchAdminMe = getQueryFn<AdminMeAnswer>({ on401: "returnNull" });

export function adminMeQueryOptions() {
  // Checked on every visit to the panel: a session may have ended since the last answer.
  return queryOptions({ queryKey: ADMIN_ME_KEY, queryFn: fetchAdminMe, refetchOnMount: "always" });
}

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}

export function loginAdmin(values: AdminLoginInput): Promise<AdminLoginAnswer> {
  return apiJson<AdminLoginAnswer>("POST", "/api/admin/login", values, { timeoutMs: ADMIN_LOGIN_TIMEOUT_MS });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginAdmin, onSuccess: () => forgetAdminData(queryClient) });
}

export function logoutAdmin(): Promise<unknown> {
  return apiJson("POST", "/api/admin/logout");
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  // Even when the call fails (session already gone, network) the screen must not keep the data.
  return useMutation({ mutationFn: logoutAdmin, onSettled: () => forgetAdminData(queryClient) });
}
