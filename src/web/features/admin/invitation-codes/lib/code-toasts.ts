// The toasts of the invitation code lists and changes (spec §8), as data.
import { changeFailed, failed, fetchFailed, said, succeeded } from "#web/components/toast/toast-text";

/** Spec §8, to the letter: the toast's title and the failed list's own line. */
export const FETCH_CODES_FAILED = "Failed to fetch invitation codes";

export const codeToasts = {
  codesGenerated: (message: string | undefined, count: number) => said(message, `Generated ${count} new invitation codes`),
  customCodeCreated: (message: string | undefined, code: string) => said(message, `Created custom code: ${code}`),
  codeAssigned: (message: string | undefined, code: string) => said(message, `Code ${code} assigned successfully`),
  codeUnassigned: (message: string | undefined, code: string) => said(message, `Code ${code} unassigned successfully`),
  codeExtended: (message: string | undefined, code: string) => said(message, `Code ${code} extended`),
  codeCopied: (code: string) => succeeded(`Code ${code} copied to clipboard`),
  copyFailed: (code: string) => failed("Copy failed", `Select and copy ${code} by hand`),

  fetchCodesFailed: (error: unknown) => fetchFailed(FETCH_CODES_FAILED, error),
  generateFailed: (error: unknown) => changeFailed("Failed to generate codes", error),
  customCodeFailed: (error: unknown) => changeFailed("Failed to create custom code", error),
  assignFailed: (error: unknown) => changeFailed("Failed to assign code", error),
  unassignFailed: (error: unknown) => changeFailed("Failed to unassign code", error),
  extendFailed: (error: unknown) => changeFailed("Failed to extend code", error),
} as const;
