// The member session (accounts-admin-api.md §7): GET /api/auth/user (401 = nobody, cached 5
// minutes), registration, sign-in and sign-out.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MemberLoginInput } from "#shared/schemas/members";
import { apiCall, apiQueryFn, type ApiAnswer, type ApiInput } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { CURRENT_USER_QUERY_OPTIONS } from "#web/lib/query-client";
import { forgetSignedIn, MEMBER_USER_KEY, rememberSignedIn } from "./member-query-keys";
import { clearSignedInHint, hasSignedInHint } from "./signed-in-hint";

const askCurrentMember = apiQueryFn("/api/auth/user", {}, { on401: "returnNull" });

/**
 * null means "not signed in": no signed-in hint (nothing is asked), or a 401 (the hint was stale
 * and is cleared); any other failure rejects.
 */
export const fetchCurrentMember: typeof askCurrentMember = async (context) => {
  if (!hasSignedInHint()) return null;
  const answer = await askCurrentMember(context);
  if (answer === null) clearSignedInHint();
  return answer;
};

/**
 * Known without asking: nobody is signed in. For a prerendered page, which the server sends only to
 * a browser without a session cookie: it is rendered with this answer, and the browser hydrates it
 * with the same one.
 */
export function rememberVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(MEMBER_USER_KEY, null);
}

export function currentMemberQueryOptions() {
  return queryOptions({ queryKey: MEMBER_USER_KEY, queryFn: fetchCurrentMember, ...CURRENT_USER_QUERY_OPTIONS });
}

export function useCurrentMember() {
  return useQuery(currentMemberQueryOptions());
}

/** The registration body: the §5 fields plus the two confirmations (decision 0023). */
export type RegisterBody = ApiInput<"post", "/api/auth/register">["body"];
export type RegisterAnswer = ApiAnswer<"post", "/api/auth/register">;

export const registerMember = (values: RegisterBody) => apiCall("post", "/api/auth/register", { body: values });
export const loginMember = (values: MemberLoginInput) => apiCall("post", "/api/auth/login", { body: values });

/** Signs out; a session that had already ended counts as signed out. */
export async function logoutMember(): Promise<void> {
  try {
    await apiCall("post", "/api/auth/logout", {});
  } catch (error) {
    if (!isSessionLost(error)) throw error;
  }
}

export function useMemberRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerMember, onSuccess: (answer) => rememberSignedIn(queryClient, answer) });
}

export function useMemberLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginMember, onSuccess: (answer) => rememberSignedIn(queryClient, answer) });
}

export function useMemberLogout() {
  const queryClient = useQueryClient();
  // Even when the call fails (network) the screen must not keep the member's data.
  return useMutation({ mutationFn: logoutMember, onSettled: () => forgetSignedIn(queryClient, "on-purpose") });
}
