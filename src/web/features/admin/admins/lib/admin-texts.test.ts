import { expect, test } from "bun:test";
import { ADMIN_ROLES } from "#shared/schemas/admin";
import { deactivateAdminConfirmation, resetTwoFactorConfirmation, ROLE_LABELS, TWO_FACTOR_LABELS } from "./admin-texts";

test("every role and two-factor state has its words", () => {
  expect(ADMIN_ROLES.map((role) => ROLE_LABELS[role])).toEqual(["Admin", "Super admin"]);
  // The record's type holds every state of the document's TwoFactorState; this holds its words.
  expect(TWO_FACTOR_LABELS).toEqual({ off: "Off", pending: "Set up, not confirmed", on: "On" });
});

test("the questions name the admin and say what follows", () => {
  expect(deactivateAdminConfirmation({ username: "ops" })).toBe(
    "Deactivate ops? Their sessions end now and they cannot sign in until reactivated.",
  );
  expect(resetTwoFactorConfirmation({ username: "ops" })).toBe(
    "Remove the two-factor sign-in of ops? They sign in with their password alone until they set it up again.",
  );
});
