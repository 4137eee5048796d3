import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { codeToasts } from "./code-toasts";

const conflict = new ApiError({ status: 409, kind: "conflict", message: "Code VIP already exists" });
const timeout = new ApiError({ status: 0, kind: "timeout", message: "Request timeout" });

test("successes prefer the server's message and fall back to the spec's text", () => {
  expect(codeToasts.codesGenerated("Generated 5 new invitation codes", 5).title).toBe("Generated 5 new invitation codes");
  expect(codeToasts.codesGenerated(undefined, 7).title).toBe("Generated 7 new invitation codes");
  expect(codeToasts.customCodeCreated(undefined, "VIP-E2E").title).toBe("Created custom code: VIP-E2E");
  expect(codeToasts.codeAssigned(undefined, "ABCD").title).toBe("Code ABCD assigned successfully");
  expect(codeToasts.codeUnassigned(undefined, "ABCD").title).toBe("Code ABCD unassigned successfully");
  expect(codeToasts.codeExtended("Code ABCD is valid until 2026-12-01", "ABCD").title).toBe("Code ABCD is valid until 2026-12-01");
  expect(codeToasts.codeExtended(undefined, "ABCD").title).toBe("Code ABCD extended");
  expect(codeToasts.codeCopied("ABCD")).toEqual({ title: "Code ABCD copied to clipboard", variant: "default" });
});

test.each([
  [codeToasts.customCodeFailed, "Failed to create custom code"],
  [codeToasts.assignFailed, "Failed to assign code"],
  [codeToasts.unassignFailed, "Failed to unassign code"],
  [codeToasts.generateFailed, "Failed to generate codes"],
  [codeToasts.extendFailed, "Failed to extend code"],
])("%# a refused change shows the server message under the spec's title", (made, title) => {
  expect(made(conflict)).toEqual({ title, description: "Code VIP already exists", variant: "destructive" });
});

test("a change without an answer says it timed out", () => {
  expect(codeToasts.assignFailed(timeout).description).toStartWith("Request timeout.");
});

test("a failed list read is destructive, with the reason when known", () => {
  expect(codeToasts.fetchCodesFailed(new Error("x"))).toEqual({ title: "Failed to fetch invitation codes", variant: "destructive" });
  expect(codeToasts.fetchCodesFailed(new ApiError({ status: 0, kind: "timeout", message: "Query timeout" })).description).toBe(
    "Query timeout",
  );
});
