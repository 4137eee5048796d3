// Query keys of the member API, in one place for the member features. Keys only name cache entries
// and begin with the API root they read, so the session guard knows a member's data by its key.
// Signing in or out drops every member answer at once.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import { clearSignedInHint } from "./signed-in-hint";

export const MEMBER_USER_KEY = ["/api/auth/user"] as const;
export const MEMBER_DATA_ROOT = "/api/user";
export const MEMBER_DEVICES_KEY = [MEMBER_DATA_ROOT, "devices"] as const;
export const MEMBER_ACTIVITY_KEY = [MEMBER_DATA_ROOT, "activity"] as const;
export const COUNTDOWN_STATUS_KEY = [MEMBER_DATA_ROOT, "countdown-status"] as const;
export const MEMBER_CREDIBILITY_ROOT = "/api/credibility-entries";
export const MEMBER_CREDIBILITY_KEY = [MEMBER_CREDIBILITY_ROOT] as const;
export const MEMBER_CLAIMS_ROOT = "/api/claims";
export const MEMBER_SERVICE_REQUESTS_ROOT = "/api/service-requests";
export const MEMBER_SECURITY_ROOT = "/api/account/security";

const MEMBER_ROOTS: readonly unknown[] = [
  MEMBER_DATA_ROOT,
  MEMBER_CREDIBILITY_ROOT,
  MEMBER_CLAIMS_ROOT,
  MEMBER_SERVICE_REQUESTS_ROOT,
  MEMBER_SECURITY_ROOT,
];

/** Why the member is signed out: on purpose (Sign out, a reset, revoking this device) or lost (a 401). */
export type SignedOutReason = "on-purpose" | "lost";
const SIGNED_OUT_REASON_KEY = ["member-signed-out-reason"] as const;

export function signedOutReason(queryClient: QueryClient): SignedOutReason | undefined {
  return queryClient.getQueryData<SignedOutReason>(SIGNED_OUT_REASON_KEY);
}

/** A member's own data: a 401 on one of these means the member session has ended. */
export const isMemberDataKey = (key: QueryKey) => MEMBER_ROOTS.includes(key[0]);

function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isMemberDataKey(query.queryKey) });
}

/** Signed in (or registered): this member's answer, and nothing cached under another session. */
export function rememberSignedIn(queryClient: QueryClient, answer: Schema<"MemberSignedInAnswer">): void {
  forgetMemberData(queryClient);
  queryClient.removeQueries({ queryKey: SIGNED_OUT_REASON_KEY });
  queryClient.setQueryData(MEMBER_USER_KEY, answer);
}

/** Signed out, or the session ended: no member, and none of their data. The reason is kept so a
 * page can tell a lost session ('Authentication Required') from a sign-out the member asked for. */
export function forgetSignedIn(queryClient: QueryClient, reason: SignedOutReason): void {
  // The server clears the hint at sign-out; a session lost elsewhere leaves it to the app.
  clearSignedInHint();
  forgetMemberData(queryClient);
  queryClient.setQueryData(SIGNED_OUT_REASON_KEY, reason);
  queryClient.setQueryData(MEMBER_USER_KEY, null);
}

/** Marks the member's own changes, so the session guard can tell them from an admin's. */
export const MEMBER_MUTATION_META = { member: true } as const;
