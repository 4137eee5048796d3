import { expect, test } from "bun:test";
import { cursorTimeText, cursorValueText, tickSeconds, timeTickText, valueTickText } from "./chart-axis-text";

const at = (iso: string) => Date.parse(iso) / 1000;

test("time ticks are UTC: hours within a day, the date at midnight and for longer steps", () => {
  expect(timeTickText(at("2026-11-25T06:00:00Z"), 6 * 3600)).toBe("06:00");
  expect(timeTickText(at("2026-11-25T00:00:00Z"), 6 * 3600)).toBe("11-25");
  expect(timeTickText(at("2026-11-23T00:00:00Z"), 7 * 86400)).toBe("11-23");
});

test("the cursor names the bucket as the table does", () => {
  expect(cursorTimeText(at("2026-11-23T00:00:00Z"), "week")).toBe("Week from 2026-11-23");
  expect(cursorTimeText(at("2026-11-25T14:00:00Z"), "hour")).toBe("2026-11-25 14:00");
  expect(cursorTimeText(at("2026-11-25T00:00:00Z"), "day")).toBe("2026-11-25");
});

test("values: counts whole, amounts short on the axis and to the cent under the cursor", () => {
  expect(valueTickText(1200, false)).toBe("1,200");
  expect(valueTickText(1200, true)).toBe("$1.2k");
  expect(valueTickText(3_450_000, true)).toBe("$3.5M");
  expect(valueTickText(40, true)).toBe("$40");
  expect(cursorValueText(1250.5, true)).toBe("$1,250.50");
  expect(cursorValueText(null, false)).toBe("—");
});

test("x ticks sit on bucket starts: midnights of hourly data, every n-th when they would crowd", () => {
  const hours = Array.from({ length: 7 * 24 }, (_, i) => at("2026-11-19T00:00:00Z") + i * 3600);
  expect(tickSeconds(hours, "hour", 10).map((s) => timeTickText(s, 3600))).toEqual([
    "11-19",
    "11-20",
    "11-21",
    "11-22",
    "11-23",
    "11-24",
    "11-25",
  ]);
  const weeks = [at("2026-10-28T00:00:00Z"), ...Array.from({ length: 4 }, (_, i) => at("2026-11-02T00:00:00Z") + i * 7 * 86400)];
  expect(tickSeconds(weeks, "week", 8)).toEqual(weeks);
  const days = Array.from({ length: 30 }, (_, i) => at("2026-10-27T00:00:00Z") + i * 86400);
  const ticks = tickSeconds(days, "day", 6);
  expect(ticks).toHaveLength(6);
  expect(ticks[1]! - ticks[0]!).toBe(5 * 86400);
});
