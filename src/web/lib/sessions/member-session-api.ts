// The member session (accounts-admin-api.md §7): GET /api/auth/user (401 = nobody, cached 5
// minutes), registration, sign-in and sign-out.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MemberAnswer } from "#shared/answers/members";
import type { MessageAnswer } from "#shared/answers/common";
import type { MemberLoginInput } from "#shared/schemas/members";
import { apiJson, getQueryFn } from "#web/lib/api-client";
import { isSessionLost } from "#web/lib/api-error";
import { CURRENT_USER_QUERY_OPTIONS } from "#web/lib/query-client";
import { forgetSignedIn, MEMBER_USER_KEY, rememberSignedIn } from "./member-query-keys";

/** null means "not signed in" (401); any other failure rejects. */
export const fetchCurrentMember = getQueryFn<MemberAnswer>({ on401: "returnNull" });

export function currentMemberQueryOptions() {
  return queryOptions({ queryKey: MEMBER_USER_KEY, queryFn: fetchCurrentMember, ...CURRENT_USER_QUERY_OPTIONS });
}

export function useCurrentMember() {
  return useQuery(currentMemberQueryOptions());
}

/** The registration body: the §5 fields plus the two confirmations (decision 0023). */
export type RegisterBody = {
  invitationCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  position: string;
  licenseNumber: string | null;
  username: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: true;
  termsAccepted: true;
};

export type RegisterAnswer = MemberAnswer & { message: string };

export function registerMember(values: RegisterBody): Promise<RegisterAnswer> {
  return apiJson<RegisterAnswer>("POST", "/api/auth/register", values);
}

export function loginMember(values: MemberLoginInput): Promise<MemberAnswer> {
  return apiJson<MemberAnswer>("POST", "/api/auth/login", values);
}

/** Signs out; a session that had already ended counts as signed out. */
export async function logoutMember(): Promise<void> {
  try {
    await apiJson<MessageAnswer>("POST", "/api/auth/logout");
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
