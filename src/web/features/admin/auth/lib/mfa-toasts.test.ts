import { expect, test } from "bun:test";
import { expectRefusedChange, expectServerReason } from "#web/lib/toast-test-cases";
import { mfaToasts } from "./mfa-toasts";

test("the set-up's steps and outcomes", () => {
  expect(mfaToasts.enrolmentStarted()).toEqual({
    title: "Scan the QR code",
    description: "Then enter the 6-digit code your app shows to turn two-factor sign-in on",
    variant: "default",
  });
  expect(mfaToasts.confirmed("Two-factor sign-in is on; keep the recovery codes safe").title).toBe(
    "Two-factor sign-in is on; keep the recovery codes safe",
  );
  expect(mfaToasts.confirmed(undefined).title).toBe("Two-factor sign-in is on");
  expect(mfaToasts.codesCopied()).toEqual({ title: "Recovery codes copied to clipboard", variant: "default" });
  expect(mfaToasts.secretCopied().title).toBe("Secret copied to clipboard");
  expect(mfaToasts.copyFailed().variant).toBe("destructive");
  expect(mfaToasts.setupRequired()).toEqual({
    title: "Two-factor sign-in required",
    description: "Set it up on this Settings tab; the rest of the panel opens once it is on",
    variant: "destructive",
  });
});

test("the login's code step is asked for, not a failure", () => {
  expect(mfaToasts.codeAsked()).toEqual({
    title: "Two-factor code required",
    description: "Enter the 6-digit code from your authenticator app, or a recovery code",
    variant: "default",
  });
});

test("refusals show the server's reason; a time-out says the outcome is unknown", () => {
  expectRefusedChange(mfaToasts.confirmFailed, "Failed to turn on two-factor sign-in", {
    status: 400,
    kind: "invalid",
    message: "Invalid two-factor code",
  });
  expectServerReason(mfaToasts.enrolFailed, "Failed to start two-factor set-up", {
    status: 409,
    kind: "conflict",
    message: "Two-factor sign-in is already on",
  });
  expect(mfaToasts.fetchStatusFailed(new Error("x"))).toEqual({ title: "Failed to fetch two-factor status", variant: "destructive" });
});
