import { expect, test } from "bun:test";
import { PACKAGE_ORDER } from "#shared/package-facts";
import { stepPackage } from "./package-carousel";

test.each([
  ["phantom", 1, "ghost"],
  ["ghost", 1, "assassin"],
  ["assassin", 1, "phantom"],
  ["phantom", -1, "assassin"],
  ["ghost", -1, "phantom"],
  ["assassin", -1, "ghost"],
] as const)("%s %p → %s (wrapping at both ends)", (from, step, to) => {
  expect(stepPackage(PACKAGE_ORDER, from, step)).toBe(to);
});

test("only the packages on sale take part; one alone steps to itself; none gives nothing", () => {
  expect(stepPackage(["phantom", "assassin"], "assassin", 1)).toBe("phantom");
  expect(stepPackage(["ghost"], "ghost", -1)).toBe("ghost");
  expect(stepPackage(["phantom", "ghost"], "assassin", 1)).toBe("phantom");
  expect(stepPackage([], "ghost", 1)).toBeUndefined();
});
