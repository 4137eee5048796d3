import { expect, test } from "bun:test";
import { SUBSCRIPTION_STATES } from "#shared/billing-policy";
import { QUOTA_NAMES, quotaShare, quotaText, stateDetail, stateName } from "./subscription-view-texts";

test("every state of the policy has a name", () => {
  expect(SUBSCRIPTION_STATES.map(stateName)).toEqual(["Active", "Suspended", "Terminated", "Cancelled", "No package"]);
});

test("the state's line follows the policy: suspended days 1-3, terminated from day 4, cancelled runs to its due date", () => {
  const base = { dueDate: "2026-12-24", daysPastDue: 0, cancelledAt: null };
  expect(stateDetail({ ...base, state: "active" })).toBe("Paid up; next payment due 2026-12-24");
  expect(stateDetail({ ...base, state: "active", cancelledAt: "2026-12-01T10:00:00.000Z" })).toBe(
    "Cancelled at period end: runs until 2026-12-24, then ends",
  );
  expect(stateDetail({ ...base, state: "suspended", daysPastDue: 1 })).toBe(
    "1 day past due: no new claims until paid; terminated from day 4",
  );
  expect(stateDetail({ ...base, state: "suspended", daysPastDue: 3 })).toStartWith("3 days past due");
  expect(stateDetail({ ...base, state: "terminated", daysPastDue: 4 })).toBe(
    "Terminated: the payment due 2026-12-24 was not made; it cannot be reinstated",
  );
  expect(stateDetail({ ...base, state: "cancelled", daysPastDue: 2 })).toBe("Cancelled; ended on 2026-12-24");
});

test("a quota reads as used of the package's number and what is left", () => {
  expect(quotaText({ quota: 9, used: 3, remaining: 6 })).toBe("3 / 9 used · 6 left");
  expect(QUOTA_NAMES.map((q) => q.key)).toEqual(["estimates", "appraisals", "engineerAssignments", "attorneyAssistance"]);
});

test("a bar fills with the used share, in whole percent, never past its ends", () => {
  expect(quotaShare({ quota: 9, used: 0 })).toBe(0);
  expect(quotaShare({ quota: 9, used: 3 })).toBe(33);
  expect(quotaShare({ quota: 2, used: 1 })).toBe(50);
  expect(quotaShare({ quota: 5, used: 5 })).toBe(100);
  // An admin lowered the quota below what was already used: the bar is full, not wider.
  expect(quotaShare({ quota: 2, used: 3 })).toBe(100);
  // A service not included has no share (and no bar).
  expect(quotaShare({ quota: 0, used: 0 })).toBe(0);
});
