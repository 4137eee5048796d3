// Draws the falling names on one canvas: each tick copies each name's sprite (neon-sprite.ts) to
// its place. The sprites are drawn by a worker (neon-sprite-worker.ts), or here, a few at a time,
// where a worker cannot draw.
import { BACKGROUND_TICK_MS } from "#shared/constants";
import { createDrops, neonConfigFor, shouldAnimate, stepDrop, type Drop } from "./neon-model";
import { drawSprite, type Sprite, type SpriteSpec } from "./neon-sprite";
import type { SpriteReply, SpriteRequest } from "./neon-sprite-messages";

const MAX_PIXEL_RATIO = 1;
/** Longest stretch of sprite drawing in one task, where the page's thread draws them. */
const SPRITE_BATCH_MS = 6;

const specOf = ({ name, fontSize, color }: Drop): SpriteSpec => ({ name, fontSize, color });

function spriteHere(spec: SpriteSpec, ratio: number): Sprite {
  const { surface, ...box } = drawSprite(spec, ratio, document.createElement("canvas"));
  return { image: surface, ...box };
}

/** The sprite worker, where this browser can run one that draws (OffscreenCanvas in a worker). */
function startSpriteWorker(): Worker | undefined {
  if (typeof OffscreenCanvas !== "function" || !("transferToImageBitmap" in OffscreenCanvas.prototype)) return undefined;
  try {
    return new Worker(new URL("./neon-sprite-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return undefined;
  }
}

export interface NeonRainHandle {
  stop(): void;
}

export function startNeonRain(canvas: HTMLCanvasElement, names: readonly string[]): NeonRainHandle {
  const ctx = canvas.getContext("2d");
  if (!ctx) return { stop() {} };

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let drops: Drop[] = [];
  let sprites: Sprite[] = [];
  let width = 0;
  let height = 0;
  let ratio = 1;
  let timer: ReturnType<typeof setInterval> | undefined;
  let resizeFrame = 0;
  let stopped = false;
  let spriteBatch: ReturnType<typeof setTimeout> | undefined;
  /** Names each build of the sprites: a worker's answer to an earlier one is dropped. */
  let build = 0;
  let worker = startSpriteWorker();

  /** Back to drawing here, from the sprites standing now. */
  function withoutWorker() {
    worker?.terminate();
    worker = undefined;
    buildSprites(sprites);
  }

  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<SpriteReply>) => {
      if (stopped || data.build !== build) {
        for (const sprite of data.sprites ?? []) sprite.bitmap.close();
        return;
      }
      if (data.sprites === null) return withoutWorker();
      for (const { image } of sprites) if (image instanceof ImageBitmap) image.close();
      sprites = data.sprites.map(({ bitmap, ...box }) => ({ image: bitmap, ...box }));
      draw();
    };
    worker.onerror = withoutWorker;
  }

  /**
   * Draws the sprites of the drops as they stand. In the worker: the page's thread only sends the
   * names. Here: a few at a time, each batch its own short task (one glow costs a phone
   * milliseconds, and all of them at once would hold up a tap). A drop without its sprite yet is
   * simply not drawn; `keep` (the sprites of the same drops, on a rebuild) stand until their new
   * ones are in. A new build ends the one before it.
   */
  function buildSprites(keep: readonly Sprite[]) {
    clearTimeout(spriteBatch);
    build += 1;
    const forDrops = drops;
    const built: Sprite[] = [...keep];
    sprites = built;
    if (worker) {
      const request: SpriteRequest = { build, ratio, specs: forDrops.map(specOf) };
      worker.postMessage(request);
      return;
    }
    let next = 0;
    const batch = () => {
      const until = performance.now() + SPRITE_BATCH_MS;
      do {
        built[next] = spriteHere(specOf(forDrops[next]!), ratio);
        next++;
      } while (next < forDrops.length && performance.now() < until);
      if (next < forDrops.length) spriteBatch = setTimeout(batch, 0);
      else if (!timer) draw();
    };
    // The first batch too is a task of its own, apart from the layout that asked for it.
    spriteBatch = setTimeout(batch, 0);
  }

  function layout() {
    width = window.innerWidth;
    height = window.innerHeight;
    ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    drops = createDrops(names, neonConfigFor(width), width, height, Math.random);
    buildSprites([]);
  }

  function draw() {
    ctx!.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx!.clearRect(0, 0, width, height);
    drops.forEach((d, i) => {
      const sprite = sprites[i];
      if (!sprite) return;
      ctx!.globalAlpha = d.alpha;
      ctx!.drawImage(sprite.image, d.x - sprite.pad, d.y - sprite.pad, sprite.width, sprite.height);
    });
    ctx!.globalAlpha = 1;
  }

  function tick() {
    drops = drops.map((d) => stepDrop(d, width, height, Math.random));
    draw();
  }

  // One place decides between a running interval and a still frame.
  function sync() {
    if (shouldAnimate({ reducedMotion: reducedMotion.matches, visibility: document.visibilityState })) {
      timer ??= setInterval(tick, BACKGROUND_TICK_MS);
    } else {
      clearInterval(timer);
      timer = undefined;
      draw();
    }
  }

  function onResize() {
    cancelAnimationFrame(resizeFrame);
    resizeFrame = requestAnimationFrame(() => {
      layout();
      draw();
    });
  }

  // Whether a font is still on its way now: sprites drawn here before it arrived use the fallback
  // face. The worker waits for its own copy of the font before it draws.
  const fontsPending = document.fonts !== undefined && document.fonts.status !== "loaded";
  // No first draw: no sprite is in yet, and a canvas's first drawing is its longest (its pixels
  // are made then), better in the task that brings the sprites than in this one.
  layout();
  sync();
  if (fontsPending) {
    document.fonts.ready.then(() => {
      if (stopped || worker) return;
      buildSprites(sprites);
      draw();
    });
  }

  document.addEventListener("visibilitychange", sync);
  reducedMotion.addEventListener("change", sync);
  window.addEventListener("resize", onResize);

  return {
    stop() {
      stopped = true;
      worker?.terminate();
      clearTimeout(spriteBatch);
      clearInterval(timer);
      timer = undefined;
      cancelAnimationFrame(resizeFrame);
      document.removeEventListener("visibilitychange", sync);
      reducedMotion.removeEventListener("change", sync);
      window.removeEventListener("resize", onResize);
    },
  };
}
