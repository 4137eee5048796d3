// Draws the falling names on one canvas. Each name is pre-rendered once with its glow into a
// small sprite, so a tick is ~70 drawImage calls instead of 70 shadow-blurred fillText calls
// (shadow blur is the expensive part, and many devices render canvas on the CPU).
import { BACKGROUND_TICK_MS } from "#shared/constants";
import { createDrops, neonConfigFor, shouldAnimate, stepDrop, textWidth, type Drop } from "./neon-model";

const FONT_FAMILY = "'Share Tech Mono', ui-monospace, monospace";
const MAX_PIXEL_RATIO = 2;
/** Longest stretch of sprite rendering in one task. */
const SPRITE_BATCH_MS = 6;

interface Sprite {
  canvas: HTMLCanvasElement;
  /** Offset of the text origin inside the sprite (room for the glow). */
  pad: number;
}

function renderSprite(drop: Drop, ratio: number): Sprite {
  const pad = Math.ceil(drop.fontSize * 0.6);
  const canvas = document.createElement("canvas");
  const w = textWidth(drop.name, drop.fontSize) + drop.fontSize + pad * 2;
  const h = drop.fontSize * 1.4 + pad * 2;
  canvas.width = Math.ceil(w * ratio);
  canvas.height = Math.ceil(h * ratio);
  const ctx = canvas.getContext("2d");
  if (ctx) {
    ctx.scale(ratio, ratio);
    ctx.font = `${drop.fontSize}px ${FONT_FAMILY}`;
    ctx.textBaseline = "top";
    ctx.fillStyle = drop.color;
    ctx.shadowColor = drop.color;
    ctx.shadowBlur = drop.fontSize * 0.5;
    ctx.fillText(drop.name, pad, pad);
    // A second, unblurred pass keeps the letters crisp over their own glow.
    ctx.shadowBlur = 0;
    ctx.fillText(drop.name, pad, pad);
  }
  return { canvas, pad };
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
  /**
   * Renders the sprites a few at a time, each batch its own short task: one glow costs a phone
   * milliseconds, and all of them at once would hold up a tap (decision 0079). A drop without its
   * sprite yet is simply not drawn; `keep` (the sprites of the same drops, on a rebuild) stand
   * until their new ones are in. A new build ends the one before it.
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
        built[next] = renderSprite(forDrops[next]!, ratio);
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
      ctx!.drawImage(sprite.canvas, d.x - sprite.pad, d.y - sprite.pad, sprite.canvas.width / ratio, sprite.canvas.height / ratio);
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

  // Whether a font is still on its way now: sprites drawn before it arrived use the fallback face.
  const fontsPending = document.fonts !== undefined && document.fonts.status !== "loaded";
  layout();
  draw();
  sync();
  if (fontsPending) {
    document.fonts.ready.then(() => {
      if (stopped) return;
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
