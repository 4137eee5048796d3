// A member's month, as a person and their browsers live it, in real Chromium against the compiled
// binary (dist/aan) with a real local SMTP server: an admin assigns a code; the member registers in
// the desktop browser and signs in on a phone (the device cap of 2); the desktop browser comes back
// after an update at another zoom, still signed in on the same two devices, and signs out and in
// again; the phone at 390 px, its countdown badges showing, scrolls the packages page and taps
// WEEKLY with no badge in the way; the member files a claim, uploads a PDF and a JPEG with non-ASCII
// names and downloads both by clicking, byte for byte, and so does the admin from the panel; the
// member asks twice for a reset, sets a new password from the newer mail, and the older link says
// it is dead as its page opens. Steps run in order on one server.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { adminWithCodeAssignedTo, E2E_ADMIN } from "../helpers/e2e-setup";
import { startMailbox, type Mailbox } from "../helpers/smtp-mailbox";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const BASE_URL = "http://aan.test";
const MEMBER = {
  username: "month_member",
  firstName: "Mara",
  lastName: "Month",
  email: "mara.month@example.com",
  phone: "(713) 555-0199",
  password: "m0nth-Member!",
  newPassword: "n3w-m0nth-Pass",
};
const ADDRESS = "77 Hail Road, Tulsa, OK 74103";
const DESKTOP_BEFORE = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const DESKTOP_AFTER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_AGENT } as const;

const PDF = {
  name: "Schäden Übersicht.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(150_000, 0x41), Buffer.from("\n%%EOF\n")]),
};
const JPEG = {
  name: "Фото крыши – 屋根.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(90_000, 0x42), Buffer.from([0xff, 0xd9])]),
};

let server: RunningServer;
let browser: Browser;
let desktop: { context: BrowserContext; page: Page };
let phone: { context: BrowserContext; page: Page };
let admin: APIRequestContext;
let mailbox: Mailbox;
let code: string;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  mailbox = await startMailbox();
  [server, browser] = await Promise.all([
    startServer({ command: [BINARY], env: { AAN_SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, AAN_BASE_URL: BASE_URL } }),
    launchBrowser(),
  ]);
  desktop = await openTestPage(browser, { userAgent: DESKTOP_BEFORE });
  admin = (await browser.newContext()).request;
});

afterAll(async () => {
  await desktop?.context.close();
  await phone?.context.close();
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

const url = (path: string) => new URL(path, server.url).href;

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(url("/login"));
  await page.getByLabel("Username").fill(MEMBER.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/account");
}

/**
 * Signs out from the header and waits for the sign-out to finish: it ends on /login. (Waiting only
 * to leave /account would pass at once on another page, and a navigation could then cut the
 * sign-out request off.)
 */
async function signOut(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((u) => u.pathname === "/login");
}

/** The device count line of /account once its list has loaded. */
async function devicesLine(page: Page): Promise<string> {
  await page.goto(url("/account"));
  await page.locator("li.device-row").first().waitFor();
  expect(new URL(page.url()).pathname).toBe("/account");
  return (await page.getByTestId("device-count").textContent()) ?? "";
}

/** Clicks a download link and answers the bytes the browser saved and the name it suggested. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

async function mailsTo(email: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  const links = () =>
    mailbox.mails
      .filter((m) => m.to === email)
      .map((m) => /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(m.text)?.[0])
      .filter(Boolean) as string[];
  while (links().length < count && Date.now() < deadline) await Bun.sleep(50);
  expect(links()).toHaveLength(count);
  return links();
}

describe("a member's month", () => {
  test("an admin assigns a code; the member registers in the desktop browser and lands signed in", async () => {
    code = await adminWithCodeAssignedTo(admin, url, MEMBER);

    const { page } = desktop;
    await page.goto(url(`/register?code=${code}`));
    await page.getByRole("heading", { name: "Member Registration" }).waitFor();
    await page.getByLabel("First name").fill(MEMBER.firstName);
    await page.getByLabel("Last name").fill(MEMBER.lastName);
    await page.getByLabel("Email").fill(MEMBER.email);
    await page.getByLabel("Phone").fill(MEMBER.phone);
    await page.getByLabel("Company").fill("Month Roofing");
    await page.getByLabel("Position").selectOption("Policyholder");
    await page.getByLabel("Username").fill(MEMBER.username);
    await page.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await page.getByLabel("Confirm password").fill(MEMBER.password);
    await page.getByLabel("I am 18 or older").check();
    await page.getByLabel(/I accept the terms of service/).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((u) => u.pathname === "/account");
    expect(await devicesLine(page)).toBe("1 of 2 allowed");
  });

  test("the phone signs in too: two devices, the cap", async () => {
    phone = await openTestPage(browser, PHONE);
    await signIn(phone.page, MEMBER.password);
    expect(await devicesLine(phone.page)).toBe("2 of 2 allowed");
  });

  test("the phone at 390 px, its countdown badges showing, scrolls the packages page and taps WEEKLY: no badge is in the way", async () => {
    const { page } = phone;
    await page.goto(url("/deployment-packages"));
    // No package yet: the purchase and access windows run, and their badges show.
    await page.locator(".countdown-badge").first().waitFor();
    const ghost = page.locator('article[data-package="ghost"]');
    await page.getByRole("button", { name: /Select Ghost/ }).tap();
    await ghost.getByRole("button", { name: "Purchase now" }).tap();
    const weekly = ghost.getByRole("button", { name: /Weekly/ });
    await weekly.waitFor();
    // Monthly first: its rules below make the page long enough for WEEKLY to reach the top.
    await ghost.getByRole("button", { name: /Monthly/ }).tap();
    await page.locator("#purchase-rules").waitFor();
    // The button from just under the fixed frame (the top bar, and the badges' strip where there is
    // one) to the bottom of the screen: it is what a tap there reaches, and no badge overlaps it.
    const frame = await page.evaluate(() =>
      Math.max(0, ...[...document.querySelectorAll(".top-bar, .countdown-dock--strip")].map((el) => el.getBoundingClientRect().bottom)),
    );
    expect(frame).toBeGreaterThan(0);
    for (const y of [frame + 4, frame + 40, 420, 760]) {
      // Scrolled as a thumb leaves it, then read once the layout has settled (a late style or font
      // can still move the page a frame or two after the purchase rules appear on a busy machine).
      const top = await weekly.evaluate(async (el, at) => {
        const settled = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        for (let tries = 0; tries < 5; tries++) {
          window.scrollBy({ top: el.getBoundingClientRect().top - at, behavior: "instant" });
          await settled();
          const now = el.getBoundingClientRect().top;
          await settled();
          // Stable where the thumb put it: done; moved by a late layout change: scroll again.
          if (el.getBoundingClientRect().top === now && now > at - 1 && now < at + 12) return now;
        }
        return el.getBoundingClientRect().top;
      }, y);
      // Where the page ends the button may stop a few pixels lower: still just under the frame.
      expect(top).toBeGreaterThan(y - 1);
      expect(top).toBeLessThan(y + 12);
      const seen = await weekly.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const overlaps = [...document.querySelectorAll(".countdown-badge")].filter((badge) => {
          const b = badge.getBoundingClientRect();
          return b.width > 0 && b.left < box.right && b.right > box.left && b.top < box.bottom && b.bottom > box.top;
        }).length;
        return { onTop: hit === el || el.contains(hit), overlaps };
      });
      expect(seen).toEqual({ onTop: true, overlaps: 0 });
    }
    await weekly.tap();
    expect(await page.getByTestId("purchase-frequency").textContent()).toBe("Weekly");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test("the desktop browser, updated and zoomed, is still signed in on the same two devices; out and in again is accepted", async () => {
    const storageState = await desktop.context.storageState();
    await desktop.context.close();
    desktop = await openTestPage(browser, { storageState, userAgent: DESKTOP_AFTER, deviceScaleFactor: 1.25 });
    const { page } = desktop;
    expect(await page.evaluate(() => navigator.userAgent)).toBe(DESKTOP_AFTER);
    expect(await devicesLine(page)).toBe("2 of 2 allowed");
    expect(await page.locator("li.device-row[data-current]").textContent()).toContain("this browser");

    await signOut(page);
    await signIn(page, MEMBER.password);
    expect(await devicesLine(page)).toBe("2 of 2 allowed");
  });

  test("a claim with a PDF and a JPEG named in other scripts: both links download the bytes sent, for the member and for the admin", async () => {
    expect(
      (
        await admin.post(url(`/api/admin/members/${MEMBER.username}/subscription`), { data: { plan: "ghost", frequency: "monthly" } })
      ).status(),
    ).toBe(200);

    const { page } = desktop;
    await page.goto(url("/claims/new"));
    await page.getByLabel("Service requested").selectOption("estimate");
    await page.getByLabel("Property address").fill(ADDRESS);
    await page.getByLabel("Homeowner name").fill("Hal Owner");
    await page.getByLabel("Cause of Loss date").fill("2026-10-01");
    await page.getByLabel("Date of Loss").fill("2026-10-02");
    await page.getByLabel("Inspection status").selectOption("not_required");
    await page.getByRole("button", { name: "File claim" }).click();
    await page.waitForURL((u) => /^\/claims\/[0-9a-f-]{36}$/.test(u.pathname));
    await page.getByTestId("upload-input").setInputFiles([PDF, JPEG]);
    for (const file of [PDF, JPEG]) {
      const link = page.locator(".doc-list__link", { hasText: file.name });
      await link.waitFor();
      const got = await download(page, link);
      expect(got.name).toBe(file.name);
      expect(got.bytes.equals(file.buffer)).toBe(true);
    }

    // The admin, in the panel, opens the same claim and clicks the same files.
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      expect(
        (
          await office.request.post(url("/api/admin/login"), { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } })
        ).status(),
      ).toBe(200);
      const panel = await office.newPage();
      await panel.goto(url("/admin?tab=claims"));
      await panel.getByRole("button", { name: `Open claim for ${ADDRESS}` }).click();
      await panel.getByRole("heading", { name: `Claim for ${ADDRESS}` }).waitFor();
      for (const file of [PDF, JPEG]) {
        const got = await download(panel, panel.getByRole("link", { name: file.name }));
        expect(got.name).toBe(file.name);
        expect(got.bytes.equals(file.buffer)).toBe(true);
      }
    } finally {
      await office.close();
    }
  });

  test("two reset mails: the older link is dead once the newer is asked for, and says so as it opens; the newer one sets the password", async () => {
    const { page } = desktop;
    await signOut(page);
    for (let i = 0; i < 2; i++) {
      await page.goto(url("/forgot-password"));
      await page.getByLabel("Email", { exact: true }).fill(MEMBER.email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await page.locator(".member-auth__result").waitFor();
      await mailsTo(MEMBER.email, i + 1);
    }
    const [older, newer] = (await mailsTo(MEMBER.email, 2)).map((link) => new URL(link));

    await page.goto(url(`${newer!.pathname}${newer!.search}`));
    await page.getByLabel("New password", { exact: true }).fill(MEMBER.newPassword);
    await page.getByLabel("Confirm new password").fill(MEMBER.newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.locator(".member-auth__result").waitFor();
    expect(await page.locator(".member-auth__result").innerText()).toBe("Password has been reset. Please sign in with your new password.");

    // The older link died when the newer was asked for: its page says so as it opens, with no form.
    await page.goto(url(`${older!.pathname}${older!.search}`));
    await page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired. Ask for a new one." }).waitFor();
    expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);

    // The password is the newer link's: it signs in, the one the older link tried does not.
    await signIn(page, MEMBER.newPassword);
    // Signing in again in the same browser takes no new place.
    expect(await devicesLine(page)).toBe("2 of 2 allowed");
  });
});
