// When a visitor on a phone can first use a public page: the moment the app takes the prerendered
// page over (#root loses `inert`; a tap before it is lost), beside its first paint. Real Chromium
// with the throttling Lighthouse applies for a mobile run (`--throttling-method=devtools`: 562.5 ms
// of latency, 1.47 Mbps down, 675 kbps up, the CPU slowed 4x), a fresh profile for every load.
// Each page is loaded TAKE_OVER_RUNS times (5 unless told); each figure is the median.
//
//   bun run build && bun bench/take-over.ts
//   TAKE_OVER_BASELINE=/path/to/other/aan bun bench/take-over.ts   (each load followed by the same on that build)
//   TAKE_OVER_PATHS=/home,/contact TAKE_OVER_OUT=/tmp/quick.json bun bench/take-over.ts
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { PRERENDERED_PAGE_PATHS } from "#shared/page-paths";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/browser";
import { startBinary } from "./load-tools";

const PATHS = process.env.TAKE_OVER_PATHS?.split(",") ?? PRERENDERED_PAGE_PATHS;
const RUNS = Number(process.env.TAKE_OVER_RUNS ?? 5);
const BASELINE = process.env.TAKE_OVER_BASELINE;
const OUT = process.env.TAKE_OVER_OUT ?? join(import.meta.dir, "results", "take-over-latest.json");
// Lighthouse 12's mobile figures for applied throttling (its constants.js, mobileSlow4G × its
// devtools adjustments).
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

type Load = { firstPaintMs: number; takeOverMs: number };

/** One load of `url` in a fresh context: its first contentful paint and when #root lost `inert`. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const watch = new MutationObserver(() => {
        const root = document.getElementById("root");
        if (root && !root.hasAttribute("inert")) {
          (window as unknown as { takeOverAt: number }).takeOverAt = performance.now();
          watch.disconnect();
        }
      });
      watch.observe(document, { subtree: true, attributes: true, attributeFilter: ["inert"] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => "takeOverAt" in window, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => ({
      firstPaintMs: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN),
      takeOverMs: Math.round((window as unknown as { takeOverAt: number }).takeOverAt),
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (loads: Load[]) => ({
  firstPaintMs: median(loads.map((l) => l.firstPaintMs)),
  takeOverMs: median(loads.map((l) => l.takeOverMs)),
  takeOverMsRange: [Math.min(...loads.map((l) => l.takeOverMs)), Math.max(...loads.map((l) => l.takeOverMs))],
  runs: loads.length,
});

if (import.meta.main) {
  const server = await startBinary(mkdtempSync(join(tmpdir(), "aan-bench-take-over-")));
  const baseline = BASELINE ? await startBinary(mkdtempSync(join(tmpdir(), "aan-bench-take-over-")), {}, [BASELINE]) : undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const pages = [];
  try {
    for (const path of PATHS) {
      const here: Load[] = [];
      const there: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        here.push(await load(browser, server.url + path));
        if (baseline) there.push(await load(browser, baseline.url + path));
      }
      const figures = { path, ...summary(here), ...(baseline ? { baseline: summary(there) } : {}) };
      console.log(
        `${path.padEnd(22)} first paint ${figures.firstPaintMs} ms  take-over ${figures.takeOverMs} ms` +
          (figures.baseline ? `  (baseline: ${figures.baseline.firstPaintMs} / ${figures.baseline.takeOverMs} ms)` : ""),
      );
      pages.push(figures);
    }
  } finally {
    await browser.close();
    server.child.kill();
    baseline?.child.kill();
  }
  const result = {
    date: new Date().toISOString(),
    command: "bun bench/take-over.ts",
    settings: { ...NETWORK, cpuSlowdown: CPU_SLOWDOWN, runsPerPage: RUNS, browser: "system Chromium, headless, --disable-gpu" },
    machine: { cores: cpus().length, loadAverage: loadavg().map((l) => Number(l.toFixed(2))) },
    server: process.env.BENCH_SERVER_COMMAND ?? "dist/aan",
    ...(BASELINE ? { baseline: BASELINE } : {}),
    pages,
  };
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${OUT}`);
}
