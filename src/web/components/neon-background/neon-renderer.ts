// Starts the falling names on the background canvas and keeps them in step with the page: its
// size, whether the tab is shown and whether the person asked for reduced motion. The rain runs in
// a worker that owns the canvas (neon-rain-worker.ts); where a worker cannot draw on a canvas it
// was handed, it runs here, on the page's thread, the same way (neon-rain.ts).
import { shouldAnimate } from "./neon-model";
import { startRain, type Rain, type RainSize } from "./neon-rain";
import type { RainMessage } from "./neon-rain-messages";

const MAX_PIXEL_RATIO = 1;

export interface NeonRainHandle {
  stop(): void;
}

/** Whether this browser can hand a canvas to a worker that draws on it in 2D. */
function workerCanDraw(canvas: HTMLCanvasElement): boolean {
  return typeof OffscreenCanvas === "function" && typeof canvas.transferControlToOffscreen === "function";
}

/** The rain in its worker, driven by messages: the same calls as a rain run here. */
function rainInWorker(canvas: HTMLCanvasElement, names: readonly string[], size: RainSize, animate: boolean): Rain | undefined {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./neon-rain-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return undefined;
  }
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    // Handed over already (a development reload): that canvas is no longer this page's to draw on.
    worker.terminate();
    return { resize() {}, animate() {}, redrawSprites() {}, stop() {} };
  }
  const send = (message: RainMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  send({ kind: "start", canvas: offscreen, names, size, animate }, [offscreen]);
  return {
    resize: (next) => send({ kind: "resize", size: next }),
    animate: (on) => send({ kind: "animate", on }),
    // The worker draws with its own copy of the font, loaded before its first sprite.
    redrawSprites: () => undefined,
    stop: () => worker.terminate(),
  };
}

export function startNeonRain(canvas: HTMLCanvasElement, names: readonly string[]): NeonRainHandle {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const moving = () => shouldAnimate({ reducedMotion: reducedMotion.matches, visibility: document.visibilityState });
  const size = (): RainSize => ({
    width: window.innerWidth,
    height: window.innerHeight,
    ratio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
  });

  const inWorker = workerCanDraw(canvas) ? rainInWorker(canvas, names, size(), moving()) : undefined;
  const rain = inWorker ?? startRain(canvas, names, () => document.createElement("canvas"), size());
  if (!inWorker) {
    rain.animate(moving());
    // Sprites drawn here before the page's font arrived use the fallback face: drawn again once it is in.
    if (document.fonts !== undefined && document.fonts.status !== "loaded") void document.fonts.ready.then(() => rain.redrawSprites());
  }

  let resizeFrame = 0;
  const sync = () => rain.animate(moving());
  const onResize = () => {
    cancelAnimationFrame(resizeFrame);
    resizeFrame = requestAnimationFrame(() => rain.resize(size()));
  };
  document.addEventListener("visibilitychange", sync);
  reducedMotion.addEventListener("change", sync);
  window.addEventListener("resize", onResize);

  return {
    stop() {
      rain.stop();
      cancelAnimationFrame(resizeFrame);
      document.removeEventListener("visibilitychange", sync);
      reducedMotion.removeEventListener("change", sync);
      window.removeEventListener("resize", onResize);
    },
  };
}
