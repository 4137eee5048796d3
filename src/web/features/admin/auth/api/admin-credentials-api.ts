// Settings: the signed-in admin changes their own username and password.
import type { UpdateCredentialsInput } from "#shared/schemas/admin";
import { apiCall } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMIN_ME_KEY } from "#web/lib/sessions/admin-session-keys";

export const updateAdminCredentials = (values: UpdateCredentialsInput) =>
  apiCall("post", "/api/admin/update-credentials", { body: values });

// The new username shows in the panel header, which reads /me.
export const useUpdateAdminCredentials = () => useAdminChange(updateAdminCredentials, ADMIN_ME_KEY);
