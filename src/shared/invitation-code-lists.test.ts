import { describe, expect, test } from "bun:test";
import {
  assigneeFullName,
  canAssignCode,
  canExtendCode,
  canUnassignCode,
  codeCounters,
  codeStateOf,
  codesWithStatus,
  isExpiredAt,
} from "./invitation-code-lists";
import type { InvitationCodeView } from "./answers/invitation-codes";

const free = { isUsed: false, assigneeUsername: null, isExpired: false };
const assigned = { isUsed: false, assigneeUsername: "jdoe", isExpired: false };
const used = { isUsed: true, assigneeUsername: null, isExpired: false };
const usedAfterAssignment = { isUsed: true, assigneeUsername: "jdoe", isExpired: false };
const expired = { isUsed: false, assigneeUsername: null, isExpired: true };
const expiredAssigned = { isUsed: false, assigneeUsername: "jdoe", isExpired: true };

describe("code state rules", () => {
  test.each([
    ["free", free, "unassigned", true, false],
    ["assigned", assigned, "assigned", false, true],
    ["used", used, "used", false, false],
    ["used after assignment", usedAfterAssignment, "used", false, false],
    ["expired", expired, "expired", false, false],
    ["expired while assigned", expiredAssigned, "expired", false, true],
  ] as const)("%s code: state %s, can assign %p, can unassign %p", (_, code, state, assignable, unassignable) => {
    expect(codeStateOf(code)).toBe(state);
    expect(canAssignCode(code)).toBe(assignable);
    expect(canUnassignCode(code)).toBe(unassignable);
  });

  test("only an unused code can have its expiry set again", () => {
    expect(canExtendCode(expired)).toBe(true);
    expect(canExtendCode(free)).toBe(true);
    expect(canExtendCode(used)).toBe(false);
  });

  test("a code is expired from the instant of its expiry on, and never once used", () => {
    const at = new Date("2026-11-23T12:00:00Z");
    expect(isExpiredAt({ isUsed: false, expiresAt: null }, at)).toBe(false);
    expect(isExpiredAt({ isUsed: false, expiresAt: new Date(at.getTime() + 1) }, at)).toBe(false);
    expect(isExpiredAt({ isUsed: false, expiresAt: at }, at)).toBe(true);
    expect(isExpiredAt({ isUsed: true, expiresAt: new Date(0) }, at)).toBe(false);
  });

  test("expired codes count in Total and Expired, not in Active; 'all' lists them", () => {
    const view = (code: string, createdAt: string) => ({ code, createdAt }) as InvitationCodeView;
    const lists = {
      unused: [view("A", "2026-01-03")],
      used: [view("B", "2026-01-01")],
      assigned: [],
      unassigned: [view("A", "2026-01-03")],
      expired: [view("C", "2026-01-02")],
    };
    expect(codeCounters(lists)).toEqual({ active: 1, used: 1, expired: 1, total: 3, assigned: 0, unassigned: 1 });
    expect(codesWithStatus(lists, "all").map((c) => c.code)).toEqual(["A", "C", "B"]);
  });

  test("assigneeFullName joins the names that are present", () => {
    expect(assigneeFullName({ assigneeFirstName: "Jane", assigneeLastName: "Doe" })).toBe("Jane Doe");
    expect(assigneeFullName({ assigneeFirstName: null, assigneeLastName: null })).toBe("");
  });
});
