// The web shell in real Chromium against `aan serve`: routes, top bar, 404, toasts, background,
// phone width. One page serves every test: each starts with its own navigation, and a test that
// changes the viewport, the network or the motion setting puts it back. The page's clock is
// Playwright's, so the 5 s toast is jumped over (the background's worker keeps real time); and the
// page prefers reduced motion (the background stands still and leaves the CPU to the
// test) except in the one test about its motion.
// Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, openTestPage, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { backgroundFrame, waitForFallingNames } from "../helpers/neon-background";
import { startServer, type RunningServer } from "../helpers/server-process";

const DESKTOP = TEST_CONTEXT_OPTIONS.viewport;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

beforeEach(() => {
  cspViolations = [];
});

// A test that fails while offline must not take the network from the next one.
afterEach(() => context.setOffline(false));

async function open(path: string): Promise<Page> {
  await page.goto(new URL(path, server.url).href);
  return page;
}

/**
 * /home for a test that is not about loading it: by the header's Home link, an in-app move that
 * costs no reload; a fresh load only when the app is not up.
 */
async function toHome(): Promise<Page> {
  const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true });
  if (page.url().startsWith(server.url) && (await home.count()) === 1) await home.click();
  else await open("/home");
  await page.getByText("Tap the Logo to Continue").waitFor();
  // The text is there before any script runs (the page is prerendered): the app has taken the
  // page over once #root is no longer inert, and only then does it notice a lost connection.
  await page.locator("#root:not([inert])").waitFor({ state: "attached" });
  return page;
}

/**
 * Moving means every frame differs from the last over two steps of real time (the rain's worker
 * keeps its own clock): a one-off redraw (a font face arriving, sprites rebuilt) is not motion.
 */
async function canvasMoves(): Promise<boolean> {
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));
  const first = await backgroundFrame(page);
  await aMoment();
  const second = await backgroundFrame(page);
  await aMoment();
  return second !== first && (await backgroundFrame(page)) !== second;
}

/** Whether the canvas stops moving within ten looks (the frames already on their way landing first). */
async function settlesStill(): Promise<boolean> {
  for (let look = 0; look < 10; look++) if (!(await canvasMoves())) return true;
  return false;
}

const pathOf = () => new URL(page.url()).pathname;
const canvasFilter = () => page.locator('[data-testid="neon-background"]').evaluate((el) => getComputedStyle(el).filter);
const openToast = (text: string) => page.locator(".toast[data-state='open']", { hasText: text });

/** Goes offline until the 'CONNECTION LOST' toast shows (afterEach goes back online). */
async function loseConnection(): Promise<Locator> {
  await context.setOffline(true);
  const toast = openToast("CONNECTION LOST");
  await toast.waitFor({ state: "visible" });
  return toast;
}

async function restoreConnection(): Promise<void> {
  await context.setOffline(false);
  await openToast("CONNECTION RESTORED").waitFor();
}

describe("web shell", () => {
  test("/ lands on /home with the logo linking to /navigation", async () => {
    await open("/");
    await page.waitForURL((url) => url.pathname === "/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    expect(await page.locator('main a[href="/navigation"]').count()).toBe(1);
    expect(await page.title()).toContain("Unpredictable");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("covert network of licensed adjusters");
    expect(cspViolations).toEqual([]);
  });

  test("the logo link's accessible name contains its visible text (WCAG 2.5.3)", async () => {
    await toHome();
    const link = page.locator('main a[href="/navigation"]');
    const words = (text: string) =>
      text
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, " ")
        .trim();
    const visible = words(await link.innerText());
    const name = words(/link "([^"]*)"/.exec(await link.ariaSnapshot())?.[1] ?? "");
    expect(visible).not.toBe("");
    expect(name).toContain(visible);
    // The caption tells what the link does.
    expect(await link.getAttribute("aria-describedby")).toBe("home-caption");
  });

  test("an unknown path shows the 404 page with the path it could not resolve, and no source path", async () => {
    await open("/some/unknown/path");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("ERR_ROUTE_NOT_FOUND").textContent()).toBe("ERR_ROUTE_NOT_FOUND");
    const log = (await page.locator(".term-log").textContent()) ?? "";
    expect(log).toContain("no handler for /some/unknown/path");
    expect(log).not.toMatch(/src\/|\.tsx?\b/);
  });

  test("the top bar is absent on /home and shows GO BACK and RETURN TO HOME elsewhere", async () => {
    await toHome();
    expect(await page.getByRole("button", { name: /GO BACK/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /RETURN TO HOME/ }).count()).toBe(0);

    await page.locator('a[href="/navigation"]').click();
    await page.waitForURL((url) => url.pathname === "/navigation");
    await page.getByRole("button", { name: /GO BACK/ }).waitFor();
    await page.getByRole("button", { name: /RETURN TO HOME/ }).waitFor();
  });

  test("RETURN TO HOME goes to /home and GO BACK goes back in history", async () => {
    await open("/some/unknown/path");
    await page.getByRole("button", { name: /RETURN TO HOME/ }).click();
    await page.waitForURL((url) => url.pathname === "/home");
    await page.locator('a[href="/navigation"]').click();
    await page.waitForURL((url) => url.pathname === "/navigation");
    await page.getByRole("button", { name: /GO BACK/ }).click();
    await page.waitForURL((url) => url.pathname === "/home");
    expect(pathOf()).toBe("/home");
  });

  test("GO BACK on the first page of a visit goes home instead of leaving the site", async () => {
    await open("/some/unknown/path");
    await page.getByRole("button", { name: /GO BACK/ }).click();
    await page.waitForURL((url) => url.pathname === "/home");
  });

  test("the header buttons lead to their pages", async () => {
    await toHome();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of [
      ["LOGIN", "/login"],
      ["APPRAISERS", "/appraisers"],
      ["PACKAGES", "/deployment-packages"],
      ["Home", "/home"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
  });

  test("going offline raises a destructive toast that closes by itself after 5 s, not before", async () => {
    await toHome();
    const toast = await loseConnection();
    expect(await toast.getAttribute("data-variant")).toBe("destructive");
    expect(await toast.textContent()).toContain("Network link down. Changes will not be sent until it returns.");

    await page.clock.fastForward(4000);
    expect(await toast.getAttribute("data-state")).toBe("open");
    await page.clock.fastForward(1100);
    await toast.waitFor({ state: "hidden" });
    await restoreConnection();
  });

  test("a new toast replaces the visible one; F8 focuses the toast region, with a visible ring", async () => {
    await toHome();
    await loseConnection();
    await restoreConnection();
    await page.locator(".toast", { hasText: "CONNECTION LOST" }).waitFor({ state: "detached" });
    expect(await page.locator(".toast").count()).toBe(1);

    await page.keyboard.press("F8");
    const ring = await page.evaluate(() => {
      const focused = document.activeElement;
      const style = focused ? getComputedStyle(focused) : undefined;
      return { isViewport: focused?.classList.contains("toast-viewport"), outline: style?.outlineStyle, width: style?.outlineWidth };
    });
    expect(ring.isViewport).toBe(true);
    expect(ring.outline).not.toBe("none");
    expect(parseFloat(ring.width ?? "0")).toBeGreaterThanOrEqual(2);
  });

  /** Drags the pointer rightwards from the toast's centre by `distance` px, as a finger would. */
  async function swipeRight(toast: Locator, distance: number) {
    const box = (await toast.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + distance, y, { steps: 5 });
    await page.mouse.up();
  }

  test("a swipe right of more than 50 px dismisses a toast; a shorter one does not", async () => {
    await toHome();
    const toast = await loseConnection();

    await swipeRight(toast, 30);
    expect(await toast.getAttribute("data-state")).toBe("open");
    expect(await toast.isVisible()).toBe(true);

    // The clock stands well before the 5 s auto-close: it is the swipe that closes it. A closed
    // toast leaves the page once its exit animation ends, which a busy machine may reach before
    // the check: closed or gone, none is open.
    await swipeRight(toast, 80);
    await page.locator(".toast[data-state='open']", { hasText: "CONNECTION LOST" }).waitFor({ state: "detached", timeout: 2000 });
  });

  test("the auto-close waits while the pointer rests on the toast", async () => {
    await toHome();
    const toast = await loseConnection();
    await toast.hover();
    await page.clock.fastForward(6500);
    expect(await toast.getAttribute("data-state")).toBe("open");

    await page.mouse.move(5, 5);
    await page.clock.fastForward(5100);
    await toast.waitFor({ state: "hidden" });
  });

  test("the neon background is one canvas, sharp on /home and blurred by 1px elsewhere", async () => {
    await toHome();
    const canvas = page.locator('[data-testid="neon-background"]');
    expect(await page.locator("canvas").count()).toBe(1);
    expect(await canvas.getAttribute("aria-hidden")).toBe("true");
    expect(await canvasFilter()).toBe("none");

    await page.locator('a[href="/navigation"]').click();
    await page.waitForURL((url) => url.pathname === "/navigation");
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="neon-background"]')!).filter === "blur(1px)");
    expect(await canvasFilter()).toBe("blur(1px)");
  });

  test("the background falls, and stands still under prefers-reduced-motion", async () => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    try {
      await toHome();
      expect(await canvasMoves()).toBe(true);
    } finally {
      await page.emulateMedia({ reducedMotion: "reduce" });
    }
    // Frames the worker was drawing when the preference changed may still land (on a busy machine,
    // a while later): once they have, the canvas stands still.
    expect(await settlesStill()).toBe(true);
  });

  test("a route change starts at the top of the page", async () => {
    await page.setViewportSize({ width: 390, height: 420 });
    try {
      await open("/some/unknown/path");
      const homeLink = page.getByRole("link", { name: "> OPEN /home" });
      await homeLink.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await homeLink.click();
      await page.waitForURL((url) => url.pathname === "/home");
      await page.getByText("Tap the Logo to Continue").waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  test("at 390 px wide no page scrolls sideways", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const path of ["/home", "/some/unknown/path/that-is-rather-long-to-check-wrapping"]) {
        await open(path);
        await page.locator(".home, .not-found").first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});

describe("the falling names' glow", () => {
  /**
   * /home in a browser of its own, on its real clock, counting the glowing texts and the images
   * copied on the page's own thread (the fingerprint's probe draws text too, without a glow, and
   * copies no image).
   */
  async function homeCountingGlows(prepare?: () => void) {
    const glowing = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, reducedMotion: "no-preference" });
    const page = await glowing.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    if (prepare) await page.addInitScript(prepare);
    await page.addInitScript(() => {
      const counts = { glows: 0, images: 0 };
      Object.assign(window, { glowCounts: counts });
      const { fillText, drawImage } = CanvasRenderingContext2D.prototype;
      CanvasRenderingContext2D.prototype.fillText = function (...args: Parameters<typeof fillText>) {
        if (this.shadowBlur > 0) counts.glows++;
        return fillText.apply(this, args);
      };
      CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
        // A sprite is a canvas; the test's own reading of a frame draws a decoded image.
        if (args[0] instanceof HTMLCanvasElement) counts.images++;
        return (drawImage as (...all: unknown[]) => void).apply(this, args);
      } as typeof drawImage;
    });
    await page.goto(new URL("/home", server.url).href);
    await waitForFallingNames(page);
    const { glows, images } = await page.evaluate(
      () => (window as unknown as { glowCounts: { glows: number; images: number } }).glowCounts,
    );
    return { glowing, page, errors, glows, images };
  }

  test("runs in a worker: the names fall, and the page's own thread draws nothing of them", async () => {
    const { glowing, page, errors, glows, images } = await homeCountingGlows();
    try {
      const before = await backgroundFrame(page);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await backgroundFrame(page)).not.toBe(before);
      expect(glows).toBe(0);
      expect(images).toBe(0);
      expect(page.workers().some((worker) => worker.url().includes("neon-rain-worker"))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await glowing.close();
    }
  });

  test("where a worker cannot draw (no OffscreenCanvas), the page draws the names itself", async () => {
    const { glowing, errors, glows, images } = await homeCountingGlows(() => {
      delete (window as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    });
    try {
      expect(glows).toBeGreaterThan(0);
      expect(images).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await glowing.close();
    }
  });
});
