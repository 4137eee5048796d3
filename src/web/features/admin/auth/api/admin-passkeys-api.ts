// The signed-in admin's passkeys (decision 0139): the list, adding one (the server's options, the
// browser's passkey prompt, the new passkey back under its name), removing one; the super admin's
// rule that every admin keeps a second factor; and the passkey step of the sign-in. The WebAuthn
// helper loads on the first press.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { ADMIN_LOGIN_TIMEOUT_MS } from "#shared/constants";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { withoutExtensions } from "#web/lib/passkey-answer";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMIN_ROOT_KEY, forgetAdminData } from "#web/lib/sessions/admin-session-keys";
import { ADMIN_MFA_KEY } from "./admin-mfa-api";
import { adminPasskeyAssertion, proofBody, type FactorProof } from "./admin-passkey-assertion";

export const ADMIN_PASSKEYS_KEY = [...ADMIN_ROOT_KEY, "passkeys"] as const;

const fetchAdminPasskeys = apiQueryFn("/api/admin/passkeys", {}, { on401: "throw" });
export const useAdminPasskeys = () => useQuery(queryOptions({ queryKey: ADMIN_PASSKEYS_KEY, queryFn: fetchAdminPasskeys }));

/** A new passkey; an admin with a second factor proves it first (the passkey prompt, or the code typed). */
async function addAdminPasskey({ name, proof }: { name: string; proof: FactorProof }) {
  const proved = await proofBody(proof);
  const { startRegistration } = await import("@simplewebauthn/browser");
  const { challengeId, options } = await apiCall("post", "/api/admin/passkeys/options", {});
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return apiCall("post", "/api/admin/passkeys", { body: { challengeId, name, response: withoutExtensions(response), ...proved } });
}
/** Removing one proves a passkey the admin holds: this one, or another. */
const removeAdminPasskey = async (id: string) =>
  apiCall("delete", "/api/admin/passkeys/{id}", { path: { id }, body: { passkey: await adminPasskeyAssertion() } });
const setSecondFactorRule = (required: boolean) => apiCall("put", "/api/admin/mfa/rule", { body: { required } });

// Each reloads the two-factor status too: whether the panel still asks for a second factor.
export const useAddAdminPasskey = () => useAdminChange(addAdminPasskey, ADMIN_ROOT_KEY);
export const useRemoveAdminPasskey = () => useAdminChange(removeAdminPasskey, ADMIN_ROOT_KEY);
export const useSetSecondFactorRule = () => useAdminChange(setSecondFactorRule, ADMIN_MFA_KEY);

/** The sign-in's second step with a passkey: the same username and password, and the passkey's answer. */
async function loginAdminWithPasskey(values: { username: string; password: string }) {
  const passkey = await adminPasskeyAssertion();
  return apiCall("post", "/api/admin/login", { body: { ...values, passkey } }, { timeoutMs: ADMIN_LOGIN_TIMEOUT_MS });
}

export function useAdminPasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginAdminWithPasskey, onSuccess: () => forgetAdminData(queryClient) });
}
