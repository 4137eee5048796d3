// Answers of the passkey calls: the options a browser hands to navigator.credentials, named by the
// challenge they carry, and the device a new passkey now belongs to.
import { z } from "#zod";
import { adminDevice, device } from "./members";
import { nullable, success, timestamp, uuid, withMessage } from "./common";

export const passkeyOptionsAnswer = success({
  challengeId: uuid.meta({ description: "Sent back with the browser's answer; good once, for 5 minutes" }),
  options: z
    .record(z.string(), z.unknown())
    .meta({ description: "WebAuthn options (JSON form) for @simplewebauthn/browser's startRegistration or startAuthentication" }),
});
export type PasskeyOptionsAnswer = z.output<typeof passkeyOptionsAnswer>;

export const passkeyAddedAnswer = withMessage({ device });

export const passwordSignInAnswer = withMessage({
  passwordSignIn: z.boolean().meta({ description: "Whether the password signs the member in (decision 0138)" }),
});
export type PasswordSignInAnswer = z.output<typeof passwordSignInAnswer>;

/** A passkey as a completed reset lists it: by the name of its device. */
export const remainingPasskey = z.object({ deviceName: z.string(), createdAt: timestamp, lastUsedAt: nullable(timestamp) });
export const resetCompletedAnswer = withMessage({
  passkeys: z.array(remainingPasskey).meta({ description: "The passkeys that still sign the member in, by device name" }),
});

export const newDeviceCodeSentAnswer = withMessage({
  codeId: uuid.meta({ description: "Sent back with the code, then with the device it replaces" }),
  channel: z.enum(["email", "sms"]),
  sentTo: z.string().meta({ description: "The address or number, partly hidden" }),
  expiresAt: timestamp,
});
export type NewDeviceCodeSentAnswer = z.output<typeof newDeviceCodeSentAnswer>;

export const newDeviceCodeCheckedAnswer = withMessage({
  devices: z.array(adminDevice).meta({ description: "The devices this browser may replace" }),
});
export type NewDeviceCodeCheckedAnswer = z.output<typeof newDeviceCodeCheckedAnswer>;

export const NAMED_VIEWS = {} as const;

export const NAMED_ANSWERS = {
  PasskeyOptions: passkeyOptionsAnswer,
  PasskeyAdded: passkeyAddedAnswer,
  PasswordSignIn: passwordSignInAnswer,
  ResetCompleted: resetCompletedAnswer,
  NewDeviceCodeSent: newDeviceCodeSentAnswer,
  NewDeviceCodeChecked: newDeviceCodeCheckedAnswer,
} as const;
