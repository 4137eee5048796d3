// The admin panel's Members and Outbox tabs in real Chromium against `aan serve` (one fresh server
// and database for the file, no mail or SMS transport configured, so messages are held). An admin
// and two members are set up through the API; then, in the panel: search a member, open them,
// change the device limit, clear devices, deactivate and activate (the member's own API calls tell
// whether it worked), and relay and retry the held password-reset message. The steps share one
// page and run in order. The page's clock is Playwright's: a step about the 3 s request limit jumps
// past it instead of waiting. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { NotificationView } from "#shared/answers/members";
import { MAX_DEVICES_MESSAGE } from "#shared/schemas/members";
import { clearDevicesConfirmation, deactivateConfirmation } from "../../src/web/features/admin/members/lib/member-texts";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD, memberCookieOf, registration } from "../helpers/member-session";
import { startServer, type RunningServer } from "../helpers/server-process";

const AGENT = "fieldagent";
const AGENT_EMAIL = "field.agent@example.com";
// Server strings are text: markup in a member's company must show as typed, never as an element.
const AGENT_COMPANY = "<b>Doe</b> Roofing & Sons";
const OTHER = "quietpartner";
const LAPTOP = deviceHeaders("laptop");

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The agent's session cookie, signed in on the laptop. */
let agentCookie = "";

const url = (path: string) => new URL(path, server.url).href;

/** A member's call, outside the browser: its own cookie and device headers. */
async function asMember(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { ...LAPTOP, "content-type": "application/json" };
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(url(path), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function registerThrough(code: string, overrides: Record<string, unknown>): Promise<string> {
  const reply = await asMember("POST", "/api/auth/register", { body: registration(code, overrides) });
  const cookie = memberCookieOf({ ...reply, json: undefined });
  if (reply.status !== 200 || !cookie) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
  return cookie;
}

async function signInAgent(): Promise<{ status: number; cookie?: string }> {
  // The laptop's browser: its cookies go with the sign-in, as a browser sends them.
  const reply = await asMember("POST", "/api/auth/login", { body: { username: AGENT, password: MEMBER_PASSWORD }, cookie: agentCookie });
  return { status: reply.status, cookie: memberCookieOf({ ...reply, json: undefined }) };
}

/** Held messages as the API lists them (the admin cookie of the page's context). */
async function heldMessages(): Promise<NotificationView[]> {
  const res = await context.request.get(url("/api/admin/outbox?status=held"));
  return ((await res.json()) as { notifications: NotificationView[] }).notifications;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_SMTP_URL: "", AAN_SMS_WEBHOOK_URL: "" } }), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  // The admin: first-run setup, then signed in through the API with the page's own cookie jar.
  const fields = setupFields();
  expect((await context.request.post(url("/api/admin/setup"), { data: fields })).status()).toBe(200);
  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: fields.username, password: fields.password } })).status(),
  ).toBe(200);
  const codes = (await (await context.request.get(url("/api/admin/invitation-codes"))).json()) as {
    codes: { unused: Array<{ code: string }> };
  };
  const [first, second] = codes.codes.unused;
  agentCookie = await registerThrough(first!.code, {
    username: AGENT,
    email: AGENT_EMAIL,
    companyName: AGENT_COMPANY,
    firstName: "Field",
    lastName: "Agent",
  });
  await registerThrough(second!.code, { username: OTHER, email: "quiet@example.com", firstName: "Quiet", lastName: "Partner" });
  // Without a transport the reset mail is held for an operator.
  const reset = await asMember("POST", "/api/auth/password-reset/request", { body: { identifier: AGENT_EMAIL, resetType: "email" } });
  expect(reset.status).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The one visible toast with this title; closes it so the next step's toast is the only one. */
async function expectToast(title: string, options: { description?: RegExp; variant?: "default" | "destructive" } = {}) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  if (options.description) expect((await toast.locator(".toast__description").textContent())?.trim() ?? "").toMatch(options.description);
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/** A field's own message: under it, named by aria-describedby, with aria-invalid on the field. */
async function expectFieldMessage(field: Locator, message: string) {
  await page.waitForFunction((el) => el?.getAttribute("aria-invalid") === "true", await field.elementHandle());
  const messageId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await page.locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

/** Answers the next confirm and returns its text. */
function answerConfirm(accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const section = (name: string) => page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name, exact: true });
const memberRow = (username: string) => page.locator(`tr[data-member="${username}"]`);
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);
const fact = (term: string) => page.locator(".member-facts__row", { has: page.locator("dt", { hasText: term }) }).locator("dd");
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const stateWord = () => page.locator(".member-detail__head .member-state");

describe("admin panel: members and outbox", () => {
  test("the two tabs are in the Members section, beside Subscriptions", async () => {
    await page.goto(url("/admin"));
    await section("Members").click();
    await tab("Members").waitFor();
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Members", "Subscriptions", "Outbox"]);
  });

  test("Members: the server's search narrows the list; a row shows plan, state, devices used of max, joined and last seen", async () => {
    await tab("Members").click();
    await memberRow(OTHER).waitFor();
    expect(await page.locator("tr[data-member]").count()).toBe(2);

    const searched = page.waitForResponse((res) => res.url().includes("/api/admin/members?q=field"));
    await page.getByRole("searchbox", { name: "Search members" }).fill("  field ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await searched;
    await memberRow(OTHER).waitFor({ state: "detached" });
    const row = memberRow(AGENT);
    expect(await page.locator("tr[data-member]").count()).toBe(1);
    expect(await cell(row, "Member").textContent()).toBe(`${AGENT}Field Agent`);
    expect(await cell(row, "E-mail").textContent()).toBe(AGENT_EMAIL);
    expect(await cell(row, "Plan").textContent()).toBe("member");
    expect(await cell(row, "State").textContent()).toBe("Active");
    expect(await cell(row, "Devices").textContent()).toBe("1 / 2");
    expect(await cell(row, "Joined").textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(await cell(row, "Last seen").textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    await page.getByRole("searchbox", { name: "Search members" }).fill("nobody-like-this");
    await page.keyboard.press("Enter");
    await page.getByText("No members match “nobody-like-this”").waitFor();
    await page.getByRole("searchbox", { name: "Search members" }).fill(AGENT);
    await page.keyboard.press("Enter");
    await memberRow(AGENT).waitFor();
  });

  test("opening a member shows the profile (server text as text), the devices and the recent activity", async () => {
    await page.getByRole("button", { name: `Open member ${AGENT}` }).click();
    const title = page.getByRole("heading", { name: `Field Agent (${AGENT})` });
    await title.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("member-detail-title");
    expect(await stateWord().textContent()).toBe("Active");
    expect(await fact("Company").textContent()).toBe(AGENT_COMPANY);
    expect(await page.locator(".member-detail b").count()).toBe(0);
    expect(await fact("E-mail").textContent()).toBe(AGENT_EMAIL);
    expect(await fact("Devices").textContent()).toBe("1 / 2");
    // The package is the subscription card's to say ("No package yet"): the profile names no plan key above it.
    await page.getByText(`No package yet: ${AGENT} has never had a subscription.`).waitFor();
    expect(await page.locator(".member-facts__row dt", { hasText: "Plan" }).count()).toBe(0);
    expect(await page.locator(".member-detail").innerText()).not.toMatch(/\bPLAN\s+member\b/i);
    expect(await page.locator(".member-devices tbody tr").allTextContents()).toEqual([expect.stringContaining(LAPTOP["x-device-label"]!)]);
    const actions = await page.locator(".member-activity td[data-label='Action']").allTextContents();
    expect(actions).toContain("register");
    expect(actions).toContain("reset.requested");

    // Every part of the detail fits a phone's width.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("max devices: a bad value shows the shared schema's message under the field; a good one saves with a toast", async () => {
    const field = page.getByLabel("Max devices (1–20)");
    expect(await field.inputValue()).toBe("2");
    for (const bad of ["0", "21", ""]) {
      await field.fill(bad);
      await page.getByRole("button", { name: "Save limit" }).click();
      await expectFieldMessage(field, MAX_DEVICES_MESSAGE);
    }
    await field.fill("5");
    await page.getByRole("button", { name: "Save limit" }).click();
    await expectToast(`Member ${AGENT} may now use 5 device(s)`);
    expect(await field.getAttribute("aria-invalid")).toBeNull();
    await page.waitForFunction(() =>
      document.querySelector(".member-devices")?.closest(".card")?.querySelector("h3")?.textContent?.includes("1 / 5"),
    );
    expect(await fact("Devices").textContent()).toBe("1 / 5");
  });

  test("clear devices asks first, removes them with a toast, and ends the member's session", async () => {
    expect((await asMember("GET", "/api/auth/user", { cookie: agentCookie })).status).toBe(200);
    const asked = answerConfirm(true);
    await page.getByRole("button", { name: "Clear devices" }).click();
    expect(await asked).toBe(clearDevicesConfirmation(AGENT, 1));
    await expectToast(`Removed 1 device(s) of ${AGENT}`);
    await page.getByText("No devices registered", { exact: true }).waitFor();
    expect(await fact("Devices").textContent()).toBe("0 / 5");
    expect(await page.getByRole("button", { name: "Clear devices" }).isDisabled()).toBe(true);
    expect((await asMember("GET", "/api/auth/user", { cookie: agentCookie })).status).toBe(401);
  });

  test("deactivate asks first (No changes nothing), then ends the member's sessions: their calls are refused", async () => {
    // The member signs in again (the laptop registers afresh) and is signed in.
    const signedIn = await signInAgent();
    expect(signedIn.status).toBe(200);
    agentCookie = signedIn.cookie!;
    expect((await asMember("GET", "/api/auth/user", { cookie: agentCookie })).status).toBe(200);
    await page.getByRole("button", { name: "Reload" }).click();
    await page.locator(".member-devices tbody tr").waitFor();

    const declined = answerConfirm(false);
    await page.getByRole("button", { name: "Deactivate" }).click();
    expect(await declined).toBe(deactivateConfirmation(AGENT));
    expect(await stateWord().textContent()).toBe("Active");
    expect((await asMember("GET", "/api/auth/user", { cookie: agentCookie })).status).toBe(200);

    const accepted = answerConfirm(true);
    await page.getByRole("button", { name: "Deactivate" }).click();
    await accepted;
    await expectToast(`Member ${AGENT} deactivated; 1 session(s) ended`);
    await page.waitForFunction(() => document.querySelector(".member-detail__head .member-state")?.textContent === "Inactive");
    expect((await asMember("GET", "/api/auth/user", { cookie: agentCookie })).status).toBe(401);
    expect((await signInAgent()).status).toBe(403);
  });

  test("activate lets the member sign in again; back to the list shows the new state", async () => {
    await page.getByRole("button", { name: "Activate", exact: true }).click();
    await expectToast(`Member ${AGENT} activated`);
    await page.waitForFunction(() => document.querySelector(".member-detail__head .member-state")?.textContent === "Active");
    const signedIn = await signInAgent();
    expect(signedIn.status).toBe(200);

    await page.getByRole("button", { name: "Back to members" }).click();
    const row = memberRow(AGENT);
    await row.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Open member ${AGENT}`);
    expect(await cell(row, "State").textContent()).toBe("Active");
    expect(await cell(row, "Devices").textContent()).toBe("1 / 5");
  });

  test("Outbox: the held password-reset message is found by status, viewed whole as text, and sent again", async () => {
    const [held] = (await heldMessages()).filter((m) => m.purpose === "password_reset" && m.recipient === AGENT_EMAIL);
    expect(held).toBeDefined();
    await tab("Outbox").click();
    await page.locator("tr[data-notification-id]").first().waitFor();
    // This server has no transport: the lead says so, and that every message waits for the operator.
    expect(await page.locator(".outbox .resource-tab__hint").first().textContent()).toStartWith(
      "No mail server or SMS gateway is configured (AAN_SMTP_URL, AAN_SMS_WEBHOOK_URL): every message is held here",
    );
    await page.getByLabel("Status").selectOption("held");
    const row = page.locator(`tr[data-notification-id="${held!.id}"]`);
    await row.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("tr[data-status]")].every((tr) => tr.getAttribute("data-status") === "held"),
    );
    expect(await cell(row, "Status").textContent()).toBe("held");
    expect(await cell(row, "To").textContent()).toBe(`E-mail${AGENT_EMAIL}`);
    expect(await cell(row, "Subject").textContent()).toBe("Reset your AAN passwordPassword reset");
    expect(await cell(row, "Tries").textContent()).toBe("0");

    await row.getByRole("button", { name: `View message to ${AGENT_EMAIL}` }).click();
    const viewer = page.getByRole("region", { name: `Password reset to ${AGENT_EMAIL}` });
    await viewer.waitFor();
    expect(await viewer.getByLabel("Message text").textContent()).toBe(held!.body);
    expect(held!.body).toContain("/reset-password?token=");
    expect(await viewer.textContent()).toContain("Subject: Reset your AAN password");

    await page.setViewportSize({ width: 390, height: 800 });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    const reloaded = page.waitForResponse((res) => res.url().endsWith("/api/admin/outbox?status=held") && res.request().method() === "GET");
    await viewer.getByRole("button", { name: "Retry sending" }).click();
    await expectToast("Message queued to be sent again");
    await reloaded;
    // Still no transport: the sender holds it again for the operator.
    await page.waitForFunction(
      (id) => document.querySelector(`tr[data-notification-id="${id}"]`)?.getAttribute("data-status") === "held",
      held!.id,
    );
    await viewer.getByRole("button", { name: "Close" }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`View message to ${AGENT_EMAIL}`);
  });

  test("a retry whose answer is late (3 s limit) says it timed out and reloads the outbox", async () => {
    const pattern = "**/api/admin/outbox/*/retry";
    let reachedServer!: () => void;
    const sent = new Promise<void>((resolve) => (reachedServer = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      const answer = await route.fetch();
      reachedServer();
      await held;
      await route.fulfill({ response: answer }).catch(() => {});
    });
    const reloaded = page.waitForResponse((res) => res.url().endsWith("/api/admin/outbox?status=held"));
    await page
      .locator("tr[data-purpose='password_reset']")
      .getByRole("button", { name: /^Retry message to / })
      .click();
    await sent;
    await page.clock.fastForward(3100);
    await expectToast("Failed to retry message", { description: /^Request timeout\. .*reloaded/, variant: "destructive" });
    await reloaded;
    release();
    await page.unroute(pattern);
  });

  test("a session that ended elsewhere: the next call goes to the login with 'Authentication Required'", async () => {
    await context.clearCookies();
    await page.getByRole("button", { name: "Reload" }).click();
    await expectToast("Authentication Required", { description: /^Please log in to access admin panel$/, variant: "destructive" });
    await page.waitForURL((u) => u.pathname === "/admin-login");
  });
});
