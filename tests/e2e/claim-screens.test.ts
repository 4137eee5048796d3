// The claim screens in real Chromium against the compiled `aan serve`: the message form chooses
// its files with the same styled picker as the documents; a stored file's link carries the
// download mark and says "Download"; a phone is not told to drop files; the member's history and
// the admin's say each step in the same words. Set up over HTTP (memberWithClaim).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD } from "../helpers/member-session";
import { memberWithClaim, UPLOADS_ADMIN, type Uploader } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const MEMBER = "screens_member";
const PDF = Buffer.from("%PDF-1.4\n%screens\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

let server: RunningServer;
let browser: Browser;
let uploader: Uploader;
const url = (path: string) => new URL(path, server.url).href;

/** A signed-in page of the member, at a width; a phone is a touch screen without a mouse. */
async function memberPage(width: 1280 | 390): Promise<{ context: BrowserContext; page: Page }> {
  const phone = width === 390;
  const context = await browser.newContext({
    ...TEST_CONTEXT_OPTIONS,
    viewport: phone ? { width: 390, height: 844 } : TEST_CONTEXT_OPTIONS.viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const signedIn = await context.request.post(url("/api/auth/login"), {
    data: { username: MEMBER, password: MEMBER_PASSWORD },
    headers: deviceHeaders(`screens-${width}`),
  });
  expect(signedIn.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(url(`/claims/${uploader.claimId}`));
  await page.getByRole("form", { name: "Write a message" }).waitFor();
  return { context, page };
}

/** The look of a picker's button: the same kit button in both places. */
const buttonLook = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      className: element.className,
      border: style.border,
      font: `${style.fontFamily} ${style.fontSize} ${style.letterSpacing} ${style.textTransform}`,
      padding: style.padding,
    };
  });

/** The visible texts of a history list, newest first, each step's change and when-and-who. */
const historyTexts = (page: Page, step: string, change: string, meta: string) =>
  page
    .locator(step)
    .evaluateAll(
      (steps, [change, meta]) => steps.map((s) => [s.querySelector(change!)?.textContent, s.querySelector(meta!)?.textContent]),
      [change, meta],
    );

beforeAll(async () => {
  // Three browsers of the one member (desktop, phone, desktop again): each is a device of theirs.
  [server, browser] = await Promise.all([startServer({ command: [BINARY], env: { AAN_DEFAULT_MAX_DEVICES: "5" } }), launchBrowser()]);
  uploader = await memberWithClaim(server.url, MEMBER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("claim screens", () => {
  test("the message form chooses files with the documents' styled picker; a sent file is a download link with its mark", async () => {
    const { context, page } = await memberPage(1280);
    try {
      const form = page.getByRole("form", { name: "Write a message" });
      const documents = await buttonLook(page, "Choose files");
      const message = await buttonLook(page, "Attach files");
      expect(message).toEqual(documents);
      expect(message.tag).toBe("LABEL");
      // The browser's own file input is not what the member sees: its label is.
      const input = await form.getByTestId("thread-files").boundingBox();
      expect(input!.width).toBeLessThanOrEqual(1);
      // A desktop with a mouse may drop files on either zone.
      expect(await page.getByText("or drop them here", { exact: false }).evaluateAll((all) => all.map((e) => e.checkVisibility()))).toEqual(
        [true, true],
      );

      await form.getByTestId("thread-files").setInputFiles({ name: "roof-photos.pdf", mimeType: "application/pdf", buffer: PDF });
      await form.getByText(/^1 file to send: roof-photos\.pdf/).waitFor();
      await form.getByLabel("Message").fill("Photos of the roof.");
      await form.getByRole("button", { name: "Send" }).click();
      const sent = page.locator("li.thread__message", { hasText: "Photos of the roof." });
      const link = sent.getByRole("link", { name: "Download roof-photos.pdf", exact: true });
      await link.waitFor();
      expect(await link.locator("svg[data-mark='download']").count()).toBe(1);
      expect(await form.getByText(/file to send/).count()).toBe(0);

      await page.reload();
      const stored = page.getByRole("list", { name: "Documents" }).getByRole("link", { name: "Download roof-photos.pdf", exact: true });
      await stored.waitFor();
      expect(await stored.locator("svg[data-mark='download']").count()).toBe(1);
      expect(await stored.textContent()).not.toContain("▼");
    } finally {
      await context.close();
    }
  });

  test("a phone is not told to drop files, and both pickers fit the screen", async () => {
    const { context, page } = await memberPage(390);
    try {
      await page.getByText("Choose files", { exact: true }).waitFor();
      const hints = page.locator(".file-picker__hint");
      expect(await hints.count()).toBe(2);
      for (const hint of await hints.all()) {
        expect(await hint.innerText()).not.toContain("drop");
        expect(await hint.innerText()).toContain("PDF, JPEG, PNG or ESX");
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  test("the member's history and the admin's say each step in the same words", async () => {
    const admin = await browser.newContext(TEST_CONTEXT_OPTIONS);
    const { context, page } = await memberPage(1280);
    try {
      const signedIn = await admin.request.post(url("/api/admin/login"), {
        data: { username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password },
      });
      expect(signedIn.status()).toBe(200);
      const moved = await admin.request.post(url(`/api/admin/claims/${uploader.claimId}/status`), {
        data: { status: "in_review", note: "Adjuster booked." },
      });
      expect(moved.status()).toBe(200);

      await page.reload();
      await page.locator(".history__step[data-to='in_review']").waitFor();
      const members = await historyTexts(page, ".history__step", ".history__change", ".history__meta");

      const adminPage = await admin.newPage();
      await adminPage.goto(url("/admin?tab=claims"));
      await adminPage.getByRole("button", { name: "Open claim for 1 Upload Way" }).click();
      await adminPage.locator(".claim-admin-history__step[data-to='in_review']").waitFor();
      const admins = await historyTexts(
        adminPage,
        ".claim-admin-history__step",
        ".claim-admin-history__change",
        ".claim-admin-history__meta",
      );

      expect(admins.map(([change]) => change)).toEqual(["Submitted → In review", "Filed as submitted"]);
      expect(members.map(([change]) => change)).toEqual(admins.map(([change]) => change));
      // The staff's step reads alike on both sides; the filing is "You" to the member, "Member" to the staff.
      expect(members[0]![1]).toBe(admins[0]![1]);
      expect(members[0]![1]).toContain(`AAN staff (${UPLOADS_ADMIN.username})`);
      expect(members[1]![1]).toBe(admins[1]![1]!.replace(`Member (${MEMBER})`, `You (${MEMBER})`));
      expect(admins[1]![1]).toContain(`Member (${MEMBER})`);
    } finally {
      await context.close();
      await admin.close();
    }
  });
});
