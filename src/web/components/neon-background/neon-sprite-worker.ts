// Draws the rain's sprites off the page's thread: a glow takes a phone milliseconds, and a canvas's
// first text some more, each time in a task that would hold up a tap (decision 0086). The worker
// loads the page's font for itself (a worker does not share the document's), draws each name on
// an OffscreenCanvas and hands the images over without copying them.
import fontUrl from "@fontsource/share-tech-mono/files/share-tech-mono-latin-400-normal.woff2?url";
import { drawSprite } from "./neon-sprite";
import type { SpriteReply, SpriteRequest } from "./neon-sprite-messages";

const scope = self as unknown as {
  fonts: FontFaceSet;
  onmessage: ((event: MessageEvent<SpriteRequest>) => void) | null;
  postMessage(message: SpriteReply, options?: { transfer: Transferable[] }): void;
};

async function loadFont(): Promise<void> {
  try {
    const face = new FontFace("Share Tech Mono", `url(${fontUrl})`);
    scope.fonts.add(face);
    await face.load();
  } catch {
    // The names are drawn in the fallback face: still names, falling.
  }
}

const fontLoaded = loadFont();
/** Whether an OffscreenCanvas draws in 2D here: asked once, not for every build. */
const canDraw = new OffscreenCanvas(1, 1).getContext("2d") !== null;

scope.onmessage = async ({ data: { build, ratio, specs } }) => {
  await fontLoaded;
  if (!canDraw) {
    scope.postMessage({ build, sprites: null });
    return;
  }
  const sprites = specs.map((spec) => {
    const { surface, ...box } = drawSprite(spec, ratio, new OffscreenCanvas(1, 1));
    return { bitmap: surface.transferToImageBitmap(), ...box };
  });
  scope.postMessage({ build, sprites }, { transfer: sprites.map((sprite) => sprite.bitmap) });
};
