// Dev helper: screenshots of pages at desktop and phone widths into ./screenshots/ (gitignored).
// Usage: bun scripts/screenshot.ts <base-url> [path ...]   e.g. bun scripts/screenshot.ts http://127.0.0.1:3000 /home /nope
// With --offline the browser goes offline after load so the connection toast shows.
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { launchBrowser } from "../tests/helpers/browser";

const VIEWPORTS = [
  { name: "1280", width: 1280, height: 800 },
  { name: "390", width: 390, height: 844 },
];

const args = process.argv.slice(2);
const offline = args.includes("--offline");
const [baseUrl, ...paths] = args.filter((a) => a !== "--offline");
if (!baseUrl) {
  console.error("usage: bun scripts/screenshot.ts <base-url> [--offline] [path ...]");
  process.exit(2);
}

const outDir = resolve(import.meta.dir, "..", "screenshots");
await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/home"]) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      if (offline) {
        await context.setOffline(true);
        await page.locator(".toast__title", { hasText: "CONNECTION LOST" }).waitFor();
      }
      await page.waitForTimeout(400);
      const slug = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root";
      const file = join(outDir, `${slug}${offline ? "-offline" : ""}-${viewport.name}.png`);
      await page.screenshot({ path: file });
      if (offline) await context.setOffline(false);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
