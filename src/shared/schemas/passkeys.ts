// What a browser sends back from navigator.credentials: the WebAuthn answers as
// @simplewebauthn/browser shapes them (base64url text), bounded so a forged answer is a 400, not
// work for the verifier. The verifier (@simplewebauthn/server) checks everything inside.
import { z } from "#zod";
import { builtOnFirstUse } from "./built-on-first-use";

export const PASSKEY_ANSWER_INVALID = "The passkey's answer is not valid";
export const INVALID_CHALLENGE_ID = "Invalid passkey challenge";
export const PASSKEY_CHALLENGE_EXPIRED = "The passkey request expired. Please try again.";
export const PASSKEY_NOT_VERIFIED = "The passkey could not be verified";
export const PASSKEYS_BUSY = "Too many passkey sign-ins are under way. Please try again in a minute.";

// Generous for any authenticator's data (an RSA key, an attestation certificate chain) and far
// under the JSON body cap.
const BASE64URL_MAX = 16_000;
const base64url = () =>
  z
    .string({ error: PASSKEY_ANSWER_INVALID })
    .max(BASE64URL_MAX, PASSKEY_ANSWER_INVALID)
    .regex(/^[A-Za-z0-9_-]+$/, PASSKEY_ANSWER_INVALID);
const transports = () => z.array(z.string().max(20), { error: PASSKEY_ANSWER_INVALID }).max(10, PASSKEY_ANSWER_INVALID).optional();
/** A registration's stored challenge (a uuid) or a sign-in's sealed one (src/core/passkeys/webauthn.ts). */
const challengeId = () =>
  z
    .string({ error: INVALID_CHALLENGE_ID })
    .max(300, INVALID_CHALLENGE_ID)
    .regex(/^[A-Za-z0-9_.-]+$/, INVALID_CHALLENGE_ID);

const credentialBase = () => ({
  id: base64url(),
  rawId: base64url(),
  type: z.literal("public-key", { error: PASSKEY_ANSWER_INVALID }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // Extension outputs are not used; the object is passed through as the browser gave it.
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const passkeyRegistration = () =>
  z.object({
    challengeId: challengeId(),
    response: z.object(
      {
        ...credentialBase(),
        response: z.object(
          {
            clientDataJSON: base64url(),
            attestationObject: base64url(),
            authenticatorData: base64url().optional(),
            publicKey: base64url().optional(),
            publicKeyAlgorithm: z.number().int().optional(),
            transports: transports(),
          },
          { error: PASSKEY_ANSWER_INVALID },
        ),
      },
      { error: PASSKEY_ANSWER_INVALID },
    ),
  });
export const passkeyRegistrationSchema = builtOnFirstUse(passkeyRegistration);

/** A signed assertion: what navigator.credentials.get answers, with the challenge it answers. */
export const passkeyAssertion = () =>
  z.object({
    challengeId: challengeId(),
    response: z.object(
      {
        ...credentialBase(),
        response: z.object(
          {
            clientDataJSON: base64url(),
            authenticatorData: base64url(),
            signature: base64url(),
            userHandle: base64url().optional(),
          },
          { error: PASSKEY_ANSWER_INVALID },
        ),
      },
      { error: PASSKEY_ANSWER_INVALID },
    ),
  });

export const passkeySignInSchema = builtOnFirstUse(passkeyAssertion);

/** The most passkeys one admin may hold. */
export const ADMIN_PASSKEY_CAP = 10;
export const ADMIN_PASSKEY_NAME_MAX = 60;
export const ADMIN_PASSKEY_NAME_REQUIRED = "Give the passkey a name, such as the device it is on";
export const ADMIN_PASSKEYS_FULL = `You have ${ADMIN_PASSKEY_CAP} passkeys already: remove one before adding another`;
export const ADMIN_PASSKEY_NOT_FOUND = "Passkey not found";
export const ADMIN_PASSKEY_ADDED_ALREADY = "This passkey is added already";
/** The second step of an admin's sign-in, when a passkey may (or must) stand in for the code. */
export const ADMIN_PASSKEY_REQUIRED = "Use your passkey to finish signing in";
export const ADMIN_PASSKEY_NOT_YOURS = "This passkey is not one of your admin passkeys";
export const LAST_SECOND_FACTOR =
  "Every admin must keep a second factor: add another passkey or set up two-factor codes before removing this one";
export const SECOND_FACTOR_RULE_CHOICE = "Choose whether every admin needs a second factor";
export const OWN_SECOND_FACTOR_FIRST = "Set up your own second factor (a passkey or two-factor codes) before requiring one of every admin";
export const SECOND_FACTOR_RULE_SET_ON = "Every admin now needs a second factor: a passkey or two-factor codes";
export const SECOND_FACTOR_RULE_SET_OFF = "A second factor is now each admin's choice";
/** The rule as it stands (`aan admin mfa rule` without an argument). */
export const secondFactorRuleText = (required: boolean, requiredByOperator: boolean): string =>
  required
    ? `Every admin needs a second factor: a passkey or two-factor codes${requiredByOperator ? " (set by the operator: AAN_REQUIRE_ADMIN_MFA)" : ""}`
    : "A second factor is each admin's choice";
/** A passkey named by a name two of the admin's passkeys share (the CLI names one by name or id). */
export const ADMIN_PASSKEY_NAME_SHARED = "More than one passkey has this name: name it by its id";
export const OWN_RESET_FROM_CLI =
  "Your own second factor is not reset here: remove a passkey in Settings, or ask another super admin (or run aan admin mfa reset)";
export const SECOND_FACTOR_RULE_FLOOR =
  "The operator requires a second factor for every admin (AAN_REQUIRE_ADMIN_MFA): it cannot be turned off here";

/** The super admin's rule: every admin needs a second factor (a passkey or TOTP). */
export const secondFactorRuleSchema = builtOnFirstUse(() => z.object({ required: z.boolean({ error: SECOND_FACTOR_RULE_CHOICE }) }));

export const PASSWORD_OFF_NEEDS_PROOF = "Type your current password, or use one of your passkeys, to turn the password off";
export const PASSWORD_SIGN_IN_CHOICE = "Choose whether the password signs you in";

/**
 * Turning password sign-in on or off (decision 0138). Off needs proof of the member: the current
 * password or a fresh passkey assertion; on needs none (it adds a way in, and the password is
 * still the one the member knows).
 */
export const passwordSignInSchema = builtOnFirstUse(() =>
  z
    .object({
      enabled: z.boolean({ error: PASSWORD_SIGN_IN_CHOICE }),
      currentPassword: z.string({ error: PASSWORD_OFF_NEEDS_PROOF }).max(256, PASSWORD_OFF_NEEDS_PROOF).optional(),
      passkey: passkeyAssertion().optional(),
    })
    .refine((value) => value.enabled || Boolean(value.currentPassword) || value.passkey !== undefined, {
      message: PASSWORD_OFF_NEEDS_PROOF,
      path: ["currentPassword"],
    }),
);

export const adminPasskeyIdSchema = builtOnFirstUse(() => z.uuid(ADMIN_PASSKEY_NOT_FOUND));
