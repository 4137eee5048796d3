import { describe, expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { fieldsToClear, isCredentialRefusal, refusedFields } from "./refused-fields";

const FIELDS = ["invitationCode", "username", "password", "confirmPassword"];
const PASSWORDS = ["password", "confirmPassword"];
const codeRefused = new ApiError({
  status: 400,
  kind: "invalid",
  message: "Invalid or already used invitation code",
  issues: [{ path: "invitationCode", message: "Invalid or already used invitation code" }],
});
const passwordRefused = new ApiError({
  status: 400,
  kind: "invalid",
  message: "Password must be at least 6 characters",
  issues: [{ path: "password", message: "Password must be at least 6 characters" }],
});
const confirmationRefused = new ApiError({
  status: 400,
  kind: "invalid",
  message: "Passwords don't match",
  issues: [{ path: "confirmPassword", message: "Passwords don't match" }],
});

describe("a refusal empties only what it is about", () => {
  test("a refused code names the code field, and no password is emptied", () => {
    expect(refusedFields(codeRefused, FIELDS)).toEqual(["invitationCode"]);
    expect(fieldsToClear(codeRefused, FIELDS, PASSWORDS)).toEqual([]);
  });

  test("a refused password or confirmation empties both password fields", () => {
    expect(fieldsToClear(passwordRefused, FIELDS, PASSWORDS)).toEqual(PASSWORDS);
    expect(fieldsToClear(confirmationRefused, FIELDS, PASSWORDS)).toEqual(PASSWORDS);
  });

  test("a refusal without field issues (taken username as a message, a conflict, no network) empties nothing", () => {
    const conflict = new ApiError({ status: 409, kind: "conflict", message: "Username already exists" });
    const offline = new ApiError({ status: 0, kind: "network", message: "Network error" });
    for (const error of [conflict, offline, new Error("boom"), undefined]) expect(fieldsToClear(error, FIELDS, PASSWORDS)).toEqual([]);
  });

  test("an issue of a field the form does not show empties nothing", () => {
    const elsewhere = new ApiError({ status: 400, kind: "invalid", message: "x", issues: [{ path: "password", message: "x" }] });
    expect(fieldsToClear(elsewhere, ["invitationCode"], PASSWORDS)).toEqual([]);
  });
});

describe("sign-in: only wrong credentials empty the password", () => {
  test("401 from the server is about the credentials", () => {
    expect(isCredentialRefusal(new ApiError({ status: 401, kind: "unauthenticated", message: "Invalid username or password" }))).toBe(true);
  });

  test("the device limit, a deactivated account, too many attempts or no answer keep the password", () => {
    expect(isCredentialRefusal(new ApiError({ status: 403, kind: "forbidden", message: "Device limit reached" }))).toBe(false);
    expect(isCredentialRefusal(new ApiError({ status: 429, kind: "throttled", message: "Too many attempts" }))).toBe(false);
    expect(isCredentialRefusal(new ApiError({ status: 0, kind: "timeout", message: "Request timeout" }))).toBe(false);
  });
});
