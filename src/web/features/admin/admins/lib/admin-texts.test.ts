import { expect, test } from "bun:test";
import { ADMIN_ROLES } from "#shared/schemas/admin";
import { TWO_FACTOR_STATES } from "#shared/answers/admins";
import { deactivateAdminConfirmation, resetTwoFactorConfirmation, ROLE_LABELS, TWO_FACTOR_LABELS } from "./admin-texts";

test("every role and two-factor state has its words", () => {
  expect(ADMIN_ROLES.map((role) => ROLE_LABELS[role])).toEqual(["Admin", "Super admin"]);
  expect(TWO_FACTOR_STATES.map((state) => TWO_FACTOR_LABELS[state])).toEqual(["Off", "Set up, not confirmed", "On"]);
});

test("the questions name the admin and say what follows", () => {
  expect(deactivateAdminConfirmation({ username: "ops" })).toBe(
    "Deactivate ops? Their sessions end now and they cannot sign in until reactivated.",
  );
  expect(resetTwoFactorConfirmation({ username: "ops" })).toBe(
    "Remove the two-factor sign-in of ops? They sign in with their password alone until they set it up again.",
  );
});
