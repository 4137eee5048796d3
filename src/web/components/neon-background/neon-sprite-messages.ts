// What the rain asks its sprite worker (neon-sprite-worker.ts) and what it answers.
import type { SpriteSpec } from "./neon-sprite";

/** Draw these names for `ratio` device pixels per CSS pixel; `build` names the request. */
export interface SpriteRequest {
  build: number;
  ratio: number;
  specs: SpriteSpec[];
}

/** The images, in the order asked; `null` where the worker cannot draw (no 2D context there). */
export interface SpriteReply {
  build: number;
  sprites: Array<{ bitmap: ImageBitmap; width: number; height: number; pad: number }> | null;
}
