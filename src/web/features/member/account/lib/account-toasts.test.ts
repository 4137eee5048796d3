import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { accountToasts, revokeConfirmation } from "./account-toasts";

test("device changes say what the server did", () => {
  expect(accountToasts.deviceRenamed("Device renamed")).toEqual({ title: "Device renamed", variant: "default" });
  expect(accountToasts.deviceRevoked(undefined)).toEqual({ title: "Device revoked", variant: "default" });
  expect(accountToasts.currentDeviceRevoked()).toEqual({
    title: "Device revoked",
    description: "This device is signed out",
    variant: "default",
  });
});

test("a refused device change shows the server's message; one without an answer says it was reloaded", () => {
  const gone = new ApiError({ status: 404, kind: "not_found", message: "Device not found" });
  expect(accountToasts.revokeFailed(gone)).toEqual({
    title: "Failed to revoke device",
    description: "Device not found",
    variant: "destructive",
  });
  const empty = new ApiError({ status: 400, kind: "invalid", message: "Device label cannot be empty" });
  expect(accountToasts.renameFailed(empty).description).toBe("Device label cannot be empty");
  const timeout = new ApiError({ status: 0, kind: "timeout", message: "Request timeout" });
  expect(accountToasts.renameFailed(timeout).description).toStartWith("Request timeout.");
});

test("the expired access window is said as the server says it", () => {
  const expired = new ApiError({ status: 403, kind: "forbidden", message: "Access window expired" });
  expect(accountToasts.fetchEntriesFailed(expired)).toEqual({
    title: "Failed to fetch credibility entries",
    description: "Access window expired",
    variant: "destructive",
  });
});

test("revoking asks first, and warns when it is this device", () => {
  expect(revokeConfirmation("Desktop - Chrome on Linux", false)).toBe("Revoke Desktop - Chrome on Linux? Its sessions end at once.");
  expect(revokeConfirmation("Desktop - Chrome on Linux", true)).toBe(
    "Revoke this device (Desktop - Chrome on Linux)? You will be signed out here.",
  );
});
