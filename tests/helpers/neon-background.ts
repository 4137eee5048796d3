// The falling names' canvas as a test sees it: whether any name is drawn on it yet.
import type { Page } from "playwright-core";

/** Whether the background canvas shows anything: a name is the only thing drawn on it. */
export const backgroundHasInk = (page: Page): Promise<boolean> =>
  page.locator('[data-testid="neon-background"]').evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
    return false;
  });

/**
 * Waits, on the test's own clock (a page's may be paused), until names show on the background:
 * their images come from the rain's worker, in real time, once the page is idle.
 */
export async function waitForFallingNames(page: Page, timeoutMs = 15_000): Promise<void> {
  for (let waited = 0; !(await backgroundHasInk(page)); waited += 100) {
    if (waited > timeoutMs) throw new Error(`no name was drawn on the background within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
