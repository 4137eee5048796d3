// The process page's auto-demo (public-screens.md §2.6, §9): cards 1-5 flip at 1, 2, 3, 4 and 5 s;
// 3 s after the last flip all unflip; 2 s later the sequence starts again (its first flip 1 s
// after that). It runs until the visitor's first click.
import { PROCESS_DEMO_FLIP_AT_MS, PROCESS_DEMO_RESTART_AFTER_MS, PROCESS_DEMO_UNFLIP_AFTER_MS } from "#shared/constants";

/** A moment of one cycle: at `atMs` from the cycle's start, the first `flipped` cards show their backs. */
export type DemoStep = { atMs: number; flipped: number };

const lastFlipMs = PROCESS_DEMO_FLIP_AT_MS[PROCESS_DEMO_FLIP_AT_MS.length - 1]!;
const unflipAtMs = lastFlipMs + PROCESS_DEMO_UNFLIP_AFTER_MS;

/** One cycle's length: from its start to the next cycle's start. */
export const DEMO_CYCLE_MS = unflipAtMs + PROCESS_DEMO_RESTART_AFTER_MS;

export const DEMO_STEPS: readonly DemoStep[] = [
  ...PROCESS_DEMO_FLIP_AT_MS.map((atMs, i) => ({ atMs, flipped: i + 1 })),
  { atMs: unflipAtMs, flipped: 0 },
];

/** How many cards show their backs `elapsedMs` after the demo started (a step counts at its moment). */
export function demoFlippedAt(elapsedMs: number): number {
  const inCycle = elapsedMs % DEMO_CYCLE_MS;
  let flipped = 0;
  for (const step of DEMO_STEPS) if (inCycle >= step.atMs) flipped = step.flipped;
  return flipped;
}

/** The wait before step `index` (of the endless sequence of cycles), from the step before it. */
export function delayBeforeStep(index: number): number {
  const cycle = Math.floor(index / DEMO_STEPS.length);
  const step = DEMO_STEPS[index % DEMO_STEPS.length]!;
  const at = cycle * DEMO_CYCLE_MS + step.atMs;
  if (index === 0) return at;
  const prevCycle = Math.floor((index - 1) / DEMO_STEPS.length);
  const prev = DEMO_STEPS[(index - 1) % DEMO_STEPS.length]!;
  return at - (prevCycle * DEMO_CYCLE_MS + prev.atMs);
}
