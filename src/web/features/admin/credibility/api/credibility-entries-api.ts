// The credibility database: one page of the list (the server searches and pages it), add, edit
// and delete entries. Every change reloads the pages.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CredibilityEntryInput } from "#shared/schemas/credibility";
import { PAGE_SIZE_DEFAULT } from "#shared/schemas/paging";
import { apiCall, apiPageQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { CREDIBILITY_ENTRIES_KEY } from "#web/features/admin/shared/admin-query-keys";

export type CredibilityPageQuery = { q: string; page: number };

/** Always with page and size: the bare URL answers the spec's full list. */
const credibilityPageQuery = ({ q, page }: CredibilityPageQuery) => ({ q, page, pageSize: PAGE_SIZE_DEFAULT });

export function credibilityPageQueryOptions(query: CredibilityPageQuery) {
  return queryOptions({
    queryKey: [...CREDIBILITY_ENTRIES_KEY, "page", query.q, query.page] as const,
    queryFn: apiPageQueryFn("/api/admin/credibility-entries", { query: credibilityPageQuery(query) }),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useCredibilityPage = (query: CredibilityPageQuery) => useQuery(credibilityPageQueryOptions(query));

export const createCredibilityEntry = (values: CredibilityEntryInput) =>
  apiCall("post", "/api/admin/credibility-entries", { body: values });

export const updateCredibilityEntry = ({ id, values }: { id: string; values: Partial<CredibilityEntryInput> }) =>
  apiCall("put", "/api/admin/credibility-entries/{id}", { path: { id }, body: values });

export const deleteCredibilityEntry = (id: string) => apiCall("delete", "/api/admin/credibility-entries/{id}", { path: { id } });

export const useCreateCredibilityEntry = () => useAdminChange(createCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
export const useUpdateCredibilityEntry = () => useAdminChange(updateCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
export const useDeleteCredibilityEntry = () => useAdminChange(deleteCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
