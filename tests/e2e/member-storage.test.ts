// The member's document storage in real Chromium against `aan serve` started with a 1 MB quota
// (AAN_STORAGE_QUOTA_MB=1): /claims shows what the documents take of it under the package; the
// claim's page shows it above the upload area and again after an upload; a file that would pass
// the quota is refused in the browser with the server's own message and never sent; a file sent
// anyway from a stale page is refused by the server with the same message; a completed claim
// says no more documents can be added. Both claim screens fit a 390 px phone. With
// SCREENSHOT_DIR set, the claim's page is saved at 1280 and 390 px. Needs the built SPA.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { CLAIM_CLOSED_FOR_DOCUMENTS, STORAGE_QUOTA_EXCEEDED, storageUsedText } from "#shared/upload-limits";
import { launchBrowser, openTestPage, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { startServer, type RunningServer } from "../helpers/server-process";

const MEMBER = { username: "roof_ops", password: "m3mber-Pass!" };
const PHONE = { "x-device-fingerprint": "b".repeat(64), "x-device-label": "Mobile - Safari on iOS" };
const QUOTA = 1024 * 1024;
const ADDRESS = "48 Cedar Lane, Tampa, FL 33602";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;
let phone: APIRequestContext;
let claimId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_STORAGE_QUOTA_MB: "1" } }), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  admin = (await browser.newContext()).request;
  phone = (await browser.newContext({ extraHTTPHeaders: PHONE })).request;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).href;
const meter = () => page.getByTestId("storage-meter");
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]);
const uploadRow = (name: string) => page.locator(`.upload__item[data-name="${name}"]`);

async function screenshot(name: string) {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: join(folder, name), fullPage: true });
}

/** The meter shows these figures, in words and in its data. */
async function expectMeter(usedBytes: number) {
  await page.waitForFunction(
    (used) => document.querySelector("[data-testid='storage-meter']")?.getAttribute("data-used") === String(used),
    usedBytes,
  );
  expect(await meter().getAttribute("data-quota")).toBe(String(QUOTA));
  expect(await meter().locator(".storage__used").textContent()).toBe(storageUsedText(usedBytes, QUOTA));
}

describe("the member's document storage", () => {
  test("set up through the API: an admin, a member with a Ghost package and a claim filed from their phone", async () => {
    const code = await adminWithCode(admin, url);
    const registered = await phone.post(url("/api/auth/register"), {
      data: registrationData(code, {
        ...MEMBER,
        firstName: "Rita",
        lastName: "Roofer",
        email: "rita.roofer@example.com",
        phone: "(713) 555-0199",
        companyName: "Roofer & Co",
        position: "Public Adjuster",
        licenseNumber: "PA-9876",
      }),
    });
    expect(registered.status()).toBe(200);
    const memberId = (await registered.json()).user.id;
    expect(
      (await admin.post(url(`/api/admin/members/${memberId}/subscription`), { data: { plan: "ghost", frequency: "monthly" } })).status(),
    ).toBe(200);
    const filed = await phone.post(url("/api/claims"), {
      data: {
        propertyAddress: ADDRESS,
        homeowner: "Carl Client",
        col: "2026-10-01",
        dol: "2026-10-02",
        inspectionStatus: "pending",
        serviceRequestType: "estimate",
      },
    });
    expect(filed.status()).toBe(200);
    claimId = (await filed.json()).claim.id;
  });

  test("/claims shows the storage under the package: nothing used of 1 MB", async () => {
    await page.goto(url("/login?next=/claims"));
    await page.getByLabel("Username").fill(MEMBER.username);
    await page.getByLabel("Password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/claims");
    await expectMeter(0);
    expect(
      await page
        .locator("section", { has: page.getByRole("heading", { name: "Package" }) })
        .getByTestId("storage-meter")
        .innerText(),
    ).toMatch(/DOCUMENT STORAGE\s+0 B of 1 MB used/i);
  });

  test("the claim's page shows it above the upload area, and again after an upload", async () => {
    await page.goto(url(`/claims/${claimId}`));
    await page.getByRole("heading", { name: ADDRESS }).waitFor();
    await expectMeter(0);
    expect(await page.locator(".upload").getByTestId("storage-meter").count()).toBe(1);
    expect(await page.locator(".upload .file-picker__hint").textContent()).toContain("at most 10 MB each");
    await page.getByTestId("upload-input").setInputFiles([{ name: "estimate.pdf", mimeType: "application/pdf", buffer: pdf(600_000) }]);
    await page.waitForFunction(
      () => document.querySelector(".upload__item[data-name='estimate.pdf']")?.getAttribute("data-state") === "done",
    );
    await expectMeter(600_000);
    expect(await meter().getAttribute("data-full")).toBe("false");
    await screenshot("upload-storage-1280.png");
  });

  test("a file that would pass the quota is refused in the browser with the server's message, and never sent", async () => {
    let sent = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === "POST" && request.url().includes("/documents")) sent += 1;
    };
    page.on("request", count);
    await page.getByTestId("upload-input").setInputFiles([{ name: "photos.pdf", mimeType: "application/pdf", buffer: pdf(500_000) }]);
    await page.waitForFunction(
      () => document.querySelector(".upload__item[data-name='photos.pdf']")?.getAttribute("data-state") === "refused",
    );
    page.off("request", count);
    expect(sent).toBe(0);
    expect((await uploadRow("photos.pdf").locator(".upload__message").textContent())?.replace(/^!\s*/, "")).toBe(
      STORAGE_QUOTA_EXCEEDED(600_000, QUOTA),
    );
  });

  test("sent anyway from a page whose figures are stale, the server refuses it with the same message", async () => {
    // The phone fills most of what is left; this page still shows 600,000 bytes used.
    const form = { files: { name: "from-phone.pdf", mimeType: "application/pdf", buffer: pdf(400_000) } };
    expect((await phone.post(url(`/api/claims/${claimId}/documents`), { multipart: form })).status()).toBe(200);
    expect(await meter().getAttribute("data-used")).toBe("600000");
    await page.getByTestId("upload-input").setInputFiles([{ name: "late.pdf", mimeType: "application/pdf", buffer: pdf(60_000) }]);
    await page.waitForFunction(
      () => document.querySelector(".upload__item[data-name='late.pdf']")?.getAttribute("data-state") === "failed",
    );
    expect((await uploadRow("late.pdf").locator(".upload__message").textContent())?.replace(/^!\s*/, "")).toBe(
      STORAGE_QUOTA_EXCEEDED(1_000_000, QUOTA),
    );
    await expectMeter(1_000_000);
  });

  test("the page fits a 390 px phone with the storage shown; /claims too", async () => {
    // Moved around by links, not reloads: a reload at another screen size is another device.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectMeter(1_000_000);
    expect(await horizontalOverflow()).toBe(0);
    await screenshot("upload-storage-390.png");
    await page.getByRole("link", { name: "Claims", exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/claims");
    await expectMeter(1_000_000);
    expect(await meter().getAttribute("data-full")).toBe("false");
    expect(await horizontalOverflow()).toBe(0);
    await screenshot("claims-storage-390.png");
    await page.setViewportSize(TEST_CONTEXT_OPTIONS.viewport);
    await screenshot("claims-storage-1280.png");
  });

  test("a completed claim says no more documents can be added, in the server's words", async () => {
    for (const status of ["in_review", "in_progress", "completed"]) {
      expect((await admin.post(url(`/api/admin/claims/${claimId}/status`), { data: { status } })).status()).toBe(200);
    }
    await page.goto(url(`/claims/${claimId}`));
    await page.getByTestId("upload-blocked").waitFor();
    expect(await page.getByTestId("upload-blocked").textContent()).toBe(CLAIM_CLOSED_FOR_DOCUMENTS("completed"));
    expect(await page.getByTestId("upload-input").count()).toBe(0);
  });
});
