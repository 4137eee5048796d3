// The whole rain off the page's thread: the worker owns the background canvas (handed over as an
// OffscreenCanvas), draws the names' glowing sprites, and ticks and draws every frame. The page's
// thread then does nothing for the background, and the browser shows the worker's frames without
// a commit from the page (decision 0150). The worker loads the page's font for itself: a worker
// does not share the document's.
import fontUrl from "@fontsource/share-tech-mono/files/share-tech-mono-latin-400-normal.woff2?url";
import { startRain, type Rain, type RainSize } from "./neon-rain";
import type { RainMessage } from "./neon-rain-messages";

const scope = self as unknown as { fonts: FontFaceSet; onmessage: ((event: MessageEvent<RainMessage>) => void) | null };

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
let rain: Rain | undefined;
// The latest size and motion: what arrives while the font is on its way counts at the start.
let size: RainSize;
let animate = false;

scope.onmessage = async ({ data }) => {
  switch (data.kind) {
    case "start":
      ({ size, animate } = data);
      await fontLoaded;
      rain = startRain(data.canvas, data.names, () => new OffscreenCanvas(1, 1), size);
      rain.animate(animate);
      return;
    case "resize":
      size = data.size;
      rain?.resize(size);
      return;
    case "animate":
      animate = data.on;
      rain?.animate(animate);
  }
};
