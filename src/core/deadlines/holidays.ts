// The holidays a business-day count skips. Each rule pack names its calendar: the holidays the
// state's law names, and how one that falls on a weekend is observed. A business day is a weekday
// that is not one of them.
import { addDays, civilDate, weekday, yearOf, type CivilDate } from "#shared/civil-date";

/** The n-th (1-based; -1 the last) given weekday of a month. */
function nthWeekday(year: number, month: number, day: number, n: number): CivilDate {
  if (n > 0) {
    const first = civilDate(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = civilDate(year, month + 1, 0);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

const MONDAY = 1;
const THURSDAY = 4;

/** The holidays any calendar may name, each by the rule that dates it in a year. */
export const HOLIDAY_DATES = {
  "new-years-day": (y: number) => civilDate(y, 1, 1),
  "martin-luther-king-day": (y: number) => nthWeekday(y, 1, MONDAY, 3),
  "presidents-day": (y: number) => nthWeekday(y, 2, MONDAY, 3),
  "memorial-day": (y: number) => nthWeekday(y, 5, MONDAY, -1),
  juneteenth: (y: number) => civilDate(y, 6, 19),
  "independence-day": (y: number) => civilDate(y, 7, 4),
  "labor-day": (y: number) => nthWeekday(y, 9, MONDAY, 1),
  "columbus-day": (y: number) => nthWeekday(y, 10, MONDAY, 2),
  "veterans-day": (y: number) => civilDate(y, 11, 11),
  thanksgiving: (y: number) => nthWeekday(y, 11, THURSDAY, 4),
  "day-after-thanksgiving": (y: number) => addDays(nthWeekday(y, 11, THURSDAY, 4), 1),
  "christmas-eve": (y: number) => civilDate(y, 12, 24),
  christmas: (y: number) => civilDate(y, 12, 25),
  "day-after-christmas": (y: number) => civilDate(y, 12, 26),
  "lincolns-birthday": (y: number) => civilDate(y, 2, 12),
  "confederate-heroes-day": (y: number) => civilDate(y, 1, 19),
  "texas-independence-day": (y: number) => civilDate(y, 3, 2),
  "san-jacinto-day": (y: number) => civilDate(y, 4, 21),
  "lyndon-baines-johnson-day": (y: number) => civilDate(y, 8, 27),
  /** The Tuesday after the first Monday of November. */
  "election-day": (y: number) => addDays(nthWeekday(y, 11, MONDAY, 1), 1),
} as const;

export type HolidayName = keyof typeof HOLIDAY_DATES;

/**
 * How a holiday on a weekend is kept: not at all (the law names the date only), on the Monday
 * after a Sunday, or on the nearest weekday (Friday for a Saturday, Monday for a Sunday).
 */
export type WeekendRule = "not-moved" | "sunday-to-monday" | "nearest-weekday";

export type HolidayCalendar = { holidays: readonly HolidayName[]; weekendRule: WeekendRule };

function observed(date: CivilDate, rule: WeekendRule): CivilDate {
  const day = weekday(date);
  if (rule === "not-moved") return date;
  if (day === 0) return addDays(date, 1);
  if (day === 6 && rule === "nearest-weekday") return addDays(date, -1);
  return date;
}

/** The days a calendar keeps in `year`, as observed. */
export function holidaysIn(calendar: HolidayCalendar, year: number): Set<CivilDate> {
  const days = new Set<CivilDate>();
  for (const name of calendar.holidays) days.add(observed(HOLIDAY_DATES[name](year), calendar.weekendRule));
  return days;
}

export function isBusinessDay(date: CivilDate, calendar: HolidayCalendar, cache = new Map<number, Set<CivilDate>>()): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  const year = yearOf(date);
  let holidays = cache.get(year);
  if (!holidays) {
    // A holiday of next year may be observed on this year's last day (a Saturday New Year's Day).
    holidays = new Set([...holidaysIn(calendar, year), ...holidaysIn(calendar, year + 1)]);
    cache.set(year, holidays);
  }
  return !holidays.has(date);
}

/** The `count`-th business day after `start` (the start's own day is not counted). */
export function addBusinessDays(start: CivilDate, count: number, calendar: HolidayCalendar): CivilDate {
  const cache = new Map<number, Set<CivilDate>>();
  let date = start;
  for (let counted = 0; counted < count;) {
    date = addDays(date, 1);
    if (isBusinessDay(date, calendar, cache)) counted++;
  }
  return date;
}
