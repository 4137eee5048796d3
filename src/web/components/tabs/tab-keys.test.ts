import { expect, test } from "bun:test";
import { nextTabIndex } from "./tab-keys";

test.each([
  [0, "ArrowRight", 6, 1],
  [5, "ArrowRight", 6, 0],
  [0, "ArrowLeft", 6, 5],
  [3, "ArrowDown", 6, 4],
  [3, "ArrowUp", 6, 2],
  [3, "Home", 6, 0],
  [3, "End", 6, 5],
  [3, "Enter", 6, undefined],
  [0, "ArrowRight", 0, undefined],
])("from %p, %s with %p tabs → %p", (current, key, count, expected) => {
  expect(nextTabIndex(current, key, count)).toBe(expected);
});
