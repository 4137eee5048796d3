// The panel's Credibility Entries and Members tabs at size (decision 0045) in real Chromium against
// `aan serve`: 120 entries and 60 members, written straight into the server's database by another
// connection (as a CLI import would), are read a page at a time from the server; the search goes to
// the server after a pause in typing (trigram index from 3 characters, LIKE below); only one page of
// rows is ever in the DOM; a change reloads the page; nothing scrolls sideways at 390 px. The steps
// share one page and run in order. Needs the built SPA (bun scripts/build-web.ts).
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { databasePath } from "#core/db/db";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ENTRIES = 120;
const MEMBERS = 60;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const listRequests: URL[] = [];

const url = (path: string) => new URL(path, server.url).href;

/** Entries and members written by another connection, newest last: "Contractor 119" is the newest. */
function seed(dataDir: string) {
  const db = new Database(databasePath(dataDir));
  db.exec("PRAGMA busy_timeout = 5000");
  const now = Date.now();
  const entry = db.prepare(
    "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, notes, created_at, updated_at, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
  );
  const member = db.prepare(
    "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at) VALUES (?, ?, ?, 'x', 'Pat', ?, '(555) 010-0000', ?, 'Policyholder', ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < ENTRIES; i++) {
      entry.run(
        crypto.randomUUID(),
        `Contractor ${i}`,
        `Company ${i % 7} Roofing`,
        `${i} Main St`,
        `Client ${i}`,
        `${i} Elm St`,
        i % 2 ? "Hail" : "Wind",
        i === 33 ? "Mold under the sink" : null,
        now - 1_000_000 + i * 1000,
        now,
      );
    }
    for (let i = 0; i < MEMBERS; i++) {
      member.run(crypto.randomUUID(), `member${i}`, `member${i}@example.com`, `Number${i}`, `Firm ${i % 4}`, now - 1_000_000 + i * 1000);
    }
  })();
  db.close();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  const fields = setupFields();
  expect((await context.request.post(url("/api/admin/setup"), { data: fields })).status()).toBe(200);
  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: fields.username, password: fields.password } })).status(),
  ).toBe(200);
  seed(server.dataDir);
  page.on("request", (request: Request) => {
    const u = new URL(request.url());
    if (request.method() === "GET" && (u.pathname === "/api/admin/credibility-entries" || u.pathname === "/api/admin/members"))
      listRequests.push(u);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const section = (name: string) => page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name, exact: true });
const showing = (label: string) => page.getByRole("navigation", { name: label }).locator(".pagination__range");
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const entryRows = () => page.locator(".credibility-table tbody tr");
const contractors = () => page.locator('.credibility-table td[data-label="Contractor"]').allTextContents();

async function waitForShowing(label: string, text: string) {
  await page.waitForFunction(([l, t]) => document.querySelector(`nav[aria-label="${l}"] .pagination__range`)?.textContent === t, [
    label,
    text,
  ] as const);
}

describe("credibility entries at size", () => {
  test("the tab reads page 1 of the server's list: 50 rows in the DOM, the total in the heading and the page bar", async () => {
    await page.goto(url("/admin"));
    await section("Content").click();
    await tab("Credibility Entries").click();
    await waitForShowing("Credibility entries pages", `Showing 1–50 of ${ENTRIES}`);
    expect(await page.getByRole("heading", { name: /Credibility Database/ }).textContent()).toBe(`Credibility Database (${ENTRIES})`);
    expect(await entryRows().count()).toBe(50);
    expect((await contractors())[0]).toBe("Contractor 119");
    const read = listRequests.filter((u) => u.pathname === "/api/admin/credibility-entries").at(-1)!;
    expect(Object.fromEntries(read.searchParams)).toEqual({ page: "1", pageSize: "50" });
  });

  test("Next and the page picker ask the server for that page; the last one is short", async () => {
    await page.getByRole("navigation", { name: "Credibility entries pages" }).getByRole("button", { name: /Next/ }).click();
    await waitForShowing("Credibility entries pages", `Showing 51–100 of ${ENTRIES}`);
    expect((await contractors())[0]).toBe("Contractor 69");
    await page.getByRole("navigation", { name: "Credibility entries pages" }).getByLabel("Page").selectOption("3");
    await waitForShowing("Credibility entries pages", `Showing 101–${ENTRIES} of ${ENTRIES}`);
    expect(await entryRows().count()).toBe(20);
    expect((await contractors()).at(-1)).toBe("Contractor 0");
  });

  test("typing searches on the server after a pause, from page 1; the search covers the notes", async () => {
    const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get("q") === "contractor 11");
    await page.getByRole("searchbox", { name: "Search entries" }).pressSequentially("contractor 11");
    expect(Object.fromEntries(new URL((await searched).url()).searchParams)).toEqual({ q: "contractor 11", page: "1", pageSize: "50" });
    await waitForShowing("Credibility entries pages", "Showing 1–11 of 11");
    expect(await contractors()).toEqual([
      "Contractor 119",
      "Contractor 118",
      "Contractor 117",
      "Contractor 116",
      "Contractor 115",
      "Contractor 114",
      "Contractor 113",
      "Contractor 112",
      "Contractor 111",
      "Contractor 110",
      "Contractor 11",
    ]);
    // Nothing was asked for a text still being typed past the last request (the pause came first).
    expect(listRequests.some((u) => u.searchParams.get("q") === "contractor 1")).toBe(false);

    await page.getByRole("searchbox", { name: "Search entries" }).fill("mold under");
    await waitForShowing("Credibility entries pages", "Showing 1–1 of 1");
    expect(await contractors()).toEqual(["Contractor 33"]);
  });

  test("a short search (below 3 characters) still finds every entry that contains it", async () => {
    const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get("q") === "99");
    await page.getByRole("searchbox", { name: "Search entries" }).fill("99");
    await searched;
    await page.waitForFunction(
      () => document.querySelector('.credibility-table td[data-label="Contractor"]')?.textContent === "Contractor 99",
    );
    expect(await contractors()).toEqual(["Contractor 99"]);
    expect(await showing("Credibility entries pages").textContent()).toBe("Showing 1–1 of 1");
    await page.getByRole("searchbox", { name: "Search entries" }).fill("zz-nothing");
    await page.getByText("No entries match “zz-nothing”").waitFor();
  });

  test("a new entry reloads the page it belongs on: newest first, the total up by one", async () => {
    await page.getByRole("searchbox", { name: "Search entries" }).fill("");
    await waitForShowing("Credibility entries pages", `Showing 1–50 of ${ENTRIES}`);
    await page.getByRole("button", { name: "+ Add Entry" }).click();
    const form = page.locator("form#credibility-form");
    await form.getByLabel("Contractor name").fill("Zelda Zinc");
    await form.getByLabel("Contractor company").fill("Zinc Roofing");
    await form.getByLabel("Contractor address").fill("1 Zinc Way");
    await form.getByLabel("Client name").fill("Carol Client");
    await form.getByLabel("Client address").fill("2 Palm Ave");
    await form.getByLabel("Claim type").fill("Wind");
    await form.getByRole("button", { name: "Save Entry" }).click();
    await waitForShowing("Credibility entries pages", `Showing 1–50 of ${ENTRIES + 1}`);
    expect((await contractors())[0]).toBe("Zelda Zinc");
    expect(await entryRows().count()).toBe(50);
  });

  test("nothing scrolls sideways at 390 px", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe("members at size", () => {
  test("the Members tab reads 25 a page from the server with the total; Next asks for page 2", async () => {
    await section("Members").click();
    await tab("Members").click();
    await waitForShowing("Members pages", `Showing 1–25 of ${MEMBERS}`);
    expect(
      await page
        .getByRole("heading", { name: /^Members/ })
        .first()
        .textContent(),
    ).toBe(`Members (${MEMBERS})`);
    expect(await page.locator("tr[data-member]").count()).toBe(25);
    expect(await page.locator("tr[data-member]").first().getAttribute("data-member")).toBe(`member${MEMBERS - 1}`);
    await page.getByRole("navigation", { name: "Members pages" }).getByRole("button", { name: /Next/ }).click();
    await waitForShowing("Members pages", `Showing 26–50 of ${MEMBERS}`);
    const read = listRequests.filter((u) => u.pathname === "/api/admin/members").at(-1)!;
    expect(Object.fromEntries(read.searchParams)).toEqual({ page: "2", pageSize: "25" });
  });

  test("typing searches on the server after a pause (no Search click needed), from page 1", async () => {
    await page.getByRole("searchbox", { name: "Search members" }).pressSequentially("member5");
    await waitForShowing("Members pages", "Showing 1–11 of 11");
    expect(await page.locator("tr[data-member]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-member")))).toEqual([
      "member59",
      "member58",
      "member57",
      "member56",
      "member55",
      "member54",
      "member53",
      "member52",
      "member51",
      "member50",
      "member5",
    ]);
    expect(await page.locator(".members-admin__found").textContent()).toBe("11 matching “member5”");
  });

  test("nothing scrolls sideways at 390 px", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
