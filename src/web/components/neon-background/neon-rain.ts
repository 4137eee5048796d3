// The falling names on one canvas, wherever they run: in the rain's worker on a canvas it owns
// (neon-rain-worker.ts), or on the page's thread where a worker cannot draw (neon-renderer.ts).
// Each tick copies each name's sprite (neon-sprite.ts) to its place; the sprites are drawn a few
// at a time, each batch a short task of its own, so the page's thread stays free for a tap.
import { BACKGROUND_TICK_MS } from "#shared/constants";
import { createDrops, neonConfigFor, stepDrop, type Drop } from "./neon-model";
import { drawSprite, type Sprite } from "./neon-sprite";

/** A canvas the rain can draw on: the page's, or an OffscreenCanvas in a worker. */
export type RainCanvas = HTMLCanvasElement | OffscreenCanvas;

/** The screen the rain fills, in CSS pixels, and the device pixels per CSS pixel it draws at. */
export interface RainSize {
  width: number;
  height: number;
  ratio: number;
}

export interface Rain {
  resize(size: RainSize): void;
  /** Falling, or one still frame (a hidden tab, reduced motion). */
  animate(on: boolean): void;
  /** Draws the sprites again (a font face has arrived), the standing ones shown until then. */
  redrawSprites(): void;
  stop(): void;
}

/** Longest stretch of sprite drawing in one task. */
const SPRITE_BATCH_MS = 6;

export function startRain(canvas: RainCanvas, names: readonly string[], newCanvas: () => RainCanvas, size: RainSize): Rain {
  const ctx = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  let { width, height, ratio } = size;
  let drops: Drop[] = [];
  let sprites: Sprite[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let spriteBatch: ReturnType<typeof setTimeout> | undefined;

  function draw() {
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    drops.forEach((d, i) => {
      const sprite = sprites[i];
      if (!sprite) return;
      ctx.globalAlpha = d.alpha;
      ctx.drawImage(sprite.image, d.x - sprite.pad, d.y - sprite.pad, sprite.width, sprite.height);
    });
    ctx.globalAlpha = 1;
  }

  /**
   * Draws the sprites of the drops as they stand, a few at a time. A drop without its sprite yet is
   * simply not drawn; `keep` (the sprites of the same drops, on a redraw) stand until their new
   * ones are in. A new build ends the one before it. The first batch too is a task of its own,
   * apart from the layout that asked for it; a still rain is drawn once the last one is in.
   */
  function buildSprites(keep: readonly Sprite[]) {
    clearTimeout(spriteBatch);
    const forDrops = drops;
    const built: Sprite[] = [...keep];
    sprites = built;
    let next = 0;
    const batch = () => {
      const until = performance.now() + SPRITE_BATCH_MS;
      do {
        const { name, fontSize, color } = forDrops[next]!;
        const { surface, ...box } = drawSprite({ name, fontSize, color }, ratio, newCanvas());
        built[next] = { image: surface, ...box };
        next++;
      } while (next < forDrops.length && performance.now() < until);
      if (next < forDrops.length) spriteBatch = setTimeout(batch, 0);
      else if (!timer) draw();
    };
    spriteBatch = setTimeout(batch, 0);
  }

  // No first draw: no sprite is in yet, and a canvas's first drawing is its longest (its pixels
  // are made then), better in the task that brings the sprites than in this one.
  function layout() {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    drops = createDrops(names, neonConfigFor(width), width, height, Math.random);
    buildSprites([]);
  }

  function tick() {
    drops = drops.map((d) => stepDrop(d, width, height, Math.random));
    draw();
  }

  layout();

  return {
    resize(next) {
      ({ width, height, ratio } = next);
      layout();
      draw();
    },
    animate(on) {
      if (on) {
        timer ??= setInterval(tick, BACKGROUND_TICK_MS);
        return;
      }
      clearInterval(timer);
      timer = undefined;
      draw();
    },
    redrawSprites() {
      buildSprites(sprites);
    },
    stop() {
      clearTimeout(spriteBatch);
      clearInterval(timer);
      timer = undefined;
    },
  };
}
