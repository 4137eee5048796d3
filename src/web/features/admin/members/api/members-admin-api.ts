// Admins over members: the searched list (a page at a time, from the server), one member's
// detail, and the changes (activate, deactivate, max devices, clear devices). Every change
// reloads the list and the open detail.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberChangeAnswer, MemberDetailAnswer, MembersAnswer } from "#shared/answers/members";
import { apiJson } from "#web/lib/api-client";
import { urlQueryFn } from "#web/lib/url-query-fn";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { MEMBERS_KEY } from "#web/features/admin/shared/admin-query-keys";
import { membersUrl, memberUrl, type MembersPageQuery } from "../lib/member-query";

export const membersQueryKey = ({ q, page }: MembersPageQuery) => [...MEMBERS_KEY, "list", q, page] as const;
export const memberDetailQueryKey = (id: string) => [...MEMBERS_KEY, "detail", id] as const;

export const fetchMembers = (query: MembersPageQuery) => urlQueryFn<MembersAnswer>(membersUrl(query));
export const fetchMemberDetail = (id: string) => urlQueryFn<MemberDetailAnswer>(memberUrl(id));

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

export function activateMember(id: string): Promise<MemberChangeAnswer> {
  return apiJson<MemberChangeAnswer>("POST", `${memberUrl(id)}/activate`);
}

export function deactivateMember(id: string): Promise<MemberChangeAnswer> {
  return apiJson<MemberChangeAnswer>("POST", `${memberUrl(id)}/deactivate`);
}

export function setMaxDevices({ id, maxDevices }: { id: string; maxDevices: number }): Promise<MemberChangeAnswer> {
  return apiJson<MemberChangeAnswer>("PUT", `${memberUrl(id)}/max-devices`, { maxDevices });
}

export function clearDevices(id: string): Promise<MemberChangeAnswer> {
  return apiJson<MemberChangeAnswer>("DELETE", `${memberUrl(id)}/devices`);
}

export const useActivateMember = () => useAdminChange(activateMember, MEMBERS_KEY);
export const useDeactivateMember = () => useAdminChange(deactivateMember, MEMBERS_KEY);
export const useSetMaxDevices = () => useAdminChange(setMaxDevices, MEMBERS_KEY);
export const useClearDevices = () => useAdminChange(clearDevices, MEMBERS_KEY);
