// Pure helpers of the two-factor card and the login's code field: the QR code as an image
// address (the server's SVG is never put into the page as markup), the secret in groups of four,
// the recovery codes as one copyable text, and what the status says.
import type { Schema } from "#web/lib/api-types";
import { MFA_CODE_REQUIRED } from "#shared/schemas/admin";
import { ADMIN_PASSKEY_REQUIRED } from "#shared/schemas/passkeys";
import { isApiError } from "#web/lib/api-error";

/**
 * The SVG as a data: address for an <img>. An image document runs no script and reaches nothing
 * of the page, so even a hostile string could not act; base64 of its UTF-8 bytes keeps any
 * character intact.
 */
export function svgImageSrc(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The codes one per line, with a line saying what they are. */
export function recoveryCodesText(codes: readonly string[], label: string): string {
  return [`AAN admin recovery codes for ${label} (each works once):`, ...codes].join("\n");
}

export type MfaState = "on" | "pending" | "off";

export const mfaState = (status: Pick<Schema<"MfaStatusAnswer">, "enabled" | "pending">): MfaState =>
  status.enabled ? "on" : status.pending ? "pending" : "off";

export function mfaStatusText(status: Pick<Schema<"MfaStatusAnswer">, "enabled" | "pending" | "required" | "recoveryCodesLeft">): string {
  switch (mfaState(status)) {
    case "on":
      return `On: sign-in asks for a code from your authenticator app. Recovery codes left: ${status.recoveryCodesLeft}.`;
    case "pending":
      return "Set-up started but not confirmed: sign-in does not ask for a code yet.";
    default:
      return status.required
        ? "Off, and this server requires it: set it up to use the rest of the panel."
        : "Off: sign-in asks for no code.";
  }
}

/** Few recovery codes left: time to say so (an operator resets with `aan admin mfa reset`). */
export const RECOVERY_CODES_LOW = 3;

/** The login was refused because it needs the second factor (401, issue on "code"). */
export function asksForCode(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 401 &&
    Boolean(error.issues?.some((issue) => issue.path === "code" && issue.message === MFA_CODE_REQUIRED))
  );
}

/** The login was refused because a passkey may (or must) finish it (401, issue on "passkey"). */
export function asksForPasskey(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 401 &&
    Boolean(error.issues?.some((issue) => issue.path === "passkey" && issue.message === ADMIN_PASSKEY_REQUIRED))
  );
}
