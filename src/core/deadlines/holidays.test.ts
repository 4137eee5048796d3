import { expect, test } from "bun:test";
import { addBusinessDays, holidaysIn, isBusinessDay, type HolidayCalendar } from "./holidays";

const texas: HolidayCalendar = {
  holidays: ["thanksgiving", "day-after-thanksgiving", "christmas-eve", "christmas", "day-after-christmas"],
  weekendRule: "not-moved",
};
const newYork: HolidayCalendar = { holidays: ["christmas", "election-day"], weekendRule: "sunday-to-monday" };
const federal: HolidayCalendar = { holidays: ["new-years-day", "independence-day"], weekendRule: "nearest-weekday" };

test("holidays dated by rule: the fourth Thursday, the day after it, the Tuesday after the first Monday", () => {
  expect([...holidaysIn(texas, 2026)]).toEqual(["2026-11-26", "2026-11-27", "2026-12-24", "2026-12-25", "2026-12-26"]);
  // 2026: Nov 2 is the first Monday, so election day is Nov 3.
  expect(holidaysIn(newYork, 2026).has("2026-11-03")).toBe(true);
});

test("a holiday on a weekend: kept where it falls, moved to Monday after a Sunday, or to the nearest weekday", () => {
  // Christmas 2022 was a Sunday.
  expect(holidaysIn(newYork, 2022).has("2022-12-26")).toBe(true);
  // July 4th 2026 is a Saturday: the nearest weekday is Friday the 3rd.
  expect(holidaysIn(federal, 2026).has("2026-07-03")).toBe(true);
  // Texas does not move Dec 26, 2026, a Saturday.
  expect(holidaysIn(texas, 2026).has("2026-12-26")).toBe(true);
  expect(isBusinessDay("2026-12-28", texas)).toBe(true);
});

test("a next year's holiday observed on this year's last day: New Year's Day 2022, a Saturday, on Friday Dec 31, 2021", () => {
  expect(isBusinessDay("2021-12-31", federal)).toBe(false);
  expect(addBusinessDays("2021-12-30", 1, federal)).toBe("2022-01-03");
});
