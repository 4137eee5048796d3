// The toasts of the Outbox tab, as data.
import { changeFailed, failed, fetchFailed, said, succeeded } from "#web/components/toast/toast-text";

export const outboxToasts = {
  requeued: (message: string | undefined) => said(message, "Message queued to be sent again"),
  copied: (recipient: string) => succeeded(`Message to ${recipient} copied to clipboard`),
  copyFailed: () => failed("Copy failed", "Select the message text and copy it by hand"),

  fetchOutboxFailed: (error: unknown) => fetchFailed("Failed to fetch outbox", error),
  retryFailed: (error: unknown) => changeFailed("Failed to retry message", error),
} as const;
