// The member screens in real Chromium against `aan serve` (one fresh server, database and SMTP
// server for the file): an admin assigns a code → registration on /register → sign out → sign in
// on /login → /account (devices renamed and revoked, the credibility search and its pages) →
// password reset from the link of a mail that really arrives → sign in with the new password. The
// steps share one page and run in order. The page's clock is Playwright's: the countdown badges
// are seen counting by jumping the clock, not by waiting. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { launchBrowser, openTestPage, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { adminWithCodeAssignedTo } from "../helpers/e2e-setup";
import { startServer, type RunningServer } from "../helpers/server-process";
import { startMailbox, type Mailbox } from "../helpers/smtp-mailbox";

const MEMBER = {
  username: "jane_doe",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane.doe@example.com",
  phone: "(713) 555-0142",
  password: "m3mber-Pass!",
  newPassword: "n3w-Member-Pass",
};
/** Reset links name this origin (AAN_BASE_URL); the test follows them to the server's real port. */
const BASE_URL = "http://aan.test";
const ENTRY_COUNT = 21;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;
let smtp: Mailbox;
let code: string;

beforeAll(async () => {
  smtp = await startMailbox();
  const smtpPort = smtp.port;
  [server, browser] = await Promise.all([
    startServer({ env: { AAN_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, AAN_BASE_URL: BASE_URL } }),
    launchBrowser(),
  ]);
  ({ context, page } = await openTestPage(browser));
  page.on("request", (request) => {
    if (isApiCall(request)) apiCallsInFlight++;
  });
  const answered = (request: Request) => {
    if (isApiCall(request)) apiCallsInFlight--;
  };
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  admin = (await browser.newContext()).request;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const url = (path: string) => new URL(path, server.url).href;
const pathOf = () => new URL(page.url()).pathname;

/** The one open toast with this title; closed afterwards so the next step's toast is the only one. */
async function expectToast(title: string, options: { description?: string; variant?: "default" | "destructive" } = {}) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  if (options.description !== undefined)
    expect((await toast.locator(".toast__description").textContent())?.trim()).toBe(options.description);
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/**
 * A field's own message: named by its aria-describedby, with aria-invalid on the field. A form
 * whose schema comes in its own chunk (/login) checks once it is in: the message is waited for.
 */
async function expectFieldMessage(field: Locator, message: string) {
  await field.and(page.locator('[aria-invalid="true"]')).waitFor();
  const messageId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await page.locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

const header = () => page.getByRole("navigation", { name: "Main" });
const badge = (type: "purchase" | "access") => page.locator(`.countdown-badge[data-type="${type}"]`);
const seconds = (text: string) => text.split(":").reduce((total, part) => total * 60 + Number(part), 0);
const deviceRows = () => page.locator("li.device-row");
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page's API calls still waiting for their answer: the clock must not jump over their time limit. */
let apiCallsInFlight = 0;
const isApiCall = (request: Request) => request.resourceType() !== "eventsource" && new URL(request.url()).pathname.startsWith("/api/");

async function apiCallsAnswered(): Promise<void> {
  for (const deadline = Date.now() + 10_000; apiCallsInFlight > 0; await Bun.sleep(20))
    if (Date.now() > deadline) throw new Error(`${apiCallsInFlight} API calls still unanswered after 10 s`);
}

/**
 * Both badges show and count down: the clock jumps 5 s and each shows 5 s less. The page's calls
 * are answered first, or the jump would take them past their 3 s limit ('Query timeout').
 */
async function expectBadgesCounting() {
  await badge("purchase").waitFor();
  await badge("access").waitFor();
  await apiCallsAnswered();
  const before = [
    await badge("purchase").locator(".countdown-badge__time").textContent(),
    await badge("access").locator(".countdown-badge__time").textContent(),
  ];
  expect(before[0]).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
  expect(seconds(before[1]!)).toBeGreaterThan(seconds(before[0]!));
  await page.clock.fastForward(5000);
  const after = [
    await badge("purchase").locator(".countdown-badge__time").textContent(),
    await badge("access").locator(".countdown-badge__time").textContent(),
  ];
  for (const i of [0, 1]) expect(seconds(before[i]!) - seconds(after[i]!)).toBeGreaterThanOrEqual(4);
  // Green for the purchase window, yellow for access: more than 12 hours are left.
  expect(await badge("purchase").getAttribute("data-tone")).toBe("green");
  expect(await badge("access").getAttribute("data-tone")).toBe("yellow");
}

/** A device as another browser or phone would present it: a SHA-256 fingerprint and a label. */
function otherDevice(name: string): Record<string, string> {
  const fingerprint = new Bun.CryptoHasher("sha256").update(`device:${name}`).digest("hex");
  return { "x-device-fingerprint": fingerprint, "x-device-label": `Mobile - Safari on iOS (${name})` };
}

async function signInOnLogin(password: string) {
  await page.getByLabel("Username").fill(MEMBER.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("member screens", () => {
  test("an admin assigns a code to the future member (through the admin API)", async () => {
    code = await adminWithCodeAssignedTo(admin, url, MEMBER);
    for (let i = 1; i <= ENTRY_COUNT; i++) {
      const entry = {
        contractorName: `Contractor ${String(i).padStart(2, "0")}`,
        contractorCompany: i === 7 ? "Storm Chasers LLC" : "Builder Roofing LLC",
        contractorAddress: "12 Shingle Way, Tampa, FL",
        clientName: "Carol Client",
        clientAddress: "34 Palm Ave, Tampa, FL",
        claimType: "Wind",
      };
      expect((await admin.post(url("/api/admin/credibility-entries"), { data: entry })).status()).toBe(200);
    }
  });

  test("/account without a session goes to /login?next=/account; the header says LOGIN", async () => {
    await page.goto(url("/account"));
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("next") === "/account");
    await page.getByRole("heading", { name: "Member Login" }).waitFor();
    expect(await header().getByRole("link", { name: "LOGIN", exact: true }).getAttribute("href")).toBe("/login");
    expect(await page.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
    await page.getByRole("link", { name: /Register/ }).click();
    await page.waitForURL((u) => u.pathname === "/register");
  });

  test("/register: the code from ?code= is prefilled, each field says what is wrong, a taken code field comes back from the server", async () => {
    await page.goto(url(`/register?code=${code.toLowerCase()}`));
    await page.getByRole("heading", { name: "Member Registration" }).waitFor();
    expect(await page.getByLabel("Invitation code").inputValue()).toBe(code);

    await page.getByRole("button", { name: "Create Account" }).click();
    await expectFieldMessage(page.getByLabel("First name"), "First name is required");
    await expectFieldMessage(page.getByLabel("Email"), "Invalid email address");
    await expectFieldMessage(page.getByLabel("Phone"), "Phone number must be at least 10 digits");
    await expectFieldMessage(page.getByLabel("Position"), "Position is required");
    await expectFieldMessage(page.getByLabel("I am 18 or older"), "You must confirm that you are 18 or older");
    await expectFieldMessage(page.getByLabel(/I accept the terms of service/), "You must accept the terms of service");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("member-register-firstName");
    expect(await page.getByLabel("Invitation code").getAttribute("aria-invalid")).toBeNull();

    await page.getByLabel("First name").fill(MEMBER.firstName);
    await page.getByLabel("Last name").fill(MEMBER.lastName);
    await page.getByLabel("Phone").fill(MEMBER.phone);
    await page.getByLabel("Company").fill("Doe Roofing");
    await page.getByLabel("Position").selectOption("Contractor");
    await page.getByLabel("Username").fill(MEMBER.username);
    await page.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await page.getByLabel("Confirm password").fill(MEMBER.password);
    await page.getByLabel("I am 18 or older").check();
    await page.getByLabel(/I accept the terms of service/).check();
    // The terms can be read before accepting, in a new tab so nothing typed is lost.
    const terms = page.getByRole("link", { name: "Read the terms of service" });
    expect([await terms.getAttribute("href"), await terms.getAttribute("target")]).toEqual(["/terms-of-service", "_blank"]);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectFieldMessage(page.getByLabel("License number"), "License number is required for adjusters and contractors");
    await page.getByLabel("License number").fill("TX-12345");

    // The code is assigned to another e-mail address: the server refuses it under the code's field.
    await page.getByLabel("Email").fill("someone.else@example.com");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast("Registration Failed", { description: "Invalid or already used invitation code", variant: "destructive" });
    await expectFieldMessage(page.getByLabel("Invitation code"), "Invalid or already used invitation code");
    // The refusal is about the code: the passwords typed stay.
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe(MEMBER.password);
    expect(await page.getByLabel("Confirm password").inputValue()).toBe(MEMBER.password);

    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize(TEST_CONTEXT_OPTIONS.viewport);
  });

  test("registering with the assignee's e-mail signs in and opens /account, with both badges counting", async () => {
    await page.getByLabel("Email").fill(MEMBER.email);
    await page.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await page.getByLabel("Confirm password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast("Registration successful", { description: `Welcome, ${MEMBER.firstName}` });
    await page.waitForURL((u) => u.pathname === "/account");
    const profile = page.getByTestId("account-profile");
    // The package is a read of its own: the profile shows "…" in its place until it is in.
    await profile.getByText(/No package/i).waitFor();
    const profileText = await profile.innerText();
    for (const text of [MEMBER.username, `${MEMBER.firstName} ${MEMBER.lastName}`, MEMBER.email, MEMBER.phone])
      expect(profileText).toContain(text);
    // The package in words: a new member has none yet, and no stored key ("member") is shown.
    expect(profileText).toMatch(/PACKAGE\s+No package/i);
    expect(profileText).not.toMatch(/\bmember\b/);
    expect(profileText).toMatch(/MAX DEVICES\s+2/i);
    expect(profileText).toMatch(/FIRST SIGN-IN\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/i);
    // The client started both windows at the first sign-in.
    await expectBadgesCounting();
    await page.locator('[data-window="access"][data-state="running"]').waitFor();
    await page.locator('[data-window="purchase"][data-state="running"]').waitFor();
    const member = header().getByTestId("header-member");
    expect(await member.locator(".site-header__member-name").innerText()).toBe(MEMBER.username);
    expect(await member.getAttribute("href")).toBe("/account");
    expect(await header().getByRole("link", { name: "LOGIN", exact: true }).count()).toBe(0);
  });

  test("Sign out in the header ends the session; the badges and the member leave the header", async () => {
    await header().getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await expectToast("Signed Out", { description: "Your session has ended on this device" });
    await header().getByRole("link", { name: "LOGIN", exact: true }).waitFor();
    expect(await page.locator(".countdown-badge").count()).toBe(0);
    // A fresh load asks the server: the session is gone there too.
    await page.goto(url("/account"));
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("next") === "/account");
  });

  test("/login: per-field messages, the server's refusal, then sign-in goes to the ?next= page", async () => {
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectFieldMessage(page.getByLabel("Username"), "Username must be at least 3 characters");
    await expectFieldMessage(page.getByLabel("Password"), "Password must be at least 6 characters");

    await signInOnLogin("wrong-password");
    await expectToast("Login Failed", { description: "Invalid username or password", variant: "destructive" });
    expect((await page.locator("#member-login-error").textContent())?.replace(/^!\s*/, "")).toBe("Invalid username or password");
    expect(await page.getByLabel("Password").inputValue()).toBe("");

    await signInOnLogin(MEMBER.password);
    await expectToast("Login Successful", { description: `Welcome back, ${MEMBER.firstName}` });
    await page.waitForURL((u) => u.pathname === "/account");
    await expectBadgesCounting();
  });

  test("/account devices: rename this one in place, revoke another after a confirm (its session ends)", async () => {
    const phone = await browser.newContext();
    const signedIn = await phone.request.post(url("/api/auth/login"), {
      headers: otherDevice("phone"),
      data: { username: MEMBER.username, password: MEMBER.password },
    });
    expect(signedIn.status()).toBe(200);
    await page.reload();
    await deviceRows().nth(1).waitFor();
    expect(await deviceRows().count()).toBe(2);
    expect(await page.getByTestId("device-count").textContent()).toBe("2 of 2 allowed");

    const current = page.locator("li.device-row[data-current]");
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain("this browser");
    const currentLabel = (await current.locator(".device-row__name").textContent())!;
    await current.getByRole("button", { name: `Rename ${currentLabel}` }).click();
    const label = current.getByLabel("Device label");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id)).toContain(
      "newLabel",
    );
    await label.fill("   ");
    await current.getByRole("button", { name: "Save" }).click();
    await expectFieldMessage(label, "Device label cannot be empty");
    await label.fill("Field laptop");
    await current.getByRole("button", { name: "Save" }).click();
    await expectToast("Device renamed");
    await page.waitForFunction(
      () => document.querySelector("li.device-row[data-current] .device-row__name")?.textContent === "Field laptop",
    );

    const other = page.locator("li.device-row:not([data-current])");
    const otherLabel = "Mobile - Safari on iOS (phone)";
    expect(await other.locator(".device-row__name").textContent()).toBe(otherLabel);
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await other.getByRole("button", { name: `Revoke ${otherLabel}` }).click();
    await expectToast("Device revoked");
    expect(asked).toBe(`Revoke ${otherLabel}? Its sessions end at once.`);
    await page.waitForFunction(() => document.querySelectorAll("li.device-row").length === 1);
    expect((await phone.request.get(url("/api/auth/user"), { headers: otherDevice("phone") })).status()).toBe(401);
    await phone.close();

    // The activity log tells what happened, newest first.
    await page.getByRole("region", { name: "Recent Activity" }).getByRole("button", { name: "Reload" }).click();
    await page.locator('.activity-table tr[data-action="device.revoked"]').first().waitFor();
    expect(await page.locator(".activity-table tbody tr").first().getAttribute("data-action")).toBe("device.revoked");
    // Members read words, never the stored keys.
    const actions = await page.locator(".activity-table td[data-label='Action']").allTextContents();
    expect(actions[0]).toBe("Device removed");
    expect(actions).toContain("Signed in");
    for (const action of actions) expect(action).not.toMatch(/[._]/);
  });

  test("/account credibility database: server-side pages and search; the closed access window is said as the server says it", async () => {
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Credibility Database" }) });
    await card.locator(".pagination__range").waitFor();
    expect(await card.locator(".pagination__range").textContent()).toBe(`Showing 1–20 of ${ENTRY_COUNT}`);
    const answered = page.waitForResponse((res) => res.url().includes("/api/credibility-entries?page=2"));
    await card.getByRole("button", { name: /Next/ }).click();
    await answered;
    await page.waitForFunction((n) => document.querySelector(".pagination__range")?.textContent === `Showing 21–21 of ${n}`, ENTRY_COUNT);
    expect(await card.locator("tbody tr").count()).toBe(1);

    await card.getByLabel("Search entries").fill("storm chasers");
    await card.getByRole("button", { name: "Search" }).click();
    await page.waitForFunction(() => document.querySelector(".pagination__range")?.textContent === "Showing 1–1 of 1");
    expect(await card.locator("tbody tr td").first().textContent()).toBe("Contractor 07");

    // After the access window the server answers 403 'Access window expired' (decision 0026).
    await page.route("**/api/credibility-entries*", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ success: false, error: "Access window expired", kind: "forbidden" }),
      }),
    );
    await card.getByLabel("Search entries").fill("wind");
    await card.getByRole("button", { name: "Search" }).click();
    await card.getByTestId("access-expired").waitFor();
    expect(await card.getByTestId("access-expired").locator("p").first().textContent()).toBe("Access window expired");
    await page.unroute("**/api/credibility-entries*");

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize(TEST_CONTEXT_OPTIONS.viewport);
  });

  test("/forgot-password: the neutral answer, a mail that arrives, its link sets a new password that signs in", async () => {
    await header().getByRole("button", { name: "Sign out" }).click();
    await expectToast("Signed Out", { description: "Your session has ended on this device" });
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((u) => u.pathname === "/forgot-password");

    // An address nobody has gets the same answer, and no mail.
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const answer = page.locator(".member-auth__result");
    await answer.waitFor();
    const neutral = (await answer.locator("p").first().textContent())!;
    expect(neutral).toBe("If an account matches, a reset message is on its way.");
    await page.getByRole("button", { name: "Start over" }).click();

    await page.getByLabel("Email", { exact: true }).fill(MEMBER.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await answer.waitFor();
    expect(await answer.locator("p").first().textContent()).toBe(neutral);

    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((mail) => mail.to === MEMBER.email && mail.text.includes("/reset-password?token=")) && Date.now() < deadline)
      await Bun.sleep(50);
    const mail = smtp.mails.find((m) => m.to === MEMBER.email && m.text.includes("/reset-password?token="));
    expect(mail).toBeDefined();
    expect(smtp.mails.filter((m) => m.to === "nobody@example.com")).toHaveLength(0);
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)![0]);
    expect(link.origin).toBe(BASE_URL);

    await page.goto(url(`${link.pathname}${link.search}`));
    await page.getByRole("heading", { name: "Choose a New Password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill(MEMBER.newPassword);
    await page.getByLabel("Confirm new password").fill("not-the-same");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expectFieldMessage(page.getByLabel("Confirm new password"), "Passwords don't match");
    await page.getByLabel("Confirm new password").fill(MEMBER.newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expectToast("Password has been reset. Please sign in with your new password.");
    expect(await page.locator(".member-auth__result").innerText()).toBe("Password has been reset. Please sign in with your new password.");
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL((u) => u.pathname === "/login");

    await signInOnLogin(MEMBER.password);
    await expectToast("Login Failed", { description: "Invalid username or password", variant: "destructive" });
    await signInOnLogin(MEMBER.newPassword);
    await expectToast("Login Successful", { description: `Welcome back, ${MEMBER.firstName}` });
    await page.waitForURL((u) => u.pathname === "/account");
    expect(pathOf()).toBe("/account");
    await expectBadgesCounting();
  });

  test("revoking this device signs the member out here", async () => {
    const current = page.locator("li.device-row[data-current]");
    await current.waitFor();
    page.once("dialog", (dialog) => void dialog.accept());
    await current.getByRole("button", { name: /^Revoke / }).click();
    await expectToast("Device revoked", { description: "This device is signed out" });
    await page.waitForURL((u) => u.pathname === "/login");
    await header().getByRole("link", { name: "LOGIN", exact: true }).waitFor();
    await page.goto(url("/account"));
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("next") === "/account");
    expect(await page.locator(".countdown-badge").count()).toBe(0);
  });
});
