// The member's security page in real Chromium against `aan serve` (decision 0137): the account page
// links to it; it lists the sign-ins (registration's first) with their network only, the devices
// with their sessions, the passkeys, and the admins' changes in words and by role; "Sign out
// everywhere else" asks in a dialog first (Cancel changes nothing), then ends the phone's session
// and keeps this one. At 1280 and 390 px, screenshots to screenshots/security/. Steps share one
// server and run in order. Needs the built SPA (bun run build).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const MEMBER = { username: "watchful", password: "m3mber-Pass!" };
const SHOTS = `${REPO_ROOT}/screenshots/security`;
const DESKTOP = { "x-device-fingerprint": "d".repeat(64), "x-device-label": "Desktop - Chrome on Linux" };
const PHONE = { "x-device-fingerprint": "e".repeat(64), "x-device-label": "Mobile - Safari on iOS" };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;
let phone: APIRequestContext;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  admin = (await browser.newContext()).request;
  phone = (await browser.newContext()).request;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).href;

async function shoot(name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("the member's security page", () => {
  test("set up through the API: a member on the desktop browser and a phone; an admin changes the account", async () => {
    const code = await adminWithCode(admin, url);
    const registered = await context.request.post(url("/api/auth/register"), {
      headers: DESKTOP,
      data: registrationData(code, { ...MEMBER, firstName: "Wade", lastName: "Watchful", email: "wade@example.com" }),
    });
    expect(registered.status()).toBe(200);
    const memberId = (await registered.json()).user.id;
    expect((await admin.put(url(`/api/admin/members/${memberId}/max-devices`), { data: { maxDevices: 3 } })).status()).toBe(200);
    expect(
      (await admin.post(url(`/api/admin/members/${memberId}/subscription`), { data: { plan: "ghost", frequency: "monthly" } })).status(),
    ).toBe(200);
    const signedIn = await phone.post(url("/api/auth/login"), { headers: PHONE, data: MEMBER });
    expect(signedIn.status()).toBe(200);
    expect((await phone.get(url("/api/account/security"), { headers: PHONE })).status()).toBe(200);
  });

  test("the account page links to it; it shows sign-ins, devices, passkeys and admins' changes in words", async () => {
    await page.goto(url("/account"));
    await page.getByTestId("account-security-link").click();
    await page.waitForURL(/\/account\/security$/);
    // The page's chunk loads after the address changes: wait for its heading.
    await page.getByRole("heading", { level: 1, name: "Security" }).waitFor();

    const signIns = page.locator("section[aria-labelledby='security-sign-ins'] tbody tr");
    await signIns.first().waitFor();
    expect(await signIns.count()).toBe(2);
    // The server sees 127.0.0.1: the page shows its network, never the address.
    const addresses = await page.locator("section[aria-labelledby='security-sign-ins'] td[data-label='Address']").allTextContents();
    expect(addresses).toEqual(["127.0.0.0/24", "127.0.0.0/24"]);
    await expect(page.getByText("127.0.0.1").count()).resolves.toBe(0);

    const devices = page.locator("section[aria-labelledby='security-devices'] tbody tr");
    expect(await devices.count()).toBe(2);
    await expect(
      page.locator("section[aria-labelledby='security-devices'] tr[data-current] td[data-label='Device']").textContent(),
    ).resolves.toBe("Desktop - Chrome on Linux (this browser)");
    await expect(page.getByText("No passkeys yet", { exact: false }).isVisible()).resolves.toBe(true);

    const changes = await page.locator("section[aria-labelledby='security-admin-actions'] tbody tr").allInnerTexts();
    expect(changes).toHaveLength(2);
    expect(changes[0]).toContain("A super administrator");
    expect(changes[0]).toContain("A package was started for you, paid monthly");
    expect(changes[1]).toContain("Your device limit was set to 3");
    // Words, never keys or names.
    const text = await page.locator("main").innerText();
    for (const hidden of ["members.max_devices", "subscriptions.activate", "commander", "Ada Commander"])
      expect(text).not.toContain(hidden);
    await expect(page.getByTestId("other-sessions").textContent()).resolves.toBe("Signed in elsewhere: 1 other session.");
    await shoot("security-page");
  });

  test("Sign out everywhere else asks first; Cancel keeps every session", async () => {
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out everywhere else?" });
    await dialog.waitFor();
    await shoot("security-confirm");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await phone.get(url("/api/account/security"), { headers: PHONE })).status()).toBe(200);
  });

  test("confirming ends the phone's session and keeps this one", async () => {
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere else" }).click();
    await page.getByTestId("other-sessions").getByText("Only this browser is signed in.").waitFor();
    await page.getByText("Signed out everywhere else: 1 session(s) ended").first().waitFor();
    expect((await phone.get(url("/api/account/security"), { headers: PHONE })).status()).toBe(401);
    const devices = page.locator("section[aria-labelledby='security-devices']");
    await expect(devices.locator("tr[data-current] td[data-label='Signed in']").textContent()).resolves.toBe("Yes");
    await expect(devices.locator("tbody tr:not([data-current]) td[data-label='Signed in']").textContent()).resolves.toBe("No");
    await page.reload();
    await page.locator("section[aria-labelledby='security-sign-ins'] tbody tr").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/account/security");
    await shoot("security-after");
  });
});
