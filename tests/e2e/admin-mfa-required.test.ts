// AAN_REQUIRE_ADMIN_MFA in real Chromium: an admin without a second factor signs in and every
// other panel call is refused (403) until one is set up; the panel leads straight to Settings,
// where the two-factor card is, and says why once. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = setupFields();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const url = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_REQUIRE_ADMIN_MFA: "1" } }), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  expect((await context.request.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);
  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status(),
  ).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("two-factor sign-in required by the operator", () => {
  test("the server refuses the panel's calls with the one sentence until a second factor is on", async () => {
    const codes = await context.request.get(url("/api/admin/invitation-codes"));
    expect(codes.status()).toBe(403);
    expect((await codes.json()).error).toBe("Two-factor sign-in must be set up first: open Settings");
  });

  test("opening /admin leads to Settings with the two-factor card, and says why in one toast", async () => {
    await page.goto(url("/admin"));
    // The tab is written to the address by history.replaceState: no load event to wait for.
    await page.waitForFunction(() => location.pathname === "/admin" && new URLSearchParams(location.search).get("tab") === "settings");
    expect(await page.getByRole("tab", { name: "Settings" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("button", { name: /Set up two-factor/i }).waitFor();
    const toasts = page.locator(".toast[data-state='open']", { hasText: "Two-factor sign-in required" });
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().locator(".toast__description").textContent()).toBe(
      "Set it up on this Settings tab; the rest of the panel opens once it is on",
    );
  });
});
