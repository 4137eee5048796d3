// A claim's clock in real Chromium against the compiled `aan serve` (issue 42's screens, decision
// 0118): a member files a Texas claim (the state read from its address), records the report and
// sees the carrier's acknowledgement count down, removes it (asked first) and records it again
// earlier so the carrier's duty is overdue and turns red, at 1280 and at 390 px with nothing cut
// off; a bad state and a future date get their messages under their fields; the account's "Due
// this week" lists the appraisal duty; the admin sees the claim under "Carrier overdue" and the
// cockpit counts it. Dates are computed from the real today in Texas. Set up over HTTP
// (memberWithClaim). Runs the compiled dist/aan (bun run build).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { EVENT_IN_FUTURE } from "#core/deadlines/event-rules";
import { CLAIM_STATE_MESSAGE } from "#shared/claim-state";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { MEMBER_PASSWORD } from "../helpers/member-session";
import { memberWithClaim, UPLOADS_ADMIN } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const BINARY = join(REPO_ROOT, "dist/aan");
const ADDRESS = "12 Elm Street, Austin, TX 78701";
const CLAIM_NUMBER = "TX-CLOCK-1";
const RED = "rgb(255, 59, 59)";

let server: RunningServer;
let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
let page: Page;
let adminPage: Page;
let claimId: string;

const url = (path: string) => new URL(path, server.url).href;

/** Today in Texas (the claim's state), and a day some days from it, as YYYY-MM-DD. */
const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(
  new Date(),
);
const dayFrom = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ command: [BINARY] }), launchBrowser()]);
  await memberWithClaim(server.url, "clock_member");
  memberContext = await browser.newContext(TEST_CONTEXT_OPTIONS);
  adminContext = await browser.newContext(TEST_CONTEXT_OPTIONS);
  const admin = await adminContext.request.post(url("/api/admin/login"), {
    data: { username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password },
  });
  expect(admin.status()).toBe(200);
  page = await memberContext.newPage();
  adminPage = await adminContext.newPage();
  // The member signs in on the login page, so the session belongs to this browser's own device.
  await page.goto(url("/login"));
  await page.getByLabel("Username").fill("clock_member");
  await page.getByLabel("Password").fill(MEMBER_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => u.pathname !== "/login");
});

afterAll(async () => {
  await memberContext?.close();
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

const deadlines = (p: Page) => p.getByTestId("claim-deadlines").first();
const row = (p: Page, ruleId: string) => deadlines(p).locator(`li.clock__row[data-rule="${ruleId}"]`);
const countdown = (p: Page, ruleId: string) => row(p, ruleId).getByTestId("countdown");
const events = (p: Page) => p.getByRole("list", { name: "Events, oldest first" });
const ACK = "tx-542-055-acknowledge";
const WAITS_FOR_REPORT = "Not started: waits for 'Claim reported to the carrier'";

/** What is read matches once the page has taken the answer of its request (read again for up to 10 s). */
async function expectSoon(read: () => Promise<string | null>, wanted: RegExp | string): Promise<void> {
  const matches = (text: string | null) => (typeof wanted === "string" ? text === wanted : wanted.test(text ?? ""));
  const until = Date.now() + 10_000;
  let text = await read();
  while (!matches(text) && Date.now() < until) {
    await Bun.sleep(100);
    text = await read();
  }
  if (typeof wanted === "string") expect(text).toBe(wanted);
  else expect(text ?? "").toMatch(wanted);
}

/** A field's own message: named by its aria-describedby, with aria-invalid on the field. */
async function expectFieldMessage(field: Locator, message: string) {
  await expectSoon(() => field.getAttribute("aria-invalid"), "true");
  const messageId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await field.page().locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

async function addEvent(p: Page, words: string, on: string) {
  const form = p.getByRole("form", { name: "Add event" });
  await form.getByLabel("What happened").selectOption({ label: words });
  await form.getByLabel("On").fill(on);
  await form.getByRole("button", { name: "Add event" }).click();
}

/** Nothing wider than the window, and every deadline row inside it. */
async function expectNothingCutOff(p: Page) {
  expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const outside = await p.evaluate(
    () =>
      [...document.querySelectorAll(".clock__row, .clock__event, .clock__add")].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
      ).length,
  );
  expect(outside).toBe(0);
}

async function shoot(p: Page, name: string, target?: Locator) {
  const folder = process.env.AAN_SCREENSHOTS;
  if (!folder) return;
  if (target) await target.scrollIntoViewIfNeeded();
  await p.screenshot({ path: `${folder}/${name}-${p.viewportSize()?.width}.png`, fullPage: false });
}

describe("a claim's deadlines and events", () => {
  test("a member files a Texas claim: the state comes from the address and every deadline waits for its event", async () => {
    await page.goto(url("/claims/new"));
    await page.getByLabel("Service requested").selectOption("estimate");
    await page.getByLabel("Property address").fill(ADDRESS);
    await page.getByLabel("Homeowner name").fill("Tex Owner");
    await page.getByLabel("Cause of Loss date").fill(dayFrom(-41));
    await page.getByLabel("Date of Loss").fill(dayFrom(-40));
    await page.getByLabel("Inspection status").selectOption("pending");
    await page.getByLabel("Carrier claim number").fill(CLAIM_NUMBER);
    await page.getByRole("button", { name: "File claim" }).click();
    await page.waitForURL((u) => /^\/claims\/[0-9a-f-]{36}$/.test(u.pathname));
    claimId = new URL(page.url()).pathname.split("/").pop()!;

    await deadlines(page).waitFor();
    expect(await deadlines(page).locator(".clock__state-now").innerText()).toBe("State: TX");
    expect(await page.getByTestId("deadline-notice").innerText()).toMatch(/^Computed from Texas's statutes .*verify with counsel$/);
    expect(await countdown(page, ACK).innerText()).toBe(WAITS_FOR_REPORT);
    expect(await row(page, ACK).innerText()).toContain("carrier: acknowledge the claim");
    const citation = row(page, ACK).getByRole("link", { name: "Tex. Ins. Code 542.055" });
    expect(await citation.getAttribute("href")).toBe("https://statutes.capitol.texas.gov/Docs/IN/htm/IN.542.htm#542.055");
    expect(await citation.getAttribute("target")).toBe("_blank");
    expect(await citation.getAttribute("rel")).toContain("noopener");
    await page.getByText("No events recorded yet", { exact: false }).waitFor();

    // A clock not started names its event at a phone's width too, whole, within the screen.
    await page.setViewportSize({ width: 390, height: 800 });
    await row(page, ACK).scrollIntoViewIfNeeded();
    expect(await countdown(page, ACK).innerText()).toBe(WAITS_FOR_REPORT);
    await expectNothingCutOff(page);
    await shoot(page, "claim-deadlines-not-started", deadlines(page));
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, "claim-deadlines-not-started", deadlines(page));
  });

  test("a bad state and a future date are refused with their messages under their fields; nothing is stored", async () => {
    const stateField = page.getByRole("form", { name: "Set the claim's state" }).getByLabel("State");
    await stateField.fill("T1");
    await page.getByRole("button", { name: "Set state" }).click();
    await expectFieldMessage(stateField, CLAIM_STATE_MESSAGE);
    await stateField.fill("TX");

    await addEvent(page, "Claim reported to the carrier", dayFrom(5));
    // The server's refusal, under the field it names.
    await expectFieldMessage(page.getByRole("form", { name: "Add event" }).getByLabel("On"), EVENT_IN_FUTURE("reported", TODAY));
    expect(await events(page).count()).toBe(0);
  });

  test("recording the report starts the carrier's clock; removing it (asked first) stops it; recorded earlier, the duty is overdue and red", async () => {
    await addEvent(page, "Claim reported to the carrier", dayFrom(-3));
    await events(page).locator("li", { hasText: "Claim reported to the carrier" }).waitFor();
    await expectSoon(() => countdown(page, ACK).innerText(), /^due in \d+ days$/);
    expect(await row(page, ACK).getAttribute("data-tone")).toBe("plain");
    await shoot(page, "claim-events-form", page.getByRole("form", { name: "Add event" }));

    page.once("dialog", (dialog) => void dialog.accept());
    await events(page)
      .getByRole("button", { name: /^Remove event: Claim reported to the carrier/ })
      .click();
    await expectSoon(() => countdown(page, ACK).innerText(), WAITS_FOR_REPORT);

    await addEvent(page, "Claim reported to the carrier", dayFrom(-20));
    await expectSoon(() => countdown(page, ACK).innerText(), /^\d+ days overdue$/);
    expect(await row(page, ACK).getAttribute("data-tone")).toBe("danger");
    await expectSoon(() => countdown(page, ACK).evaluate((el) => getComputedStyle(el).color), RED);
    await shoot(page, "claim-deadlines", deadlines(page));
  });

  test("at 390 px the deadlines, the timeline and the form fit the screen, the overdue duty still red", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await row(page, ACK).scrollIntoViewIfNeeded();
    await expectNothingCutOff(page);
    expect(await countdown(page, ACK).evaluate((el) => getComputedStyle(el).color)).toBe(RED);
    await shoot(page, "claim-deadlines", deadlines(page));
    await shoot(page, "claim-events-form", page.getByRole("form", { name: "Add event" }));
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("the appraisal demanded: the member's own duty shows in 'Due this week' on the account and as the claim's next deadline in the list", async () => {
    await addEvent(page, "Appraisal demanded", dayFrom(-15));
    await expectSoon(() => countdown(page, "policy-appraisal-policyholder-appraiser").innerText(), /^due in \d+ days?$/);

    await page.goto(url("/account"));
    const due = page.getByRole("region", { name: "Due this week" });
    const dueRow = due.locator(`tr[data-claim-id="${claimId}"]`, { hasText: "policyholder: " });
    await dueRow.waitFor();
    expect(await dueRow.innerText()).toContain(`#${CLAIM_NUMBER}`);
    expect(await dueRow.innerText()).toMatch(/due in \d+ days?/);
    await shoot(page, "account-due-this-week", due);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page, "account-due-this-week", due);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The list's next deadline is the claim's most urgent: the carrier's overdue acknowledgement, in red.
    await page.goto(url("/claims"));
    const next = page.locator(`tr[data-claim-id="${claimId}"]`).getByTestId("next-deadline");
    await expectSoon(() => next.innerText(), /^\d+ days overdue\s+carrier: acknowledge the claim/);
    expect(await next.getAttribute("data-tone")).toBe("danger");
  });

  test("the admin sees the claim under 'Carrier overdue', opens it to the same red row, and the cockpit counts it", async () => {
    await adminPage.goto(url("/admin"));
    await adminPage.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name: "Claims", exact: true }).click();
    await adminPage.getByRole("tab", { name: "Claims", exact: true }).click();
    await adminPage.getByLabel("Deadlines").selectOption({ label: "Carrier overdue" });
    const dueRow = adminPage.locator(`tr[data-claim-id="${claimId}"][data-rule="${ACK}"]`);
    await dueRow.waitFor();
    expect(await dueRow.innerText()).toContain(CLAIM_NUMBER);
    await expectSoon(() => dueRow.locator(".claims-admin-due__countdown").evaluate((el) => getComputedStyle(el).color), RED);
    await shoot(adminPage, "admin-carrier-overdue");
    await adminPage.setViewportSize({ width: 390, height: 800 });
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(adminPage, "admin-carrier-overdue");
    await adminPage.setViewportSize({ width: 1280, height: 800 });

    // The member's own appraisal duty is in the 7-day list, not under the carrier's overdue ones.
    await adminPage.getByLabel("Deadlines").selectOption({ label: "Due in 7 days" });
    await adminPage.locator(`tr[data-claim-id="${claimId}"][data-rule="policy-appraisal-policyholder-appraiser"]`).waitFor();
    await adminPage.getByLabel("Deadlines").selectOption({ label: "Carrier overdue" });

    await dueRow.getByRole("button", { name: /^Open claim/ }).click();
    await expectSoon(() => countdown(adminPage, ACK).innerText(), /^\d+ days overdue$/);
    await expectSoon(() => countdown(adminPage, ACK).evaluate((el) => getComputedStyle(el).color), RED);
    await shoot(adminPage, "admin-claim-deadlines", deadlines(adminPage));
    expect(await countdown(adminPage, "tx-542-057-pay").innerText()).toBe("Not started: waits for 'Carrier accepted the claim'");
    await adminPage.setViewportSize({ width: 390, height: 800 });
    expect(await countdown(adminPage, "tx-542-057-pay").innerText()).toBe("Not started: waits for 'Carrier accepted the claim'");
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await adminPage.setViewportSize({ width: 1280, height: 800 });

    await adminPage.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name: "Overview", exact: true }).click();
    await expectSoon(() => adminPage.getByTestId("carrier-overdue-count").innerText(), "1");
  });

  test("the carrier's acknowledgement recorded today: the countdown turns to 'missed: met N days late'", async () => {
    await page.goto(url(`/claims/${claimId}`));
    await row(page, ACK).waitFor();
    await addEvent(page, "Carrier acknowledged the claim", TODAY);
    await events(page).locator("li", { hasText: "Carrier acknowledged the claim" }).waitFor();
    await expectSoon(() => countdown(page, ACK).innerText(), /^missed: met \d+ days late$/);
  });
});
