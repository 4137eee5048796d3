// The setup checklist folds, in real Chromium against `aan serve` on a fresh install: Fold leaves
// the card's head alone on one line (its title still labels it), the choice is kept for the admin
// who made it and not for another admin on the same browser, at 1280 and 390 px. An address that
// names a tab (?tab=, and Fix it) shows that tab on screen rather than the checklist above it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = setupFields();
const CLERK = { username: "clerk", fullName: "Clerk Kent", password: "clerk-Pass-1!", confirmPassword: "clerk-Pass-1!", role: "admin" };
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const url = (path: string) => new URL(path, server.url).href;
const checklist = () => page.getByRole("region", { name: "Setup checklist" });

async function signInAs(who: { username: string; password: string }) {
  const reply = await context.request.post(url("/api/admin/login"), { data: { username: who.username, password: who.password } });
  expect(reply.status()).toBe(200);
}

/** The card's box and its head's, and the height of one line of its title. */
async function cardShape() {
  return checklist().evaluate((card) => {
    const title = card.querySelector("h2")!;
    return {
      card: card.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(title).lineHeight),
      head: title.parentElement!.getBoundingClientRect().height,
      titleTop: title.getBoundingClientRect().top,
      buttonTop: card.querySelector("button")!.getBoundingClientRect().top,
      labelledBy: card.getAttribute("aria-labelledby"),
      listItems: card.querySelectorAll("li").length,
    };
  });
}

/** Waits until the selected tab of this name is on screen, below the fixed top bar and above the screen's foot. */
async function selectedTabOnScreen(name: string) {
  await page.getByRole("tab", { name, selected: true }).waitFor();
  await page.waitForFunction(
    (name) => {
      const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find((element) => element.textContent === name);
      const box = tab?.getBoundingClientRect();
      const bar = document.querySelector(".top-bar")?.getBoundingClientRect().bottom ?? 0;
      return box !== undefined && box.top >= bar && box.bottom <= window.innerHeight;
    },
    name,
    { timeout: 5_000 },
  );
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_BACKUP_DIR: undefined } }), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  expect((await context.request.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);
  await signInAs(ADMIN);
  expect((await context.request.post(url("/api/admin/admins"), { data: CLERK })).status()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the setup checklist folds", () => {
  test("Fold leaves one line, the title still labels the card, and the fold is kept for this admin", async () => {
    await page.goto(url("/admin"));
    await checklist().locator(".setup-checklist__line").first().waitFor();
    await checklist().getByRole("button", { name: "Fold", exact: true, expanded: true }).click();
    await checklist().getByRole("button", { name: "Unfold", exact: true, expanded: false }).waitFor();
    const folded = await cardShape();
    expect(folded.labelledBy).toBe("setup-checklist");
    expect(await page.locator("#setup-checklist").textContent()).toBe("Setup checklist");
    expect(folded.listItems).toBe(0);
    // One line: the title and Unfold share a row, and the head is under two lines of the title tall.
    expect(folded.head).toBeLessThan(2 * folded.line);
    expect(Math.abs(folded.titleTop - folded.buttonTop)).toBeLessThan(folded.line);
    await expect(
      checklist()
        .getByText(/^\d+ lines open$/)
        .isVisible(),
    ).resolves.toBe(true);

    await page.reload();
    await checklist().getByRole("button", { name: "Unfold", exact: true }).waitFor();
    expect((await cardShape()).listItems).toBe(0);
  });

  test("another admin on the same browser finds the checklist as they left it: open", async () => {
    await signInAs(CLERK);
    await page.reload();
    await checklist().getByRole("button", { name: "Fold", exact: true }).waitFor();
    await checklist().locator(".setup-checklist__line").first().waitFor();
    await signInAs(ADMIN);
    await page.reload();
    await checklist().getByRole("button", { name: "Unfold", exact: true }).waitFor();
  });

  test("on a phone the folded card is one line too, and Unfold brings the lines back", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await checklist().getByRole("button", { name: "Unfold", exact: true }).waitFor();
    const folded = await cardShape();
    expect(folded.head).toBeLessThan(2 * folded.line);
    expect(Math.abs(folded.titleTop - folded.buttonTop)).toBeLessThan(folded.line);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checklist().getByRole("button", { name: "Unfold", exact: true }).click();
    await checklist().locator(".setup-checklist__line").first().waitFor();
    expect((await cardShape()).listItems).toBeGreaterThan(0);
  });
});

describe("an address that names a tab", () => {
  // The clerk never folded the checklist: it stands open above the tabs.
  beforeAll(() => signInAs(CLERK));

  for (const width of [1280, 390]) {
    test(`lands on its tab, not under the open checklist, at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(url("/admin?tab=outbox"));
      await checklist().locator(".setup-checklist__line").first().waitFor();
      await expect(checklist().getByRole("button", { name: "Fold", exact: true }).isVisible()).resolves.toBe(true);
      await selectedTabOnScreen("Outbox");
    });
  }

  test("Fix it on a phone shows the tab it opened", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/admin"));
    await checklist()
      .getByRole("button", { name: /^Show all \d+$/ })
      .click();
    await checklist().getByRole("button", { name: "Fix: Appraiser directory" }).click();
    await selectedTabOnScreen("Appraisers");
  });
});
