// Query keys of the member API, in one place for the member features. Keys are URL parts (the
// default query function GETs key.join("/")). Signing in or out drops every member answer at once.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { MemberAnswer } from "#shared/api-types";

export const MEMBER_USER_KEY = ["/api/auth/user"] as const;
export const MEMBER_DATA_ROOT = "/api/user";
export const MEMBER_DEVICES_KEY = [MEMBER_DATA_ROOT, "devices"] as const;
export const MEMBER_ACTIVITY_KEY = [MEMBER_DATA_ROOT, "activity"] as const;
export const COUNTDOWN_STATUS_KEY = [MEMBER_DATA_ROOT, "countdown-status"] as const;
export const MEMBER_CREDIBILITY_ROOT = "/api/credibility-entries";
export const MEMBER_CREDIBILITY_KEY = [MEMBER_CREDIBILITY_ROOT] as const;

/** A member's own data: a 401 on one of these means the member session has ended. */
export const isMemberDataKey = (key: QueryKey) => key[0] === MEMBER_DATA_ROOT || key[0] === MEMBER_CREDIBILITY_ROOT;

function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isMemberDataKey(query.queryKey) });
}

/** Signed in (or registered): this member's answer, and nothing cached under another session. */
export function rememberSignedIn(queryClient: QueryClient, answer: MemberAnswer): void {
  forgetMemberData(queryClient);
  queryClient.setQueryData(MEMBER_USER_KEY, answer);
}

/** Signed out, or the session ended: no member, and none of their data. */
export function forgetSignedIn(queryClient: QueryClient): void {
  forgetMemberData(queryClient);
  queryClient.setQueryData(MEMBER_USER_KEY, null);
}
