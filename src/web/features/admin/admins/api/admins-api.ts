// Admin accounts (super admins only): the list, creating one with a role, and the changes the CLI
// can also make (rename, deactivate, reactivate, remove a lost second factor). Every change reloads
// the list (and the audit log, which gained a row) under ADMINS_KEY.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminRole } from "#shared/schemas/admin";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMINS_KEY } from "#web/features/admin/shared/admin-query-keys";

export const fetchAdmins = apiQueryFn("/api/admin/admins", {}, { on401: "throw" });

export function adminsQueryOptions() {
  return queryOptions({ queryKey: [...ADMINS_KEY, "list"] as const, queryFn: fetchAdmins });
}

export const useAdmins = () => useQuery(adminsQueryOptions());

export type NewAdmin = { username: string; fullName: string; password: string; confirmPassword: string; role: AdminRole };

export const createAdmin = (admin: NewAdmin) => apiCall("post", "/api/admin/admins", { body: admin });
export const renameAdmin = ({ id, username }: { id: string; username: string }) =>
  apiCall("post", "/api/admin/admins/{id}/rename", { path: { id }, body: { username } });
export const deactivateAdmin = (id: string) => apiCall("post", "/api/admin/admins/{id}/deactivate", { path: { id } });
export const activateAdmin = (id: string) => apiCall("post", "/api/admin/admins/{id}/activate", { path: { id } });
export const resetAdminTwoFactor = (id: string) => apiCall("delete", "/api/admin/admins/{id}/mfa", { path: { id } });

export const useCreateAdmin = () => useAdminChange(createAdmin, ADMINS_KEY);
export const useRenameAdmin = () => useAdminChange(renameAdmin, ADMINS_KEY);
export const useDeactivateAdmin = () => useAdminChange(deactivateAdmin, ADMINS_KEY);
export const useActivateAdmin = () => useAdminChange(activateAdmin, ADMINS_KEY);
export const useResetAdminTwoFactor = () => useAdminChange(resetAdminTwoFactor, ADMINS_KEY);
