// A member's deadline notices in real Chromium against the compiled binary: on the account page
// the member chooses how reminders reach them (the choice survives a reload), turns the calendar
// feed on and reads its address once, subscribes to it as a calendar application would (the
// answer parsed by ical.js, a real iCalendar parser), makes a new address (the old one dies) and
// turns the feed off; the card read at 1280 and 390 px, nothing wider than the screen.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { claimForm } from "../helpers/claim-form";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { deviceHeaders } from "../helpers/member-session";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const BINARY = join(REPO_ROOT, "dist/aan");
const SCREENS = join(REPO_ROOT, "reports/screens");
const MEMBER = { username: "feed_member", password: "f33d-Member!", firstName: "Fay", lastName: "Feed", email: "fay.feed@example.com" };
const SMS = "Text message (SMS)";

let server: RunningServer;
let browser: Browser;
let member: { context: BrowserContext; page: Page };
let admin: APIRequestContext;
const url = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  [server, browser] = await Promise.all([startServer({ command: [BINARY] }), launchBrowser()]);
  admin = (await browser.newContext()).request;
  const code = await adminWithCode(admin, url);
  member = await openTestPage(browser);
  const registered = await member.page.request.post(url("/api/auth/register"), {
    data: registrationData(code, MEMBER),
    headers: deviceHeaders("feed laptop"),
  });
  expect(registered.status()).toBe(200);
  const subscribed = await admin.post(url(`/api/admin/members/${MEMBER.username}/subscription`), {
    data: { plan: "ghost", frequency: "monthly" },
  });
  expect(subscribed.status()).toBe(200);
  // A Texas claim reported today: the carrier's acknowledgement is an open duty on the feed.
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
  const filed = await member.page.request.post(url("/api/claims"), {
    data: claimForm({ propertyAddress: "12 Oak St, Austin, TX 78701", claimNumber: "FEED-1", col: "2026-01-01", dol: "2026-01-02" }),
    headers: deviceHeaders("feed laptop"),
  });
  expect(`${filed.status()} ${await filed.text()}`).toStartWith("200");
  const claimId = (await filed.json()).claim.id;
  expect(
    (
      await member.page.request.post(url(`/api/claims/${claimId}/events`), {
        data: { kind: "reported", on: today },
        headers: deviceHeaders("feed laptop"),
      })
    ).status(),
  ).toBe(200);
});

afterAll(async () => {
  await member?.context.close();
  await browser?.close();
  await server?.stop();
});

const card = () => member.page.getByRole("region", { name: "Deadline Notices" });

describe("deadline notices on the account page", () => {
  test("reminders by text message: chosen, recorded, still chosen after a reload", async () => {
    const { page } = member;
    await page.goto(url("/account"));
    // E-mail until the member chooses otherwise.
    await page.waitForFunction(() => (document.querySelector('input[value="email"]') as HTMLInputElement | null)?.checked === true);
    await card().getByRole("radio", { name: SMS }).check();
    await page.getByText(`Reminders: ${SMS}`, { exact: true }).waitFor();
    await page.reload();
    await card().getByRole("radio", { name: SMS }).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[value="sms"]') as HTMLInputElement | null)?.checked === true);
  });

  test("the feed turned on shows its address once; a calendar application reads the open duty from it", async () => {
    const { page } = member;
    await card().getByRole("button", { name: "Turn on" }).click();
    const address = (await page.getByTestId("calendar-feed-url").textContent())!.trim();
    expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await admin.get(url(new URL(address).pathname));
    expect(feed.status()).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([expect.stringMatching(/^FEED-1: carrier, Acknowledge the claim/)]);
    expect(events[0]!.startDate.isDate).toBe(true);

    mkdirSync(SCREENS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card().scrollIntoViewIfNeeded();
      await card().screenshot({ path: join(SCREENS, `deadline-notices-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Reloaded, the page no longer holds the address: it says the feed is on and offers a new one.
    await page.reload();
    await page.getByTestId("calendar-feed-state").filter({ hasText: "On since" }).waitFor();
    expect(await page.getByTestId("calendar-feed-url").count()).toBe(0);
    await card().getByRole("button", { name: "Make a new address" }).click();
    const renewed = (await page.getByTestId("calendar-feed-url").textContent())!.trim();
    expect(renewed).not.toBe(address);
    expect((await admin.get(url(new URL(address).pathname))).status()).toBe(404);
    expect((await admin.get(url(new URL(renewed).pathname))).status()).toBe(200);

    await card().getByRole("button", { name: "Turn off" }).click();
    await page.getByTestId("calendar-feed-state").filter({ hasText: "Off." }).waitFor();
    expect((await admin.get(url(new URL(renewed).pathname))).status()).toBe(404);
  });
});
