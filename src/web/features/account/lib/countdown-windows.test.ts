import { expect, test } from "bun:test";
import { badgesOf, windowState, windowsToStart } from "./countdown-windows";

const none = { purchaseDeadline: null, accessDeadline: null, hasPurchaseCountdown: false, hasAccessCountdown: false };
const both = { purchaseDeadline: "2030-01-04T00:00:00.000Z", accessDeadline: "2030-01-08T00:00:00.000Z", hasPurchaseCountdown: true, hasAccessCountdown: true };

test("before the first start both windows are to be started and no badge shows", () => {
  expect(windowsToStart(none)).toEqual(["purchase", "access"]);
  expect(badgesOf(none)).toEqual([]);
});

test("started windows show a badge each, purchase first, and nothing is started again", () => {
  expect(windowsToStart(both)).toEqual([]);
  expect(badgesOf(both)).toEqual([
    { kind: "purchase", deadline: both.purchaseDeadline },
    { kind: "access", deadline: both.accessDeadline },
  ]);
});

test("only the missing window is started; its badge waits for it", () => {
  const onlyAccess = { ...none, accessDeadline: both.accessDeadline, hasAccessCountdown: true };
  expect(windowsToStart(onlyAccess)).toEqual(["purchase"]);
  expect(badgesOf(onlyAccess)).toEqual([{ kind: "access", deadline: both.accessDeadline }]);
});

test("no status (signed out, not loaded) shows no badge", () => {
  expect(badgesOf(null)).toEqual([]);
  expect(badgesOf(undefined)).toEqual([]);
});

test("a window is running until its deadline and expired from it on", () => {
  const deadline = "2030-01-04T00:00:00.000Z";
  const at = new Date(deadline).getTime();
  expect(windowState(null, at)).toBe("not started");
  expect(windowState(deadline, at - 1)).toBe("running");
  expect(windowState(deadline, at)).toBe("expired");
});
