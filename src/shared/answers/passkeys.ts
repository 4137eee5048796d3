// Answers of the passkey calls: the options a browser hands to navigator.credentials, named by the
// challenge they carry, and the device a new passkey now belongs to.
import { z } from "#zod";
import { device } from "./members";
import { success, uuid, withMessage } from "./common";

export const passkeyOptionsAnswer = success({
  challengeId: uuid.meta({ description: "Sent back with the browser's answer; good once, for 5 minutes" }),
  options: z
    .record(z.string(), z.unknown())
    .meta({ description: "WebAuthn options (JSON form) for @simplewebauthn/browser's startRegistration or startAuthentication" }),
});
export type PasskeyOptionsAnswer = z.output<typeof passkeyOptionsAnswer>;

export const passkeyAddedAnswer = withMessage({ device });

export const NAMED_VIEWS = {} as const;

export const NAMED_ANSWERS = {
  PasskeyOptions: passkeyOptionsAnswer,
  PasskeyAdded: passkeyAddedAnswer,
} as const;
