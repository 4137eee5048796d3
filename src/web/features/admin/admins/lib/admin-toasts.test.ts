import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { expectRefusedChange } from "#web/lib/toast-test-cases";
import { adminToasts } from "./admin-toasts";

const refusal = { status: 409, kind: "conflict", message: "You cannot deactivate your own account" } as const;
const self = new ApiError(refusal);

test("successes show the server's sentence, and say the same without one", () => {
  expect(adminToasts.created("Admin ops created", "ops")).toEqual({ title: "Admin ops created", variant: "default" });
  expect(adminToasts.created(undefined, "ops").title).toBe("Admin ops created");
  expect(adminToasts.renamed(undefined, "ops", "ops-lead").title).toBe("Admin ops renamed to ops-lead");
  expect(adminToasts.activated(undefined, "ops").title).toBe("Admin ops activated");
  expect(adminToasts.deactivated(undefined, "ops").title).toBe("Admin ops deactivated");
  expect(adminToasts.twoFactorReset(undefined, "ops").title).toBe("Two-factor sign-in of ops removed");
});

test.each([
  [adminToasts.createFailed, "Failed to create admin"],
  [adminToasts.renameFailed, "Failed to rename admin"],
  [adminToasts.activateFailed, "Failed to activate admin"],
  [adminToasts.deactivateFailed, "Failed to deactivate admin"],
  [adminToasts.twoFactorResetFailed, "Failed to reset two-factor sign-in"],
])("%# a refused change shows the server's message under its title", (made, title) => {
  expectRefusedChange(made, title, refusal);
});

test("a failed read is destructive, with the reason when known", () => {
  expect(adminToasts.fetchAdminsFailed(new Error("x"))).toEqual({ title: "Failed to fetch admins", variant: "destructive" });
  expect(adminToasts.fetchAdminsFailed(self).description).toBe("You cannot deactivate your own account");
});
