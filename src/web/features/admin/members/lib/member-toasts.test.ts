import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { expectRefusedChange } from "#web/lib/toast-test-cases";
import { memberToasts } from "./member-toasts";

const refusal = { status: 404, kind: "not_found", message: "Member not found" } as const;
const notFound = new ApiError(refusal);

test("successes show the server's sentence, and say the same without one", () => {
  expect(memberToasts.deactivated("Member jane1 deactivated; 2 session(s) ended", "jane1")).toEqual({
    title: "Member jane1 deactivated; 2 session(s) ended",
    variant: "default",
  });
  expect(memberToasts.activated(undefined, "jane1").title).toBe("Member jane1 activated");
  expect(memberToasts.deactivated(undefined, "jane1").title).toBe("Member jane1 deactivated");
  expect(memberToasts.maxDevicesChanged(undefined, "jane1", 5).title).toBe("Member jane1 may now use 5 device(s)");
  expect(memberToasts.devicesCleared(undefined, "jane1").title).toBe("Removed the devices of jane1");
});

test.each([
  [memberToasts.activateFailed, "Failed to activate member"],
  [memberToasts.deactivateFailed, "Failed to deactivate member"],
  [memberToasts.maxDevicesFailed, "Failed to change max devices"],
  [memberToasts.clearDevicesFailed, "Failed to clear devices"],
])("%# a refused change shows the server's message under its title", (made, title) => {
  expectRefusedChange(made, title, refusal);
});

test("a failed read is destructive, with the reason when known", () => {
  expect(memberToasts.fetchMembersFailed(new Error("x"))).toEqual({ title: "Failed to fetch members", variant: "destructive" });
  expect(memberToasts.fetchMemberFailed(notFound)).toEqual({
    title: "Failed to fetch member",
    description: "Member not found",
    variant: "destructive",
  });
});
