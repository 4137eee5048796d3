// The Admins tab's words: roles, two-factor states, the questions asked before a change that locks
// someone out or weakens their sign-in, and the empty list.
import type { Schema } from "#web/lib/api-types";
import type { AdminRole } from "#shared/schemas/admin";

export const ROLE_LABELS: Record<AdminRole, string> = { admin: "Admin", super_admin: "Super admin" };
export const TWO_FACTOR_LABELS: Record<Schema<"TwoFactorState">, string> = { on: "On", pending: "Set up, not confirmed", off: "Off" };

export const NO_ADMINS = "No admin accounts.";
export const ADMINS_HINT =
  "Super admins manage the admin accounts. Deactivating ends that admin's sessions; resetting two-factor lets them sign in with the password alone until they set it up again.";

export const deactivateAdminConfirmation = (admin: Pick<Schema<"AdminListEntry">, "username">) =>
  `Deactivate ${admin.username}? Their sessions end now and they cannot sign in until reactivated.`;

export const resetTwoFactorConfirmation = (admin: Pick<Schema<"AdminListEntry">, "username">) =>
  `Remove the two-factor sign-in of ${admin.username}? They sign in with their password alone until they set it up again.`;
