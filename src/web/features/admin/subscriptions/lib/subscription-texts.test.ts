import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { CANCELLATION_POLICY, LATE_PAYMENT_POLICY, SUBSCRIPTION_STATES } from "#shared/billing-policy";
import { checkForm } from "#web/components/form/form-check";
import { planChangeSchema } from "#shared/schemas/subscriptions";
import {
  canCancel,
  cancelConfirmation,
  eventMemberText,
  isRunning,
  planChanges,
  planChoices,
  planFormValues,
  policyFor,
  priceText,
  unmatchedNotice,
} from "./subscription-texts";

const GHOST: Schema<"Plan"> = {
  id: "p2",
  name: "ghost",
  displayName: "Ghost",
  pricePerMonth: "5200.00",
  pricePerWeek: "1400.00",
  estimatesQuota: 9,
  appraisalsQuota: 5,
  engineerAssignmentsQuota: 2,
  attorneyAssistanceQuota: 0,
  description: null,
  isActive: true,
};

test("the policy that explains a state: the cancellation policy for a cancelled one, else the late-payment policy", () => {
  expect(policyFor("suspended")).toBe(LATE_PAYMENT_POLICY);
  expect(policyFor("cancelled")).toBe(CANCELLATION_POLICY);
});

test("only a running package blocks activation; only a running, uncancelled one can be cancelled", () => {
  expect(SUBSCRIPTION_STATES.filter((state) => isRunning({ state }))).toEqual(["active", "suspended"]);
  expect(isRunning(null)).toBe(false);
  expect(canCancel({ state: "active", cancelledAt: null })).toBe(true);
  expect(canCancel({ state: "suspended", cancelledAt: null })).toBe(true);
  expect(canCancel({ state: "active", cancelledAt: "2026-12-01T00:00:00.000Z" })).toBe(false);
  expect(canCancel({ state: "terminated", cancelledAt: null })).toBe(false);
});

test("prices, the cancel confirm and events read as words", () => {
  expect(priceText("5200.00", "monthly")).toBe("$5,200.00 / month");
  expect(priceText("1400", "weekly")).toBe("$1,400.00 / week");
  expect(cancelConfirmation("jane1", { planDisplayName: "Ghost", dueDate: "2026-12-24" })).toBe(
    `Cancel the Ghost package of jane1 at the end of the paid period? It runs until 2026-12-24 and is then not renewed. ${CANCELLATION_POLICY}`,
  );
  expect(eventMemberText({ username: "jane1", clientReferenceId: "u1" })).toBe("jane1");
  expect(eventMemberText({ username: null, clientReferenceId: "u-404" })).toBe("unknown reference u-404");
  expect(eventMemberText({ username: null, clientReferenceId: null })).toBe("no member reference");
  expect(unmatchedNotice(1)).toBe("1 payment could not be applied and needs an operator.");
  expect(unmatchedNotice(3)).toBe("3 payments could not be applied and need an operator.");
});

test("the packages offered: §9 order, prices named, one off sale listed but not choosable", () => {
  expect(planChoices(undefined).map((c) => c.value)).toEqual(["phantom", "ghost", "assassin"]);
  const choices = planChoices([GHOST, { ...GHOST, id: "p1", name: "phantom", displayName: "Phantom", isActive: false }]);
  expect(choices[1]).toEqual({ value: "ghost", label: "Ghost — $5,200.00 / month or $1,400.00 / week", disabled: false });
  expect(choices[0]).toEqual({ value: "phantom", label: "Phantom (not on sale)", disabled: true });
});

test("a plan edit sends only what changed; nothing changed is refused by the shared schema", () => {
  const before = planFormValues(GHOST);
  expect(before.estimatesQuota).toBe("9");
  expect(planChanges(before, { ...before, estimatesQuota: "12", isActive: false })).toEqual({ estimatesQuota: "12", isActive: false });
  const nothing = checkForm(planChangeSchema, planChanges(before, before));
  expect(nothing.ok).toBe(false);
  if (!nothing.ok) expect(nothing.problem.summary).toBe("Nothing to change");
  const bad = checkForm(planChangeSchema, planChanges(before, { ...before, appraisalsQuota: "-1", pricePerWeek: "12.345" }));
  expect(bad.ok).toBe(false);
  if (!bad.ok) {
    expect(bad.problem.fields.appraisalsQuota).toBe("Quota must be a whole number from 0 to 1000");
    expect(bad.problem.fields.pricePerWeek).toStartWith("Price must be an amount such as 5200.00");
  }
});
