// The setup checklist (GET /api/admin/setup-checklist), lines marked not needed and back, and a
// test message through the outbox. Every change reloads the checklist (and the audit log).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetupLineKey } from "#shared/setup-checklist";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { OUTBOX_KEY } from "#web/features/admin/shared/admin-query-keys";

export const SETUP_CHECKLIST_KEY = [...ADMIN_ROOT_KEY, "setup-checklist"] as const;

export const setupChecklistQueryOptions = () =>
  queryOptions({ queryKey: SETUP_CHECKLIST_KEY, queryFn: apiQueryFn("/api/admin/setup-checklist", {}, { on401: "throw" }) });
export const useSetupChecklist = () => useQuery(setupChecklistQueryOptions());

const markNotNeeded = (line: SetupLineKey) => apiCall("post", "/api/admin/setup-checklist/{line}/not-needed", { path: { line } });
const markNeeded = (line: SetupLineKey) => apiCall("delete", "/api/admin/setup-checklist/{line}/not-needed", { path: { line } });
const sendTestMessage = (to: string) => apiCall("post", "/api/admin/setup-checklist/test-message", { body: { to } });

export const useMarkNotNeeded = () => useAdminChange(markNotNeeded, SETUP_CHECKLIST_KEY);
export const useMarkNeeded = () => useAdminChange(markNeeded, SETUP_CHECKLIST_KEY);
/** The queued message shows in the Outbox tab, so that list reloads too. */
export const useSendTestMessage = () => useAdminChange(sendTestMessage, OUTBOX_KEY);
