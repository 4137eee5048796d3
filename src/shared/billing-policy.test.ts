import { describe, expect, test } from "bun:test";
import { daysPastDue, firstDueDate, LATE_PAYMENT_POLICY, nextDueDate, subscriptionStateOn } from "./billing-policy";

const d = (iso: string) => new Date(iso);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe("due dates (§9)", () => {
  test("monthly: 30 days from the day after the purchase, whatever the hour", () => {
    expect(day(firstDueDate("monthly", d("2026-03-10T00:00:01Z")))).toBe("2026-04-10");
    expect(day(firstDueDate("monthly", d("2026-03-10T23:59:59Z")))).toBe("2026-04-10");
    expect(day(firstDueDate("monthly", d("2026-12-31T12:00:00Z")))).toBe("2027-01-31");
  });

  test("weekly: 7 days after the purchase, then 7 days after each payment", () => {
    expect(day(firstDueDate("weekly", d("2026-03-10T15:00:00Z")))).toBe("2026-03-17");
    expect(day(nextDueDate("weekly", d("2026-03-17T00:00:00Z"), d("2026-03-15T09:00:00Z")))).toBe("2026-03-22");
  });

  test("monthly renewals keep the rhythm: the settled due date + 30 days, early or late", () => {
    expect(day(nextDueDate("monthly", d("2026-04-10T00:00:00Z"), d("2026-04-02T10:00:00Z")))).toBe("2026-05-10");
    expect(day(nextDueDate("monthly", d("2026-04-10T00:00:00Z"), d("2026-04-12T10:00:00Z")))).toBe("2026-05-10");
  });
});

describe("state from the due date", () => {
  const due = d("2026-04-10T00:00:00Z");
  const running = { dueDate: due, cancelledAt: null, isActive: true };
  test.each([
    ["2026-04-01T08:00:00Z", 0, "active"],
    ["2026-04-10T23:59:59Z", 0, "active"],
    ["2026-04-11T00:00:00Z", 1, "suspended"],
    ["2026-04-13T23:00:00Z", 3, "suspended"],
    ["2026-04-14T00:00:00Z", 4, "terminated"],
    ["2026-07-01T00:00:00Z", 82, "terminated"],
  ] as const)("on %s: %i day(s) past due → %s", (now, late, state) => {
    expect(Math.max(0, daysPastDue(due, d(now)))).toBe(late);
    expect(subscriptionStateOn(running, d(now))).toBe(state);
  });

  test("a cancelled subscription runs to its due date, then reads cancelled (never late)", () => {
    const cancelled = { ...running, cancelledAt: d("2026-03-20T00:00:00Z") };
    expect(subscriptionStateOn(cancelled, d("2026-04-10T12:00:00Z"))).toBe("active");
    expect(subscriptionStateOn(cancelled, d("2026-04-11T00:00:00Z"))).toBe("cancelled");
    expect(subscriptionStateOn(cancelled, d("2026-05-30T00:00:00Z"))).toBe("cancelled");
  });
});

test("the late-payment words state every element of the rule in force (terms page, §4): due date, no grace, days 1-3, day 4", () => {
  for (const element of [
    "due on the scheduled billing date",
    "no grace periods and no extensions",
    "1 to 3 days late suspends the subscription and locks the account",
    "From the 4th day late the subscription is terminated permanently and cannot be reinstated",
  ])
    expect(LATE_PAYMENT_POLICY).toContain(element);
});
