// Admins over members: the searched list (a page at a time, from the server), one member's
// detail, and the changes (activate, deactivate, max devices, clear devices). Every change
// reloads the list and the open detail.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { MEMBERS_KEY } from "#web/features/admin/shared/admin-query-keys";
import { MEMBERS_PAGE_SIZE, type MembersPageQuery } from "../lib/member-query";

export const membersQueryKey = ({ q, page }: MembersPageQuery) => [...MEMBERS_KEY, "list", q, page] as const;
export const memberDetailQueryKey = (id: string) => [...MEMBERS_KEY, "detail", id] as const;

export const fetchMembers = ({ q, page }: MembersPageQuery) =>
  apiQueryFn("/api/admin/members", { query: { q, page, pageSize: MEMBERS_PAGE_SIZE } }, { on401: "throw" });
export const fetchMemberDetail = (id: string) => apiQueryFn("/api/admin/members/{id}", { path: { id } }, { on401: "throw" });

export function membersQueryOptions(query: MembersPageQuery) {
  return queryOptions({
    queryKey: membersQueryKey(query),
    queryFn: fetchMembers(query),
    // A new search or page keeps the rows of the last one on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

export function memberDetailQueryOptions(id: string) {
  return queryOptions({ queryKey: memberDetailQueryKey(id), queryFn: fetchMemberDetail(id) });
}

export const useMembers = (query: MembersPageQuery) => useQuery(membersQueryOptions(query));
export const useMemberDetail = (id: string) => useQuery(memberDetailQueryOptions(id));

export const activateMember = (id: string) => apiCall("post", "/api/admin/members/{id}/activate", { path: { id } });
export const deactivateMember = (id: string) => apiCall("post", "/api/admin/members/{id}/deactivate", { path: { id } });
export const setMaxDevices = ({ id, maxDevices }: { id: string; maxDevices: number }) =>
  apiCall("put", "/api/admin/members/{id}/max-devices", { path: { id }, body: { maxDevices } });
export const clearDevices = (id: string) => apiCall("delete", "/api/admin/members/{id}/devices", { path: { id } });

export const useActivateMember = () => useAdminChange(activateMember, MEMBERS_KEY);
export const useDeactivateMember = () => useAdminChange(deactivateMember, MEMBERS_KEY);
export const useSetMaxDevices = () => useAdminChange(setMaxDevices, MEMBERS_KEY);
export const useClearDevices = () => useAdminChange(clearDevices, MEMBERS_KEY);
