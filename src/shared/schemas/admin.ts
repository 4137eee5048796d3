// Admin sign-in, setup, creation and credentials, with the messages of spec §5.
import { z } from "zod";
import { FULL_NAME_MIN, PASSWORD_MIN, USERNAME_MIN } from "../constants";

export const ADMIN_ROLES = ["admin", "super_admin"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const text = (required: string) => z.string({ error: required }).trim();

const username = text("Username must be at least 3 characters").min(USERNAME_MIN, "Username must be at least 3 characters");
// Passwords are never trimmed: every character counts.
const password = z.string({ error: "Password must be at least 6 characters" }).min(PASSWORD_MIN, "Password must be at least 6 characters");

export const adminLoginSchema = z.object({ username, password });
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

const setupFields = {
  username,
  fullName: text("Full name must be at least 2 characters").min(FULL_NAME_MIN, "Full name must be at least 2 characters"),
  password,
  confirmPassword: z.string({ error: "Password confirmation required" }).min(PASSWORD_MIN, "Password confirmation required"),
};

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const adminSetupSchema = z
  .object(setupFields)
  .refine(passwordsMatch, { message: "Passwords don't match", path: ["confirmPassword"] });
export type AdminSetupInput = z.input<typeof adminSetupSchema>;

export const createAdminSchema = z
  .object({ ...setupFields, role: z.enum(ADMIN_ROLES, { error: "Role must be admin or super_admin" }).default("admin") })
  .refine(passwordsMatch, { message: "Passwords don't match", path: ["confirmPassword"] });
export type CreateAdminInput = z.input<typeof createAdminSchema>;

const ALL_REQUIRED = "All fields are required";

export const updateCredentialsSchema = z
  .object({
    newUsername: text(ALL_REQUIRED).min(1, ALL_REQUIRED).min(USERNAME_MIN, "Username must be at least 3 characters"),
    newPassword: z.string({ error: ALL_REQUIRED }).min(1, ALL_REQUIRED).min(PASSWORD_MIN, "Password must be at least 6 characters"),
    confirmPassword: z.string({ error: ALL_REQUIRED }).min(1, ALL_REQUIRED),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type UpdateCredentialsInput = z.input<typeof updateCredentialsSchema>;

/** A new password set from the CLI (`aan admin passwd`): the same length rule. */
export const newPasswordSchema = z.object({ password });
