// The member's activity list shows words for every action, and a sentence for one it does not know.
import { expect, test } from "bun:test";
import { ACTIVITY_NAMES, activityName, MEMBER_ACTIVITY_ACTIONS } from "./activity-words";

test("every member action has words of its own, none of them a key", () => {
  for (const action of MEMBER_ACTIVITY_ACTIONS) {
    expect(activityName(action)).toBe(ACTIVITY_NAMES[action]);
    expect(ACTIVITY_NAMES[action]).not.toMatch(/[._]/);
  }
  expect(new Set(Object.values(ACTIVITY_NAMES)).size).toBe(MEMBER_ACTIVITY_ACTIONS.length);
});

test("an action from a newer server reads as words", () => {
  expect(activityName("claim.reopened")).toBe("Claim reopened");
  expect(activityName("quota_reset.done")).toBe("Quota reset done");
});
