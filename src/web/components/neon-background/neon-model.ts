// Pure model of the falling neon names (public-screens.md §2.11): layout per screen class and
// one step of motion. The canvas renderer only draws what this computes.
import { BACKGROUND_BREAKPOINTS_PX, BACKGROUND_NAME_COUNTS } from "#shared/constants";

export type Rng = () => number;

export interface NeonConfig {
  count: number;
  fontMin: number;
  fontMax: number;
  /** Pixels per 16 ms tick. */
  speedMin: number;
  speedMax: number;
}

export interface Drop {
  name: string;
  x: number;
  y: number;
  speed: number;
  fontSize: number;
  color: string;
  alpha: number;
}

/** Neon tubes: mostly phosphor green, with the warning colours and a little cyan and magenta. */
const PALETTE: ReadonlyArray<readonly [color: string, weight: number]> = [
  ["#00ff41", 0.5],
  ["#00e5ff", 0.16],
  ["#ffb000", 0.12],
  ["#ff3b3b", 0.12],
  ["#ff2bd6", 0.1],
];

/** Share Tech Mono glyphs are about 0.55 em wide; used to keep names inside the screen. */
const GLYPH_WIDTH_EM = 0.55;

export function neonConfigFor(viewportWidth: number): NeonConfig {
  if (viewportWidth < BACKGROUND_BREAKPOINTS_PX.phone) {
    return { count: BACKGROUND_NAME_COUNTS.phone, fontMin: 10, fontMax: 13, speedMin: 0.35, speedMax: 0.9 };
  }
  if (viewportWidth < BACKGROUND_BREAKPOINTS_PX.tablet) {
    return { count: BACKGROUND_NAME_COUNTS.tablet, fontMin: 11, fontMax: 16, speedMin: 0.4, speedMax: 1.1 };
  }
  return { count: BACKGROUND_NAME_COUNTS.desktop, fontMin: 12, fontMax: 20, speedMin: 0.45, speedMax: 1.4 };
}

export function pickColor(r: number): string {
  let acc = 0;
  for (const [color, weight] of PALETTE) {
    acc += weight;
    if (r < acc) return color;
  }
  return PALETTE[0]![0];
}

export function textWidth(name: string, fontSize: number): number {
  return name.length * fontSize * GLYPH_WIDTH_EM;
}

function between(min: number, max: number, r: number): number {
  return min + (max - min) * r;
}

function randomX(name: string, fontSize: number, width: number, rng: Rng): number {
  return Math.max(0, width - textWidth(name, fontSize)) * rng();
}

/** Up to n names in random order (partial Fisher-Yates), so small screens still mix carriers and firms. */
export function sample<T>(items: readonly T[], n: number, rng: Rng): T[] {
  const pool = [...items];
  const count = Math.min(n, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * The initial drops, spread over the screen and the band above it so the screen is already
 * full on the first frame (that frame is also the still image under reduced motion).
 */
export function createDrops(names: readonly string[], config: NeonConfig, width: number, height: number, rng: Rng): Drop[] {
  const chosen = sample(names, config.count, rng);
  const drops: Drop[] = [];
  for (const name of chosen) {
    // Smaller names fall slower: a cheap parallax that reads as depth.
    const depth = rng();
    const fontSize = Math.round(between(config.fontMin, config.fontMax, depth));
    drops.push({
      name,
      fontSize,
      x: randomX(name, fontSize, width, rng),
      y: between(-height * 0.5, height, rng()),
      speed: between(config.speedMin, config.speedMax, depth),
      color: pickColor(rng()),
      alpha: between(0.35, 0.9, depth),
    });
  }
  return drops;
}

/** One tick: fall by speed; past the bottom, start again above the top at a new x. */
export function stepDrop(drop: Drop, width: number, height: number, rng: Rng): Drop {
  const y = drop.y + drop.speed;
  if (y - drop.fontSize <= height) return { ...drop, y };
  return { ...drop, y: -drop.fontSize - rng() * height * 0.25, x: randomX(drop.name, drop.fontSize, width, rng) };
}

/** Moves only for a visible tab whose user has not asked for reduced motion; otherwise one still frame. */
export function shouldAnimate(env: { reducedMotion: boolean; visibility: DocumentVisibilityState }): boolean {
  return !env.reducedMotion && env.visibility === "visible";
}
