// The audit log and the outbox at 1280 px in real Chromium against `aan serve`: an address, a
// username and an e-mail are never broken inside the word; each stays on one line and the
// columns take the width their content needs, the free text (detail, subject) wrapping at its
// spaces instead. The records are made through the API as a busy install makes them: admins
// with long usernames signing in from IPv6 addresses behind the trusted proxy, and test
// messages to long e-mail addresses.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = setupFields({ username: "claims-coordinator-northwest-region" });
const ADDRESSES = ["2001:db8:85a3:1234:5678:8a2e:370:7334", "fd12:3456:789a:1:abcd:ef01:2345:6789"];
const MAILBOXES = ["coordinator@northwest-claims-adjusters.example", "field-desk.supervisor@gulf-coast-appraisals.example"];
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const url = (path: string) => new URL(path, server.url).href;

/** How far the table runs past its box sideways (0: the columns fit the screen). */
const sidewaysOverflow = (table: string) =>
  page.locator(table).evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth);

/**
 * For each cell of a column, whether each of its words (runs without a space) sits on one line:
 * the word's text range has one box. A word broken inside has two or more.
 */
async function brokenWords(table: string, header: string) {
  return page.evaluate(
    ({ table, header }) => {
      const element = document.querySelector(table) as HTMLTableElement;
      const index = [...element.tHead!.rows[0]!.cells].findIndex((cell) => cell.textContent === header);
      const broken: string[] = [];
      for (const row of element.tBodies[0]!.rows) {
        const walker = document.createTreeWalker(row.cells[index]!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const word of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
      }
      return broken;
    },
    { table, header },
  );
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_TRUSTED_PROXIES: "127.0.0.1" } }), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  expect((await context.request.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);
  for (const address of ADDRESSES) {
    const headers = { "X-Forwarded-For": address };
    const wrong = await context.request.post(url("/api/admin/login"), {
      headers,
      data: { username: "regional-manager-southeast", password: "not-the-password" },
    });
    expect(wrong.status()).toBe(401);
    const right = await context.request.post(url("/api/admin/login"), {
      headers,
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(right.status()).toBe(200);
  }
  for (const to of MAILBOXES) {
    expect((await context.request.post(url("/api/admin/setup-checklist/test-message"), { data: { to } })).status()).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("tables at 1280 px keep words whole", () => {
  test("the audit log never breaks an address, a username or an e-mail inside it, and fits the screen", async () => {
    await page.goto(url("/admin?tab=audit"));
    await page.locator(".audit-table tbody tr").first().waitFor();
    expect(await page.locator(".audit-table").getByText(ADDRESSES[0]!, { exact: true }).count()).toBeGreaterThan(0);
    for (const header of ["Time (UTC)", "Actor", "Action", "Detail"]) expect(await brokenWords(".audit-table", header)).toEqual([]);
    expect(await sidewaysOverflow(".audit-table")).toBeLessThanOrEqual(0);
  });

  test("the outbox never breaks an e-mail address inside it, and fits the screen", async () => {
    await page.goto(url("/admin?tab=outbox"));
    await page.locator(".outbox-table tbody tr").first().waitFor();
    expect(await page.locator(".outbox-table").getByText(MAILBOXES[0]!, { exact: true }).count()).toBe(1);
    for (const header of ["Created (UTC)", "To", "Subject"]) expect(await brokenWords(".outbox-table", header)).toEqual([]);
    expect(await sidewaysOverflow(".outbox-table")).toBeLessThanOrEqual(0);
  });

  test("on a phone the same rows stack into cards no wider than the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [tab, table] of [
      ["audit", ".audit-table"],
      ["outbox", ".outbox-table"],
    ] as const) {
      await page.goto(url(`/admin?tab=${tab}`));
      await page.locator(`${table} tbody tr`).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });
});
