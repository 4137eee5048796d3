import { describe, expect, test } from "bun:test";
import { CARRIER_NAMES } from "#web/content/carrier-names";
import { createDrops, neonConfigFor, pickColor, shouldAnimate, stepDrop, textWidth, type Drop } from "./neon-model";

/** Deterministic generator so layouts are reproducible. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("neonConfigFor", () => {
  test("breakpoints at 768 and 480 px give fewer and smaller names", () => {
    const desktop = neonConfigFor(1280);
    const tablet = neonConfigFor(767);
    const phone = neonConfigFor(479);
    expect(neonConfigFor(768)).toEqual(desktop);
    expect(neonConfigFor(480)).toEqual(tablet);
    expect(desktop.count).toBeGreaterThan(tablet.count);
    expect(tablet.count).toBeGreaterThan(phone.count);
    expect(desktop.fontMax).toBeGreaterThan(tablet.fontMax);
    expect(tablet.fontMax).toBeGreaterThan(phone.fontMax);
  });

  test("desktop draws about 70 names", () => {
    expect(neonConfigFor(1920).count).toBe(70);
    expect(CARRIER_NAMES.length).toBeGreaterThanOrEqual(70);
  });
});

describe("createDrops", () => {
  test("places every name inside the screen width", () => {
    for (const width of [390, 600, 1280]) {
      const drops = createDrops(CARRIER_NAMES, neonConfigFor(width), width, 800, seeded(width));
      expect(drops.length).toBe(neonConfigFor(width).count);
      for (const d of drops) {
        expect(d.x).toBeGreaterThanOrEqual(0);
        expect(d.x + Math.min(textWidth(d.name, d.fontSize), width)).toBeLessThanOrEqual(width + 0.001);
      }
    }
  });

  test("uses distinct names", () => {
    const drops = createDrops(CARRIER_NAMES, neonConfigFor(390), 390, 800, seeded(7));
    expect(new Set(drops.map((d) => d.name)).size).toBe(drops.length);
  });

  test("never asks for more names than exist", () => {
    expect(createDrops(["A", "B"], neonConfigFor(1280), 1280, 800, seeded(1)).length).toBe(2);
  });
});

describe("stepDrop", () => {
  const drop: Drop = { name: "Sedgwick", x: 10, y: 100, speed: 2, fontSize: 14, color: "#00ff41", alpha: 1 };

  test("falls by its speed", () => {
    expect(stepDrop(drop, 800, 600, seeded(1))).toEqual({ ...drop, y: 102 });
  });

  test("past the bottom it restarts above the top, inside the width", () => {
    const next = stepDrop({ ...drop, y: 614 }, 800, 600, seeded(2));
    expect(next.y).toBeLessThan(0);
    expect(next.x).toBeGreaterThanOrEqual(0);
    expect(next.x).toBeLessThanOrEqual(800 - textWidth(drop.name, drop.fontSize));
    expect(next.speed).toBe(drop.speed);
  });
});

test("pickColor covers the whole [0, 1) range", () => {
  expect(pickColor(0)).toBe("#00ff41");
  expect(pickColor(0.999999)).toMatch(/^#[0-9a-f]{6}$/);
});

test("animates only in a visible tab without reduced motion", () => {
  expect(shouldAnimate({ reducedMotion: false, visibility: "visible" })).toBe(true);
  expect(shouldAnimate({ reducedMotion: false, visibility: "hidden" })).toBe(false);
  expect(shouldAnimate({ reducedMotion: true, visibility: "visible" })).toBe(false);
});
