import { describe, expect, test } from "bun:test";
import { DEMO_CYCLE_MS, DEMO_STEPS, delayBeforeStep, demoFlippedAt } from "./process-demo";

describe("the auto-demo schedule (§2.6, §9)", () => {
  test("cards flip one by one at 1-5 s, all unflip at 8 s, and the cycle is 10 s", () => {
    expect(DEMO_STEPS).toEqual([
      { atMs: 1000, flipped: 1 },
      { atMs: 2000, flipped: 2 },
      { atMs: 3000, flipped: 3 },
      { atMs: 4000, flipped: 4 },
      { atMs: 5000, flipped: 5 },
      { atMs: 8000, flipped: 0 },
    ]);
    expect(DEMO_CYCLE_MS).toBe(10_000);
  });

  test.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [2500, 2],
    [4999, 4],
    [5000, 5],
    [7999, 5],
    [8000, 0],
    [10_999, 0],
    [11_000, 1],
    [15_000, 5],
    [18_000, 0],
    [21_000, 1],
  ])("at %i ms, %i card(s) flipped", (elapsed, flipped) => {
    expect(demoFlippedAt(elapsed)).toBe(flipped);
  });

  test("the timers' waits add up to the same moments, cycle after cycle", () => {
    const moments: number[] = [];
    let t = 0;
    for (let i = 0; i < 13; i += 1) moments.push((t += delayBeforeStep(i)));
    expect(moments).toEqual([1000, 2000, 3000, 4000, 5000, 8000, 11_000, 12_000, 13_000, 14_000, 15_000, 18_000, 21_000]);
  });
});
