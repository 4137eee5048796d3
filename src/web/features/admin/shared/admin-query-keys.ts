// Query keys of the admin API, in one place for every admin feature. Keys only name cache entries
// (each query names its call through the typed client), under the admin root (lib/sessions/admin-session-keys.ts).
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";

export const SETUP_STATUS_KEY = [...ADMIN_ROOT_KEY, "setup-status"] as const;
export const INVITATION_CODES_KEY = [...ADMIN_ROOT_KEY, "invitation-codes"] as const;
export const CREDIBILITY_ENTRIES_KEY = [...ADMIN_ROOT_KEY, "credibility-entries"] as const;
export const ADMINS_KEY = [...ADMIN_ROOT_KEY, "admins"] as const;
export const AUDIT_LOG_KEY = [...ADMIN_ROOT_KEY, "audit-log"] as const;
export const MEMBERS_KEY = [...ADMIN_ROOT_KEY, "members"] as const;
export const OUTBOX_KEY = [...ADMIN_ROOT_KEY, "outbox"] as const;
export const CLAIMS_KEY = [...ADMIN_ROOT_KEY, "claims"] as const;
export const SERVICE_REQUESTS_KEY = [...ADMIN_ROOT_KEY, "service-requests"] as const;
/** Subscriptions, packages and payment events change together (an activation, a plan change). */
export const BILLING_KEY = [...ADMIN_ROOT_KEY, "billing"] as const;

/** After a change: the changed list reloads, and so does the audit log, which gained a row. */
export async function invalidateAfterChange(queryClient: QueryClient, key: QueryKey): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY })]);
}
