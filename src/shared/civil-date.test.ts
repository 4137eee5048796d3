import { expect, test } from "bun:test";
import { addMonths, isCivilDate, todayIn } from "./civil-date";

test("a civil date is a real day of the calendar", () => {
  expect(isCivilDate("2024-02-29")).toBe(true);
  expect(isCivilDate("2023-02-29")).toBe(false);
  expect(isCivilDate("2026-13-01")).toBe(false);
  expect(isCivilDate("2026-1-01")).toBe(false);
});

test("months later lands on the month's last day when it is shorter", () => {
  expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
  expect(addMonths("2026-11-30", 18)).toBe("2028-05-30");
});

test("today is the date where the claim is: 03:00 UTC is still yesterday in Texas", () => {
  expect(todayIn(new Date("2026-11-28T03:00:00Z"), "America/Chicago")).toBe("2026-11-27");
  expect(todayIn(new Date("2026-11-28T03:00:00Z"), "America/New_York")).toBe("2026-11-27");
  expect(todayIn(new Date("2026-11-28T07:00:00Z"), "America/New_York")).toBe("2026-11-28");
});
