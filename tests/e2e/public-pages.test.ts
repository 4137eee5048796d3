// The public information pages in real Chromium against `aan serve` (decision 0032): the
// landing page's real users-online figure (7 s refresh) and testimonials (12 s rotation, amount
// colours, samples labelled, hidden when none), the navigation hub, the about page, the process
// cards' auto-demo and clicks, the 100 carrier tactics, and the policy and support pages with the
// operator's mailboxes and dates. Steps share one page and run in order.
//
// Timers are checked on Playwright's clock, paused: a step opens its page with the clock stopped,
// moves it 1 ms at a time until the page is up (so the moment its timers started is known to a
// millisecond or two), then jumps to just before and just after each promised moment.
// Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "playwright-core";
import { LATE_PAYMENT_POLICY, SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { runCliOk } from "../helpers/cli";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };
const SETTINGS = {
  supportEmail: "support@ops.example",
  privacyEmail: "privacy@ops.example",
  legalEmail: "legal@ops.example",
  termsUpdated: "2026-01-15",
};
const TESTIMONIALS = [
  {
    text: "Carrier opened at $12,400. The rebuilt scope came to $38,900, then $44,100, and the claim settled at $52,000.",
    authorInitial: "R",
    authorSurname: "Alvarez",
    role: "Roofing contractor",
    city: "Tampa",
  },
  {
    text: "The missed slopes were found on review and the file closed $31,500 higher.",
    authorInitial: "M",
    authorSurname: "Okafor",
    role: "Public adjuster",
    city: "Houston",
  },
  { text: "Fast, exact answers every time.", authorInitial: "L", authorSurname: "Brandt", role: "Property manager", city: "Denver" },
];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  api = (await browser.newContext()).request;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

// A step that paused the clock gives time back to the next one.
afterEach(() => page.clock.resume());

const url = (path: string) => new URL(path, server.url).href;
const pathOf = () => new URL(page.url()).pathname;
const main = () => page.locator("main");

/** Another browser shows up: it loads a page (its visitor cookie) and calls the API with it. */
async function anotherBrowserVisits(): Promise<void> {
  const other = await browser.newContext();
  try {
    expect((await other.request.get(url("/"))).ok()).toBe(true);
    expect((await other.request.get(url("/api/stats/online"))).ok()).toBe(true);
  } finally {
    await other.close();
  }
}

/** Waits (real time) until `check` holds; the page's clock does not move. */
async function until(check: () => Promise<boolean>, what: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await Bun.sleep(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The page's clock, paused: `elapsed` is how far it moved since `pause()`. `settle` moves it 1 ms
 * at a time (firing the app's setTimeout(0) work) until `check` holds, and answers that moment.
 */
function pausedClock() {
  let elapsed = 0;
  return {
    get elapsed() {
      return elapsed;
    },
    /** Stops the page's clock a little ahead of its time (retried if a busy machine overtakes it). */
    async pause() {
      for (let attempt = 0; ; attempt++) {
        const now = await page.evaluate(() => Date.now());
        try {
          await page.clock.pauseAt(now + 250);
          break;
        } catch (error) {
          if (attempt >= 5 || !/to the past/.test(String(error))) throw error;
        }
      }
      elapsed = 0;
    },
    async advance(ms: number) {
      if (ms > 0) await page.clock.runFor(ms);
      elapsed += Math.max(0, ms);
    },
    /** Moves to `at` ms after the pause. */
    async to(at: number) {
      await this.advance(at - elapsed);
    },
    async settle(check: () => Promise<boolean>, what: string): Promise<number> {
      for (let i = 0; i < 3000; i++) {
        if (await check()) return elapsed;
        await this.advance(1);
      }
      throw new Error(`page did not settle: ${what}`);
    },
  };
}

/** Moves inside the app (no reload) by a link of the header or the page. */
async function clickLink(locator: Locator) {
  await locator.click();
}

const homeLink = () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true });
const testimonial = () => page.getByTestId("testimonial");
const cards = () => page.locator("button.flip-card");

describe("landing page", () => {
  test("with no testimonials the box is hidden; title and description are the spec's", async () => {
    await page.goto(url("/home"));
    await page.getByTestId("users-online-count").waitFor();
    expect(await page.title()).toContain("Unpredictable & Unusual Expert Results From Within");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("covert network of licensed adjusters");
    expect(await page.locator('main a[href="/navigation"]').count()).toBe(1);
    await page.getByText("Tap the Logo to Continue").waitFor();
    expect((await api.get(url("/api/testimonials"))).ok()).toBe(true);
    expect(await testimonial().count()).toBe(0);
    expect(await page.getByRole("heading", { name: "FIELD REPORTS" }).count()).toBe(0);
  });

  test("an admin adds testimonials and settings (admin API); the demo seed adds marked samples (CLI)", async () => {
    await runCliOk(["demo", "seed"], { dataDir: server.dataDir });
    expect((await api.post(url("/api/admin/setup"), { data: { ...ADMIN, confirmPassword: ADMIN.password } })).status()).toBe(200);
    expect((await api.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
    for (const body of TESTIMONIALS) expect((await api.post(url("/api/admin/testimonials"), { data: body })).status()).toBe(200);
    for (const [key, value] of Object.entries(SETTINGS)) {
      expect((await api.put(url(`/api/admin/site-settings/${key}`), { data: { value } })).status()).toBe(200);
    }
    const listed = (await (await api.get(url("/api/testimonials"))).json()) as { testimonials: Array<{ isDemo: boolean }> };
    expect(listed.testimonials.map((t) => t.isDemo)).toEqual([true, true, true, false, false, false]);
  });

  test("users online is the server's real figure, asked again every 7 s", async () => {
    const asked: number[] = [];
    const clock = pausedClock();
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/stats/online") asked.push(clock.elapsed);
    });
    await page.goto(url("/navigation"));
    await page.getByRole("heading", { name: "Select Your Path" }).waitFor();
    await clock.pause();
    await clickLink(homeLink());
    const mounted = await clock.settle(async () => (await page.getByTestId("users-online").count()) === 1, "users-online line");
    await clock.settle(async () => (await page.getByTestId("users-online-count").count()) === 1, "users-online figure");
    const figure = async () => Number(await page.getByTestId("users-online-count").textContent());
    const serverFigure = async () => ((await (await api.get(url("/api/stats/online"))).json()) as { online: number }).online;
    expect(await figure()).toBe(await serverFigure());
    expect(asked).toHaveLength(1);

    // Another browser shows up: the page learns of it at its next 7 s refresh, not before. A
    // made-up fingerprint is no visitor at all.
    const before = await figure();
    const fingerprint = new Bun.CryptoHasher("sha256").update("device:made-up").digest("hex");
    expect((await api.get(url("/api/stats/online"), { headers: { "x-device-fingerprint": fingerprint } })).ok()).toBe(true);
    expect(await serverFigure()).toBe(before);
    await anotherBrowserVisits();
    expect(await serverFigure()).toBe(before + 1);
    await clock.to(mounted + 6950);
    expect(asked).toHaveLength(1);
    expect(await figure()).toBe(before);
    await clock.to(mounted + 7050);
    await until(async () => asked.length === 2, "the 7 s refresh");
    await clock.settle(async () => (await figure()) === before + 1, "the new figure");
    await clock.to(mounted + 13_950);
    expect(asked).toHaveLength(2);
    await clock.to(mounted + 14_050);
    await until(async () => asked.length === 3, "the 14 s refresh");
    page.removeAllListeners("request");
  });

  test("testimonials rotate every 12 s in order and wrap; amounts coloured; samples labelled", async () => {
    const order = ((await (await api.get(url("/api/testimonials"))).json()) as { testimonials: Array<{ id: string; isDemo: boolean }> })
      .testimonials;
    const clock = pausedClock();
    await page.goto(url("/navigation"));
    await page.getByRole("heading", { name: "Select Your Path" }).waitFor();
    await clock.pause();
    await clickLink(homeLink());
    const shownAt = await clock.settle(async () => (await testimonial().count()) === 1, "the first testimonial");
    const shownId = () => testimonial().getAttribute("data-id");
    expect(await shownId()).toBe(order[0]!.id);

    for (let i = 1; i <= order.length; i++) {
      await clock.to(shownAt + i * 12_000 - 50);
      expect(await shownId()).toBe(order[i - 1]!.id);
      await clock.to(shownAt + i * 12_000 + 50);
      const expected = order[i % order.length]!;
      await until(async () => (await shownId()) === expected.id, `testimonial ${(i % order.length) + 1}`);
      expect(await page.getByTestId("testimonial-position").textContent()).toBe(`${(i % order.length) + 1} / ${order.length}`);
      // A sample from `aan demo seed` says so; a real one does not.
      expect(await testimonial().getByText("SAMPLE · not a real client").count()).toBe(expected.isDemo ? 1 : 0);
      if (i === 3) {
        // The fourth is the admin's first: $12,400 red, $38,900 and $44,100 orange, $52,000 green.
        const amounts = await testimonial()
          .locator(".amount")
          .evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("data-tone")]));
        expect(amounts).toEqual([
          ["$12,400", "red"],
          ["$38,900", "orange"],
          ["$44,100", "orange"],
          ["$52,000", "green"],
        ]);
        expect(await testimonial().locator("figcaption").textContent()).toContain("R. Alvarez");
      }
    }

    // PAUSE stops the rotation; it is a toggle button with its state.
    const pause = page.getByRole("button", { name: /PAUSE/ });
    expect(await pause.getAttribute("aria-pressed")).toBe("false");
    await pause.click();
    await until(async () => (await page.getByRole("button", { name: /RESUME/ }).getAttribute("aria-pressed")) === "true", "paused");
    const held = await shownId();
    await clock.advance(36_000);
    expect(await shownId()).toBe(held);
  });
});

describe("navigation hub and about page", () => {
  test("/navigation: Select Your Path, four tiles in order, BACK TO HOME to /", async () => {
    await page.goto(url("/navigation"));
    await page.getByRole("heading", { name: "Select Your Path", level: 1 }).waitFor();
    const tiles = page.getByTestId("hub-tile");
    expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual([
      "/about-network",
      "/our-process",
      "/carrier-tactics",
      "/deployment-packages",
    ]);
    expect(await tiles.nth(3).textContent()).toContain("Deployment Subscriptions");
    await main().getByRole("link", { name: "BACK TO HOME" }).click();
    await page.waitForURL((u) => u.pathname === "/home");
  });

  test("/about-network: What is the network?, four sections, buttons to the process and the tactics, GO BACK to /navigation", async () => {
    await page.goto(url("/about-network"));
    await page.getByRole("heading", { name: "What is the network?", level: 1 }).waitFor();
    expect(await main().locator("h2").allTextContents()).toEqual(["The System", "How We Help", "What We Offer", "Who We Serve"]);
    expect(await main().getByRole("link", { name: "OUR PROCESS" }).getAttribute("href")).toBe("/our-process");
    expect(await main().getByRole("link", { name: "CARRIER TACTICS" }).getAttribute("href")).toBe("/carrier-tactics");
    await main().getByRole("link", { name: "GO BACK" }).click();
    await page.waitForURL((u) => u.pathname === "/navigation");
  });
});

describe("process page", () => {
  test("the auto-demo flips cards 1-5 at 1-5 s, unflips all at 8 s and starts again at 10 s", async () => {
    const clock = pausedClock();
    await page.goto(url("/about-network"));
    await page.getByRole("heading", { name: "What is the network?" }).waitFor();
    await clock.pause();
    await clickLink(main().getByRole("link", { name: "OUR PROCESS" }));
    const mounted = await clock.settle(async () => (await cards().count()) === 5, "the five cards");
    const pressed = () => cards().evaluateAll((els) => els.map((el) => el.getAttribute("aria-pressed") === "true"));
    const flippedCount = async (n: number) => {
      const expected = [0, 1, 2, 3, 4].map((i) => i < n);
      await until(async () => JSON.stringify(await pressed()) === JSON.stringify(expected), `${n} card(s) flipped`);
    };
    await flippedCount(0);
    for (const [at, n] of [
      [950, 0],
      [1050, 1],
      [1950, 1],
      [2050, 2],
      [3050, 3],
      [4050, 4],
      [5050, 5],
      [7950, 5],
      [8050, 0],
      [10_950, 0],
      [11_050, 1],
      [15_050, 5],
      [18_050, 0],
    ] as const) {
      await clock.to(mounted + at);
      await flippedCount(n);
    }
    expect(await page.getByTestId("demo-status").textContent()).toContain("AUTO-DEMO RUNNING");
  });

  test("a click stops the demo, flips that card, and marks the card selected before it as visited", async () => {
    const clock = pausedClock();
    await clock.pause();
    const third = cards().nth(2);
    await third.click();
    const state = () =>
      cards().evaluateAll((els) => els.map((el) => `${el.getAttribute("aria-pressed")}/${el.getAttribute("data-visited")}`));
    await until(
      async () => (await state()).join() === "false/false,false/false,true/false,false/false,false/false",
      "only the third flipped",
    );
    await clock.advance(25_000);
    expect((await state()).join()).toBe("false/false,false/false,true/false,false/false,false/false");
    expect(await page.getByTestId("demo-status").textContent()).toContain("MANUAL CONTROL");

    // Keyboard: the fifth card is a button; Space turns it over; the third is now visited, in words.
    await cards().nth(4).focus();
    await page.keyboard.press("Space");
    await until(
      async () => (await state()).join() === "false/false,false/false,true/true,false/false,true/false",
      "fifth flipped, third visited",
    );
    expect(await third.getByText("VISITED").count()).toBe(1);
    // Clicking the fifth again turns it back; nothing new is visited.
    await cards().nth(4).click();
    await until(async () => (await state()).join() === "false/false,false/false,true/true,false/false,false/false", "fifth unflipped");
    // The face turned away is hidden from assistive technology.
    expect(await third.locator(".flip-card__face--front").getAttribute("aria-hidden")).toBe("true");
    expect(await third.locator(".flip-card__face--back").getAttribute("aria-hidden")).toBe("false");
    expect(await main().getByRole("link", { name: "DEPLOYMENT SUBSCRIPTIONS" }).getAttribute("href")).toBe("/deployment-packages");
    expect(await main().getByRole("link", { name: "ABOUT THE NETWORK" }).getAttribute("href")).toBe("/about-network");
  });
});

describe("carrier tactics", () => {
  test("100 numbered tactics in the five groups of 20", async () => {
    await page.goto(url("/carrier-tactics"));
    await page.getByRole("heading", { name: "Carrier Tactics", level: 1 }).waitFor();
    const groups = page.getByTestId("tactic-group");
    expect(await groups.count()).toBe(5);
    expect(await groups.locator("h2").allTextContents()).toEqual([
      "GROUP 1 Policy Interpretation & Coverage",
      "GROUP 2 Scope & Estimate Manipulation",
      "GROUP 3 Causation Arguments",
      "GROUP 4 Delay & Stall Tactics",
      "GROUP 5 Settlement Reduction Tactics",
    ]);
    for (let g = 0; g < 5; g++) {
      expect(await groups.nth(g).getByTestId("tactic").count()).toBe(20);
      expect(await groups.nth(g).locator("ol").getAttribute("start")).toBe(String(g * 20 + 1));
    }
    const numbers = await page.locator(".tactics__number").allTextContents();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1).padStart(3, "0")));
  });

  test("a group not yet scrolled to is there for a screen reader, and each link of the contents lands on its group's title", async () => {
    await page.goto(url("/carrier-tactics"));
    await page.locator("#root:not([inert])").waitFor({ state: "attached" });
    // The last group is laid out only as a reader comes near it (decision 0088); a screen reader
    // reads it from the top of the page all the same.
    const lastGroup = page.getByTestId("tactic-group").nth(4);
    const firstTitle = (await lastGroup.locator(".tactics__title").first().textContent())!;
    const tree = await lastGroup.ariaSnapshot();
    expect(tree).toContain('heading "GROUP 5 Settlement Reduction Tactics" [level=2]');
    expect(tree).toContain(firstTitle);
    const contents = page.getByRole("navigation", { name: "Tactic groups" });
    for (const [name, id] of [
      ["Settlement Reduction Tactics", "settlement-reduction"],
      ["Causation Arguments", "causation"],
      ["Scope & Estimate Manipulation", "scope-estimate"],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await contents.getByRole("link", { name }).click();
      await page.waitForURL((u) => u.hash === `#${id}`);
      const top = (await page.locator(`#${id}-title`).boundingBox())!.y;
      expect({ name, onScreen: top >= 0 && top < 800 }).toEqual({ name, onScreen: true });
    }
  });

  test("GO BACK returns where the visitor came from, or to /about-network on a first page", async () => {
    // Opened directly: no history in this visit.
    await main().getByRole("button", { name: "GO BACK" }).click();
    await page.waitForURL((u) => u.pathname === "/about-network");
    // Reached from the hub: back to the hub.
    await page.goto(url("/navigation"));
    await page.getByTestId("hub-tile").nth(2).click();
    await page.getByRole("heading", { name: "Carrier Tactics", level: 1 }).waitFor();
    await main().getByRole("button", { name: "GO BACK" }).click();
    await page.waitForURL((u) => u.pathname === "/navigation");
    expect(pathOf()).toBe("/navigation");
  });
});

describe("policy and support pages", () => {
  test("/privacy-policy: 8 sections, the configured privacy mailbox, the day its text last changed when the operator sets none", async () => {
    await page.goto(url("/privacy-policy"));
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    expect(await page.getByTestId("policy-section").count()).toBe(8);
    const mailbox = page.getByTestId("mailbox-privacyEmail");
    await mailbox.waitFor();
    expect(await mailbox.getAttribute("href")).toBe(`mailto:${SETTINGS.privacyEmail}`);
    await until(
      // The day kept beside the text in code (pinned to the text by policy-text-versions.test.ts).
      async () => /^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/.test((await page.getByTestId("last-updated").textContent()) ?? ""),
      "Last Updated",
    );
    expect(await page.getByText("2 business days").count()).toBe(1);
  });

  test("/terms-of-service: 12 sections, the one late-payment policy, the legal mailbox, the recorded date", async () => {
    await page.goto(url("/terms-of-service"));
    await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
    expect(await page.getByTestId("policy-section").count()).toBe(12);
    expect(await page.getByTestId("late-payment-policy").textContent()).toBe(LATE_PAYMENT_POLICY);
    await page.getByTestId("mailbox-legalEmail").waitFor();
    expect(await page.getByTestId("mailbox-legalEmail").getAttribute("href")).toBe(`mailto:${SETTINGS.legalEmail}`);
    expect(await page.getByTestId("last-updated").textContent()).toBe("Last Updated: January 15, 2026");
  });

  test("/customer-support: support mailbox and response time, hours, FAQ, mailboxes; unset ones are left out", async () => {
    await page.goto(url("/customer-support"));
    await page.getByRole("heading", { name: "Customer Support", level: 1 }).waitFor();
    await page.getByTestId("mailbox-supportEmail").waitFor();
    expect(await page.getByTestId("mailbox-supportEmail").getAttribute("href")).toBe(`mailto:${SETTINGS.supportEmail}`);
    expect(await page.getByTestId("support-response").textContent()).toBe(SUPPORT_RESPONSE_TEXT);
    expect(await page.getByRole("link", { name: "E-MAIL SUPPORT" }).getAttribute("href")).toBe(`mailto:${SETTINGS.supportEmail}`);
    const hours = await page.getByTestId("support-hours").locator("dt, dd").allTextContents();
    expect(hours).toEqual(["Monday - Friday", "9:00 AM - 6:00 PM EST", "Saturday", "10:00 AM - 4:00 PM EST", "Sunday", "Closed"]);
    // No chat link and no general mailbox are set: left out, never announced, no made-up address.
    expect(await page.getByRole("heading", { name: "Messaging Chat" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "General", exact: true }).count()).toBe(0);
    expect(await page.getByText("configured").count()).toBe(0);
    expect(await page.getByTestId("mailbox-privacyEmail").textContent()).toBe(SETTINGS.privacyEmail);
    expect(await page.getByTestId("mailbox-legalEmail").textContent()).toBe(SETTINGS.legalEmail);
    // FAQ answers open from their buttons; late payment reads the one policy.
    const question = page.getByRole("button", { name: "What happens if a payment is late?" });
    expect(await question.getAttribute("aria-expanded")).toBe("false");
    await question.click();
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText(LATE_PAYMENT_POLICY).isVisible()).toBe(true);
  });
});
