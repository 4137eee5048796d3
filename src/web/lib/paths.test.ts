import { describe, expect, test } from "bun:test";
import { isLandingPath, isTopBarVisible, normalizePath } from "./paths";

describe("isTopBarVisible", () => {
  test.each([
    ["/", false],
    ["/home", false],
    ["/home/", false],
    ["/demo", false],
    ["/navigation", true],
    ["/admin", true],
    ["/homepage", true],
    ["/some/unknown/path", true],
  ])("%s → %p", (path, visible) => {
    expect(isTopBarVisible(path)).toBe(visible);
  });
});

describe("isLandingPath", () => {
  test.each([
    ["/", true],
    ["/home", true],
    ["/home/", true],
    ["/demo", false],
    ["/appraisers", false],
  ])("%s → %p", (path, landing) => {
    expect(isLandingPath(path)).toBe(landing);
  });
});

test("normalizePath keeps the root and strips trailing slashes", () => {
  expect(normalizePath("/")).toBe("/");
  expect(normalizePath("//")).toBe("/");
  expect(normalizePath("/a/b//")).toBe("/a/b");
});
