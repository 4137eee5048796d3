// What the page tells the rain's worker (neon-rain-worker.ts): the canvas to fall on, then each
// change of the screen's size and of whether the rain should move.
import type { RainSize } from "./neon-rain";

export type RainMessage =
  | { kind: "start"; canvas: OffscreenCanvas; names: readonly string[]; size: RainSize; animate: boolean }
  | { kind: "resize"; size: RainSize }
  | { kind: "animate"; on: boolean };
