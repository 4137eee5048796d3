// One falling name drawn once with its glow into a small image of its own (a sprite), so a tick
// of the rain is ~70 image copies instead of 70 shadow-blurred texts (shadow blur is the
// expensive part, and many devices draw canvas on the CPU). Drawn in the rain's worker
// (neon-rain-worker.ts), or on the page's thread where a worker cannot draw.
import { textWidth } from "./neon-model";

export const FONT_FAMILY = "'Share Tech Mono', ui-monospace, monospace";

/** What a sprite shows: one name, its size and its colour. */
export interface SpriteSpec {
  name: string;
  fontSize: number;
  color: string;
}

export interface Sprite {
  image: CanvasImageSource;
  /** The image's size in CSS pixels. */
  width: number;
  height: number;
  /** Offset of the text origin inside the sprite (room for the glow). */
  pad: number;
}

type DrawingSurface = { width: number; height: number; getContext(kind: "2d"): DrawingContext | null };
type DrawingContext = Pick<
  CanvasRenderingContext2D,
  "scale" | "font" | "textBaseline" | "fillStyle" | "shadowColor" | "shadowBlur" | "fillText"
>;

/** The sprite's size in CSS pixels and its padding. */
export function spriteBox(spec: SpriteSpec): { width: number; height: number; pad: number } {
  const pad = Math.ceil(spec.fontSize * 0.6);
  return {
    width: textWidth(spec.name, spec.fontSize) + spec.fontSize + pad * 2,
    height: spec.fontSize * 1.4 + pad * 2,
    pad,
  };
}

/** Draws `spec` with its glow on `surface`, sized for `ratio` device pixels per CSS pixel. */
export function drawSprite<S extends DrawingSurface>(spec: SpriteSpec, ratio: number, surface: S): Omit<Sprite, "image"> & { surface: S } {
  const { width, height, pad } = spriteBox(spec);
  surface.width = Math.ceil(width * ratio);
  surface.height = Math.ceil(height * ratio);
  const ctx = surface.getContext("2d");
  if (ctx) {
    ctx.scale(ratio, ratio);
    ctx.font = `${spec.fontSize}px ${FONT_FAMILY}`;
    ctx.textBaseline = "top";
    ctx.fillStyle = spec.color;
    ctx.shadowColor = spec.color;
    ctx.shadowBlur = spec.fontSize * 0.5;
    ctx.fillText(spec.name, pad, pad);
    // A second, unblurred pass keeps the letters crisp over their own glow.
    ctx.shadowBlur = 0;
    ctx.fillText(spec.name, pad, pad);
  }
  return { surface, width: surface.width / ratio, height: surface.height / ratio, pad };
}
