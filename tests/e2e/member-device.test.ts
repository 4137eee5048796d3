// A browser stays the same device (decision 0060), in real Chromium against `aan serve`: a member
// registers and signs in on a desktop browser; the browser is reopened with the same cookies as
// Chrome 131 at a 125% zoom (another user agent, another pixel ratio, so another fingerprint) and
// is still signed in on its one device, also after signing out and in again. Then the member files
// a claim, uploads a PDF, clicks its link, and the file the browser downloads is the one uploaded.
// Last, the fingerprint a fresh page sends is the same whether its timezone comes from a worker or
// the page, and whichever SHA-256 hashes it. Steps share one server and run in order. Needs the
// built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { startServer, type RunningServer } from "../helpers/server-process";

const MEMBER = { username: "same_browser", password: "m3mber-Pass!" };
const CHROME_130 = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const CHROME_131 = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const pdfBytes = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n"),
  Buffer.alloc(200_000, 0x20),
  Buffer.from("\n%%EOF\n"),
]);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser, { userAgent: CHROME_130 }));
  admin = (await browser.newContext()).request;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).href;
const deviceCount = () => page.getByTestId("device-count");

async function signInOnLogin() {
  await page.getByLabel("Username").fill(MEMBER.username);
  await page.getByLabel("Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The account page, signed in, once its device list has loaded. */
async function openAccount() {
  await page.goto(url("/account"));
  await page.locator("li.device-row").first().waitFor();
  expect(new URL(page.url()).pathname).toBe("/account");
}

describe("a browser stays the same device", () => {
  test("set up through the API: an admin and a code; the member registers in the desktop browser", async () => {
    const code = await adminWithCode(admin, url);
    // The browser's own request context: the cookies it is given are the browser's.
    const registered = await context.request.post(url("/api/auth/register"), {
      headers: { "x-device-fingerprint": "b".repeat(64), "x-device-label": "Desktop - Chrome on Linux" },
      data: registrationData(code, { ...MEMBER, firstName: "Dana", lastName: "Same", email: "dana.same@example.com" }),
    });
    expect(registered.status()).toBe(200);
    const memberId = (await registered.json()).user.id;
    expect(
      (await admin.post(url(`/api/admin/members/${memberId}/subscription`), { data: { plan: "ghost", frequency: "monthly" } })).status(),
    ).toBe(200);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "aan_device")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  test("a new device says nothing of a browser update; a resized window and a rename add no line", async () => {
    await openAccount();
    const row = page.locator("li.device-row[data-current]");
    // The page's own fingerprint differs from the one registration sent: a new fingerprint alone is no update.
    expect(await row.getByTestId("device-updated").count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 800 });
    await openAccount();
    expect(await row.getByTestId("device-updated").count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole("button", { name: "Rename Desktop - Chrome on Linux" }).click();
    await row.getByLabel("Device label").fill("Office laptop");
    await row.getByRole("button", { name: "Save" }).click();
    await row.locator(".device-row__name", { hasText: "Office laptop" }).waitFor();
    expect(await row.locator(".device-row__reported").count()).toBe(0);
    expect(await row.getByTestId("device-updated").count()).toBe(0);
  });

  test("signing out and in on the login page keeps the one device", async () => {
    await openAccount();
    await page
      .getByRole("button", { name: /sign out/i })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname !== "/account");
    await page.goto(url("/account"));
    await page.waitForURL((u) => u.pathname === "/login");
    await signInOnLogin();
    await page.waitForURL((u) => u.pathname === "/account");
    await page.locator("li.device-row").first().waitFor();
    expect(await deviceCount().textContent()).toBe("1 of 2 allowed");
    expect(await page.locator("li.device-row[data-current]").textContent()).toContain("this browser");
  });

  test("reopened as Chrome 131 at 125% zoom with the same cookies: still signed in, still one device", async () => {
    const storageState = await context.storageState();
    await context.close();
    ({ context, page } = await openTestPage(browser, { storageState, userAgent: CHROME_131, deviceScaleFactor: 1.25 }));
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(1.25);
    await openAccount();
    expect(await deviceCount().textContent()).toBe("1 of 2 allowed");
    const current = page.locator("li.device-row[data-current]");
    expect(await current.textContent()).toContain("this browser");
    expect(await current.getByTestId("device-updated").textContent()).toMatch(/^Browser changed \d{4}-\d{2}-\d{2}/);
  });

  test("the member uploads a PDF, clicks its link, and the browser downloads the same bytes", async () => {
    await page.goto(url("/claims/new"));
    await page.getByLabel("Service requested").selectOption("estimate");
    await page.getByLabel("Property address").fill("12 Oak Street, Tampa, FL 33602");
    await page.getByLabel("Homeowner name").fill("Carol Client");
    await page.getByLabel("Cause of Loss date").fill("2026-10-01");
    await page.getByLabel("Date of Loss").fill("2026-10-02");
    await page.getByLabel("Inspection status").selectOption("pending");
    await page.getByRole("button", { name: "File claim" }).click();
    await page.waitForURL((u) => /^\/claims\/[0-9a-f-]{36}$/.test(u.pathname));
    await page.getByTestId("upload-input").setInputFiles([{ name: "roof estimate.pdf", mimeType: "application/pdf", buffer: pdfBytes }]);
    const link = page.locator(".doc-list__link", { hasText: "roof estimate.pdf" });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("roof estimate.pdf");
    expect(await download.failure()).toBeNull();
    const saved = readFileSync((await download.path())!);
    expect(saved.equals(pdfBytes)).toBe(true);
  });
});

describe("the fingerprint a page sends", () => {
  /** The x-device-fingerprint of the first API call a fresh page of /home makes, after `prepare` ran in it. */
  async function firstFingerprint(prepare?: () => void): Promise<string> {
    const fresh = await browser.newContext({ userAgent: CHROME_130 });
    try {
      const freshPage = await fresh.newPage();
      if (prepare) await freshPage.addInitScript(prepare);
      const call = freshPage.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/api/"));
      await freshPage.goto(url("/home"));
      return (await (await call).allHeaders())["x-device-fingerprint"] ?? "";
    } finally {
      await fresh.close();
    }
  }

  test("is the same whether the timezone comes from a worker or the page, and whichever SHA-256 hashes it", async () => {
    const usual = await firstFingerprint();
    expect(usual).toMatch(/^[0-9a-f]{64}$/);
    // Without workers the page reads the timezone itself; without crypto.subtle (plain http on
    // another host) @noble/hashes hashes the same text.
    const withoutWorker = await firstFingerprint(() => Object.defineProperty(window, "Worker", { value: undefined }));
    const withoutSubtle = await firstFingerprint(() => Object.defineProperty(window.crypto, "subtle", { value: undefined }));
    expect(withoutWorker).toBe(usual);
    expect(withoutSubtle).toBe(usual);
  });
});
