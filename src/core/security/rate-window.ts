// What a sliding-window throttle counts, and when it lets the next one through: the answer's
// `Retry-After` is the time until the oldest entry of the window leaves it.
import { min, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

export type WindowCount = { count: number; oldestAt: Date | null };

/** The columns that count a window: how many rows, and when the oldest was written. */
export const windowCountColumns = (createdAt: SQLiteColumn) => ({
  count: sql<number>`count(*)`.mapWith(Number) as SQL<number>,
  // min() decodes with the column's own mapping: a Date, as the column reads.
  oldestAt: min(createdAt) as SQL<Date | null>,
});

/** Whole seconds (at least 1) until the oldest entry leaves a window of `windowMs`; the whole window when none is known. */
export function secondsUntilFree(oldestAt: Date | null, windowMs: number, now: Date): number {
  const freeAt = oldestAt ? oldestAt.getTime() + windowMs : now.getTime() + windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}
