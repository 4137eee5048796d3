import { describe, expect, test } from "bun:test";
import { drawSprite, FONT_FAMILY, spriteBox } from "./neon-sprite";

/** A surface that records what is drawn on it, as the worker's OffscreenCanvas or a page's canvas would show it. */
function recordingSurface(withContext = true) {
  const calls: string[] = [];
  const context = {
    font: "",
    textBaseline: "alphabetic" as CanvasTextBaseline,
    fillStyle: "" as string | CanvasGradient | CanvasPattern,
    shadowColor: "",
    shadowBlur: 0,
    scale: (x: number, y: number) => calls.push(`scale ${x} ${y}`),
    fillText(text: string, x: number, y: number) {
      calls.push(`fillText "${text}" at ${x},${y} in ${this.font} ${this.fillStyle}, blur ${this.shadowBlur} ${this.shadowColor}`);
    },
  };
  return { surface: { width: 300, height: 150, getContext: () => (withContext ? context : null) }, calls };
}

describe("spriteBox", () => {
  test("the name's width and a line's height, with room for the glow on every side", () => {
    // "USAA" at 20 px: 4 glyphs of 0.55 em, one em of slack, 12 px of glow each side.
    expect(spriteBox({ name: "USAA", fontSize: 20, color: "#00ff41" })).toEqual({ width: 4 * 11 + 20 + 24, height: 28 + 24, pad: 12 });
  });
});

describe("drawSprite", () => {
  test("draws the name twice, glowing then crisp, on a surface sized in device pixels", () => {
    const { surface, calls } = recordingSurface();
    const sprite = drawSprite({ name: "USAA", fontSize: 20, color: "#ffb000" }, 1.75, surface);
    expect(surface.width).toBe(Math.ceil(88 * 1.75));
    expect(surface.height).toBe(Math.ceil(52 * 1.75));
    expect(calls).toEqual([
      "scale 1.75 1.75",
      `fillText "USAA" at 12,12 in 20px ${FONT_FAMILY} #ffb000, blur 10 #ffb000`,
      `fillText "USAA" at 12,12 in 20px ${FONT_FAMILY} #ffb000, blur 0 #ffb000`,
    ]);
    // Its size in CSS pixels is the surface's, so it is copied at its own scale.
    expect(sprite).toEqual({ surface, width: surface.width / 1.75, height: surface.height / 1.75, pad: 12 });
  });

  test("a surface without a 2D context is still sized, and nothing is drawn", () => {
    const { surface, calls } = recordingSurface(false);
    expect(drawSprite({ name: "USAA", fontSize: 10, color: "#00ff41" }, 2, surface).pad).toBe(6);
    expect(surface.width).toBe(Math.ceil((4 * 5.5 + 10 + 12) * 2));
    expect(calls).toEqual([]);
  });
});
