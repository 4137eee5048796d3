// The toasts of signing in, first-run setup, the session and the credentials (spec §8), as data.
import { changeFailed, failed, failureDescription, said, succeeded } from "#web/components/toast/toast-text";

export const authToasts = {
  /** "Welcome back" only to an admin who has been here before: the first sign-in after setup is a welcome. */
  loginSucceeded: (fullName: string, firstSignIn: boolean) =>
    succeeded("Admin Login Successful", `${firstSignIn ? "Welcome" : "Welcome back"}, ${fullName}`),
  loginFailed: (error: unknown) =>
    failed("Login Failed", failureDescription(error, { answered: "Invalid credentials", thrown: "Unable to authenticate" })),
  /** Any admin call answered 401: the session expired or was ended elsewhere. */
  authenticationRequired: () => failed("Authentication Required", "Please log in to access admin panel"),
  signedOut: () => succeeded("Signed Out", "The admin session has ended on this device"),

  setupSucceeded: (codeCount: number) => succeeded("System Initialized", `Super admin created and ${codeCount} invitation codes generated`),
  setupFailed: (error: unknown) =>
    failed(
      "Setup Failed",
      failureDescription(error, { answered: "Failed to create admin account", thrown: "Unable to create admin account" }),
    ),

  credentialsUpdated: (message: string | undefined) => said(message, "Admin credentials updated successfully"),
  credentialsFailed: (error: unknown) => changeFailed("Failed to update credentials", error),
} as const;
