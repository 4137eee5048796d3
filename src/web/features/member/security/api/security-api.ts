// The member's security page: one answer with both lists' pages (each after its own cursor), and
// "Sign out everywhere else".
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { MEMBER_ACTIVITY_KEY, MEMBER_DEVICES_KEY, MEMBER_MUTATION_META, MEMBER_SECURITY_ROOT } from "#web/lib/sessions/member-query-keys";

export type SecurityCursors = { signInsAfter?: string; adminActionsAfter?: number };

export const securityKey = (cursors: SecurityCursors) => [MEMBER_SECURITY_ROOT, cursors] as const;

export function fetchSecurityPage(cursors: SecurityCursors) {
  return apiCall("get", "/api/account/security", { query: cursors });
}

/** The page's answer; a new page keeps the last one on screen until it arrives. */
export const useSecurityPage = (cursors: SecurityCursors) =>
  useQuery({ queryKey: securityKey(cursors), queryFn: () => fetchSecurityPage(cursors), placeholderData: keepPreviousData });

export function signOutOthers() {
  return apiCall("post", "/api/account/security/sign-out-others", {});
}

/** Ends the member's other sessions; the page, the account's devices and its activity reload. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    meta: MEMBER_MUTATION_META,
    onSettled: (_answer, error) => {
      if (isSessionLost(error)) return;
      void queryClient.invalidateQueries({ queryKey: [MEMBER_SECURITY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: MEMBER_DEVICES_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ACTIVITY_KEY });
    },
  });
}
