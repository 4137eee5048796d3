import { describe, expect, test } from "bun:test";
import { assigneeFullName, canAssignCode, canUnassignCode, codeStateOf } from "./invitation-code-lists";

const free = { isUsed: false, assigneeUsername: null };
const assigned = { isUsed: false, assigneeUsername: "jdoe" };
const used = { isUsed: true, assigneeUsername: null };
const usedAfterAssignment = { isUsed: true, assigneeUsername: "jdoe" };

describe("code state rules", () => {
  test.each([
    ["free", free, "unassigned", true, false],
    ["assigned", assigned, "assigned", false, true],
    ["used", used, "used", false, false],
    ["used after assignment", usedAfterAssignment, "used", false, false],
  ] as const)("%s code: state %s, can assign %p, can unassign %p", (_, code, state, assignable, unassignable) => {
    expect(codeStateOf(code)).toBe(state);
    expect(canAssignCode(code)).toBe(assignable);
    expect(canUnassignCode(code)).toBe(unassignable);
  });

  test("assigneeFullName joins the names that are present", () => {
    expect(assigneeFullName({ assigneeFirstName: "Jane", assigneeLastName: "Doe" })).toBe("Jane Doe");
    expect(assigneeFullName({ assigneeFirstName: null, assigneeLastName: null })).toBe("");
  });
});
