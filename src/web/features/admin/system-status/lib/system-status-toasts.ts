// The Status card's toast, as data.
import { fetchFailed } from "#web/components/toast/toast-text";

export const systemStatusToasts = {
  fetchStatusFailed: (error: unknown) => fetchFailed("Failed to fetch system status", error),
} as const;
