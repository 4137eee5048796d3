import { expect, test } from "bun:test";
import { formatPolicyDate, policyDateText } from "./format-policy-date";

test("a setting's day reads as that day, in words", () => {
  expect(formatPolicyDate("2026-01-15")).toBe("January 15, 2026");
  expect(formatPolicyDate("2025-12-31")).toBe("December 31, 2025");
});

test("no day, or not a real day: nothing to show", () => {
  expect(formatPolicyDate("")).toBeNull();
  expect(formatPolicyDate("2026-02-30")).toBeNull();
  expect(formatPolicyDate("15/01/2026")).toBeNull();
});

test("Last Updated: the operator's day when it is a real one, else the day the text in code last changed", () => {
  expect(policyDateText("2026-01-15", "2025-12-31")).toBe("January 15, 2026");
  expect(policyDateText("", "2025-12-31")).toBe("December 31, 2025");
  expect(policyDateText("2026-02-30", "2025-12-31")).toBe("December 31, 2025");
});

test("every day of a leap year and the next reads as US English's long date", () => {
  const inWords = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
    const date = new Date(day);
    expect(formatPolicyDate(date.toISOString().slice(0, 10))).toBe(inWords.format(date));
  }
});
