// Settings: the signed-in admin changes their own username and password.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateCredentialsInput } from "../../../../shared/schemas/admin";
import { apiJson } from "../../../lib/api-client";
import { invalidateAfterChange } from "./admin-query-keys";
import { ADMIN_ME_KEY } from "./admin-session-api";

export type CredentialsAnswer = { success: boolean; message?: string; error?: string };

export function updateAdminCredentials(values: UpdateCredentialsInput): Promise<CredentialsAnswer> {
  return apiJson<CredentialsAnswer>("POST", "/api/admin/update-credentials", values);
}

export function useUpdateAdminCredentials() {
  const queryClient = useQueryClient();
  // The new username shows in the panel header, which reads /me.
  return useMutation({ mutationFn: updateAdminCredentials, onSuccess: () => invalidateAfterChange(queryClient, ADMIN_ME_KEY) });
}
