// isoTime writes exactly what Date#toISOString writes, across days, years, leap days and the
// edges of a day, in any order of calls (its one-day memo must never leak into another day).
import { expect, test } from "bun:test";
import { isoTime } from "./iso-time";

const same = (ms: number) => expect(isoTime(ms)).toBe(new Date(ms).toISOString());

test("every edge of a day, and days either side of leap days and years", () => {
  for (const day of ["1970-01-01", "1999-12-31", "2000-02-29", "2024-02-29", "2026-11-24", "2100-03-01", "9999-12-31"]) {
    const start = Date.parse(`${day}T00:00:00.000Z`);
    for (const offset of [0, 1, 999, 1000, 59_999, 60_000, 3_599_999, 3_600_000, 43_200_000, 86_399_999, 86_400_000, -1]) same(start + offset);
  }
});

test("random times over two centuries, in random order, match toISOString", () => {
  const from = Date.parse("1950-01-01T00:00:00.000Z");
  const to = Date.parse("2150-01-01T00:00:00.000Z");
  for (let i = 0; i < 50_000; i++) same(from + Math.floor(Math.random() * (to - from)));
});

test("a fraction of a millisecond is dropped as a Date drops it", () => {
  for (const ms of [1.5, 999.999, -0.5, -1.5, 1_700_000_000_000.7]) same(ms);
});

test("consecutive times of one page (a minute apart) share their day and stay exact", () => {
  const start = Date.parse("2026-11-23T23:58:00.123Z");
  for (let i = 0; i < 500; i++) same(start + i * 60_000);
});

test("a time outside the Date range is refused as toISOString refuses it", () => {
  expect(() => isoTime(8.64e15 + 1)).toThrow(RangeError);
  expect(() => isoTime(-8.64e15 - 1)).toThrow(RangeError);
  same(8.64e15);
  same(-8.64e15);
  expect(() => isoTime(Number.NaN)).toThrow(RangeError);
});
