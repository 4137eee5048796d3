// The days an overview covers and the buckets its charts are drawn in. A range of N days is the N
// UTC days ending today (today included, so its last bucket is still filling). Counts are read
// per day or per hour in SQL and folded into buckets here, so every series has every bucket,
// zeros included.
import type { StatsBucket, StatsSeries } from "#shared/answers/stats";
import type { StatsRange } from "#shared/schemas/stats";

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/**
 * How long the days members signed in are kept: the longest range and the week its first bucket
 * may reach back into, with a margin.
 */
export const STATS_KEPT_DAYS = 400;

export type StatsWindow = {
  days: StatsRange;
  now: Date;
  /** Whole days since 1970-01-01 (UTC) of the first day, and of the day after today. */
  fromDay: number;
  toDay: number;
  /** The same bounds in milliseconds. */
  from: number;
  to: number;
};

export function statsWindow(days: StatsRange, now: Date): StatsWindow {
  const toDay = Math.floor(now.getTime() / DAY_MS) + 1;
  const fromDay = toDay - days;
  return { days, now, fromDay, toDay, from: fromDay * DAY_MS, to: toDay * DAY_MS };
}

/** The day (whole days since 1970-01-01) of the Monday a day falls in: 1970-01-01 was a Thursday. */
export const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

/** How a chart's buckets sit on the range: their starts (ms) and the bucket of a day or an hour. */
export type Buckets = {
  bucket: StatsBucket;
  starts: number[];
  /** The bucket of a whole day since 1970-01-01 (days before the range: -1). */
  ofDay(day: number): number;
  /** The bucket of an hour since 1970-01-01 (hourly buckets; others read its day). */
  ofHour(hour: number): number;
};

/**
 * Weeks start on Monday (UTC). The first week bucket starts with the range and runs to the next
 * Monday, so no bucket counts a day outside the range; the last one ends with today.
 */
export function bucketsOf(window: StatsWindow, bucket: StatsBucket): Buckets {
  const { fromDay, toDay } = window;
  const inRange = (day: number) => day >= fromDay && day < toDay;
  if (bucket === "hour") {
    const fromHour = fromDay * 24;
    const count = (toDay - fromDay) * 24;
    return {
      bucket,
      starts: Array.from({ length: count }, (_, i) => (fromHour + i) * HOUR_MS),
      ofDay: () => -1,
      ofHour: (hour) => (hour >= fromHour && hour < fromHour + count ? hour - fromHour : -1),
    };
  }
  if (bucket === "day") {
    const ofDay = (day: number) => (inRange(day) ? day - fromDay : -1);
    return {
      bucket,
      starts: Array.from({ length: toDay - fromDay }, (_, i) => (fromDay + i) * DAY_MS),
      ofDay,
      ofHour: (hour) => ofDay(Math.floor(hour / 24)),
    };
  }
  const secondWeek = mondayOf(fromDay) + 7;
  const starts = [fromDay * DAY_MS];
  for (let monday = secondWeek; monday < toDay; monday += 7) starts.push(monday * DAY_MS);
  const ofDay = (day: number) => (!inRange(day) ? -1 : day < secondWeek ? 0 : 1 + Math.floor((day - secondWeek) / 7));
  return { bucket, starts, ofDay, ofHour: (hour) => ofDay(Math.floor(hour / 24)) };
}

/** A series with every bucket at zero. */
export function emptySeries<Line extends string>(buckets: Buckets, lines: readonly Line[]): StatsSeries<Line> {
  return {
    bucket: buckets.bucket,
    times: buckets.starts.map((ms) => new Date(ms).toISOString()),
    lines: Object.fromEntries(lines.map((line) => [line, buckets.starts.map(() => 0)])) as Record<Line, number[]>,
  };
}

/** Adds `value` to a line's bucket; values outside the range (bucket -1) are left out. */
export function addTo<Line extends string>(series: StatsSeries<Line>, line: Line, bucket: number, value: number): void {
  const values = series.lines[line];
  if (bucket >= 0 && bucket < values.length) values[bucket] = (values[bucket] ?? 0) + value;
}

/** The buckets of the members' and money charts: per day up to 30 days, per week beyond. */
export const activityBucket = (days: StatsRange): StatsBucket => (days <= 30 ? "day" : "week");
/** Claims and payments come in per week; a 7-day range would be one bar, so it goes per day. */
export const weeklyBucket = (days: StatsRange): StatsBucket => (days <= 7 ? "day" : "week");
/** Sign-in failures per hour for 7 days, per day beyond. */
export const securityBucket = (days: StatsRange): StatsBucket => (days <= 7 ? "hour" : "day");
