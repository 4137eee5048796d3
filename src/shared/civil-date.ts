// Calendar dates as the law counts them: a day in the claim's state, written YYYY-MM-DD, never an
// instant shifted by a time zone. Arithmetic goes through UTC midnight, where every day is 24 hours.
// Shared: the server judges statuses with these, and the browser counts the days it shows with them.

/** A calendar date, YYYY-MM-DD. */
export type CivilDate = string;

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `text` names a real calendar date (2024-02-29 yes, 2023-02-29 no). */
export function isCivilDate(text: string): boolean {
  const match = SHAPE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const toUtc = (date: CivilDate): number => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const fromUtc = (ms: number): CivilDate => new Date(ms).toISOString().slice(0, 10);

export const civilDate = (year: number, month: number, day: number): CivilDate => fromUtc(Date.UTC(year, month - 1, day));

export const addDays = (date: CivilDate, days: number): CivilDate => fromUtc(toUtc(date) + days * DAY_MS);

/** Months later, on the same day of the month, or the month's last day when it has fewer (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return civilDate(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(d, lastDay));
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: CivilDate): number => new Date(toUtc(date)).getUTCDay();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CivilDate, to: CivilDate): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

export const yearOf = (date: CivilDate): number => Number(date.slice(0, 4));

// Making a formatter costs many times what using one does: one per zone, kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's date where the claim is: the calendar date of `now` in `timeZone`. */
export function todayIn(now: Date, timeZone: string): CivilDate {
  const parts = dayFormatterOf(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
