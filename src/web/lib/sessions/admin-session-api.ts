// The admin session: GET /api/admin/me (the panel's check), sign-in and sign-out.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_LOGIN_TIMEOUT_MS } from "#shared/constants";
import type { AdminLoginInput } from "#shared/schemas/admin";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { hasAdminPresence, rememberAdminPresence } from "./admin-presence";
import { ADMIN_ME_KEY, forgetAdminData } from "#web/lib/sessions/admin-session-keys";

const askAdminMe = apiQueryFn("/api/admin/me", {}, { on401: "returnNull" });

/** null means "not signed in" (401); any other failure rejects (the panel redirects on both). */
export const fetchAdminMe: typeof askAdminMe = async (context) => {
  const answer = await askAdminMe(context);
  rememberAdminPresence(answer !== null);
  return answer;
};

export function adminMeQueryOptions() {
  // Checked on every visit: a session may have ended since the last answer.
  return queryOptions({ queryKey: ADMIN_ME_KEY, queryFn: fetchAdminMe, refetchOnMount: "always" });
}

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}

/**
 * The admin signed in in this browser, for the public pages' header: asked only where an admin
 * signed in before (admin-presence.ts), and at most once a minute while pages change.
 */
export function useSignedInAdmin() {
  return useQuery({ ...adminMeQueryOptions(), enabled: hasAdminPresence(), refetchOnMount: true, staleTime: 60_000 });
}

export const loginAdmin = (values: Omit<AdminLoginInput, "passkey">) =>
  apiCall("post", "/api/admin/login", { body: values }, { timeoutMs: ADMIN_LOGIN_TIMEOUT_MS });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginAdmin, onSuccess: () => forgetAdminData(queryClient) });
}

/** Signs out; a session that had already ended counts as signed out. */
export async function logoutAdmin(): Promise<void> {
  try {
    await apiCall("post", "/api/admin/logout", {});
  } catch (error) {
    if (!isSessionLost(error)) throw error;
  }
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  // Even when the call fails (network) the screen must not keep the data.
  return useMutation({
    mutationFn: logoutAdmin,
    onSettled: () => {
      rememberAdminPresence(false);
      forgetAdminData(queryClient);
    },
  });
}
