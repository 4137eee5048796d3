// The spread of a set of timings, as the hostile benches report it.
export const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]! : NaN;
export const round = (n: number) => Math.round(n * 10) / 10;
export const spread = (values: number[]) => ({
  count: values.length,
  p50Ms: round(percentile(values, 50)),
  p99Ms: round(percentile(values, 99)),
  maxMs: round(Math.max(...values)),
});
