// The member's subscription in real Chromium against `aan serve` (one fresh server and database for
// the file): a member signed in on /login sees both countdown badges and "no package" on /account;
// an admin, in another browser context, activates Ghost monthly from the member's detail in the
// panel (Members → the member → Subscription); the member's /account then shows the package, its
// billing, period, due date and quotas, the windows lifted, and no badge any more. The steps share
// the two pages and run in order. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { MemberSubscriptionAnswer } from "#shared/answers/subscriptions";
import { addDays, ANOTHER_PACKAGE_POLICY, firstDueDate, LATE_PAYMENT_POLICY, PERIOD_DAYS } from "#shared/billing-policy";
import { NO_PACKAGE_TEXT } from "../../src/web/features/member/account/lib/subscription-summary";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD, memberCookieOf, registration } from "../helpers/member-session";
import { startServer, type RunningServer } from "../helpers/server-process";

const MEMBER = "ghostbuyer";

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let adminPage: Page;
let memberContext: BrowserContext;
let memberPage: Page;
let memberCookie: string;

const url = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_SMTP_URL: "", AAN_SMS_WEBHOOK_URL: "" } }), launchBrowser()]);
  ({ context: adminContext, page: adminPage } = await openTestPage(browser));
  ({ context: memberContext, page: memberPage } = await openTestPage(browser));
  const fields = setupFields();
  expect((await adminContext.request.post(url("/api/admin/setup"), { data: fields })).status()).toBe(200);
  expect(
    (await adminContext.request.post(url("/api/admin/login"), { data: { username: fields.username, password: fields.password } })).status(),
  ).toBe(200);
  const codes = (await (await adminContext.request.get(url("/api/admin/invitation-codes"))).json()) as {
    codes: { unused: Array<{ code: string }> };
  };
  // Registered through the API on another device; the member then signs in on /login in the browser.
  const res = await fetch(url("/api/auth/register"), {
    method: "POST",
    headers: { ...deviceHeaders("laptop"), "content-type": "application/json" },
    body: JSON.stringify(registration(codes.codes.unused[0]!.code, { username: MEMBER, email: `${MEMBER}@example.com` })),
  });
  const text = await res.text();
  const cookie = memberCookieOf({ status: res.status, headers: res.headers, text, json: undefined } as never);
  if (res.status !== 200 || !cookie) throw new Error(`registration failed: ${res.status} ${text}`);
  memberCookie = cookie;
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

const badge = (type: "purchase" | "access") => memberPage.locator(`.countdown-badge[data-type="${type}"]`);
const subscriptionCard = (page: Page) => page.getByRole("region", { name: "Subscription" });
const fact = (scope: Locator, term: string) =>
  scope.locator("dl > div", { has: scope.page().locator("dt", { hasText: term }) }).locator("dd");
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** One quota row: its meter's figures, or none for a service the package does not include. */
async function quotaOf(card: Locator, name: string, key: string) {
  const row = card.locator(`[data-quota="${key}"]`);
  const meter = row.getByRole("meter", { name: `${name} used` });
  if ((await meter.count()) === 0) return { text: (await row.innerText()).replace(/\s+/g, " ").trim(), meter: null };
  return {
    text: (await row.innerText()).replace(/\s+/g, " ").trim(),
    meter: {
      max: await meter.getAttribute("aria-valuemax"),
      now: await meter.getAttribute("aria-valuenow"),
      text: await meter.getAttribute("aria-valuetext"),
    },
  };
}

describe("a member's subscription on /account", () => {
  test("signed in without a package: both badges, 'no package' and the way to the packages page", async () => {
    await memberPage.goto(url("/login?next=/account"));
    await memberPage.getByLabel("Username").fill(MEMBER);
    await memberPage.getByLabel("Password").fill(MEMBER_PASSWORD);
    await memberPage.getByRole("button", { name: "Sign In", exact: true }).click();
    await memberPage.waitForURL((u) => u.pathname === "/account");
    const card = subscriptionCard(memberPage);
    await card.locator('[data-state="none"]').waitFor();
    expect((await card.innerText()).includes(NO_PACKAGE_TEXT)).toBe(true);
    expect(await card.getByRole("link", { name: "See deployment packages" }).getAttribute("href")).toBe("/deployment-packages");
    expect(await card.getByRole("meter").count()).toBe(0);
    // The client started both windows at this first sign-in: they bind a member without a package.
    await badge("purchase").waitFor();
    await badge("access").waitFor();
    await memberPage.locator('[data-window="purchase"][data-state="running"]').waitFor();
    await memberPage.locator('[data-window="access"][data-state="running"]').waitFor();
  });

  test("an admin activates Ghost monthly for the member from Members → the member's detail", async () => {
    await adminPage.goto(url("/admin?tab=members"));
    await adminPage.getByRole("button", { name: `Open member ${MEMBER}` }).click();
    await adminPage.getByRole("heading", { name: new RegExp(`\\(${MEMBER}\\)$`) }).waitFor();
    const card = subscriptionCard(adminPage);
    const form = card.getByRole("form", { name: "Activate package" });
    await form.getByLabel("Package").selectOption("ghost");
    await form.getByLabel("Billing").selectOption("monthly");
    await form.getByRole("button", { name: "Activate package" }).click();
    await card.locator('.member-subscription__current[data-state="active"]').waitFor();
    expect(await card.locator(".member-subscription__plan").textContent()).toBe("Ghost · Monthly");
  });

  test("the member's /account shows Ghost: billing, period, the exact due date and the real quotas; the badges are gone", async () => {
    const now = new Date();
    const due = firstDueDate("monthly", now).toISOString().slice(0, 10);
    // The server says the same (and the page must show the server's figures, not its own).
    const mine = (await (
      await fetch(url("/api/user/subscription"), { headers: { ...deviceHeaders("laptop"), cookie: memberCookie } })
    ).json()) as MemberSubscriptionAnswer;
    expect(mine.subscription).toMatchObject({ plan: "ghost", frequency: "monthly", state: "active", dueDate: due });
    const start = mine.subscription!.startDate;
    const periodEnd = addDays(new Date(start), PERIOD_DAYS).toISOString().slice(0, 10);

    await memberPage.reload();
    const card = subscriptionCard(memberPage);
    const body = card.locator('[data-state="active"][data-plan="ghost"]');
    await body.waitFor();
    expect(await card.locator(".account-subscription__plan").textContent()).toBe("Ghost");
    expect(await card.locator(".subscription-state").textContent()).toBe("Active");
    expect(await fact(card, "Billing").textContent()).toBe("Monthly");
    expect(await fact(card, "Period").textContent()).toBe(`${start.slice(0, 10)} → ${periodEnd}`);
    expect(await fact(card, "Next payment due").textContent()).toBe(due);
    // A package paid up has nothing in its way: no notice, no policy warning.
    expect(await card.getByTestId("subscription-notice").count()).toBe(0);
    expect((await card.innerText()).includes(LATE_PAYMENT_POLICY)).toBe(false);

    expect(await quotaOf(card, "Estimates", "estimates")).toEqual({
      text: "ESTIMATES 0 / 9 used · 9 left",
      meter: { max: "9", now: "0", text: "0 of 9 used, 9 left" },
    });
    expect(await quotaOf(card, "Appraisals", "appraisals")).toEqual({
      text: "APPRAISALS 0 / 5 used · 5 left",
      meter: { max: "5", now: "0", text: "0 of 5 used, 5 left" },
    });
    expect(await quotaOf(card, "Engineer visits", "engineerAssignments")).toEqual({
      text: "ENGINEER VISITS 0 / 2 used · 2 left",
      meter: { max: "2", now: "0", text: "0 of 2 used, 2 left" },
    });
    // Ghost has no attorney letters: said in words, with no bar and no made-up figure.
    expect(await quotaOf(card, "Attorney letters", "attorneyAssistance")).toEqual({ text: "ATTORNEY LETTERS Not included", meter: null });

    // A paying member is past both windows: no badge, and the windows read as lifted.
    await memberPage.locator('[data-window="purchase"][data-state="lifted"]').waitFor();
    await memberPage.locator('[data-window="access"][data-state="lifted"]').waitFor();
    expect(await memberPage.locator(".countdown-badge").count()).toBe(0);
    // Still none a while later, on another page too (the badges live in the shell).
    await memberPage.clock.fastForward(5000);
    await memberPage.getByRole("link", { name: /Claims, documents and service requests/ }).click();
    await memberPage.waitForURL((u) => u.pathname === "/claims");
    await memberPage.locator('.quota[data-service="estimate"]').waitFor();
    expect(await badge("purchase").count()).toBe(0);
    expect(await badge("access").count()).toBe(0);
  });

  test("the card fits a phone (390 px) without sideways scrolling", async () => {
    await memberPage.goto(url("/account"));
    await subscriptionCard(memberPage).locator('[data-state="active"]').waitFor();
    await memberPage.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(memberPage)).toBeLessThanOrEqual(0);
    // Label and figures of a quota stay on their own lines, the bar under them at full width.
    const bar = await memberPage.getByRole("meter", { name: "Estimates used" }).boundingBox();
    const card = await subscriptionCard(memberPage).boundingBox();
    expect(bar!.width).toBeGreaterThan(card!.width * 0.6);
    await memberPage.setViewportSize({ width: 1280, height: 800 });
  });
  test("choosing another package says which one the member holds and what buying another means; the contact form opens filled in", async () => {
    await memberPage.goto(url("/deployment-packages"));
    const assassin = memberPage.locator('article[data-package="assassin"]');
    await assassin.getByRole("button", { name: "Select Assassin" }).click();
    await assassin.getByRole("button", { name: "Purchase now" }).click();
    await assassin.getByRole("button", { name: /Monthly/ }).click();
    const ask = memberPage.getByRole("link", { name: "CONTACT US ABOUT A CHANGE", exact: true });
    await ask.waitFor();
    expect(await memberPage.getByRole("button", { name: "BUY NOW" }).count()).toBe(0);
    const note = (await memberPage.locator("#purchase-rules-buy-note").textContent()) ?? "";
    expect(note).toStartWith(`You hold the Ghost package (active). ${ANOTHER_PACKAGE_POLICY}`);
    await memberPage.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(memberPage)).toBeLessThanOrEqual(0);
    await memberPage.setViewportSize({ width: 1280, height: 800 });

    await ask.click();
    await memberPage.waitForURL((u) => u.pathname === "/contact");
    const details = memberPage.getByLabel("Mission details");
    await memberPage.waitForFunction(
      () => ((document.getElementById("contact-missionDetails") as HTMLTextAreaElement | null)?.value ?? "") !== "",
    );
    expect(await memberPage.getByLabel("Callsign (name or company)").inputValue()).toBe("Jane Doe");
    expect(await memberPage.getByLabel("Encrypted channel (e-mail)").inputValue()).toBe(`${MEMBER}@example.com`);
    expect(await memberPage.getByLabel("Operation type").inputValue()).toBe("package-purchase");
    expect(await details.inputValue()).toMatch(
      /^I hold the Ghost package \(active\) and would like the Assassin package, billed monthly \(\$[\d,]+ per month\)\./,
    );
  });
});
