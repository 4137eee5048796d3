import { expect, test } from "bun:test";
import { PASSWORDS_DONT_MATCH, resetCompleteSchema } from "#shared/schemas/members";
import { checkForm } from "#web/components/form/form-check";
import { SMS_CODE_FORMAT, smsResetBody, smsResetSchema } from "./sms-reset";

const RESET_ID = "0d9f2c43-5a43-4a5e-9d1c-3a6f1e2b7c11";

test("the code and the reset id make the token the server expects: <resetId>.<code>", () => {
  const checked = checkForm(smsResetSchema, { code: " 123 456 ", newPassword: "n3w-pass", confirmPassword: "n3w-pass" });
  expect(checked.ok).toBe(true);
  if (!checked.ok) return;
  const body = smsResetBody(RESET_ID, checked.data);
  expect(body).toEqual({ token: `${RESET_ID}.123456`, newPassword: "n3w-pass", confirmPassword: "n3w-pass" });
  // …and the shared completion schema accepts it as it is.
  expect(resetCompleteSchema.safeParse(body).success).toBe(true);
  expect(/^([0-9a-f-]{36})\.(\d{6})$/i.test(body.token)).toBe(true);
});

test.each(["", "12345", "1234567", "12a456"])("code %p is refused on its field", (code) => {
  const checked = checkForm(smsResetSchema, { code, newPassword: "n3w-pass", confirmPassword: "n3w-pass" });
  expect(checked.ok ? undefined : checked.problem.fields.code).toBe(SMS_CODE_FORMAT);
});

test("the password rules are the shared ones, each under its field", () => {
  const short = checkForm(smsResetSchema, { code: "123456", newPassword: "abc", confirmPassword: "abc" });
  expect(short.ok ? undefined : short.problem.fields).toEqual({ newPassword: "Password must be at least 6 characters" });
  const mismatch = checkForm(smsResetSchema, { code: "123456", newPassword: "n3w-pass", confirmPassword: "other-1" });
  expect(mismatch.ok ? undefined : mismatch.problem.fields).toEqual({ confirmPassword: PASSWORDS_DONT_MATCH });
});
