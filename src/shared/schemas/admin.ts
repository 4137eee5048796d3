// Admin sign-in, setup, creation and credentials, with the messages of spec §5.
import { z } from "#zod";
import { FULL_NAME_MAX, FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "../constants";
import { builtOnFirstUse } from "./built-on-first-use";
import { ADMIN_PASSKEY_NAME_MAX, ADMIN_PASSKEY_NAME_REQUIRED, passkeyAssertion, passkeyRegistration } from "./passkeys";
import { singleLineText, tooLongMessage } from "./text";

export const ADMIN_ROLES = ["admin", "super_admin"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const USERNAME_TOO_SHORT = "Username must be at least 3 characters";
const username = () => singleLineText("Username", USERNAME_MAX, { required: USERNAME_TOO_SHORT, min: USERNAME_MIN });
// Passwords are never trimmed: every character counts. The maximum keeps argon2id's work bounded.
const password = () =>
  z
    .string({ error: "Password must be at least 6 characters" })
    .min(PASSWORD_MIN, "Password must be at least 6 characters")
    .max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX));

export const MFA_CODE_REQUIRED = "Two-factor code required";
export const INVALID_MFA_CODE = "Invalid two-factor code";
/** A right code whose 30-second step was already spent: the first sign-in after enrolment meets it. */
export const MFA_CODE_JUST_USED = "This code was just used; wait for the next one";
/** A 6-digit code from the authenticator app, or a recovery code (XXXXX-XXXXX); spaces ignored. */
export const secondFactor = () =>
  z
    .string({ error: INVALID_MFA_CODE })
    .transform((code) => code.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().max(20, INVALID_MFA_CODE));

export const adminLoginSchema = builtOnFirstUse(() =>
  // The second factor is the code or, for an admin with passkeys, `passkey`: an assertion on a
  // challenge from POST /api/admin/login/passkey-options.
  z.object({ username: username(), password: password(), code: secondFactor().optional(), passkey: passkeyAssertion().optional() }),
);
export const mfaConfirmSchema = builtOnFirstUse(() =>
  z.object({
    code: z
      .string({ error: INVALID_MFA_CODE })
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
  }),
);
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

const setupFields = () => ({
  username: username(),
  fullName: singleLineText("Full name", FULL_NAME_MAX, { required: "Full name must be at least 2 characters", min: FULL_NAME_MIN }),
  password: password(),
  confirmPassword: z
    .string({ error: "Password confirmation required" })
    .min(PASSWORD_MIN, "Password confirmation required")
    .max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX)),
});

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const adminSetupSchema = builtOnFirstUse(() =>
  z.object(setupFields()).refine(passwordsMatch, { message: "Passwords don't match", path: ["confirmPassword"] }),
);
export type AdminSetupInput = z.input<typeof adminSetupSchema>;

export const createAdminSchema = builtOnFirstUse(() =>
  z
    .object({ ...setupFields(), role: z.enum(ADMIN_ROLES, { error: "Role must be admin or super_admin" }).default("admin") })
    .refine(passwordsMatch, { message: "Passwords don't match", path: ["confirmPassword"] }),
);

const ALL_REQUIRED = "All fields are required";

/** The current password did not match: the same words on the web, from the API and in the CLI. */
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

export const updateCredentialsSchema = builtOnFirstUse(() =>
  z
    .object({
      // Proof that the one changing the credentials knows them: a session alone is not enough.
      currentPassword: z.string({ error: ALL_REQUIRED }).min(1, ALL_REQUIRED).max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX)),
      /** Asked for when two-factor sign-in is on, as at sign-in: a current code or a recovery code. */
      code: secondFactor().optional(),
      /** For an admin with passkeys, in place of the code: an assertion on a challenge from POST /api/admin/login/passkey-options. */
      passkey: passkeyAssertion().optional(),
      newUsername: singleLineText("Username", USERNAME_MAX, { required: ALL_REQUIRED, min: 1 }).pipe(
        z.string().min(USERNAME_MIN, USERNAME_TOO_SHORT),
      ),
      newPassword: z
        .string({ error: ALL_REQUIRED })
        .min(1, ALL_REQUIRED)
        .min(PASSWORD_MIN, "Password must be at least 6 characters")
        .max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX)),
      confirmPassword: z.string({ error: ALL_REQUIRED }).min(1, ALL_REQUIRED).max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX)),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] }),
);
export type UpdateCredentialsInput = z.input<typeof updateCredentialsSchema>;

/**
 * Proof of the second factor an admin already has, asked before they add, remove or replace one:
 * else a stolen session could put the thief's own passkey or app in, then change the password
 * with it. The code, or `passkey`: an assertion on a challenge from POST /api/admin/login/passkey-options.
 */
export const secondFactorProofFields = () => ({ code: secondFactor().optional(), passkey: passkeyAssertion().optional() });
export const secondFactorProofSchema = builtOnFirstUse(() => z.object(secondFactorProofFields()));
export type SecondFactorProofInput = z.input<typeof secondFactorProofSchema>;

/** A passkey an admin made in Settings, with the name it is listed by. */
export const adminPasskeyRegistrationSchema = builtOnFirstUse(() =>
  passkeyRegistration().extend({
    name: singleLineText("Passkey name", ADMIN_PASSKEY_NAME_MAX, { required: ADMIN_PASSKEY_NAME_REQUIRED, min: 1 }),
    // An admin who has a second factor already proves it first (the new passkey's own answer is `response`).
    ...secondFactorProofFields(),
  }),
);

/** A new password set from the CLI (`aan admin passwd`): the same length rule. */
export const newPasswordSchema = builtOnFirstUse(() => z.object({ password: password() }));

/** A new username for an admin (the panel's rename, `aan admin rename`). */
export const renameAdminSchema = builtOnFirstUse(() => z.object({ username: username() }));
export type RenameAdminInput = z.input<typeof renameAdminSchema>;

/** An admin in an admin's path: their id, or their username. */
export const adminRefSchema = builtOnFirstUse(() => z.string().meta({ description: "An admin's id, or their username" }));
