import { describe, expect, test } from "bun:test";
import { adminToasts } from "./admin-toasts";

const answered = (status: number, body: unknown) => new Error(`${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);
const failureBody = (error: string) => ({ success: false, error, kind: "invalid" });

describe("session toasts (spec §8)", () => {
  test("login success welcomes the full name", () => {
    expect(adminToasts.loginSucceeded("Ada Commander")).toEqual({
      title: "Admin Login Successful",
      description: "Welcome back, Ada Commander",
      variant: "default",
    });
  });

  test.each([
    ["a server message", answered(401, failureBody("Invalid credentials")), "Invalid credentials"],
    ["a throttle message", answered(429, failureBody("Too many attempts")), "Too many attempts"],
    ["an answer without a message", answered(502, "Bad Gateway"), "Invalid credentials"],
    ["a time-out", new Error("Request timeout"), "Request timeout"],
    ["a thrown error without a message", new Error(""), "Unable to authenticate"],
    ["something that is not an Error", "boom", "Unable to authenticate"],
  ])("login failure with %s", (_name, error, description) => {
    expect(adminToasts.loginFailed(error)).toEqual({ title: "Login Failed", description, variant: "destructive" });
  });

  test("a 2xx answer with success:false still fails the login", () => {
    expect(adminToasts.loginRefused(undefined).description).toBe("Invalid credentials");
    expect(adminToasts.loginRefused("Account disabled").description).toBe("Account disabled");
  });

  test("authentication required", () => {
    expect(adminToasts.authenticationRequired()).toEqual({
      title: "Authentication Required",
      description: "Please log in to access admin panel",
      variant: "destructive",
    });
  });
});

describe("setup toasts", () => {
  test("success is 'System Initialized'", () => {
    expect(adminToasts.setupSucceeded(20).title).toBe("System Initialized");
    expect(adminToasts.setupSucceeded(20).variant).toBe("default");
  });

  test.each([
    [answered(409, failureBody("Admin setup has already been completed")), "Admin setup has already been completed"],
    [answered(500, ""), "Failed to create admin account"],
    [new Error("Request timeout"), "Request timeout"],
    [new Error(""), "Unable to create admin account"],
  ])("failure %#", (error, description) => {
    expect(adminToasts.setupFailed(error)).toEqual({ title: "Setup Failed", description, variant: "destructive" });
  });
});

describe("code and entry toasts", () => {
  test("successes prefer the server's message and fall back to the spec's text", () => {
    expect(adminToasts.codesGenerated("Generated 5 new invitation codes", 5).title).toBe("Generated 5 new invitation codes");
    expect(adminToasts.codesGenerated(undefined, 7).title).toBe("Generated 7 new invitation codes");
    expect(adminToasts.customCodeCreated(undefined, "VIP-E2E").title).toBe("Created custom code: VIP-E2E");
    expect(adminToasts.codeAssigned(undefined, "ABCD").title).toBe("Code ABCD assigned successfully");
    expect(adminToasts.codeUnassigned(undefined, "ABCD").title).toBe("Code ABCD unassigned successfully");
    expect(adminToasts.codeCopied("ABCD").title).toBe("Code ABCD copied to clipboard");
    expect(adminToasts.entryCreated(undefined).title).toBe("Entry created successfully");
    expect(adminToasts.entryUpdated(undefined).title).toBe("Entry updated successfully");
    expect(adminToasts.entryDeleted(undefined).title).toBe("Entry deleted successfully");
    expect(adminToasts.credentialsUpdated(undefined).title).toBe("Admin credentials updated successfully");
  });

  test("failures that carry the server message show it, and only then", () => {
    const conflict = answered(409, failureBody("Code VIP already exists"));
    expect(adminToasts.customCodeFailed(conflict)).toEqual({
      title: "Failed to create custom code",
      description: "Code VIP already exists",
      variant: "destructive",
    });
    expect(adminToasts.assignFailed(conflict).title).toBe("Failed to assign code");
    expect(adminToasts.assignFailed(conflict).description).toBe("Code VIP already exists");
    expect(adminToasts.unassignFailed(new Error("Request timeout"))).toEqual({ title: "Failed to unassign code", variant: "destructive" });
    expect(adminToasts.saveEntryFailed(answered(400, failureBody("Claim type is required"))).description).toBe("Claim type is required");
    expect(adminToasts.credentialsFailed(answered(409, failureBody("Username is already taken"))).description).toBe(
      "Username is already taken",
    );
  });

  test.each([
    [adminToasts.fetchCodesFailed(), "Failed to fetch invitation codes"],
    [adminToasts.generateFailed(), "Failed to generate codes"],
    [adminToasts.fetchEntriesFailed(), "Failed to fetch credibility entries"],
    [adminToasts.deleteEntryFailed(), "Failed to delete entry"],
  ])("%p is destructive", (made, title) => {
    expect(made).toEqual({ title, variant: "destructive" });
  });
});

describe("invalidInput", () => {
  test("'Title: description' messages split at the first colon", () => {
    expect(adminToasts.invalidInput("Invalid Count: Please enter a number between 1 and 100")).toEqual({
      title: "Invalid Count",
      description: "Please enter a number between 1 and 100",
      variant: "destructive",
    });
    expect(adminToasts.invalidInput("Invalid Code: Please enter a custom code").title).toBe("Invalid Code");
  });

  test("plain messages become the title", () => {
    expect(adminToasts.invalidInput("Phone must be in format (xxx) xxx-xxxx")).toEqual({
      title: "Phone must be in format (xxx) xxx-xxxx",
      variant: "destructive",
    });
  });
});
