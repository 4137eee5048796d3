// The setup checklist's toasts, as data.
import { failed, fetchFailed, said } from "#web/components/toast/toast-text";
import { isApiError } from "#web/lib/api-error";

export const setupToasts = {
  fetchFailed: (error: unknown) => fetchFailed("Failed to fetch the setup checklist", error),
  changed: (message: string | undefined) => said(message, "Checklist updated"),
  changeFailed: (error: unknown) => failed("Checklist not changed", isApiError(error) ? error.message : "Try again."),
  testQueued: (message: string | undefined) => said(message, "Test message queued: the Outbox tab shows when it is sent"),
  testFailed: (error: unknown) => failed("Test message not sent", isApiError(error) ? error.message : "Try again."),
} as const;
