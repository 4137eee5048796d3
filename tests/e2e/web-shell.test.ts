// The web shell in real Chromium against `aan serve`: routes, top bar, 404, toasts, background,
// phone width. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let cspViolations: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openPage(
  path: string,
  viewport = { width: 1280, height: 800 },
  reducedMotion: "reduce" | "no-preference" = "no-preference",
): Promise<Page> {
  context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  cspViolations = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  await page.goto(new URL(path, server.url).href);
  return page;
}

/** Two snapshots of the canvas pixels some ticks apart: equal means the rain stands still. */
async function canvasMoves(page: Page): Promise<boolean> {
  const snap = () =>
    page.locator('[data-testid="neon-background"]').evaluate((el) => (el as HTMLCanvasElement).toDataURL());
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  const first = await snap();
  await page.waitForTimeout(300);
  return (await snap()) !== first;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const canvasFilter = (page: Page) =>
  page.locator('[data-testid="neon-background"]').evaluate((el) => getComputedStyle(el).filter);

describe("web shell", () => {
  test("/ lands on /home with the logo linking to /navigation", async () => {
    const page = await openPage("/");
    await page.waitForURL((url) => url.pathname === "/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    expect(await page.locator('main a[href="/navigation"]').count()).toBe(1);
    expect(await page.title()).toContain("Unpredictable");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(
      "covert network of licensed adjusters",
    );
    expect(cspViolations).toEqual([]);
  });

  test("an unknown path shows the 404 page with the developer hint", async () => {
    const page = await openPage("/some/unknown/path");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("ERR_ROUTE_NOT_FOUND").textContent()).toBe("ERR_ROUTE_NOT_FOUND");
    expect(await page.locator(".term-log").textContent()).toContain("no handler for /some/unknown/path");
  });

  test("the top bar is absent on /home and shows GO BACK and RETURN TO HOME elsewhere", async () => {
    const page = await openPage("/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    expect(await page.getByRole("button", { name: /GO BACK/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /RETURN TO HOME/ }).count()).toBe(0);

    await page.locator('a[href="/navigation"]').click();
    await page.waitForURL((url) => url.pathname === "/navigation");
    await page.getByRole("button", { name: /GO BACK/ }).waitFor();
    await page.getByRole("button", { name: /RETURN TO HOME/ }).waitFor();
  });

  test("RETURN TO HOME goes to /home and GO BACK goes back in history", async () => {
    const page = await openPage("/some/unknown/path");
    await page.getByRole("button", { name: /RETURN TO HOME/ }).click();
    await page.waitForURL((url) => url.pathname === "/home");
    await page.locator('a[href="/navigation"]').click();
    await page.waitForURL((url) => url.pathname === "/navigation");
    await page.getByRole("button", { name: /GO BACK/ }).click();
    await page.waitForURL((url) => url.pathname === "/home");
    expect(pathOf(page)).toBe("/home");
  });

  test("GO BACK on the first page of a visit goes home instead of leaving the site", async () => {
    const page = await openPage("/some/unknown/path");
    await page.getByRole("button", { name: /GO BACK/ }).click();
    await page.waitForURL((url) => url.pathname === "/home");
  });

  test("the header buttons lead to their pages", async () => {
    const page = await openPage("/home");
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

  test("going offline raises a destructive toast that closes by itself after about 5 s", async () => {
    const page = await openPage("/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    await context!.setOffline(true);
    const toast = page.locator(".toast", { hasText: "CONNECTION LOST" });
    await toast.waitFor({ state: "visible", timeout: 3000 });
    const shownAt = Date.now();
    expect(await toast.getAttribute("data-variant")).toBe("destructive");
    expect(await toast.textContent()).toContain("Network link down. Changes will not be sent until it returns.");

    await toast.waitFor({ state: "hidden", timeout: 12_000 });
    // Not closed early: the 5000 ms auto-close is Radix's timer, give or take scheduling.
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
    await context!.setOffline(false);
    await page.locator(".toast", { hasText: "CONNECTION RESTORED" }).waitFor({ timeout: 3000 });
  }, 30_000);

  test("a new toast replaces the visible one, and F8 focuses the toast region", async () => {
    const page = await openPage("/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    await context!.setOffline(true);
    await page.locator(".toast", { hasText: "CONNECTION LOST" }).waitFor();
    await context!.setOffline(false);
    await page.locator(".toast", { hasText: "CONNECTION RESTORED" }).waitFor();
    await page.locator(".toast", { hasText: "CONNECTION LOST" }).waitFor({ state: "detached" });
    expect(await page.locator(".toast").count()).toBe(1);

    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("toast-viewport"))).toBe(true);
  });

  /** Drags the pointer rightwards from the toast's centre by `distance` px, as a finger would. */
  async function swipeRight(page: Page, toast: ReturnType<Page["locator"]>, distance: number) {
    const box = (await toast.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + distance, y, { steps: 10 });
    await page.mouse.up();
  }

  test("a swipe right of more than 50 px dismisses a toast; a shorter one does not", async () => {
    const page = await openPage("/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    await context!.setOffline(true);
    const toast = page.locator(".toast[data-state='open']", { hasText: "CONNECTION LOST" });
    await toast.waitFor({ state: "visible" });

    await swipeRight(page, toast, 30);
    await page.waitForTimeout(300);
    expect(await toast.isVisible()).toBe(true);

    const swipedAt = Date.now();
    await swipeRight(page, toast, 80);
    await toast.waitFor({ state: "hidden" });
    // Well before the 5 s auto-close: it was the swipe that closed it.
    expect(Date.now() - swipedAt).toBeLessThan(3000);
  }, 20_000);

  test("the auto-close waits while the pointer rests on the toast", async () => {
    const page = await openPage("/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    await context!.setOffline(true);
    const toast = page.locator(".toast[data-state='open']", { hasText: "CONNECTION LOST" });
    await toast.waitFor({ state: "visible" });
    await toast.hover();
    await page.waitForTimeout(6500);
    expect(await toast.isVisible()).toBe(true);

    await page.mouse.move(5, 5);
    await toast.waitFor({ state: "hidden", timeout: 12_000 });
  }, 30_000);

  test("the neon background is one canvas, sharp on /home and blurred by 1px elsewhere", async () => {
    const page = await openPage("/home");
    const canvas = page.locator('[data-testid="neon-background"]');
    await canvas.waitFor({ state: "attached" });
    expect(await page.locator("canvas").count()).toBe(1);
    expect(await canvas.getAttribute("aria-hidden")).toBe("true");
    expect(await canvasFilter(page)).toBe("none");

    await page.locator('a[href="/navigation"]').click();
    await page.waitForURL((url) => url.pathname === "/navigation");
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-testid="neon-background"]')!).filter === "blur(1px)",
    );
    expect(await canvasFilter(page)).toBe("blur(1px)");
  });

  test("the background falls, and stands still under prefers-reduced-motion", async () => {
    const moving = await openPage("/home");
    await moving.getByText("Tap the Logo to Continue").waitFor();
    expect(await canvasMoves(moving)).toBe(true);
    await context?.close();

    const still = await openPage("/home", undefined, "reduce");
    await still.getByText("Tap the Logo to Continue").waitFor();
    expect(await canvasMoves(still)).toBe(false);
  });

  test("a route change starts at the top of the page", async () => {
    const page = await openPage("/some/unknown/path", { width: 390, height: 420 });
    const homeLink = page.getByRole("link", { name: "> OPEN /home" });
    await homeLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await homeLink.click();
    await page.waitForURL((url) => url.pathname === "/home");
    await page.getByText("Tap the Logo to Continue").waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("at 390 px wide no page scrolls sideways", async () => {
    for (const path of ["/home", "/some/unknown/path/that-is-rather-long-to-check-wrapping"]) {
      const page = await openPage(path, { width: 390, height: 844 });
      await page.locator("#main").waitFor();
      await page.locator(".home, .not-found").first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context?.close();
      context = undefined;
    }
  });
});
