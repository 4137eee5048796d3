import { expect, test } from "bun:test";
import { formatUtcMinute } from "./format-time-short";

test("a time reads in UTC to the minute; none or garbage reads as a dash", () => {
  expect(formatUtcMinute("2026-11-23T14:05:59.999Z")).toBe("2026-11-23 14:05");
  expect(formatUtcMinute("2026-11-23T23:30:00-02:00")).toBe("2026-11-24 01:30");
  expect(formatUtcMinute(null)).toBe("—");
  expect(formatUtcMinute("not a date")).toBe("—");
});
