// The public pages as a phone meets them (decision 0079), in real Chromium against the built app:
// their HTML arrives rendered (text without any script), the app takes it over with no console
// error (no hydration mismatch, no signed-out GET /api/auth/user), a visitor still gets the visitor
// cookie; the signed-in hint decides whether the app asks who is signed in; focus moves to each
// new page's heading; and the second of two tooltips shows at once (one provider's skip delay).
// Needs the built SPA (bun run build).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { TOOLTIP_DELAY_MS } from "#shared/constants";
import { PAGE_PATHS, PRERENDERED_PAGE_PATHS, PUBLIC_PAGE_PATHS } from "#shared/page-paths";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const MEMBER = { username: "night_owl", password: "0wl-Pass!word", firstName: "Nora", lastName: "Owl", email: "nora.owl@example.com" };

let server: RunningServer;
let browser: Browser;
const url = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records its console errors, uncaught errors and API calls. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) apiCalls.push(`${request.method()} ${pathname}`);
  });
  return { page, errors, apiCalls };
}

const hintOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "aan_signed_in");

describe("prerendered public pages", () => {
  test("every public page arrives rendered, with index.html's headers (its policy allowing its inline style); a signed-in browser gets the app", async () => {
    const app = await fetch(url(PAGE_PATHS.register));
    const appHtml = await app.text();
    expect(appHtml).toContain('<div id="root"></div>');
    for (const path of PRERENDERED_PAGE_PATHS) {
      const reply = await fetch(url(path));
      expect(reply.status).toBe(200);
      const html = await reply.text();
      // Inert until the app has taken it over: a tap before then would be lost.
      expect(html).toContain('<div id="root" data-prerendered inert>');
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      for (const header of ["content-type", "cache-control", "x-content-type-options"])
        expect([path, header, reply.headers.get(header)]).toEqual([path, header, app.headers.get(header)]);
      // The app's policy, and the page's one inline style allowed by its digest.
      const policy = reply.headers.get("content-security-policy")?.replace(/'sha256-[A-Za-z0-9+/]+=*'/, "'sha256-…'");
      expect([path, policy]).toEqual([path, `${app.headers.get("content-security-policy")}; style-src 'self' 'sha256-…'`]);
      // The prerendered page is a visitor's: a member's browser (session cookie) gets the app.
      const signedIn = await (await fetch(url(path), { headers: { cookie: "aan_member=some-session" } })).text();
      expect(signedIn).toBe(appHtml);
    }
    // Served for their paths only, never under their own names.
    expect((await fetch(url("/prerendered/home.html"))).status).toBe(404);
  });

  test("without JavaScript a phone still shows each page's heading", async () => {
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of [PAGE_PATHS.login, PAGE_PATHS.packages, PAGE_PATHS.carrierTactics]) {
        await page.goto(url(path));
        expect(await page.locator("h1").first().isVisible()).toBe(true);
      }
      await page.goto(url(PAGE_PATHS.home));
      expect(await page.getByText("Tap the Logo to Continue").isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("a visitor's every public page: taken over without a console error, no GET /api/auth/user, the visitor cookie given", async () => {
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const { page, errors, apiCalls } = await watchedPage(context);
      for (const path of PUBLIC_PAGE_PATHS) {
        await page.goto(url(path), { waitUntil: "networkidle" });
        // Taken over by the app: no longer inert.
        await page.locator("#root:not([inert])").waitFor({ state: "attached" });
      }
      expect(errors).toEqual([]);
      expect(apiCalls.filter((call) => call.endsWith("/api/auth/user"))).toEqual([]);
      expect((await context.cookies()).some((cookie) => cookie.name === "aan_visitor")).toBe(true);
      expect(await hintOf(context)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});

describe("the signed-in hint", () => {
  let context: BrowserContext;
  let page: Page;
  let apiCalls: string[];
  let errors: string[];

  beforeAll(async () => {
    const admin = (await browser.newContext()).request;
    const code = await adminWithCode(admin, url);
    context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    ({ page, apiCalls, errors } = await watchedPage(context));
    // Registered through the API in the browser's own context: its cookies are the browser's.
    const device = { "x-device-fingerprint": "c0ffee".repeat(10) + "beef", "x-device-label": "Phone - Chrome on Android" };
    const registered = await context.request.post(url("/api/auth/register"), { data: registrationData(code, MEMBER), headers: device });
    expect(registered.status()).toBe(200);
  });

  afterAll(async () => {
    await context?.close();
  });

  test("signed in, the page asks who is signed in and shows the member; signing out clears the hint", async () => {
    expect((await hintOf(context))?.value).toBe("1");
    // Waited for, not read at network idle: the app's start evaluates for a while without a request.
    const askedWhoIsSignedIn = () => page.waitForRequest((request) => request.url().endsWith("/api/auth/user"));
    await Promise.all([askedWhoIsSignedIn(), page.goto(url(PAGE_PATHS.packages), { waitUntil: "networkidle" })]);
    expect(apiCalls).toContain("GET /api/auth/user");
    await page.getByTestId("header-member").waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "LOGIN", exact: true }).waitFor();
    expect(await hintOf(context)).toBeUndefined();
    apiCalls.length = 0;
    await page.goto(url(PAGE_PATHS.home), { waitUntil: "networkidle" });
    expect(apiCalls.filter((call) => call.endsWith("/api/auth/user"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a stale hint beside a session that ended: one quiet 401, LOGIN shown, the hint cleared", async () => {
    const { hostname } = new URL(server.url);
    await context.addCookies([
      { name: "aan_member", value: "a-session-long-gone", domain: hostname, path: "/" },
      { name: "aan_signed_in", value: "1", domain: hostname, path: "/" },
    ]);
    apiCalls.length = 0;
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith("/api/auth/user")),
      page.goto(url(PAGE_PATHS.home), { waitUntil: "networkidle" }),
    ]);
    expect(apiCalls).toContain("GET /api/auth/user");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "LOGIN", exact: true }).waitFor();
    expect(await page.locator(".toast").count()).toBe(0);
    expect(await hintOf(context)).toBeUndefined();
  });

  test("a hint without any session cookie is cleared by the page itself, before the app could ask", async () => {
    await context.clearCookies();
    const { hostname } = new URL(server.url);
    await context.addCookies([{ name: "aan_signed_in", value: "1", domain: hostname, path: "/" }]);
    apiCalls.length = 0;
    await page.goto(url(PAGE_PATHS.login), { waitUntil: "networkidle" });
    expect(apiCalls.filter((call) => call.endsWith("/api/auth/user"))).toEqual([]);
    expect(await hintOf(context)).toBeUndefined();
  });
});

describe("after a route change", () => {
  test("focus is on the new page's heading (links followed with the mouse, no focus ring, no scroll)", async () => {
    const context = await browser.newContext(TEST_CONTEXT_OPTIONS);
    try {
      const page = await context.newPage();
      await page.goto(url(PAGE_PATHS.home), { waitUntil: "networkidle" });
      const focused = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          return { tag: active.tagName, text: active.textContent, outline: getComputedStyle(active).outlineStyle, scrollY: window.scrollY };
        });
      const steps: Array<[string, () => Promise<void>, string]> = [
        ["the logo", () => page.locator(".home__link").click(), "Select Your Path"],
        [
          "PACKAGES",
          () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "PACKAGES" }).click(),
          "Deployment Packages",
        ],
        [
          "APPRAISERS",
          () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "APPRAISERS" }).click(),
          "Appraiser Directory",
        ],
        [
          "LOGIN",
          () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "LOGIN", exact: true }).click(),
          "Member Login",
        ],
        ["Home", () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click(), "AAN"],
      ];
      for (const [, follow, heading] of steps) {
        await follow();
        await page.waitForFunction(
          (text) => document.activeElement?.tagName === "H1" && document.activeElement.textContent === text,
          heading,
        );
        expect(await focused()).toEqual({ tag: "H1", text: heading, outline: "none", scrollY: 0 });
      }
    } finally {
      await context.close();
    }
  });
});

describe("tooltips", () => {
  /** /navigation on a desktop, once the app has taken it over: its Main navigation's links. */
  async function onNavigationPage(use: (page: Page, nav: Locator) => Promise<void>) {
    const context = await browser.newContext(TEST_CONTEXT_OPTIONS);
    try {
      const page = await context.newPage();
      await page.goto(url(PAGE_PATHS.navigation), { waitUntil: "networkidle" });
      await page.locator("#root:not([inert])").waitFor();
      await use(page, page.getByRole("navigation", { name: "Main" }));
    } finally {
      await context.close();
    }
  }

  // A tooltip mounts on a mouse's entry or a keyboard's focus (terminal-tooltip.tsx): the trigger
  // it mounts around must keep the focus, and a click must still reach its link.
  test("a keyboard's focus on LOGIN shows its tooltip and the focus stays on LOGIN", async () => {
    await onNavigationPage(async (page, nav) => {
      const login = nav.getByRole("link", { name: "LOGIN", exact: true });
      for (let presses = 0; presses < 30 && !(await login.evaluate((link) => link === document.activeElement)); presses++) {
        await page.keyboard.press("Tab");
      }
      await page.getByRole("tooltip", { name: "Member sign-in" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("LOGIN");
      expect(await login.evaluate((link) => link.matches(":focus-visible"))).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL((address) => address.pathname === PAGE_PATHS.login);
    });
  });

  test("a click on HOME right after the pointer enters it opens the landing page", async () => {
    await onNavigationPage(async (page, nav) => {
      // Playwright's click enters, presses and releases at once: the tooltip mounts in between.
      await nav.getByRole("link", { name: "Home" }).click();
      await page.waitForURL((address) => address.pathname === PAGE_PATHS.home);
    });
  });

  test("moving from HOME's tooltip to LOGIN shows LOGIN's at once (the skip delay), not after the open delay", async () => {
    const context = await browser.newContext(TEST_CONTEXT_OPTIONS);
    try {
      const page = await context.newPage();
      await page.goto(url(PAGE_PATHS.navigation), { waitUntil: "networkidle" });
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Home" }).hover();
      await page.getByRole("tooltip", { name: "Landing page" }).waitFor();
      // Times are taken in the page: when the pointer enters LOGIN, and when its tooltip shows.
      await page.evaluate(() => {
        const marks: { entered?: number; shown?: number } = {};
        (window as unknown as { marks: typeof marks }).marks = marks;
        const login = [...document.querySelectorAll("nav[aria-label=Main] a")].find((a) => a.textContent === "LOGIN")!;
        login.addEventListener("pointerenter", () => (marks.entered ??= performance.now()));
        new MutationObserver(() => {
          if ([...document.querySelectorAll("[role=tooltip]")].some((t) => t.textContent === "Member sign-in"))
            marks.shown ??= performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      // The pointer travels to LOGIN as a hand moves it, in steps, not in one jump.
      const login = (await nav.getByRole("link", { name: "LOGIN", exact: true }).boundingBox())!;
      await page.mouse.move(login.x + login.width / 2, login.y + login.height / 2, { steps: 8 });
      await page.getByRole("tooltip", { name: "Member sign-in" }).waitFor();
      const shownAfterMs = await page.evaluate(() => {
        const { entered, shown } = (window as unknown as { marks: { entered?: number; shown?: number } }).marks;
        return shown! - entered!;
      });
      expect(TOOLTIP_DELAY_MS).toBe(700);
      // Before the open delay could have run out: shown by the skip, whatever else a busy machine
      // made it wait (the skip window is how long after leaving HOME the next tooltip shows at once).
      expect(shownAfterMs).toBeLessThan(TOOLTIP_DELAY_MS);
    } finally {
      await context.close();
    }
  });
});

describe("/carrier-tactics on a phone", () => {
  test("each group, as a reader scrolls to it, stays inside the screen's width, and a link to a group lands on its title", async () => {
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const page = await context.newPage();
      await page.goto(url(PAGE_PATHS.carrierTactics));
      const groups = page.getByTestId("tactic-group");
      expect(await groups.count()).toBe(5);
      // Scrolled to, one after the other, as a reader would come to them.
      for (let index = 0; index < 5; index++) {
        await groups.nth(index).scrollIntoViewIfNeeded();
        const box = (await groups.nth(index).boundingBox())!;
        expect({ index, left: box.x >= 0, right: box.x + box.width <= 390 }).toEqual({ index, left: true, right: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      }
      // From the top, straight to the fourth group: its title is on screen.
      await page.goto(url(`${PAGE_PATHS.carrierTactics}#delay-stall`));
      await page.locator("#root:not([inert])").waitFor({ state: "attached" });
      const title = page.locator("#delay-stall-title");
      await title.waitFor();
      const top = (await title.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(844);
    } finally {
      await context.close();
    }
  });
});
