// The operator's overview: which ranges it answers for. The API's `?range=`, the CLI's `--range`
// and the panel's range picker read the same rule and the same refusal.
import { z } from "#zod";
import { builtOnFirstUse } from "./built-on-first-use";

export const STATS_RANGES = [7, 30, 90, 365] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const STATS_RANGE_DEFAULT: StatsRange = 30;

export const STATS_RANGE_MESSAGE = "Range must be 7, 30, 90 or 365 days";

/** "30", "30d", 30 (and surrounding spaces) all mean 30 days; anything else is refused with one message. */
const rangeDays = (value: unknown): unknown => {
  if (value === undefined || value === "") return STATS_RANGE_DEFAULT;
  const text = String(value).trim().toLowerCase();
  const match = /^(\d{1,4})d?$/.exec(text);
  return match ? Number(match[1]) : value;
};

/** `?range=`: 7, 30, 90 or 365 days (a trailing "d" allowed), 30 when absent. */
export const statsQuerySchema = builtOnFirstUse(() =>
  z.object({
    range: z.preprocess(rangeDays, z.literal(STATS_RANGES, { error: STATS_RANGE_MESSAGE })),
  }),
);
