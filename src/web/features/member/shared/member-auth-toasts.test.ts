import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { memberAuthToasts } from "./member-auth-toasts";

const refused = (status: number, kind: ConstructorParameters<typeof ApiError>[0]["kind"], message: string) =>
  new ApiError({ status, kind, message });
const deviceLimit = "Device limit reached. Remove a device from a signed-in device or contact support.";

test.each([
  [refused(401, "unauthenticated", "Invalid username or password"), "Invalid username or password"],
  [refused(403, "forbidden", "Account deactivated"), "Account deactivated"],
  [refused(403, "forbidden", deviceLimit), deviceLimit],
  [refused(429, "throttled", "Too many sign-in attempts. Try again in 15 minutes."), "Too many sign-in attempts. Try again in 15 minutes."],
])("a refused sign-in shows the server's message under 'Login Failed' (%#)", (error, description) => {
  expect(memberAuthToasts.loginFailed(error)).toEqual({ title: "Login Failed", description, variant: "destructive" });
});

test("a sign-in without an answer says why, or 'Unable to authenticate'", () => {
  expect(memberAuthToasts.loginFailed(new ApiError({ status: 0, kind: "timeout", message: "Request timeout" })).description).toBe(
    "Request timeout",
  );
  expect(memberAuthToasts.loginFailed(new Error("")).description).toBe("Unable to authenticate");
  expect(memberAuthToasts.loginFailed(new ApiError({ status: 502, kind: "bad_answer", message: "502: Bad Gateway" })).description).toBe(
    "Invalid credentials",
  );
});

test("success toasts greet the member and prefer the server's words", () => {
  expect(memberAuthToasts.loginSucceeded("Jane")).toEqual({
    title: "Login Successful",
    description: "Welcome back, Jane",
    variant: "default",
  });
  expect(memberAuthToasts.registered("Registration successful", "Jane")).toEqual({
    title: "Registration successful",
    description: "Welcome, Jane",
    variant: "default",
  });
  expect(memberAuthToasts.registered(undefined, "Jo").title).toBe("Registration successful");
  expect(memberAuthToasts.passwordReset("Password has been reset. Please sign in with your new password.").title).toBe(
    "Password has been reset. Please sign in with your new password.",
  );
});

test("refusals of registration and reset carry the server's message", () => {
  const taken = refused(409, "conflict", "Username is already taken");
  expect(memberAuthToasts.registerFailed(taken)).toEqual({
    title: "Registration Failed",
    description: "Username is already taken",
    variant: "destructive",
  });
  const expired = refused(400, "invalid", "This reset link is invalid or has expired. Ask for a new one.");
  expect(memberAuthToasts.resetFailed(expired).description).toBe("This reset link is invalid or has expired. Ask for a new one.");
  expect(memberAuthToasts.resetRequestFailed(new Error("")).description).toBe("Unable to request a reset");
});

test("a lost session is destructive and says what to do", () => {
  expect(memberAuthToasts.sessionEnded()).toEqual({
    title: "Authentication Required",
    description: "Please sign in to continue",
    variant: "destructive",
  });
});
