// The toasts of member sign-in, registration, sign-out and password reset, as data. The spec shows
// no member screens; the titles follow the admin ones ('Login Failed', §8) and the descriptions
// are the server's own messages whenever it sent one.
import { failed, failureDescription, said, succeeded } from "#web/components/toast/toast-text";

const answeredOr = (error: unknown, fallback: string) => failureDescription(error, { answered: fallback, thrown: fallback });

export const memberAuthToasts = {
  loginSucceeded: (firstName: string) => succeeded("Login Successful", `Welcome back, ${firstName}`),
  loginFailed: (error: unknown) =>
    failed("Login Failed", failureDescription(error, { answered: "Invalid credentials", thrown: "Unable to authenticate" })),

  passkeyLoginFailed: (error: unknown) =>
    failed(
      "Login Failed",
      failureDescription(error, { answered: "This passkey could not sign you in", thrown: "The passkey did not answer" }),
    ),

  registered: (message: string | undefined, firstName: string) => ({
    ...said(message, "Registration successful"),
    description: `Welcome, ${firstName}`,
  }),
  registerFailed: (error: unknown) => failed("Registration Failed", answeredOr(error, "Unable to register")),

  signedOut: () => succeeded("Signed Out", "Your session has ended on this device"),
  signOutFailed: (error: unknown) => failed("Sign-out failed", answeredOr(error, "Unable to reach the server")),
  /** A member page met a 401: the session expired, was signed out elsewhere, or its device was revoked. */
  sessionEnded: () => failed("Authentication Required", "Please sign in to continue"),

  resetRequestFailed: (error: unknown) => failed("Reset request failed", answeredOr(error, "Unable to request a reset")),
  passwordReset: (message: string | undefined) => said(message, "Password has been reset"),
  resetFailed: (error: unknown) => failed("Password reset failed", answeredOr(error, "Unable to reset the password")),
} as const;
