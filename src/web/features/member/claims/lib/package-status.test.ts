import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { LATE_PAYMENT_POLICY } from "#shared/billing-policy";
import { packageNotice, quotaRows, remainingOf } from "./package-status";

const quota = (quota: number, used: number) => ({ quota, used, remaining: quota - used });

function subscription(overrides: Partial<Schema<"Subscription">> = {}): Schema<"Subscription"> {
  return {
    id: "s1",
    userId: "u1",
    username: "jane",
    plan: "phantom",
    planDisplayName: "Phantom",
    frequency: "monthly",
    price: "5200.00",
    state: "active",
    startDate: "2026-11-01",
    endDate: "2026-12-01",
    dueDate: "2026-12-02",
    daysPastDue: 0,
    cancelledAt: null,
    activatedBy: "admin:commander",
    quotas: { estimates: quota(4, 1), appraisals: quota(3, 0), engineerAssignments: quota(1, 1), attorneyAssistance: quota(0, 0) },
    ...overrides,
  };
}

const answer = (
  state: Schema<"MemberSubscriptionAnswer">["state"],
  sub: Schema<"Subscription"> | null,
): Schema<"MemberSubscriptionAnswer"> => ({
  success: true,
  state,
  subscription: sub,
  policy: LATE_PAYMENT_POLICY,
});

test("the package's services with what is left; a service without quota is not the package's", () => {
  expect(quotaRows(subscription())).toEqual([
    { service: "estimate", name: "Estimate", quota: 4, used: 1, remaining: 3 },
    { service: "appraisal", name: "Appraisal", quota: 3, used: 0, remaining: 3 },
    { service: "engineer_assignment", name: "Engineer visit", quota: 1, used: 1, remaining: 0 },
  ]);
  expect(remainingOf(subscription(), "engineer_assignment")).toBe(0);
  expect(remainingOf(null, "estimate")).toBeUndefined();
});

test("an active package files claims", () => {
  expect(packageNotice(answer("active", subscription()))).toEqual({ kind: "active" });
});

test("no package says so", () => {
  expect(packageNotice(answer("none", null))).toMatchObject({ kind: "none", title: "No deployment package" });
});

test("a suspended package says why, until when, and carries the one billing policy", () => {
  const notice = packageNotice(answer("suspended", subscription({ state: "suspended", daysPastDue: 2 })));
  expect(notice).toEqual({
    kind: "blocked",
    title: "Phantom package suspended",
    text: "The payment due 2026-12-02 is 2 days late. New claims can be filed once it is paid; your claims below stay open.",
    policy: LATE_PAYMENT_POLICY,
  });
  expect(
    packageNotice(answer("suspended", subscription({ daysPastDue: 1 }))).kind === "blocked" &&
      (packageNotice(answer("suspended", subscription({ daysPastDue: 1 }))) as { text: string }).text,
  ).toContain("is 1 day late");
});

test("terminated and cancelled packages are blocked with their own words", () => {
  expect(packageNotice(answer("terminated", subscription({ state: "terminated" })))).toMatchObject({
    kind: "blocked",
    title: "Phantom package terminated",
  });
  expect(packageNotice(answer("cancelled", subscription({ state: "cancelled" })))).toMatchObject({
    kind: "blocked",
    title: "Phantom package ended",
  });
});
