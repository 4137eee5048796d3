import { expect, test } from "bun:test";
import { indexWithin, nextIndex } from "./rotation";

test("steps in order and wraps from the last to the first", () => {
  const seen = [0];
  for (let i = 0; i < 7; i += 1) seen.push(nextIndex(seen.at(-1)!, 3));
  expect(seen).toEqual([0, 1, 2, 0, 1, 2, 0, 1]);
});

test("one item stays; no item is index 0", () => {
  expect(nextIndex(0, 1)).toBe(0);
  expect(nextIndex(0, 0)).toBe(0);
});

test("an index from a longer list stays inside a shorter one", () => {
  expect(indexWithin(4, 3)).toBe(1);
  expect(indexWithin(2, 3)).toBe(2);
  expect(indexWithin(5, 0)).toBe(0);
});
