// A series drawn in eight block characters, one column per bucket: the terminal's chart, for
// `aan stats` and the dashboard's Overview. A series longer than the room it has is folded,
// neighbouring buckets added together, so a year of days still fits a line.
const BLOCKS = "▁▂▃▄▅▆▇█";

/** How many buckets one column of a series of `length` holds in `width` columns. */
export const bucketsPerColumn = (length: number, width: number) => (width < 1 || length <= width ? 1 : Math.ceil(length / width));

/** Adds neighbouring values together until at most `width` remain (the last column may hold fewer). */
export function fold(values: readonly number[], width: number): number[] {
  if (width < 1 || values.length <= width) return [...values];
  const per = bucketsPerColumn(values.length, width);
  const folded: number[] = [];
  for (let i = 0; i < values.length; i += per) folded.push(values.slice(i, i + per).reduce((sum, value) => sum + value, 0));
  return folded;
}

/** Zero is the lowest block, the largest value the full one; any value above zero shows above the floor. */
export function sparkline(values: readonly number[], width = values.length): string {
  const columns = fold(values, width);
  const max = Math.max(0, ...columns);
  return columns
    .map((value) => {
      if (max === 0 || value <= 0) return BLOCKS[0];
      return BLOCKS[Math.max(1, Math.min(BLOCKS.length - 1, Math.round((value / max) * (BLOCKS.length - 1))))];
    })
    .join("");
}
