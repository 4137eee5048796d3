// The toasts of the credibility database (spec §8), as data.
import { changeFailed, fetchFailed, said } from "#web/components/toast/toast-text";

export const credibilityToasts = {
  entryCreated: (message: string | undefined) => said(message, "Entry created successfully"),
  entryUpdated: (message: string | undefined) => said(message, "Entry updated successfully"),
  entryDeleted: (message: string | undefined) => said(message, "Entry deleted successfully"),
  fetchEntriesFailed: (error: unknown) => fetchFailed("Failed to fetch credibility entries", error),
  saveEntryFailed: (error: unknown) => changeFailed("Failed to save entry", error),
  deleteEntryFailed: (error: unknown) => changeFailed("Failed to delete entry", error),
} as const;
