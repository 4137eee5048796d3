import { expect, test } from "bun:test";
import { fold, sparkline } from "./sparkline";

test("one block per value: zero the lowest, the largest the full block, anything above zero above the floor", () => {
  expect(sparkline([0, 1, 2, 3, 4, 5, 6, 7])).toBe("▁▂▃▄▅▆▇█");
  expect(sparkline([0, 0, 0])).toBe("▁▁▁");
  expect(sparkline([1, 1000])).toBe("▂█");
  expect(sparkline([])).toBe("");
});

test("a series longer than its room is folded, neighbours added together", () => {
  expect(fold([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([6, 15, 7]);
  expect(fold([1, 2, 3], 5)).toEqual([1, 2, 3]);
  const year = Array.from({ length: 365 }, (_, i) => (i === 364 ? 10 : 0));
  const line = sparkline(year, 60);
  expect(line.length).toBeLessThanOrEqual(60);
  expect(line.at(-1)).toBe("█");
  expect(new Set(line.slice(0, -1))).toEqual(new Set(["▁"]));
});
