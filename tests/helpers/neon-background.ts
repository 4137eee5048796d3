// The falling names' canvas as a test sees it. The rain's worker owns that canvas, so its pixels
// are read from the frame the page shows (the canvas's PNG), not through a 2D context of the page.
import type { Page } from "playwright-core";

const CANVAS = '[data-testid="neon-background"]';

/** The frame the background shows now, as a PNG data URL: equal frames mean nothing moved. */
export const backgroundFrame = (page: Page): Promise<string> =>
  page.locator(CANVAS).evaluate((element) => (element as HTMLCanvasElement).toDataURL());

/** Whether the background canvas shows anything: a name is the only thing drawn on it. */
export const backgroundHasInk = (page: Page): Promise<boolean> =>
  page.locator(CANVAS).evaluate(async (element) => {
    const canvas = element as HTMLCanvasElement;
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
    if (!png) return false;
    const frame = await createImageBitmap(png);
    const reader = document.createElement("canvas");
    [reader.width, reader.height] = [frame.width, frame.height];
    const context = reader.getContext("2d")!;
    context.drawImage(frame, 0, 0);
    const { data } = context.getImageData(0, 0, frame.width, frame.height);
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
    return false;
  });

/**
 * Waits, on the test's own clock (the rain's worker keeps real time, whatever the page's clock
 * does), until names show on the background: the rain starts once the page is idle.
 */
export async function waitForFallingNames(page: Page, timeoutMs = 15_000): Promise<void> {
  for (let waited = 0; !(await backgroundHasInk(page)); waited += 100) {
    if (waited > timeoutMs) throw new Error(`no name was drawn on the background within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
