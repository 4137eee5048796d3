// Settings: the signed-in admin changes their own username and password.
import type { MessageAnswer } from "#shared/answers/common";
import type { UpdateCredentialsInput } from "#shared/schemas/admin";
import { apiJson } from "#web/lib/api-client";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMIN_ME_KEY } from "#web/lib/sessions/admin-session-keys";

export function updateAdminCredentials(values: UpdateCredentialsInput): Promise<MessageAnswer> {
  return apiJson<MessageAnswer>("POST", "/api/admin/update-credentials", values);
}

// The new username shows in the panel header, which reads /me.
export const useUpdateAdminCredentials = () => useAdminChange(updateAdminCredentials, ADMIN_ME_KEY);
