// The signed-in admin's second factor: its status, starting the set-up (secret, otpauth URI and
// the QR code as SVG) and confirming it with a code (answers the ten recovery codes, once).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";
import { adminPasskeyAssertion } from "./admin-passkey-assertion";

export const ADMIN_MFA_KEY = [...ADMIN_ROOT_KEY, "mfa"] as const;

export const fetchMfaStatus = apiQueryFn("/api/admin/mfa", {}, { on401: "throw" });
export const mfaStatusQueryOptions = () => queryOptions({ queryKey: ADMIN_MFA_KEY, queryFn: fetchMfaStatus });
export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());

/** An admin with passkeys proves one first: codes are a new second factor. */
export const startMfaEnrolment = async (withPasskey: boolean) =>
  apiCall("post", "/api/admin/mfa/enroll", { body: withPasskey ? { passkey: await adminPasskeyAssertion() } : {} });
export const confirmMfa = (values: { code: string }) => apiCall("post", "/api/admin/mfa/confirm", { body: values });

export const useStartMfaEnrolment = () => useAdminChange(startMfaEnrolment, ADMIN_MFA_KEY);
export const useConfirmMfa = () => useAdminChange(confirmMfa, ADMIN_MFA_KEY);
