// The toasts of the Admins tab, as data. Successes show the server's own sentence (it names the
// admin and what changed); the fallbacks say the same when an answer carries none. A refusal
// ("You cannot deactivate your own account", "At least one super admin must stay active") shows
// the server's message under the title.
import { changeFailed, fetchFailed, said } from "#web/components/toast/toast-text";

export const adminToasts = {
  created: (message: string | undefined, username: string) => said(message, `Admin ${username} created`),
  renamed: (message: string | undefined, from: string, to: string) => said(message, `Admin ${from} renamed to ${to}`),
  activated: (message: string | undefined, username: string) => said(message, `Admin ${username} activated`),
  deactivated: (message: string | undefined, username: string) => said(message, `Admin ${username} deactivated`),
  twoFactorReset: (message: string | undefined, username: string) => said(message, `Two-factor sign-in of ${username} removed`),

  fetchAdminsFailed: (error: unknown) => fetchFailed("Failed to fetch admins", error),
  createFailed: (error: unknown) => changeFailed("Failed to create admin", error),
  renameFailed: (error: unknown) => changeFailed("Failed to rename admin", error),
  activateFailed: (error: unknown) => changeFailed("Failed to activate admin", error),
  deactivateFailed: (error: unknown) => changeFailed("Failed to deactivate admin", error),
  twoFactorResetFailed: (error: unknown) => changeFailed("Failed to reset two-factor sign-in", error),
} as const;
