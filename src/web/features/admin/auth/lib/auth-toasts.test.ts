import { describe, expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { authToasts } from "./auth-toasts";

const refused = (status: number, message: string) =>
  new ApiError({ status, kind: status === 401 ? "unauthenticated" : "conflict", message });
const foreign = (status: number) => new ApiError({ status, kind: "bad_answer", message: `${status}: Bad Gateway` });
const timeout = new ApiError({ status: 0, kind: "timeout", message: "Request timeout" });

describe("session toasts (spec §8)", () => {
  test("login success welcomes the full name back", () => {
    expect(authToasts.loginSucceeded("Ada Commander", false)).toEqual({
      title: "Admin Login Successful",
      description: "Welcome back, Ada Commander",
      variant: "default",
    });
  });

  test("the first login success welcomes, without 'back'", () => {
    expect(authToasts.loginSucceeded("Ada Commander", true)).toEqual({
      title: "Admin Login Successful",
      description: "Welcome, Ada Commander",
      variant: "default",
    });
  });

  test.each([
    ["a server message", refused(401, "Invalid credentials"), "Invalid credentials"],
    ["a throttle message", refused(429, "Too many attempts"), "Too many attempts"],
    ["an answer without a message", foreign(502), "Invalid credentials"],
    ["a time-out", timeout, "Request timeout"],
    ["a thrown error without a message", new Error(""), "Unable to authenticate"],
    ["something that is not an Error", "boom", "Unable to authenticate"],
  ])("login failure with %s", (_name, error, description) => {
    expect(authToasts.loginFailed(error)).toEqual({ title: "Login Failed", description, variant: "destructive" });
  });

  test("authentication required", () => {
    expect(authToasts.authenticationRequired()).toEqual({
      title: "Authentication Required",
      description: "Please log in to access admin panel",
      variant: "destructive",
    });
  });

  test("signing out confirms it", () => {
    expect(authToasts.signedOut()).toMatchObject({ title: "Signed Out", variant: "default" });
  });
});

describe("setup toasts", () => {
  test("success is 'System Initialized'", () => {
    expect(authToasts.setupSucceeded(20)).toEqual({
      title: "System Initialized",
      description: "Super admin created and 20 invitation codes generated",
      variant: "default",
    });
  });

  test.each([
    [refused(409, "Admin setup has already been completed"), "Admin setup has already been completed"],
    [foreign(500), "Failed to create admin account"],
    [timeout, "Request timeout"],
    [new Error(""), "Unable to create admin account"],
  ])("failure %#", (error, description) => {
    expect(authToasts.setupFailed(error)).toEqual({ title: "Setup Failed", description, variant: "destructive" });
  });
});

test("credentials: the server's words on success and on refusal", () => {
  expect(authToasts.credentialsUpdated(undefined).title).toBe("Admin credentials updated successfully");
  expect(authToasts.credentialsFailed(refused(409, "Username is already taken"))).toEqual({
    title: "Failed to update credentials",
    description: "Username is already taken",
    variant: "destructive",
  });
});
