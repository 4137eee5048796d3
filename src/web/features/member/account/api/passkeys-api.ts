// Adding a passkey on this browser's device (decision 0129): the server's options, the browser's
// passkey prompt, the new passkey back to the server. The WebAuthn helper loads on the first press.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { apiCall } from "#web/lib/api-call";
import { withoutExtensions } from "#web/lib/passkey-answer";
import { isSessionLost } from "#web/lib/api-error";
import { MEMBER_ACTIVITY_KEY, MEMBER_DEVICES_KEY, MEMBER_MUTATION_META } from "#web/lib/sessions/member-query-keys";

export async function addPasskeyHere() {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const { challengeId, options } = await apiCall("post", "/api/user/passkeys/options", {});
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return apiCall("post", "/api/user/passkeys", { body: { challengeId, response: withoutExtensions(response) } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskeyHere,
    meta: MEMBER_MUTATION_META,
    onSettled: (_answer, error) => {
      if (isSessionLost(error)) return;
      void queryClient.invalidateQueries({ queryKey: MEMBER_DEVICES_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ACTIVITY_KEY });
    },
  });
}
