// What a chart's axes and its cursor legend say: UTC times as the table writes them, counts as
// whole numbers, amounts in dollars (short on the axis, to the cent under the cursor).
import type { Schema } from "#web/lib/api-types";
import { bucketText, countText } from "./overview-charts";

const DAY_S = 24 * 60 * 60;

/** An x-axis tick (seconds): the hour within a day's ticks, the day ("11-25") at midnight or for longer steps. */
export function timeTickText(seconds: number, stepSeconds: number): string {
  const iso = new Date(seconds * 1000).toISOString();
  return stepSeconds < DAY_S && seconds % DAY_S !== 0 ? iso.slice(11, 16) : iso.slice(5, 10);
}

/**
 * Where the x axis has its ticks (seconds): at bucket starts, so a tick sits on a point (midnights
 * only for hourly data), every n-th one when more would not fit in `room` ticks.
 */
export function tickSeconds(times: readonly number[], bucket: Schema<"StatsBucket">, room: number): number[] {
  const candidates = bucket === "hour" ? times.filter((time) => time % DAY_S === 0) : times;
  const every = Math.max(1, Math.ceil(candidates.length / Math.max(1, room)));
  return candidates.filter((_, i) => i % every === 0);
}

/** The cursor's bucket under the legend: "Week from 2026-11-23", "2026-11-25 14:00". */
export function cursorTimeText(seconds: number, bucket: Schema<"StatsBucket">): string {
  const text = bucketText(new Date(seconds * 1000).toISOString(), bucket);
  return bucket === "week" ? `Week from ${text}` : text;
}

/** A y-axis tick: "1,200", or "$1.2k" / "$3.4M" for amounts. */
export function valueTickText(value: number, money: boolean): string {
  if (!money) return countText(value);
  const size = Math.abs(value);
  if (size >= 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (size >= 1_000) return `$${trim(value / 1_000)}k`;
  return `$${trim(value)}`;
}

/** A value under the cursor: the whole count, or the amount to the cent. */
export function cursorValueText(value: number | null | undefined, money: boolean): string {
  if (value === null || value === undefined) return "—";
  return money ? `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : countText(value);
}

const trim = (value: number) => String(Number(value.toFixed(1)));
