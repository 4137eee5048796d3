// The admin audit log, newest first, a page at a time, optionally for one action.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import type { AuditAction } from "#shared/schemas/audit";
import { apiCall } from "#web/lib/api-call";
import { AUDIT_LOG_KEY } from "#web/features/admin/shared/admin-query-keys";
import { AUDIT_PAGE_SIZE, nextAuditCursor } from "../lib/audit-query";

export function fetchAuditLog(
  action: string | undefined,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<Schema<"AuditLogAnswer">> {
  // The tab's select offers only AUDIT_ACTIONS; the server checks the action again.
  const query = { action: action as AuditAction | undefined, limit: AUDIT_PAGE_SIZE, before };
  return apiCall("get", "/api/admin/audit-log", { query }, { signal });
}

export function auditLogQueryOptions(action: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_KEY, action ?? "all"],
    queryFn: ({ pageParam, signal }) => fetchAuditLog(action, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => nextAuditCursor(lastPage.entries),
  });
}

export function useAuditLog(action: string | undefined) {
  return useInfiniteQuery(auditLogQueryOptions(action));
}
