import { expect, test } from "bun:test";
import { formatUtc } from "./format-time";

test("ISO time → readable UTC; missing or broken → dash", () => {
  expect(formatUtc("2025-03-04T05:06:07.890Z")).toBe("2025-03-04 05:06:07 UTC");
  expect(formatUtc(null)).toBe("—");
  expect(formatUtc(undefined)).toBe("—");
  expect(formatUtc("garbage")).toBe("—");
});
