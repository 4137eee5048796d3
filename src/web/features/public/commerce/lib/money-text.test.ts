import { expect, test } from "bun:test";
import { centsOf, priceText, usdText, wholeDollars } from "./money-text";

test.each([
  ["5200.00", "$5,200"],
  ["1625.00", "$1,625"],
  ["2656.00", "$2,656"],
  ["15000.00", "$15,000"],
  ["2656.5", "$2,656.50"],
  ["0.05", "$0.05"],
  ["abc", "—"],
  ["-5.00", "—"],
])("priceText(%p) = %p", (decimal, text) => {
  expect(priceText(decimal)).toBe(text);
});

test("cents and whole dollars of a decimal string", () => {
  expect(centsOf("8500.00")).toBe(850000);
  expect(centsOf("1.5")).toBe(150);
  expect(centsOf("1.555")).toBeNull();
  expect(wholeDollars("4500.99")).toBe(4500);
});

test.each([
  [52_000, "$52,000"],
  [208_000, "$208,000"],
  [765_000, "$765,000"],
  [2_100_000, "$2.1M"],
  [1_500, "$1,500"],
])("usdText(%p) = %p", (dollars, text) => {
  expect(usdText(dollars)).toBe(text);
});
