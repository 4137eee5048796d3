// Sign-in with a passkey (decision 0129): the server's challenge, the browser's passkey prompt (a
// button, or the username field's autofill), the answer back. The WebAuthn helper loads with the
// first passkey step, so /login's first view stays within its JS budget.
import { useSyncExternalStore } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "#web/lib/api-call";
import { passkeyAssertion } from "#web/lib/passkey-answer";
import { rememberSignedIn } from "#web/lib/sessions/member-query-keys";

/** Whether this browser can offer passkeys in the username field's autofill. */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (typeof window === "undefined" || !window.PublicKeyCredential) return false;
  const { browserSupportsWebAuthnAutofill } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthnAutofill();
}

const nothingToWatch = () => () => {};

/**
 * Whether this browser can use passkeys. False while a prerendered page hydrates (the server has no
 * browser to ask), then the browser's answer: the page's markup matches what was prerendered.
 */
export const useBrowserHasPasskeys = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => Boolean(window.PublicKeyCredential),
    () => false,
  );

/**
 * One passkey sign-in. `autofill`: the request waits quietly for the member to pick a passkey in
 * the username field's suggestions; a button press starts a new request, which ends that one.
 */
export async function signInWithPasskey(autofill: boolean) {
  const body = await passkeyAssertion("/api/auth/passkey/options", autofill);
  return apiCall("post", "/api/auth/passkey/login", { body });
}

export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: (answer) => rememberSignedIn(queryClient, answer) });
}
