// The toasts of two-factor sign-in (the Settings card and the login's code step), as data.
import { changeFailed, failed, fetchFailed, said, succeeded } from "#web/components/toast/toast-text";

export const mfaToasts = {
  enrolmentStarted: () => succeeded("Scan the QR code", "Then enter the 6-digit code your app shows to turn two-factor sign-in on"),
  confirmed: (message: string | undefined) => said(message, "Two-factor sign-in is on"),
  codesCopied: () => succeeded("Recovery codes copied to clipboard"),
  secretCopied: () => succeeded("Secret copied to clipboard"),
  copyFailed: () => failed("Copy failed", "Select the text and copy it by hand"),
  setupRequired: () => failed("Two-factor sign-in required", "Set it up on this Settings tab; the rest of the panel opens once it is on"),
  /** Not a failure: the password was right and the second step is asked for. */
  codeAsked: () => succeeded("Two-factor code required", "Enter the 6-digit code from your authenticator app, or a recovery code"),

  fetchStatusFailed: (error: unknown) => fetchFailed("Failed to fetch two-factor status", error),
  enrolFailed: (error: unknown) => changeFailed("Failed to start two-factor set-up", error),
  confirmFailed: (error: unknown) => changeFailed("Failed to turn on two-factor sign-in", error),
} as const;
