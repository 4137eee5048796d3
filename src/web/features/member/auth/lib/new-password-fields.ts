// The new password and its confirmation, shared by the e-mail link page and the SMS code form.
import type { FieldSpec } from "#web/components/form/form-fields";

export type NewPasswordKey = "newPassword" | "confirmPassword";

export const NEW_PASSWORD_FIELDS: ReadonlyArray<FieldSpec<NewPasswordKey>> = [
  { key: "newPassword", label: "New password", type: "password", required: true, autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", type: "password", required: true, autoComplete: "new-password" },
];
