import { describe, expect, test } from "bun:test";
import { adminLoginSchema, adminSetupSchema, updateCredentialsSchema } from "#shared/schemas/admin";
import { assignCodeSchema, countFromText, customCodeSchema } from "#shared/schemas/invitation-codes";
import { ApiError } from "#web/lib/api-error";
import { problemOf } from "./form-check-test-cases";
import { checkForm, firstMessage, problemFromError, problemFromIssues, SHARED_REQUIRED_NOTE } from "./form-check";

describe("checkForm: one message per invalid field", () => {
  test("login: each field says what is wrong with it", () => {
    expect(problemOf(adminLoginSchema, { username: "a", password: "1" })).toEqual({
      fields: { username: "Username must be at least 3 characters", password: "Password must be at least 6 characters" },
    });
  });

  test("setup: a mismatch belongs to the confirmation field", () => {
    const values = { username: "chief", fullName: "Dana Chief", password: "secret1", confirmPassword: "secret2" };
    expect(problemOf(adminSetupSchema, values)).toEqual({ fields: { confirmPassword: "Passwords don't match" } });
  });

  test("valid values give the parsed data to send (trimmed, upper-cased)", () => {
    expect(checkForm(adminLoginSchema, { username: " admin ", password: "secret1" })).toEqual({
      ok: true,
      data: { username: "admin", password: "secret1" },
    });
    expect(checkForm(customCodeSchema, { code: " vip-1 " })).toEqual({ ok: true, data: { code: "VIP-1" } });
  });

  test("a message several fields share is said once in the summary; the fields carry a short note", () => {
    const problem = problemOf(assignCodeSchema, {
      assigneeUsername: "",
      assigneeFirstName: "",
      assigneeLastName: "Doe",
      assigneePhone: "(555) 123-4567",
      assigneeEmail: "not-an-email",
    });
    expect(problem.summary).toBe("All fields are required: Username, First Name, Last Name, Phone, and Email");
    expect(problem.fields).toEqual({
      assigneeUsername: SHARED_REQUIRED_NOTE,
      assigneeFirstName: SHARED_REQUIRED_NOTE,
      assigneeEmail: "Valid email is required",
    });
  });

  test.each([
    [
      { currentPassword: "old-pass", newUsername: "boss", newPassword: "secret1", confirmPassword: "secret2" },
      { confirmPassword: "Passwords do not match" },
    ],
    [
      { currentPassword: "old-pass", newUsername: "boss", newPassword: "abc", confirmPassword: "abc" },
      { newPassword: "Password must be at least 6 characters" },
    ],
  ])("credentials %# → %p", (values, fields) => {
    expect(problemOf(updateCredentialsSchema, values).fields).toEqual(fields);
  });

  test.each(["0", "101", "2.5", "abc", "", " "])("count %p is refused with the spec text", (text) => {
    const checked = checkForm(countFromText, text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(firstMessage(checked.problem)).toBe("Invalid Count: Please enter a number between 1 and 100");
  });

  test("count ' 5 ' passes as the number 5", () => {
    expect(checkForm(countFromText, " 5 ")).toEqual({ ok: true, data: 5 });
  });

  test("a custom code with other characters than letters, digits and dashes is refused on its field", () => {
    expect(problemOf(customCodeSchema, { code: "VIP 2025!" }).fields.code).toBe("Code may contain only letters, digits and dashes");
  });
});

describe("server refusals", () => {
  test("the API's issues land under their fields", () => {
    const message = "Username is already assigned to another code or used by a member";
    const error = new ApiError({ status: 409, kind: "conflict", message, issues: [{ path: "assigneeUsername", message }] });
    expect(problemFromError(error, ["assigneeUsername", "assigneeEmail"])).toEqual({ fields: { assigneeUsername: message } });
  });

  test("a refusal without issues becomes the summary; one without an answer changes nothing", () => {
    expect(problemFromError(new ApiError({ status: 409, kind: "conflict", message: "Code X is already assigned" }))).toEqual({
      fields: {},
      summary: "Code X is already assigned",
    });
    expect(problemFromError(new ApiError({ status: 0, kind: "timeout", message: "Request timeout" }))).toBeUndefined();
  });

  test("issues of fields the form does not show go to the summary", () => {
    expect(problemFromIssues([{ path: "codeId", message: "Invalid invitation code ID" }], ["assigneeUsername"])).toEqual({
      fields: {},
      summary: "Invalid invitation code ID",
    });
  });
});
