import { expect, test } from "bun:test";
import { SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { OPERATION_TYPES } from "#shared/contact-form";
import { ApiError } from "#web/lib/api-error";
import { contactToasts } from "./contact-toasts";
import { expectServerReason } from "#web/lib/toast-test-cases";
import { operationLabel } from "#web/lib/operation-label";

test("the three notices carry the spec's titles and texts", () => {
  expect(contactToasts.incomplete()).toEqual({
    title: "INCOMPLETE TRANSMISSION",
    description: "All fields required for secure communication.",
    variant: "destructive",
  });
  expect(contactToasts.sent()).toEqual({
    title: "MESSAGE TRANSMITTED",
    description: "Secure transmission received. Operatives will respond within 24 hours.",
    variant: "default",
  });
  const network = new ApiError({ status: 0, kind: "network", message: "Network error: the server could not be reached" });
  expect(contactToasts.sendFailed(network)).toEqual({
    title: "TRANSMISSION FAILED",
    description: "Communication error. Check your connection and retry.",
    variant: "destructive",
  });
  expect(contactToasts.sendFailed(new Error("boom")).description).toBe("Communication error. Check your connection and retry.");
});

test("a refusal by the server keeps the title and tells its reason", () => {
  expectServerReason(contactToasts.sendFailed, "TRANSMISSION FAILED", {
    status: 429,
    kind: "throttled",
    message: "Too many messages from this address. Please try again in an hour.",
  });
});

test("the success text promises what the one support policy promises", () => {
  const promise = (text: string) => /within (\d+(?:-\d+)? hours)/.exec(text)?.[1];
  expect(promise(contactToasts.sent().description!)).toBe("24 hours");
  expect(promise(contactToasts.sent().description!)).toBe(promise(SUPPORT_RESPONSE_TEXT));
});

test("the operation types (a purchase and the spec's seven) get readable labels", () => {
  expect(OPERATION_TYPES.map(operationLabel)).toEqual([
    "Package Purchase",
    "Intelligence Gathering",
    "Claim Reconstruction",
    "Carrier Infiltration",
    "Estimate Revision",
    "Tactical Consultation",
    "Reconnaissance Mission",
    "Other Operation",
  ]);
});
