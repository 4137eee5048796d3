// The packages page, the appraiser directory and the contact page in real Chromium against
// `aan serve` (one fresh server and database for the file): the directory's filters, sort and
// count over appraisers an admin created, its offline copy; the contact form's three notices; the
// packages' figures, arrows, sections, the 100 ms scroll to the rules, BUY NOW signed out (to
// /login and back) and signed in (to the configured payment link, intercepted so nothing leaves
// the machine). Steps share one page and run in order. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { CANCELLATION_POLICY, DUE_DATE_RULE, LATE_PAYMENT_POLICY } from "#shared/billing-policy";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD, registration } from "../helpers/member-session";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };
const PAY_LINK = "https://pay.example/ghost";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminCookie = "";
let member: { id: string; username: string };
const warnings: string[] = [];

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, server.url), {
    method,
    headers: { "content-type": "application/json", ...(adminCookie ? { cookie: adminCookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<Answer = unknown>(res: Promise<Response>): Promise<Answer> {
  const answer = await res;
  const json = (await answer.json()) as Answer;
  if (!answer.ok) throw new Error(`${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

const appraiser = (name: string, state: string, successRate: string, extra: Record<string, unknown> = {}) => ({
  name,
  state,
  credentials: "Certified Appraiser",
  appraisals: 100,
  successRate,
  ...extra,
});

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  await ok(call("POST", "/api/admin/setup", { ...ADMIN, confirmPassword: ADMIN.password }));
  const login = await call("POST", "/api/admin/login", { username: ADMIN.username, password: ADMIN.password });
  adminCookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  await ok(call("PUT", "/api/admin/site-settings/paymentLink.ghost.monthly", { value: PAY_LINK }));
  await Promise.all([
    ok(call("POST", "/api/admin/appraisers", appraiser("Pat Preferred", "AZ", "100", { isPreferred: true }))),
    ok(call("POST", "/api/admin/appraisers", appraiser("Quinn Quiet", "TX", "98.50", { isPreferred: true, hideSpinningStar: true }))),
    ok(
      call(
        "POST",
        "/api/admin/appraisers",
        appraiser("Alex Many", "TX", "95", { specialties: ["Hail", "Wind", "Water"], additionalCredentials: ["IA", "PE"] }),
      ),
    ),
    ok(call("POST", "/api/admin/appraisers", appraiser("Bea Few", "FL", "91"))),
    ok(call("POST", "/api/admin/appraisers", appraiser("Cy Mid", "AZ", "97.50", { specialties: ["Fire"] }))),
  ]);
  const code = `JOIN-SHOP-${Date.now().toString(36)}`.toUpperCase();
  await ok(call("POST", "/api/admin/invitation-codes", { code }));
  const body = registration(code);
  const registered = await ok<{ user: { id: string } }>(call("POST", "/api/auth/register", body, { ...deviceHeaders("api"), cookie: "" }));
  member = { id: registered.user.id, username: String(body.username) };
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).href;
const cardNames = () => page.getByTestId("appraiser-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-name")));
const count = () => page.getByTestId("directory-count").textContent();

async function expectToast(title: string, description: string, variant: "default" | "destructive") {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__description").textContent())?.trim()).toBe(description);
  expect(await toast.getAttribute("data-variant")).toBe(variant);
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((b) => (b as HTMLButtonElement).click());
}

describe("appraiser directory", () => {
  test("shows the title, legend and every appraiser: preferred first (by last name), then most credentials", async () => {
    await page.goto(url("/appraisers"));
    await page.getByRole("heading", { name: "Appraiser Directory" }).waitFor();
    await page.getByTestId("appraiser-card").first().waitFor();
    expect(await count()).toBe("Showing 5 of 5 appraisers");
    expect(await cardNames()).toEqual(["Pat Preferred", "Quinn Quiet", "Alex Many", "Cy Mid", "Bea Few"]);
    // Colour tiers are named in words, in the legend and on each card.
    expect(await page.locator(".tier-legend__item").allTextContents()).toEqual([
      "100% Perfect",
      "98%+ Elite",
      "97%+ Excellent",
      "94%+ Superior",
      "92%+ High",
      "90%+ Standard",
    ]);
    const pat = page.locator('[data-name="Pat Preferred"]');
    expect(await pat.textContent()).toContain("AAN PREFERRED");
    expect(await pat.locator(".tier-chip").textContent()).toBe("Perfect");
    expect(await pat.getByTestId("spinning-star").count()).toBe(1);
    // The flag hides the star, not the label.
    const quinn = page.locator('[data-name="Quinn Quiet"]');
    expect(await quinn.textContent()).toContain("AAN PREFERRED");
    expect(await quinn.getByTestId("spinning-star").count()).toBe(0);
    // Credential count = 1 + additional credentials + specialties.
    expect(await page.locator('[data-name="Alex Many"]').getByTestId("credential-count").textContent()).toBe("6");
    expect(await page.locator('[data-name="Bea Few"]').getByTestId("credential-count").textContent()).toBe("1");
    expect(await page.getByText("SAMPLE", { exact: true }).count()).toBe(0);
  });

  test("the filters start closed so a card is on the first screen; every filter toggles; bands and states narrow the count; CLR clears; HIDE/SHOW", async () => {
    const firstCardTop = await page
      .getByTestId("appraiser-card")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(firstCardTop).toBeLessThan(page.viewportSize()!.height - 100);
    const open = page.getByRole("button", { name: "SHOW" });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#directory-filters").isHidden()).toBe(true);
    await open.click();
    const least = page.getByRole("button", { name: "Least" });
    await least.click();
    expect(await least.getAttribute("aria-pressed")).toBe("true");
    expect(await cardNames()).toEqual(["Pat Preferred", "Quinn Quiet", "Bea Few", "Cy Mid", "Alex Many"]);
    await least.click();
    expect(await least.getAttribute("aria-pressed")).toBe("false");
    expect(await cardNames()).toEqual(["Pat Preferred", "Quinn Quiet", "Alex Many", "Cy Mid", "Bea Few"]);

    const perfect = page.getByRole("button", { name: "100% (100.00%)" });
    await perfect.click();
    expect(await count()).toBe("Showing 1 of 5 appraisers");
    await page.getByRole("button", { name: "94-97% (94.00-96.99%)" }).click();
    expect(await count()).toBe("Showing 2 of 5 appraisers");
    await perfect.click();
    expect(await perfect.getAttribute("aria-pressed")).toBe("false");
    expect(await cardNames()).toEqual(["Alex Many"]);
    await page.getByRole("button", { name: "94-97% (94.00-96.99%)" }).click();

    await page.getByRole("button", { name: "AZ", exact: true }).click();
    // Arizona filtered: preferred by success rate, then the rest.
    expect(await cardNames()).toEqual(["Pat Preferred", "Cy Mid"]);
    await page.getByRole("button", { name: "Most" }).click();
    expect(await count()).toBe("Showing 2 of 5 appraisers");

    await page.getByRole("button", { name: "CLR: clear all filters" }).click();
    expect(await count()).toBe("Showing 5 of 5 appraisers");
    expect(await page.locator('.filter-toggle[aria-pressed="true"]').count()).toBe(0);

    const hide = page.getByRole("button", { name: "HIDE" });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    await hide.click();
    expect(await page.locator("#directory-filters").isHidden()).toBe(true);
    const show = page.getByRole("button", { name: "SHOW" });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    await show.click();
    expect(await page.locator("#directory-filters").isVisible()).toBe(true);
  });

  test("the offline copy: written from the server, shown with its date when the server is unreachable", async () => {
    const stored = await page.evaluate(() => [localStorage.getItem("appraisers-data"), localStorage.getItem("appraisers-last-update")]);
    expect(JSON.parse(stored[0]!).length).toBe(5);
    expect(stored[1]).toMatch(/^\d+$/);

    await page.route("**/api/appraisers", (route) => route.abort());
    await page.reload();
    await page.getByText(/Server unreachable: offline copy from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/).waitFor();
    expect(await count()).toBe("Showing 5 of 5 appraisers");
    await page.unroute("**/api/appraisers");
  });

  test("an unparseable copy is logged and the server's data is used", async () => {
    await page.evaluate(() => localStorage.setItem("appraisers-data", "{broken"));
    warnings.length = 0;
    await page.reload();
    await page.getByTestId("appraiser-card").first().waitFor();
    expect(await count()).toBe("Showing 5 of 5 appraisers");
    expect(warnings.some((w) => w.includes("Appraiser offline copy ignored: appraisers-data is not JSON"))).toBe(true);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("appraisers-data")))!).length).toBe(5);
  });
});

describe("contact", () => {
  const field = (label: string | RegExp) => page.getByLabel(label);

  test("an empty form says INCOMPLETE TRANSMISSION; the honeypot is hidden and empty", async () => {
    await page.goto(url("/contact"));
    await page.getByRole("heading", { name: "Secure Message" }).waitFor();
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");
    expect(await honeypot.locator("xpath=..").getAttribute("aria-hidden")).toBe("true");
    expect(await honeypot.inputValue()).toBe("");
    // The placeholder, a purchase (decision 0107) and the spec's seven.
    expect(await page.locator("select#contact-operationType option").count()).toBe(9);
    await page.getByRole("button", { name: "TRANSMIT", exact: true }).click();
    await expectToast("INCOMPLETE TRANSMISSION", "All fields required for secure communication.", "destructive");
  });

  test("a failed send says TRANSMISSION FAILED and keeps the form", async () => {
    await field(/Callsign/).fill("Roof Corp");
    await field(/Encrypted channel/).fill("ops@roof.example");
    await page.locator("select#contact-operationType").selectOption("estimate-revision");
    await field(/Mission details/).fill("Carrier cut the roof line items.");
    await page.route("**/api/contact", (route) => route.abort());
    await page.getByRole("button", { name: "TRANSMIT", exact: true }).click();
    await expectToast("TRANSMISSION FAILED", "Communication error. Check your connection and retry.", "destructive");
    await page.unroute("**/api/contact");
    expect(await field(/Callsign/).inputValue()).toBe("Roof Corp");
    expect(await field(/Mission details/).inputValue()).toBe("Carrier cut the roof line items.");
  });

  test("while sending the button reads TRANSMITTING... and is disabled (an earlier INCOMPLETE notice gone); success clears the form", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    // A try with a field left empty, then the corrected form: the red notice goes as it is sent.
    await field(/Mission details/).fill("");
    await page.getByRole("button", { name: "TRANSMIT", exact: true }).click();
    const incomplete = page.locator(".toast[data-state='open']", {
      has: page.locator(".toast__title", { hasText: "INCOMPLETE TRANSMISSION" }),
    });
    await incomplete.waitFor({ state: "visible" });
    await field(/Mission details/).fill("Carrier cut the roof line items.");
    await page.getByRole("button", { name: "TRANSMIT", exact: true }).click();
    const sending = page.getByRole("button", { name: "TRANSMITTING..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await incomplete.count()).toBe(0);
    release();
    await expectToast("MESSAGE TRANSMITTED", "Secure transmission received. Operatives will respond within 24 hours.", "default");
    await page.unroute("**/api/contact");
    expect(await field(/Callsign/).inputValue()).toBe("");
    expect(await field(/Encrypted channel/).inputValue()).toBe("");
    expect(await page.locator("select#contact-operationType").inputValue()).toBe("");
    const inbox = await ok<{ messages: { callsign: string }[] }>(call("GET", "/api/admin/contact-messages"));
    expect(inbox.messages.map((m: { callsign: string }) => m.callsign)).toEqual(["Roof Corp"]);
  });
});

describe("deployment packages", () => {
  const card = (name: string) => page.locator(`article[data-package="${name}"]`);
  const rules = () => page.locator("#purchase-rules");

  test("three packages with the prices charged and every §9 figure", async () => {
    await page.goto(url("/deployment-packages"));
    await card("assassin").waitFor();
    expect(await page.locator("article[data-package]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-package")))).toEqual([
      "phantom",
      "ghost",
      "assassin",
    ]);
    const ghost = (await card("ghost").textContent()) ?? "";
    for (const figure of ["$8,500 / month", "$2,656 / week", "2 ($3,000)", "5 ($9,000)", "90x", "$85,000", "$765,000", "3-5 business days"])
      expect(ghost).toContain(figure);
    const assassin = (await card("assassin").textContent()) ?? "";
    for (const figure of [
      "$15,000 / month",
      "$4,500 / week",
      "5 ($7,500)",
      "7 ($12,600)",
      "140x",
      "$150,000",
      "$2.1M",
      "priority, 24-48 hours",
      "Attorney-backed demand letters",
    ]) {
      expect(assassin).toContain(figure);
    }
    expect(await page.getByText("ACTIVATION REQUIRED").count()).toBe(1);
  });

  test("selecting shows one package; the arrows wrap both ways; sections open independently per package", async () => {
    await page.getByRole("button", { name: /Select Ghost/ }).click();
    expect(await page.locator("article[data-package]").count()).toBe(1);
    await page.getByRole("button", { name: "Next package: Assassin" }).click();
    await card("assassin").waitFor();
    await page.getByRole("button", { name: "Next package: Phantom" }).click();
    await card("phantom").waitFor();
    await page.getByRole("button", { name: "Previous package: Assassin" }).click();
    await card("assassin").waitFor();

    const advantage = card("assassin").getByRole("button", { name: "The advantage" });
    await advantage.click();
    expect(await advantage.getAttribute("aria-expanded")).toBe("true");
    expect(await card("assassin").getByRole("button", { name: "PA fee metrics" }).getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: "Previous package: Ghost" }).click();
    expect(await card("ghost").getByRole("button", { name: "The advantage" }).getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: "Next package: Assassin" }).click();
    expect(await card("assassin").getByRole("button", { name: "The advantage" }).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Previous package: Ghost" }).click();
  });

  test("Monthly opens the rules panel and scrolls to it 100 ms later; an arrow clears the purchase", async () => {
    await card("ghost").getByRole("button", { name: "Purchase now" }).click();
    const top = () => rules().evaluate((el) => el.getBoundingClientRect().top);
    const viewport = page.viewportSize()!.height;
    // Time stands still until the test moves it (and flows again whatever happens here).
    await page.clock.pauseAt(Date.now() + 60_000);
    try {
      await card("ghost")
        .getByRole("button", { name: /Monthly/ })
        .click();
      await rules().waitFor();
      // The click itself scrolled the button into view: back to the top, so only the page's own scroll can bring the panel up.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await top()).toBeGreaterThan(viewport);
      await page.clock.runFor(99);
      expect(await top()).toBeGreaterThan(viewport);
      await page.clock.runFor(1);
      await page.waitForFunction(() => document.getElementById("purchase-rules")!.getBoundingClientRect().top < 300);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("purchase-rules-title");
    } finally {
      await page.clock.resume();
    }

    expect(await page.getByTestId("purchase-amount").textContent()).toBe("$8,500");
    expect(await page.getByTestId("purchase-frequency").textContent()).toBe("Monthly");
    const text = (await rules().textContent()) ?? "";
    for (const policy of [
      LATE_PAYMENT_POLICY,
      CANCELLATION_POLICY,
      DUE_DATE_RULE,
      "Public adjuster",
      "In-house estimator",
      "10% of each claim",
    ])
      expect(text).toContain(policy);

    await page.getByRole("button", { name: "Next package: Assassin" }).click();
    expect(await rules().count()).toBe(0);
    await page.getByRole("button", { name: "Previous package: Ghost" }).click();
  });

  test("with no payment link the buyer is offered the contact form, in a buyer's words", async () => {
    await card("ghost")
      .getByRole("button", { name: /Weekly/ })
      .click();
    expect(await page.getByRole("button", { name: "BUY NOW" }).count()).toBe(0);
    const ask = page.getByRole("link", { name: "CONTACT US TO BUY" });
    expect(await ask.getAttribute("href")).toBe("/contact");
    const note = (await page.locator("#purchase-rules-buy-note").textContent()) ?? "";
    expect(note).toContain("Ghost (weekly) is bought through our team: send us a message with the contact form");
    expect(note).not.toContain("configured");
  });

  test("BUY NOW signed out leads to /login and back to the chosen purchase", async () => {
    await card("ghost")
      .getByRole("button", { name: /Monthly/ })
      .click();
    await page.getByRole("button", { name: "BUY NOW" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/deployment-packages");
    await page.getByLabel("Username").fill(member.username);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/deployment-packages");
    await rules().waitFor();
    expect(await page.getByTestId("purchase-amount").textContent()).toBe("$8,500");
    expect(await page.getByTestId("purchase-frequency").textContent()).toBe("Monthly");
  });

  test("BUY NOW signed in goes to the operator's link with client_reference_id=<member id>, with no API call", async () => {
    await page.route("https://pay.example/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>payment page</p>" }),
    );
    await rules().getByText("You leave this site for the secure card payment page").waitFor();
    // §2.8: no API call. The member comes from the query cache. The page's own reads after sign-in
    // (the countdown, the subscription) are let finish first; every request after the click is counted.
    const requests: string[] = [];
    const inFlight = new Set<Request>();
    page.on("request", (request) => {
      requests.push(request.url());
      inFlight.add(request);
    });
    page.on("requestfinished", (request) => inFlight.delete(request));
    page.on("requestfailed", (request) => inFlight.delete(request));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    for (let quietFor = 0; quietFor < 500; quietFor = inFlight.size ? 0 : quietFor + 50) await Bun.sleep(50);
    requests.length = 0;
    await page.getByRole("button", { name: "BUY NOW" }).click();
    await page.waitForURL((u) => u.host === "pay.example");
    expect(page.url()).toBe(`${PAY_LINK}?client_reference_id=${member.id}`);
    expect(requests.filter((u) => new URL(u).pathname.startsWith("/api"))).toEqual([]);
    expect(requests[0]).toBe(`${PAY_LINK}?client_reference_id=${member.id}`);
  });
});
