// Settings: the signed-in admin changes their own username and password.
import type { UpdateCredentialsInput } from "#shared/schemas/admin";
import { apiCall } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMIN_ME_KEY } from "#web/lib/sessions/admin-session-keys";
import { adminPasskeyAssertion } from "./admin-passkey-assertion";

/** The change, and whether a passkey proves the second factor (asked of the browser as it is sent) in place of a code. */
export type CredentialsChange = { values: Omit<UpdateCredentialsInput, "passkey">; withPasskey: boolean };

export const updateAdminCredentials = async ({ values, withPasskey }: CredentialsChange) =>
  apiCall("post", "/api/admin/update-credentials", {
    body: withPasskey ? { ...values, code: undefined, passkey: await adminPasskeyAssertion() } : values,
  });

// The new username shows in the panel header, which reads /me.
export const useUpdateAdminCredentials = () => useAdminChange(updateAdminCredentials, ADMIN_ME_KEY);
