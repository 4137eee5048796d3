import { expect, test } from "bun:test";
import { SUBSCRIPTION_STATES } from "#shared/billing-policy";
import { badgesOf, windowsApply, windowState, windowsToStart } from "./countdown-windows";

const none = { purchaseDeadline: null, accessDeadline: null, hasPurchaseCountdown: false, hasAccessCountdown: false };
const both = {
  purchaseDeadline: "2030-01-04T00:00:00.000Z",
  accessDeadline: "2030-01-08T00:00:00.000Z",
  hasPurchaseCountdown: true,
  hasAccessCountdown: true,
};

test("before the first start both windows are to be started and no badge shows", () => {
  expect(windowsToStart(none)).toEqual(["purchase", "access"]);
  expect(badgesOf(none, true)).toEqual([]);
});

test("started windows show a badge each, purchase first, and nothing is started again", () => {
  expect(windowsToStart(both)).toEqual([]);
  expect(badgesOf(both, true)).toEqual([
    { kind: "purchase", deadline: both.purchaseDeadline },
    { kind: "access", deadline: both.accessDeadline },
  ]);
});

test("only the missing window is started; its badge waits for it", () => {
  const onlyAccess = { ...none, accessDeadline: both.accessDeadline, hasAccessCountdown: true };
  expect(windowsToStart(onlyAccess)).toEqual(["purchase"]);
  expect(badgesOf(onlyAccess, true)).toEqual([{ kind: "access", deadline: both.accessDeadline }]);
});

test("no status (signed out, not loaded) shows no badge", () => {
  expect(badgesOf(null, true)).toEqual([]);
  expect(badgesOf(undefined, true)).toEqual([]);
});

test("a window is running until its deadline and expired from it on", () => {
  const deadline = "2030-01-04T00:00:00.000Z";
  const at = new Date(deadline).getTime();
  expect(windowState(null, at)).toBe("not started");
  expect(windowState(deadline, at - 1)).toBe("running");
  expect(windowState(deadline, at)).toBe("expired");
});

test("the windows bind a member without a running package; a paying one (active or suspended) is past them", () => {
  const apply = Object.fromEntries(SUBSCRIPTION_STATES.map((state) => [state, windowsApply({ state }, false)]));
  expect(apply).toEqual({ active: false, suspended: false, terminated: true, cancelled: true, none: true });
});

test("no badge for a paying member, and none until the subscription is known; a failed read shows them", () => {
  expect(badgesOf(both, windowsApply({ state: "active" }, false))).toEqual([]);
  expect(badgesOf(both, windowsApply({ state: "suspended" }, false))).toEqual([]);
  expect(badgesOf(both, windowsApply(undefined, false))).toEqual([]);
  expect(badgesOf(both, windowsApply(undefined, true)).map((b) => b.kind)).toEqual(["purchase", "access"]);
  // The package ended: the windows (and an expired access badge) are back.
  expect(badgesOf(both, windowsApply({ state: "terminated" }, false)).map((b) => b.kind)).toEqual(["purchase", "access"]);
});

test("a paying member's windows read as lifted, whatever their deadlines", () => {
  const deadline = "2030-01-04T00:00:00.000Z";
  const after = new Date(deadline).getTime() + 1;
  expect(windowState(deadline, after, false)).toBe("lifted");
  expect(windowState(null, after, false)).toBe("lifted");
  expect(windowState(deadline, after, true)).toBe("expired");
});
