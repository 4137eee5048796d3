import { expect, test } from "bun:test";
import { formatDollars, groupDigits } from "./number-text";

test("groupDigits groups a whole number by thousands as en-US does", () => {
  for (const value of [0, 7, 999, 1000, 52_428_800, 104_857_600, 1_234_567_890]) {
    expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
  }
  expect(groupDigits("1234567")).toBe("1,234,567");
});

test("formatDollars groups thousands, keeps two cents digits without a float, and shows none as a dash", () => {
  expect(formatDollars("52000.5")).toBe("$52,000.50");
  expect(formatDollars("1234567.00")).toBe("$1,234,567.00");
  expect(formatDollars("999")).toBe("$999.00");
  expect(formatDollars("0.00")).toBe("$0.00");
  expect(formatDollars("-12.30")).toBe("-$12.30");
  expect(formatDollars("0.125")).toBe("$0.12");
  expect(formatDollars(null)).toBe("—");
  expect(formatDollars(undefined)).toBe("—");
  expect(formatDollars("")).toBe("—");
});
