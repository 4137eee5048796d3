// The notification outbox: the list (optionally of one status) and retrying a held or failed
// message. The list carries each message whole (body included): there is no separate detail call.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { OUTBOX_KEY } from "#web/features/admin/shared/admin-query-keys";
import type { OutboxFilter } from "../lib/outbox-query";

export const outboxQueryKey = (filter: OutboxFilter) => [...OUTBOX_KEY, filter] as const;
export const fetchOutbox = (filter: OutboxFilter) =>
  apiQueryFn("/api/admin/outbox", { query: { status: filter === "all" ? undefined : filter } }, { on401: "throw" });

/**
 * The open outbox is read again this often: the sender works in the background (a retried
 * message is sent, or held again, a moment after the retry's answer), and the list shows what it
 * did without a click. It pauses while the browser tab is hidden.
 */
export const OUTBOX_REFRESH_MS = 5_000;

export function outboxQueryOptions(filter: OutboxFilter) {
  return queryOptions({
    queryKey: outboxQueryKey(filter),
    queryFn: fetchOutbox(filter),
    placeholderData: keepPreviousData,
    refetchInterval: OUTBOX_REFRESH_MS,
  });
}

export const useOutbox = (filter: OutboxFilter) => useQuery(outboxQueryOptions(filter));

export function retryNotification(id: string) {
  return apiCall("post", "/api/admin/outbox/{id}/retry", { path: { id } });
}

export const useRetryNotification = () => useAdminChange(retryNotification, OUTBOX_KEY);
