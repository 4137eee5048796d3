// The credibility database: list, add, edit and delete entries.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CredibilityEntriesAnswer, CredibilityEntryAnswer, MessageAnswer } from "#shared/api-types";
import type { CredibilityEntryInput } from "#shared/schemas/credibility";
import { apiJson, getQueryFn } from "../../../lib/api-client";
import { useAdminChange } from "../../admin-auth/api/admin-change";
import { CREDIBILITY_ENTRIES_KEY } from "../../admin-auth/api/admin-query-keys";

export const fetchCredibilityEntries = getQueryFn<CredibilityEntriesAnswer>({ on401: "throw" });

export function credibilityEntriesQueryOptions() {
  return queryOptions({ queryKey: CREDIBILITY_ENTRIES_KEY, queryFn: fetchCredibilityEntries });
}

export function useCredibilityEntries() {
  return useQuery(credibilityEntriesQueryOptions());
}

const entryUrl = (id: string) => `/api/admin/credibility-entries/${encodeURIComponent(id)}`;

export function createCredibilityEntry(values: CredibilityEntryInput): Promise<CredibilityEntryAnswer> {
  return apiJson<CredibilityEntryAnswer>("POST", "/api/admin/credibility-entries", values);
}

export function updateCredibilityEntry({ id, values }: { id: string; values: Partial<CredibilityEntryInput> }): Promise<CredibilityEntryAnswer> {
  return apiJson<CredibilityEntryAnswer>("PUT", entryUrl(id), values);
}

export function deleteCredibilityEntry(id: string): Promise<MessageAnswer> {
  return apiJson<MessageAnswer>("DELETE", entryUrl(id));
}

export const useCreateCredibilityEntry = () => useAdminChange(createCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
export const useUpdateCredibilityEntry = () => useAdminChange(updateCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
export const useDeleteCredibilityEntry = () => useAdminChange(deleteCredibilityEntry, CREDIBILITY_ENTRIES_KEY);
