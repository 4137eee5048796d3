// The admin audit log, newest first, a page at a time, optionally for one action.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditLogAnswer } from "#shared/answers/admins";
import { apiJson } from "#web/lib/api-client";
import { AUDIT_LOG_KEY } from "#web/features/admin/shared/admin-query-keys";
import { auditLogUrl, nextAuditCursor } from "../lib/audit-query";

export function fetchAuditLog(action: string | undefined, before: number | undefined, signal?: AbortSignal): Promise<AuditLogAnswer> {
  // The query string does not fit the key-join default query function, so this one asks itself.
  return apiJson<AuditLogAnswer>("GET", auditLogUrl({ action, before }), undefined, { signal });
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
