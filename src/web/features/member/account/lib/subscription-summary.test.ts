import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { CANCELLATION_POLICY, LATE_PAYMENT_POLICY } from "#shared/billing-policy";
import { showsQuotas, splitDays, subscriptionFacts, subscriptionNotice, terminationDay } from "./subscription-summary";

const quota = (n: number) => ({ quota: n, used: 0, remaining: n });
const GHOST: Schema<"Subscription"> = {
  id: "s1",
  userId: "u1",
  username: "jane1",
  plan: "ghost",
  planDisplayName: "Ghost",
  frequency: "monthly",
  price: "8500.00",
  state: "active",
  startDate: "2026-11-23T10:15:00.000Z",
  endDate: "2026-12-23T10:15:00.000Z",
  dueDate: "2026-12-24",
  daysPastDue: 0,
  cancelledAt: null,
  activatedBy: "admin commander",
  quotas: { estimates: quota(9), appraisals: quota(5), engineerAssignments: quota(2), attorneyAssistance: quota(0) },
};
const facts = (s: Schema<"Subscription">) => Object.fromEntries(subscriptionFacts(s).map((f) => [f.label, f.value]));

test("a paid-up package: billing, the period's days and the next payment; no notice", () => {
  expect(facts(GHOST)).toEqual({ Billing: "Monthly", Period: "2026-11-23 → 2026-12-23", "Next payment due": "2026-12-24" });
  expect(subscriptionNotice(GHOST)).toBeNull();
  expect(showsQuotas(GHOST)).toBe(true);
});

test("suspended: the late payment and its days, the termination day, and the policy that stops new claims", () => {
  const late = { ...GHOST, state: "suspended" as const, daysPastDue: 2 };
  expect(facts(late)["Payment due"]).toBe("2026-12-24 (2 days late)");
  expect(subscriptionNotice(late)).toEqual({
    tone: "warn",
    text: "Suspended: the payment due 2026-12-24 is 2 days late. Unless it is paid, the package is terminated on 2026-12-28.",
    policy: LATE_PAYMENT_POLICY,
    policyName: "Late-payment policy",
    offerPackages: false,
  });
  expect(LATE_PAYMENT_POLICY).toContain("no new claims can be filed until it is paid");
  expect(facts({ ...late, daysPastDue: 1 })["Payment due"]).toBe("2026-12-24 (1 day late)");
  expect(showsQuotas(late)).toBe(true);
});

test("the termination day is the policy's first day of termination (day 4), across a month's end", () => {
  expect(terminationDay("2026-12-24")).toBe("2026-12-28");
  expect(terminationDay("2026-12-30")).toBe("2027-01-03");
});

test("cancelled at period end: runs until the due date, no next payment", () => {
  const cancelling = { ...GHOST, cancelledAt: "2026-12-01T09:00:00.000Z" };
  expect(facts(cancelling)["Runs until"]).toBe("2026-12-24");
  expect(facts(cancelling)["Next payment due"]).toBeUndefined();
  expect(subscriptionNotice(cancelling)).toMatchObject({
    tone: "info",
    policy: CANCELLATION_POLICY,
    policyName: "Cancellation policy",
    offerPackages: false,
  });
  expect(showsQuotas(cancelling)).toBe(true);
});

test("an ended package shows no quotas and no payment to make, and points to the packages", () => {
  const terminated = { ...GHOST, state: "terminated" as const, daysPastDue: 5 };
  expect(facts(terminated)["Missed payment"]).toBe("2026-12-24");
  expect(subscriptionNotice(terminated)).toEqual({
    tone: "bad",
    text: "Terminated: the payment due 2026-12-24 was not made.",
    policy: LATE_PAYMENT_POLICY,
    policyName: "Late-payment policy",
    offerPackages: true,
  });
  expect(showsQuotas(terminated)).toBe(false);
  const ended = { ...GHOST, state: "cancelled" as const, cancelledAt: "2026-12-01T09:00:00.000Z", daysPastDue: 3 };
  expect(facts(ended).Ended).toBe("2026-12-24");
  expect(subscriptionNotice(ended)).toMatchObject({ tone: "info", policy: CANCELLATION_POLICY, offerPackages: true });
  expect(showsQuotas(ended)).toBe(false);
  expect(subscriptionNotice(null)).toBeNull();
});

test("dates are kept whole for the line breaks; the words around them are left as they are", () => {
  expect(splitDays("2026-11-23 → 2026-12-23")).toEqual([
    { text: "2026-11-23", day: true },
    { text: " → ", day: false },
    { text: "2026-12-23", day: true },
  ]);
  expect(splitDays("Monthly")).toEqual([{ text: "Monthly", day: false }]);
  expect(
    splitDays("2026-12-24 (2 days late)")
      .map((p) => p.text)
      .join(""),
  ).toBe("2026-12-24 (2 days late)");
});
