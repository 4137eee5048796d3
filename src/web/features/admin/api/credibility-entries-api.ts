// The credibility database: list, add, edit and delete entries.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CredibilityEntryView } from "../../../../shared/api-types";
import { apiJson } from "../../../lib/api-client";
import type { CredibilityFormValues } from "../lib/credibility-form-state";
import { ADMIN_ROOT_KEY, invalidateAfterChange } from "./admin-query-keys";
import { requiredBodyQuery } from "./required-body";

export type CredibilityEntriesAnswer = { success: true; entries: CredibilityEntryView[] };
export type EntryChangeAnswer = { success: boolean; message?: string; entry?: CredibilityEntryView; error?: string };

export const CREDIBILITY_ENTRIES_KEY = [...ADMIN_ROOT_KEY, "credibility-entries"] as const;

export const fetchCredibilityEntries = requiredBodyQuery<CredibilityEntriesAnswer>();

export function credibilityEntriesQueryOptions() {
  return queryOptions({ queryKey: CREDIBILITY_ENTRIES_KEY, queryFn: fetchCredibilityEntries });
}

export function useCredibilityEntries() {
  return useQuery(credibilityEntriesQueryOptions());
}

const entryUrl = (id: string) => `/api/admin/credibility-entries/${encodeURIComponent(id)}`;

export function createCredibilityEntry(values: CredibilityFormValues): Promise<EntryChangeAnswer> {
  return apiJson<EntryChangeAnswer>("POST", "/api/admin/credibility-entries", values);
}

export function updateCredibilityEntry({ id, values }: { id: string; values: CredibilityFormValues }): Promise<EntryChangeAnswer> {
  return apiJson<EntryChangeAnswer>("PUT", entryUrl(id), values);
}

export function deleteCredibilityEntry(id: string): Promise<EntryChangeAnswer> {
  return apiJson<EntryChangeAnswer>("DELETE", entryUrl(id));
}

function useEntryMutation<V>(mutationFn: (variables: V) => Promise<EntryChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfterChange(queryClient, CREDIBILITY_ENTRIES_KEY) });
}

export const useCreateCredibilityEntry = () => useEntryMutation(createCredibilityEntry);
export const useUpdateCredibilityEntry = () => useEntryMutation(updateCredibilityEntry);
export const useDeleteCredibilityEntry = () => useEntryMutation(deleteCredibilityEntry);
