// The operatives' messages the signed-in member has not read (GET /api/user/unread-messages): the
// header's count and the claims list's per claim. Asked every MESSAGE_POLL_MS while shown, and
// again whenever a thread is read (claims-api invalidates MEMBER_UNREAD_KEY).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { MESSAGE_POLL_MS } from "#shared/claim-messages";
import { apiQueryFn } from "#web/lib/api-call";
import { MEMBER_DATA_ROOT } from "./member-query-keys";

export const MEMBER_UNREAD_KEY = [MEMBER_DATA_ROOT, "unread-messages"] as const;

const fetchMemberUnread = apiQueryFn("/api/user/unread-messages", {}, { on401: "throw" });

export function memberUnreadQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...MEMBER_UNREAD_KEY, userId],
    queryFn: fetchMemberUnread,
    enabled: Boolean(userId),
    refetchInterval: MESSAGE_POLL_MS,
  });
}

export const useMemberUnread = (userId: string | undefined) => useQuery(memberUnreadQueryOptions(userId));
