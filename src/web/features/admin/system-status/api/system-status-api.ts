// GET /api/admin/system-status: version, database size and the scheduled backups' outcome.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQueryFn } from "#web/lib/api-call";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";

export const SYSTEM_STATUS_KEY = [...ADMIN_ROOT_KEY, "system-status"] as const;
export const fetchSystemStatus = apiQueryFn("/api/admin/system-status", {}, { on401: "throw" });
export const systemStatusQueryOptions = () => queryOptions({ queryKey: SYSTEM_STATUS_KEY, queryFn: fetchSystemStatus });
export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
