// A passkey answer as the API takes it: the server asks for no WebAuthn extensions and reads none,
// so their outputs (typed loosely by the browser library) are not sent.
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { apiCall } from "./api-call";

export function withoutExtensions<T extends { clientExtensionResults: object }>(
  answer: T,
): Omit<T, "clientExtensionResults"> & { clientExtensionResults: Record<string, never> } {
  const { clientExtensionResults: _unused, ...rest } = answer;
  return { ...rest, clientExtensionResults: {} };
}

/**
 * A fresh assertion of one of the browser's passkeys on a single-use challenge from `optionsPath`
 * (a member's or an admin's sign-in options), as a sign-in or a proof sends it. `autofill`: the
 * request waits quietly for a passkey picked in the username field's suggestions.
 */
export async function passkeyAssertion(optionsPath: "/api/auth/passkey/options" | "/api/admin/login/passkey-options", autofill = false) {
  // The browser library loads with the first passkey ceremony, not with the page.
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const { challengeId, options } = await apiCall("post", optionsPath, {});
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return { challengeId, response: withoutExtensions(response) };
}
