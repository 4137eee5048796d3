// What a visitor meets on a fresh install, in real Chromium against the compiled `dist/aan` on a
// new database (decision 0078): every public page and /login read without a word of
// configuration state (no mailbox, chat link, payment link or policy date set); the empty
// appraiser directory explains itself, and the spec's count line comes back with the first
// appraiser; the testimonial box sits on the first screen at 1280×800; a few phone-width and
// failure details of the public pages. Steps share one server and run in order.
// Needs the built binary (bun run build).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PAGE_PATHS, PUBLIC_PAGE_PATHS } from "#shared/page-paths";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };

/** Every page a visitor can open without an account and the member sign-in, the root and the forms that need no account. */
const PUBLIC_PAGES = [PAGE_PATHS.root, ...PUBLIC_PAGE_PATHS, PAGE_PATHS.serviceRequest, PAGE_PATHS.register, PAGE_PATHS.forgotPassword];

/** Words that describe the install rather than the service: a visitor must never read them. */
const CONFIGURATION_TEXTS = [/configur/i, /not recorded/i, /not set\b/i, /Showing 0 of 0/];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminCookie = "";

const url = (path: string) => new URL(path, server.url).href;

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(url(path), {
    method,
    headers: { "content-type": "application/json", ...(adminCookie ? { cookie: adminCookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${path} → ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

async function signInAdmin() {
  await call("POST", "/api/admin/setup", { ...ADMIN, confirmPassword: ADMIN.password });
  const login = await fetch(url("/api/admin/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  adminCookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The page's text once its reads have answered (no "loading…" left on screen). */
async function settledText(): Promise<string> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !/loading…|Loading|Checking the payment link/.test(document.body.innerText));
  return page.evaluate(() => document.body.innerText);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ command: [resolve(REPO_ROOT, "dist/aan")] }), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  // A missing element fails its own step, well before the runner's limit would close the page for the rest.
  page.setDefaultTimeout(10_000);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("a fresh install", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} shows no configuration state`, async () => {
      await page.goto(url(path));
      const text = await settledText();
      for (const words of CONFIGURATION_TEXTS) expect({ path, found: words.exec(text)?.[0] ?? null }).toEqual({ path, found: null });
    });
  }

  test("the policy pages show the day their text last changed", async () => {
    for (const path of [PAGE_PATHS.privacyPolicy, PAGE_PATHS.termsOfService]) {
      await page.goto(url(path));
      const updated = page.getByTestId("last-updated");
      await page.waitForFunction(() => !document.querySelector("[data-testid='last-updated']")?.textContent?.includes("loading"));
      expect(await updated.textContent()).toMatch(/^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
  });

  test("the policy pages send the reader to the contact form, never to a mailbox that is not set", async () => {
    for (const [path, setting] of [
      [PAGE_PATHS.privacyPolicy, "privacyEmail"],
      [PAGE_PATHS.termsOfService, "legalEmail"],
    ] as const) {
      await page.goto(url(path));
      const text = await settledText();
      expect({ path, found: /mailbox/i.exec(text)?.[0] ?? null }).toEqual({ path, found: null });
      const sentences = page.getByTestId(`mailbox-text-${setting}`);
      expect(await sentences.count()).toBe(2);
      for (const sentence of await sentences.all()) {
        expect(await sentence.getByRole("link", { name: "contact form", exact: true }).getAttribute("href")).toBe(PAGE_PATHS.contact);
      }
      // Said once per section: the contact section's sentence is not followed by a second "write to us" line.
      expect(await page.getByRole("link", { name: "contact form", exact: true }).count()).toBe(2);
    }
  });

  test("the support page offers the contact form where no mailbox or chat is set", async () => {
    await page.goto(url(PAGE_PATHS.customerSupport));
    const form = page.getByRole("link", { name: "CONTACT FORM", exact: true });
    await form.waitFor();
    expect(await form.getAttribute("href")).toBe(PAGE_PATHS.contact);
    expect(await page.getByRole("heading", { name: "Messaging Chat" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Contact Mailboxes" }).count()).toBe(0);
  });

  test("a chosen package without a payment link is bought through the team, in a buyer's words", async () => {
    await page.goto(url(PAGE_PATHS.packages));
    const ghost = page.locator('article[data-package="ghost"]');
    await ghost.getByRole("button", { name: "Select Ghost" }).click();
    await ghost.getByRole("button", { name: "Purchase now" }).click();
    await ghost.getByRole("button", { name: /Monthly/ }).click();
    const ask = page.getByRole("link", { name: "CONTACT US TO BUY" });
    await ask.waitFor();
    const text = await settledText();
    for (const words of CONFIGURATION_TEXTS) expect(words.exec(text)?.[0] ?? null).toBeNull();
    await ask.click();
    await page.waitForURL((u) => u.pathname === PAGE_PATHS.contact);
    // The form opens filled in with the purchase; a visitor's name and e-mail are theirs to type.
    await page.waitForFunction(() => ((document.getElementById("contact-operationType") as HTMLSelectElement | null)?.value ?? "") !== "");
    expect(await page.getByLabel("Operation type").inputValue()).toBe("package-purchase");
    expect(await page.getByLabel("Mission details").inputValue()).toMatch(
      /^I would like to buy the Ghost package, billed monthly \(\$[\d,]+ per month\)\. Please reply with how to pay\.$/,
    );
    expect(await page.getByLabel("Callsign (name or company)").inputValue()).toBe("");
  });

  test("the empty directory explains itself, without a zero count or filters", async () => {
    await page.goto(url(PAGE_PATHS.appraisers));
    const empty = page.getByTestId("directory-empty");
    await empty.waitFor();
    expect(await empty.textContent()).toContain("Nobody is listed yet");
    expect(await page.getByTestId("directory-lead").textContent()).toContain(
      "each one's state, credentials, specialties and recorded success rate",
    );
    expect(await page.getByTestId("directory-count").count()).toBe(0);
    expect(await page.getByRole("heading", { name: /Filters/ }).count()).toBe(0);
  });

  test("the spec's count line returns as soon as there is one appraiser", async () => {
    await signInAdmin();
    await call("POST", "/api/admin/appraisers", {
      name: "Pat Preferred",
      state: "AZ",
      credentials: "Certified Appraiser",
      appraisals: 40,
      successRate: "98.50",
    });
    await page.reload();
    await page.getByTestId("appraiser-card").first().waitFor();
    expect(await page.getByTestId("directory-count").textContent()).toBe("Showing 1 of 1 appraisers");
    expect(await page.getByTestId("directory-empty").count()).toBe(0);
    // The filters start closed: the card is on the first screen at 1280×800.
    const cardBottom = await page
      .getByTestId("appraiser-card")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(cardBottom).toBeLessThan(800);
  });

  test("the testimonial box is on the first screen of /home at 1280×800", async () => {
    await call("POST", "/api/admin/testimonials", {
      text: "Carrier opened at $12,400. The rebuilt scope came to $38,900, then $44,100, and the claim settled at $52,000.",
      authorInitial: "R",
      authorSurname: "Alvarez",
      role: "Roofing contractor",
      city: "Tampa",
    });
    await page.goto(url(PAGE_PATHS.home));
    const box = page.locator("section.testimonial");
    await page.getByTestId("testimonial").waitFor();
    const bottom = await box.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(800);
  });
});

describe("details of the public pages", () => {
  test("users online without a figure: no pulsing live dot", async () => {
    await page.route("**/api/stats/online", (route) => route.abort());
    await page.goto(url(PAGE_PATHS.home));
    await page.getByTestId("users-online-window").getByText("unavailable").waitFor();
    expect(await page.getByTestId("users-online-count").count()).toBe(0);
    const dot = page.getByTestId("users-online-dot");
    expect(await dot.getAttribute("class")).not.toContain("status-dot");
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.unroute("**/api/stats/online");
  });

  test("at 390 px a tactic range such as (21-40) stays on one line", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(url(PAGE_PATHS.carrierTactics));
      const ranges = page.locator(".tactics__toc .text-muted");
      await ranges.first().waitFor();
      const lines = await ranges.evaluateAll((spans) =>
        spans.map((span) => ({ text: span.textContent, rects: new Set([...span.getClientRects()].map((r) => Math.round(r.top))).size })),
      );
      expect(lines.length).toBe(5);
      for (const line of lines) expect(line).toEqual({ text: line.text, rects: 1 });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test("date inputs draw their calendar icon for a dark ground", async () => {
    await page.goto(url(PAGE_PATHS.contact));
    const scheme = await page.evaluate(() => {
      const input = document.createElement("input");
      input.type = "date";
      input.className = "form-input";
      document.body.append(input);
      const value = getComputedStyle(input).colorScheme;
      input.remove();
      return value;
    });
    expect(scheme).toBe("dark");
  });
});
