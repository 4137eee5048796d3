// The credibility database: one page of the list (the server searches and pages it), add, edit
// and delete entries. Every change reloads the pages.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CredibilityEntriesPage, CredibilityEntryAnswer } from "#shared/answers/credibility";
import type { MessageAnswer } from "#shared/answers/common";
import type { CredibilityEntryInput } from "#shared/schemas/credibility";
import { PAGE_SIZE_DEFAULT } from "#shared/schemas/paging";
import { apiJson } from "#web/lib/api-client";
import { urlQueryFn } from "#web/lib/url-query-fn";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { CREDIBILITY_ENTRIES_KEY } from "#web/features/admin/shared/admin-query-keys";

const BASE = "/api/admin/credibility-entries";

export type CredibilityPageQuery = { q: string; page: number };

/** Always with page and size: the bare URL answers the spec's full list. */
export function credibilityPageUrl({ q, page }: CredibilityPageQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  params.set("page", String(page));
  params.set("pageSize", String(PAGE_SIZE_DEFAULT));
  return `${BASE}?${params.toString()}`;
}

export function credibilityPageQueryOptions(query: CredibilityPageQuery) {
  return queryOptions({
    queryKey: [...CREDIBILITY_ENTRIES_KEY, "page", query.q, query.page] as const,
    queryFn: urlQueryFn<CredibilityEntriesPage>(credibilityPageUrl(query)),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useCredibilityPage = (query: CredibilityPageQuery) => useQuery(credibilityPageQueryOptions(query));

const entryUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function createCredibilityEntry(values: CredibilityEntryInput): Promise<CredibilityEntryAnswer> {
  return apiJson<CredibilityEntryAnswer>("POST", BASE, values);
}

export function updateCredibilityEntry({
  id,
  values,
}: {
  id: string;
  values: Partial<CredibilityEntryInput>;
}): Promise<CredibilityEntryAnswer> {
  return apiJson<CredibilityEntryAnswer>("PUT", entryUrl(id), values);
}

export function deleteCredibilityEntry(id: string): Promise<MessageAnswer> {
  return apiJson<MessageAnswer>("DELETE", entryUrl(id));
}

export const useCreateCredibilityEntry = () => useAdminChange(createCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
export const useUpdateCredibilityEntry = () => useAdminChange(updateCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
export const useDeleteCredibilityEntry = () => useAdminChange(deleteCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
