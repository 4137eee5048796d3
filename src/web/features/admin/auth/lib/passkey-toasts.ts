// The toasts of admin passkeys and of the second-factor rule (the Settings cards, the login's passkey step), as data.
import { changeFailed, fetchFailed, said, succeeded } from "#web/components/toast/toast-text";

export const passkeyToasts = {
  added: (message: string | undefined) => said(message, "Passkey added"),
  removed: (message: string | undefined) => said(message, "Passkey removed"),
  ruleSaved: (message: string | undefined) => said(message, "Saved"),
  /** Not a failure: the password was right and the passkey step is asked for. */
  passkeyAsked: () => succeeded("Passkey required", "Use your passkey to finish signing in"),

  fetchFailed: (error: unknown) => fetchFailed("Failed to fetch passkeys", error),
  addFailed: (error: unknown) => changeFailed("Failed to add the passkey", error),
  removeFailed: (error: unknown) => changeFailed("Failed to remove the passkey", error),
  ruleFailed: (error: unknown) => changeFailed("Failed to change the rule", error),
  passkeySignInFailed: (error: unknown) => changeFailed("Passkey sign-in failed", error),
} as const;
