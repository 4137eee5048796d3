// What a prerendered public page carries before the app runs (decision 0120), in real Chromium
// against the built binary: its own <title> (the one the app then sets), its style inline (no
// sheet to wait for) and allowed by its digest alone, the largest paint from the HTML itself (the process demo's flips never make a later one),
// and the appraiser directory rendered in its loading state, which the directory's answer then
// fills without moving anything already on screen and without a hydration error.
// Needs the built SPA (bun run build).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { PAGE_PATHS, PRERENDERED_PAGE_PATHS, PUBLIC_PAGE_PATHS } from "#shared/page-paths";
import { runCliOk } from "../helpers/cli";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { adminWithCode } from "../helpers/e2e-setup";
import { startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(90_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const SCREENS = [
  ["a phone", PHONE],
  ["a desktop", DESKTOP],
] as const;

let server: RunningServer;
let browser: Browser;
const url = (path: string) => new URL(path, server.url).href;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&");

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records console errors, and from its first byte the layout shifts and largest paints it sees. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen = { shifts: [] as number[], paints: [] as { at: number; element: string }[], appStartedAt: -1 };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) seen.shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.paints.push({ at: entry.startTime, element: entry.element?.className ?? "" });
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // The app has taken the page over when #root loses `inert`.
    new MutationObserver(() => {
      if (seen.appStartedAt < 0 && document.getElementById("root")?.hasAttribute("inert") === false) seen.appStartedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["inert"] });
  });
  type Seen = { shifts: number[]; paints: { at: number; element: string }[]; appStartedAt: number };
  const seen = () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
  return { page, errors, seen };
}

describe("prerendered heads", () => {
  test("each prerendered page carries the title the app sets for it, before any script runs", async () => {
    expect(PRERENDERED_PAGE_PATHS).toEqual(PUBLIC_PAGE_PATHS);
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const page = await context.newPage();
      const titles = new Set<string>();
      for (const path of PRERENDERED_PAGE_PATHS) {
        const inHtml = titleOf(await (await fetch(url(path))).text());
        await page.goto(url(path), { waitUntil: "networkidle" });
        await page.locator("#root:not([inert])").waitFor({ state: "attached" });
        expect([path, inHtml]).toEqual([path, await page.title()]);
        titles.add(inHtml!);
      }
      // Not the landing page's title everywhere: one per page.
      expect(titles.size).toBe(PRERENDERED_PAGE_PATHS.length);
    } finally {
      await context.close();
    }
  });

  test("a prerendered page carries its style inline, allowed by its digest; the app fetches none of its sheets again", async () => {
    const answer = await fetch(url(PAGE_PATHS.ourProcess));
    const policy = answer.headers.get("content-security-policy") ?? "";
    const html = await answer.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const styles = [...head.matchAll(/<style data-sheets="([^"]+)">([^<]*)<\/style>/g)];
    expect(styles).toHaveLength(1);
    const [, names, css] = styles[0]!;
    const named = names!.split(" ");
    expect(named.some((sheet) => /^\/assets\/our-process-page-[^/]+\.css$/.test(sheet))).toBe(true);
    // The policy allows that one element by its digest, and no other inline style.
    const digest = createHash("sha256").update(css!).digest("base64");
    expect(policy.split("; ").find((directive) => directive.startsWith("style-src "))).toBe(`style-src 'self' 'sha256-${digest}'`);

    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const { page, errors } = await watchedPage(context);
      const sheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") sheets.push(new URL(request.url()).pathname);
      });
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { __refused: refused });
        document.addEventListener("securitypolicyviolation", (event) => refused.push(`${event.effectiveDirective} ${event.sample}`));
      });
      await page.goto(url(PAGE_PATHS.ourProcess), { waitUntil: "networkidle" });
      await page.locator("#root:not([inert])").waitFor({ state: "attached" });
      // The page took over with no sheet fetched: neither the ones its style holds nor any other.
      expect(sheets).toEqual([]);
      // Styled by its inline style: the cards are the page's grid of flip cards, not plain buttons.
      expect(
        await page
          .locator(".flip-card__inner")
          .first()
          .evaluate((el) => getComputedStyle(el).display),
      ).toBe("grid");
      // Another page's chunk still brings its sheets when the app goes there.
      await page.getByRole("link", { name: "DEPLOYMENT SUBSCRIPTIONS" }).click();
      await page.getByRole("heading", { name: "Deployment Packages" }).waitFor();
      expect(sheets.some((sheet) => sheet.includes("commerce-pages"))).toBe(true);
      expect(errors).toEqual([]);
      // A style someone slips into the page's markup is refused.
      await page.evaluate(() => {
        const slipped = document.createElement("style");
        slipped.textContent = "body { display: none; }";
        document.head.appendChild(slipped);
      });
      await page.waitForFunction(() => (window as unknown as { __refused: string[] }).__refused.length > 0);
      expect(
        (await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).map((line) => line.split(" ")[0]),
      ).toEqual(["style-src-elem"]);
    } finally {
      await context.close();
    }
  });

  test("a page's start is asked for once its text is painted, every part at once, none waiting for the one that imports it", async () => {
    const html = await (await fetch(url(PAGE_PATHS.home))).text();
    const named = new Set(
      [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="([^"]+)"/g)].map((m) => m[1]!),
    );
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const { page, errors } = await watchedPage(context);
      // Each answer a phone's round trip away: a part asked for only once another arrived shows.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto(url(PAGE_PATHS.home));
      await page.locator("#root:not([inert])").waitFor({ state: "attached" });
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .map((entry) => ({ path: new URL(entry.name).pathname, askedAt: entry.startTime, answeredAt: entry.responseStart }))
          .filter((script) => script.path.endsWith(".js")),
      }));
      const script = (name: RegExp) => scripts.find((entry) => name.test(entry.path))!;
      // Before the paint, only the entry the HTML names (and what it imports statically).
      expect(scripts.filter((entry) => entry.askedAt < firstPaint).map((entry) => entry.path)).toEqual(
        expect.arrayContaining([...named].filter((path) => /\/index-/.test(path))),
      );
      expect(scripts.filter((entry) => entry.askedAt < firstPaint && !named.has(entry.path))).toEqual([]);
      // After it, the page's chunk, React and the tooltips are asked for before the start's answer came.
      const startApp = script(/\/start-app-[^/]+\.js$/);
      for (const part of [/\/home-page-[^/]+\.js$/, /\/vendor-react-[^/]+\.js$/, /\/radix-tooltip-[^/]+\.js$/])
        expect({ part: part.source, askedBeforeTheStartAnswered: script(part).askedAt < startApp.answeredAt }).toEqual({
          part: part.source,
          askedBeforeTheStartAnswered: true,
        });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a page starts the app with one module script and carries no inline script; an inline script slipped in is refused", async () => {
    for (const path of PRERENDERED_PAGE_PATHS) {
      const answer = await fetch(url(path));
      const policy = answer.headers.get("content-security-policy") ?? "";
      const html = await answer.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect({
        path,
        scripts: scripts.map(([, attributes, text]) => [
          /type="module"/.test(attributes!),
          /src="\/assets\/index-/.test(attributes!),
          text,
        ]),
      }).toEqual({
        path,
        scripts: [[true, true, ""]],
      });
      expect(policy).toContain("script-src 'self';");
      // The one digest the policy carries is its style's; no inline script is allowed by any means.
      expect(policy).not.toMatch(/unsafe-inline|nonce-/);
      expect(policy.split("; ").filter((directive) => directive.includes("sha256-"))).toEqual([expect.stringMatching(/^style-src /)]);
    }

    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const { page, errors } = await watchedPage(context);
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { __refused: refused });
        document.addEventListener("securitypolicyviolation", (event) => refused.push(`${event.effectiveDirective} ${event.sample}`));
      });
      const refused = () => page.evaluate(() => (window as unknown as { __refused: string[] }).__refused);
      await page.goto(url(PAGE_PATHS.contact));
      await page.locator("#root:not([inert])").waitFor({ state: "attached" });
      expect(await refused()).toEqual([]);
      expect(errors).toEqual([]);
      // A script someone slips into the page's markup does not run.
      await page.evaluate(() => {
        const slipped = document.createElement("script");
        slipped.textContent = "window.__ran = true;";
        document.body.appendChild(slipped);
      });
      await page.waitForFunction(() => (window as unknown as { __refused: string[] }).__refused.length > 0);
      expect((await refused()).map((line) => line.split(" ")[0])).toEqual(["script-src-elem"]);
      expect(await page.evaluate(() => "__ran" in window)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

/**
 * A stand-in for a slow connection: every request goes to the server, and the HTML of `path`
 * comes in two parts, the second `pauseMs` after the first.
 */
function serveHtmlInTwoParts(path: string, pauseMs: number) {
  const proxy = Bun.serve({
    port: 0,
    async fetch(request) {
      const target = new URL(request.url);
      const answer = await fetch(url(target.pathname + target.search), { headers: { cookie: request.headers.get("cookie") ?? "" } });
      const headers = new Headers(answer.headers);
      // fetch has already decoded the body.
      headers.delete("content-encoding");
      headers.delete("content-length");
      if (target.pathname !== path) return new Response(answer.body, { status: answer.status, headers });
      const html = await answer.text();
      const cut = html.indexOf("<", html.indexOf("data-prerendered") + Math.floor((html.length - html.indexOf("data-prerendered")) / 2));
      const bytes = new TextEncoder();
      const body = new ReadableStream({
        async start(controller) {
          controller.enqueue(bytes.encode(html.slice(0, cut)));
          await Bun.sleep(pauseMs);
          controller.enqueue(bytes.encode(html.slice(cut)));
          controller.close();
        },
      });
      return new Response(body, { status: answer.status, headers });
    },
  });
  return { url: `http://127.0.0.1:${proxy.port}${path}`, stop: () => proxy.stop(true) };
}

describe("the app's start", () => {
  test("HTML that arrives in two parts: the first part paints, and the app takes the page over only once the rest is in", async () => {
    const proxy = serveHtmlInTwoParts(PAGE_PATHS.ourProcess, 4000);
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const { page, errors, seen } = await watchedPage(context);
      await page.addInitScript(() => {
        const marks = { firstPaint: -1, parsed: -1 };
        Object.assign(window, { __marks: marks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntriesByName("first-contentful-paint")) marks.firstPaint = entry.startTime;
        }).observe({ type: "paint", buffered: true });
        document.addEventListener("DOMContentLoaded", () => (marks.parsed = performance.now()));
      });
      await page.goto(proxy.url);
      await page.locator("#root:not([inert])").waitFor({ state: "attached", timeout: 15_000 });
      const marks = await page.evaluate(() => (window as unknown as { __marks: Record<"firstPaint" | "parsed", number> }).__marks);
      // The first part was on screen while the rest was still on its way.
      expect(marks.firstPaint).toBeGreaterThan(0);
      expect(marks.parsed - marks.firstPaint).toBeGreaterThan(1000);
      // The module script runs once the whole page is parsed, so the app takes the page over whole.
      expect((await seen()).appStartedAt).toBeGreaterThan(marks.parsed);
      await page.getByRole("link", { name: "DEPLOYMENT SUBSCRIPTIONS" }).click();
      await page.getByRole("heading", { name: "Deployment Packages" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      proxy.stop();
    }
  });

  test("a visitor's page starts without opening the browser's local storage (only the directory keeps its offline copy there)", async () => {
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE });
    try {
      const { page, errors } = await watchedPage(context);
      await page.addInitScript(() => {
        const opened: string[] = [];
        Object.assign(window, { __storageOpened: opened });
        const own =
          Object.getOwnPropertyDescriptor(window, "localStorage") ?? Object.getOwnPropertyDescriptor(Window.prototype, "localStorage")!;
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get() {
            opened.push(location.pathname);
            return own.get!.call(window);
          },
        });
      });
      for (const path of PRERENDERED_PAGE_PATHS.filter((path) => path !== PAGE_PATHS.appraisers)) {
        await page.goto(url(path));
        await page.locator("#root:not([inert])").waitFor({ state: "attached" });
        // Until the page has settled: the app's first effects and idle work have run.
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => (window as unknown as { __storageOpened: string[] }).__storageOpened)).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the typeface", () => {
  test("arriving three seconds late, after the page painted in its stand-in, it moves nothing, on a phone and a desktop", async () => {
    for (const [name, options] of SCREENS) {
      const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...options });
      try {
        // A slow link: every font file is held three seconds (the module script now holds DOMContentLoaded until it has run), so the page paints first in the stand-in.
        await context.route(/\.woff2?$/, async (route: Route) => {
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          await route.continue();
        });
        // Pages whose text stays as it arrives: the landing page's live figures may move on their own.
        for (const path of [PAGE_PATHS.customerSupport, PAGE_PATHS.contact, PAGE_PATHS.privacyPolicy]) {
          const { page, errors, seen } = await watchedPage(context);
          await page.goto(url(path), { waitUntil: "domcontentloaded" });
          const swapped = await page.evaluate(async () => {
            const before = document.fonts.check("16px 'Share Tech Mono'");
            await document.fonts.ready;
            return { before, after: document.fonts.check("16px 'Share Tech Mono'") };
          });
          expect([name, path, swapped]).toEqual([name, path, { before: false, after: true }]);
          // The next frames lay the swapped text out: let them pass before the shifts are read.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          expect([name, path, (await seen()).shifts.reduce((sum, value) => sum + value, 0)]).toEqual([name, path, 0]);
          expect([name, path, errors]).toEqual([name, path, []]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe("/our-process", () => {
  test("its largest paint is the prerendered text, before the app runs; the demo's flips make no later one", async () => {
    const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...PHONE, reducedMotion: "no-preference" });
    try {
      const { page, errors, seen } = await watchedPage(context);
      await page.goto(url(PAGE_PATHS.ourProcess));
      // Through the demo's first cycle: all five cards turned (1-5 s after the app started).
      await page.locator('.flip-card[aria-pressed="true"]').nth(4).waitFor({ timeout: 15_000 });
      const { paints, appStartedAt } = await seen();
      expect(appStartedAt).toBeGreaterThan(0);
      expect(paints.length).toBeGreaterThan(0);
      for (const paint of paints) expect(paint.at).toBeLessThan(appStartedAt);
      expect(paints.at(-1)!.element).toBe("content-page__lead");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("/appraisers", () => {
  test("its HTML is the loading state: no count, no cards, no empty directory, no filters", async () => {
    const html = await (await fetch(url(PAGE_PATHS.appraisers))).text();
    expect(html).toContain('<div id="root" data-prerendered inert>');
    // The page's markup, not its inline style (which names the classes of every state).
    const body = html.slice(html.indexOf("<body>"));
    expect(body).toContain("Loading directory...");
    expect(body).toContain("Appraiser Directory</h1>");
    for (const fake of ["Showing ", "directory-empty", "appraiser-card", "directory-filters-title", "Failed to load"])
      expect(body).not.toContain(fake);
  });

  /** Opens /appraisers with the directory's real answer held back until `release()`. */
  async function openWithAnswerHeld(context: BrowserContext) {
    const watched = await watchedPage(context);
    let held: Route | undefined;
    const arrived = new Promise<void>((resolve) => {
      void watched.page.route("**/api/appraisers", async (route) => {
        held = route;
        resolve();
      });
    });
    await watched.page.goto(url(PAGE_PATHS.appraisers));
    await arrived;
    await watched.page.locator("#root:not([inert])").waitFor({ state: "attached" });
    const release = async () => {
      const response = await held!.fetch();
      await held!.fulfill({ response });
    };
    return { ...watched, release };
  }

  const shiftTotal = (shifts: number[]) => shifts.reduce((sum, value) => sum + value, 0);

  /** The loading line first, then what `settled` waits for; nothing on screen moves and nothing errs. */
  async function loadsWithoutShift(settled: (page: Page) => Promise<void>) {
    for (const [name, options] of SCREENS) {
      const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...options });
      try {
        const opened = await openWithAnswerHeld(context);
        expect([name, await opened.page.getByRole("status").filter({ hasText: "Loading directory..." }).isVisible()]).toEqual([name, true]);
        await opened.release();
        await settled(opened.page);
        expect([name, shiftTotal((await opened.seen()).shifts)]).toEqual([name, 0]);
        expect([name, opened.errors]).toEqual([name, []]);
      } finally {
        await context.close();
      }
    }
  }

  test("a fresh install: the loading line, then the empty directory, without a layout shift or a console error", async () => {
    await loadsWithoutShift((page) => page.getByTestId("directory-empty").waitFor());
  });

  test("with appraisers: the loading line, then the filter bar, the count and the cards, without a layout shift", async () => {
    const admin = (await browser.newContext()).request;
    await adminWithCode(admin, url);
    for (const [name, state, successRate] of [
      ["Pat Preferred", "AZ", "98.50"],
      ["Quinn Qualified", "TX", "91.00"],
    ] as const) {
      const reply = await admin.post(url("/api/admin/appraisers"), {
        data: { name, state, credentials: "Certified Appraiser", appraisals: 40, successRate },
      });
      expect(reply.status()).toBe(200);
    }
    await loadsWithoutShift(async (page) => {
      await page.getByTestId("appraiser-card").first().waitFor();
      expect(await page.getByTestId("directory-count").textContent()).toBe("Showing 2 of 2 appraisers");
    });
  });
});

describe("the settings pages (support, privacy, terms)", () => {
  /** Opens `path` at each screen size: no layout shift while the settings arrive, and no console error. */
  async function takenOverWithoutShift(path: string, then: (page: Page) => Promise<void>, screens: typeof SCREENS = SCREENS) {
    for (const [name, options] of screens) {
      const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...options });
      try {
        const { page, errors, seen } = await watchedPage(context);
        await page.goto(url(path), { waitUntil: "networkidle" });
        await page.locator("#root:not([inert])").waitFor({ state: "attached" });
        await then(page);
        expect([name, path, (await seen()).shifts]).toEqual([name, path, []]);
        expect([name, errors]).toEqual([name, []]);
      } finally {
        await context.close();
      }
    }
  }

  test("a fresh install: the built /customer-support keeps room for what the settings bring; the app fills it without a shift or a console error", async () => {
    const html = await (await fetch(url(PAGE_PATHS.customerSupport))).text();
    expect(html).toContain("loading…");
    await takenOverWithoutShift(PAGE_PATHS.customerSupport, async (page) => {
      await page.getByRole("heading", { name: "Write to Us" }).waitFor();
      await page.getByRole("link", { name: "CONTACT FORM", exact: true }).waitFor();
      expect(await page.getByRole("heading", { name: "Messaging Chat" }).count()).toBe(0);
    });
    for (const path of [PAGE_PATHS.privacyPolicy, PAGE_PATHS.termsOfService])
      await takenOverWithoutShift(path, (page) => page.getByTestId("last-updated").getByText(/\d{4}/).waitFor());
  });

  test("an operator's change (from the CLI, another process) shows on the next visit, and arrives without a shift", async () => {
    await runCliOk(["settings", "set", "chatLink", "https://chat.example.com/aan"], { dataDir: server.dataDir });
    await runCliOk(["settings", "set", "supportEmail", "support@example.com"], { dataDir: server.dataDir });
    await runCliOk(["settings", "set", "privacyEmail", "privacy@example.com"], { dataDir: server.dataDir });
    await takenOverWithoutShift(PAGE_PATHS.customerSupport, async (page) => {
      await expect(page.getByTestId("chat-link").getAttribute("href")).resolves.toBe("https://chat.example.com/aan");
      await page.getByRole("link", { name: "E-MAIL SUPPORT" }).waitFor();
      await page.getByRole("heading", { name: "Contact Mailboxes" }).waitFor();
    });
  });

  test("a signed-in browser gets the app, not a visitor's page", async () => {
    // A member session cookie (over plain http, its plain name): the app itself, rendered in the browser.
    const member = await (await fetch(url(PAGE_PATHS.customerSupport), { headers: { cookie: "aan_member=a-session" } })).text();
    expect(member).toContain('<div id="root"></div>');
  });
});
