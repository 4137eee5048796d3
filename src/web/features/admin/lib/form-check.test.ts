import { expect, test } from "bun:test";
import { adminLoginSchema, updateCredentialsSchema } from "../../../../shared/schemas/admin";
import { countFromText } from "../../../../shared/schemas/invitation-codes";
import { checkForm, parseField } from "./form-check";

test.each([
  [{ username: "ab", password: "secret1" }, "Username must be at least 3 characters", ["username"]],
  [{ username: "admin", password: "123" }, "Password must be at least 6 characters", ["password"]],
  [{ username: "a", password: "1" }, "Username must be at least 3 characters", ["username", "password"]],
])("login %# gives the shared schema's first message and every refused field", (values, message, fields) => {
  expect(checkForm(adminLoginSchema, values)).toEqual({ message, fields });
});

test("valid values give no problem", () => {
  expect(checkForm(adminLoginSchema, { username: "admin", password: "secret1" })).toBeUndefined();
});

test.each([
  [{ newUsername: "", newPassword: "", confirmPassword: "" }, "All fields are required"],
  [{ newUsername: "boss", newPassword: "secret1", confirmPassword: "secret2" }, "Passwords do not match"],
  [{ newUsername: "boss", newPassword: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters"],
])("credentials %# → %p", (values, message) => {
  expect(checkForm(updateCredentialsSchema, values)?.message).toBe(message);
});

test.each(["0", "101", "2.5", "abc", "", " "])("count %p is refused with the spec text", (text) => {
  expect(parseField(countFromText, text)).toEqual({ ok: false, message: "Invalid Count: Please enter a number between 1 and 100" });
});

test("count ' 5 ' passes as the number 5", () => {
  expect(parseField(countFromText, " 5 ")).toEqual({ ok: true, data: 5 });
});
