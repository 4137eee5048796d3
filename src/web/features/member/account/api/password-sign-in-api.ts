// Password sign-in on or off (decision 0138). Off is proved by the current password or by a fresh
// passkey assertion (the browser's passkey prompt on a sign-in challenge); on needs no proof.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { passkeyAssertion } from "#web/lib/passkey-answer";
import { MEMBER_ACTIVITY_KEY, MEMBER_MUTATION_META, MEMBER_USER_KEY } from "#web/lib/sessions/member-query-keys";

export type PasswordSignInChange = { enabled: true } | { enabled: false; proof: { password: string } | "passkey" };

async function changePasswordSignIn(change: PasswordSignInChange) {
  if (change.enabled) return apiCall("put", "/api/user/password-sign-in", { body: { enabled: true } });
  if (change.proof !== "passkey") {
    return apiCall("put", "/api/user/password-sign-in", { body: { enabled: false, currentPassword: change.proof.password } });
  }
  const passkey = await passkeyAssertion("/api/auth/passkey/options");
  return apiCall("put", "/api/user/password-sign-in", { body: { enabled: false, passkey } });
}

export function useChangePasswordSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePasswordSignIn,
    meta: MEMBER_MUTATION_META,
    onSettled: (_answer, error) => {
      if (isSessionLost(error)) return;
      void queryClient.invalidateQueries({ queryKey: MEMBER_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ACTIVITY_KEY });
    },
  });
}
