// The neon background's cost (decision 0047): script time per frame on /home in Chromium,
// read from the DevTools protocol's ScriptDuration over 5 s of real time divided by the frames
// drawn (one per BACKGROUND_TICK_MS), and the script time once the tab is hidden (it must stop).
// bench/results/neon-latest.json.
//
//   npm run build && bun bench/neon.ts
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BACKGROUND_TICK_MS } from "#shared/constants";
import { launchBrowser } from "../tests/helpers/browser";
import { startBinary } from "./load-tools";

const SECONDS = 5;
const GOAL_MS_PER_FRAME = 2;

export async function measureNeon() {
  const server = await startBinary(mkdtempSync(join(tmpdir(), "aan-bench-neon-")));
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "no-preference" })).newPage();
    await page.goto(`${server.url}/home`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((m) => m.name === "ScriptDuration")!.value;
    };
    const countFrames = () => page.evaluate(() => (window as unknown as { __frames?: number }).__frames ?? 0);
    // Frames are the renderer's ticks: count canvas draws by wrapping clearRect once, in the page.
    await page.evaluate(() => {
      const proto = CanvasRenderingContext2D.prototype;
      const clear = proto.clearRect;
      proto.clearRect = function (...args: Parameters<typeof clear>) {
        (window as unknown as { __frames: number }).__frames = ((window as unknown as { __frames?: number }).__frames ?? 0) + 1;
        return clear.apply(this, args);
      };
    });
    const before = await scriptSeconds();
    const framesBefore = await countFrames();
    await page.waitForTimeout(SECONDS * 1000);
    const scriptMs = ((await scriptSeconds()) - before) * 1000;
    const frames = (await countFrames()) - framesBefore;
    const msPerFrame = Number((scriptMs / Math.max(frames, 1)).toFixed(3));

    // Hidden: the page is told its tab is hidden, as a browser does when another tab opens.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const hiddenBefore = await scriptSeconds();
    const hiddenFramesBefore = await countFrames();
    await page.waitForTimeout(2000);
    const hiddenScriptMsPerSecond = Number(((((await scriptSeconds()) - hiddenBefore) * 1000) / 2).toFixed(2));
    const hiddenFrames = (await countFrames()) - hiddenFramesBefore;

    const figures = {
      seconds: SECONDS,
      tickMs: BACKGROUND_TICK_MS,
      frames,
      scriptMs: Number(scriptMs.toFixed(1)),
      msPerFrame,
      goalMsPerFrame: GOAL_MS_PER_FRAME,
      goalMet: msPerFrame <= GOAL_MS_PER_FRAME && hiddenFrames === 0,
      hidden: { frames: hiddenFrames, scriptMsPerSecond: hiddenScriptMsPerSecond },
    };
    console.log(`neon on /home                 ${msPerFrame} ms of script per frame over ${frames} frames (goal ≤ ${GOAL_MS_PER_FRAME})`);
    console.log(`neon with the tab hidden      ${hiddenFrames} frames, ${hiddenScriptMsPerSecond} ms of script per second`);
    return figures;
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.child.exited;
  }
}

if (import.meta.main) {
  const figures = await measureNeon();
  writeFileSync(
    join(import.meta.dir, "results", "neon-latest.json"),
    JSON.stringify({ recordedAt: new Date().toISOString(), command: "npm run build && bun bench/neon.ts", ...figures }, null, 2) + "\n",
  );
}
