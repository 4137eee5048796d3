// The landing page's falling names run at full strength around the interface, never under its
// text (decision 0079): over several moments of the animation, every line of text in the header,
// the logo panel, the caption, the users-online line and the testimonial box keeps a contrast of
// at least 4.5:1 against the brightest pixel behind it. The page is photographed with its text made
// transparent (the page's clock paused, so its text stands still), so what is measured is exactly
// what stands behind each text box: the backdrop, or the names showing through it. The photograph's
// pixels are read by Chromium itself, in a blank page of its own.
// Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { runCliOk } from "../helpers/cli";
import { waitForFallingNames } from "../helpers/neon-background";
import { startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const REGIONS = [".site-header", ".home__logo", ".home__caption", ".users-online", "[data-testid=testimonial]"];
const MOMENTS = 6;
const BETWEEN_MOMENTS_MS = 900;
const MIN_CONTRAST = 4.5;

type TextBox = { region: string; text: string; color: [number, number, number]; x: number; y: number; width: number; height: number };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Samples give the landing page its testimonial box.
  await runCliOk(["demo", "seed"], { dataDir: server.dataDir });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Every visible line of text inside the regions: its box and its colour. */
function textBoxes(page: Page): Promise<TextBox[]> {
  return page.evaluate((regions) => {
    const boxes: TextBox[] = [];
    for (const selector of regions) {
      for (const region of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? "";
          const parent = node.parentElement;
          if (!text || !parent) continue;
          const style = getComputedStyle(parent);
          if (style.visibility !== "visible" || Number(style.opacity) === 0) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const [r, g, b] = style.color.match(/[\d.]+/g)!.map(Number);
          for (const rect of range.getClientRects()) {
            // Visually hidden text (a 1 px clip) is for screen readers, not eyes.
            if (rect.width < 4 || rect.height < 4 || rect.bottom <= 0 || rect.top >= innerHeight) continue;
            boxes.push({ region: selector, text, color: [r!, g!, b!], x: rect.x, y: rect.y, width: rect.width, height: rect.height });
          }
        }
      }
    }
    return boxes;
  }, REGIONS) as Promise<TextBox[]>;
}

/** The frame as it stands, with every text transparent: what is behind the text, as a PNG. */
async function frameWithoutText(page: Page): Promise<Buffer> {
  const style = await page.addStyleTag({
    content:
      "#root *, #root *::before, #root *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }",
  });
  const shot = await page.screenshot({ caret: "hide" });
  await style.evaluate((element) => (element as HTMLElement).remove());
  return shot;
}

/** For each box, the luminance of the brightest pixel of the photograph inside it (text sits anywhere in it). */
function brightestBehind(reader: Page, png: Buffer, boxes: TextBox[]): Promise<number[]> {
  return reader.evaluate(
    async ({ base64, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return boxes.map((box) => {
        let brightest = 0;
        const [x0, y0] = [Math.max(0, Math.floor(box.x)), Math.max(0, Math.floor(box.y))];
        const [x1, y1] = [Math.min(width, Math.ceil(box.x + box.width)), Math.min(height, Math.ceil(box.y + box.height))];
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const i = (y * width + x) * 4;
            brightest = Math.max(brightest, 0.2126 * linear(data[i]!) + 0.7152 * linear(data[i + 1]!) + 0.0722 * linear(data[i + 2]!));
          }
        }
        return brightest;
      });
    },
    { base64: png.toString("base64"), boxes },
  );
}

describe("the landing page's text over the falling names", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px every text box keeps at least ${MIN_CONTRAST}:1 at ${MOMENTS} moments of the animation`, async () => {
      const { context, page } = await openTestPage(browser, {
        viewport,
        reducedMotion: "no-preference",
        // The photographer's own style sheet (text made transparent) is inline, which the page's CSP refuses.
        bypassCSP: true,
      });
      const reader = await context.newPage();
      try {
        await page.goto(`${server.url}/home`);
        await page.getByTestId("testimonial").waitFor();
        await page.evaluate(() => document.fonts.ready);
        // Colours change at once: the photographer's text-hiding sheet, once removed, must not leave
        // the buttons' colour transitions half-way at the next moment.
        await page.addStyleTag({ content: "#root *, #root *::before, #root *::after { transition: none !important; }" });
        // Stop the page's time, so its own text stands still; the names fall in their worker on the
        // real clock: wait until the canvas shows them, and between moments.
        await page.clock.runFor(4000);
        await waitForFallingNames(page);
        await page.clock.pauseAt(Date.now() + 60_000);
        const worst = new Map<string, { ratio: number; text: string }>();
        for (let moment = 0; moment < MOMENTS; moment++) {
          await new Promise((resolve) => setTimeout(resolve, BETWEEN_MOMENTS_MS));
          const boxes = await textBoxes(page);
          for (const region of REGIONS) expect(boxes.some((box) => box.region === region)).toBe(true);
          const behind = await brightestBehind(reader, await frameWithoutText(page), boxes);
          for (const [index, box] of boxes.entries()) {
            const ratio = contrast(luminance(box.color), behind[index]!);
            const before = worst.get(box.region);
            if (!before || ratio < before.ratio) worst.set(box.region, { ratio, text: box.text });
          }
        }
        const report = Object.fromEntries([...worst].map(([region, { ratio, text }]) => [region, `${ratio.toFixed(2)}:1 at "${text}"`]));
        console.log(`${viewport.width} px, worst contrast per region:`, report);
        for (const { ratio } of worst.values()) expect(ratio).toBeGreaterThanOrEqual(MIN_CONTRAST);
      } finally {
        await context.close();
      }
    });
  }
});
