// The admin web panel in real Chromium against `aan serve` (one fresh server and database for
// the file): first run → setup → login → codes → credibility → time-outs and lost sessions →
// credentials → sign out, with the spec's texts. The steps share one page and run in order; each
// names the behaviour it pins. The page's clock is Playwright's: time flows, and a step that is
// about a time limit jumps past it instead of waiting. Needs the built SPA (bun scripts/build-web.ts).
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { databasePath } from "#core/db/db";
import { DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import { launchBrowser, openTestPage, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };
const NEW_CREDENTIALS = { username: "overwatch", password: "n3w-Secret!" };
const USERNAME_TAKEN = "Username is already assigned to another code or used by a member";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  // A wait that fails says what it waited for, well before the step's own time limit.
  page.setDefaultTimeout(15_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).href;
const pathOf = (on: Page = page) => new URL(on.url()).pathname;

/** The one visible toast with this title (a new toast replaces the old one, spec §4); closes it. */
async function expectToast(title: string, options: { description?: string | RegExp; variant?: "default" | "destructive"; on?: Page } = {}) {
  const on = options.on ?? page;
  const toast = on.locator(".toast[data-state='open']", { has: on.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  const description = options.description;
  if (description !== undefined) {
    const text = (await toast.locator(".toast__description").textContent())?.trim() ?? "";
    if (typeof description === "string") expect(text).toBe(description);
    else expect(text).toMatch(description);
  }
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  // Closed (data-state=closed at once), so the next step's toast is the only open one. Clicked
  // from script: a real click would move focus into the toast, and steps check where focus is.
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/** A field's own message: under it, named by aria-describedby, with aria-invalid on the field. */
async function expectFieldMessage(field: Locator, message: string) {
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const messageId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await field.page().locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

const counter = (id: "active" | "used" | "total") => page.locator(`[data-testid="counter-${id}"] dd`);
const tab = (name: string | RegExp, on: Page = page) => on.getByRole("tab", { name });
/** A section of the panel: its button in the section switcher (the tabs below are that section's). */
const section = (name: string, on: Page = page) =>
  on.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name, exact: true });
/** Opens a tab of another section: the section first, then its tab. */
async function openTab(sectionName: string, name: string | RegExp) {
  await section(sectionName).click();
  await tab(name).click();
}
const codeRow = (code: string): Locator => page.locator(`li.code-row[data-code="${code}"]`);
const activeElementLabel = () =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

async function expectCounters(active: number, used: number, total: number) {
  await page.waitForFunction(
    ([a, u, t]) =>
      document.querySelector('[data-testid="counter-active"] dd')?.textContent === String(a) &&
      document.querySelector('[data-testid="counter-used"] dd')?.textContent === String(u) &&
      document.querySelector('[data-testid="counter-total"] dd')?.textContent === String(t),
    [active, used, total],
  );
  expect(await counter("active").textContent()).toBe(String(active));
  expect(await counter("used").textContent()).toBe(String(used));
  expect(await counter("total").textContent()).toBe(String(total));
}

/** Holds one API call back so a pending label can be seen, then lets it through. */
async function delayed(path: string, whilePending: () => Promise<void>, trigger: () => Promise<void>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const pattern = `**${path}`;
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path);
  try {
    await trigger();
    await whilePending();
  } finally {
    // Released and unrouted even when a step failed, so the next steps' calls are not held.
    release();
    // Unrouting while the call is still held would drop it: wait for its answer first.
    await Promise.race([answered.catch(() => undefined), Bun.sleep(5_000)]);
    await page.unroute(pattern);
  }
  await answered;
}

const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens the assign form of a code and fills it. */
async function fillAssignForm(code: string, values: { username: string; phone: string; email?: string }) {
  await codeRow(code)
    .getByRole("button", { name: `Assign ${code}` })
    .click();
  const form = page.getByRole("form", { name: `Assign code ${code}` });
  await form.getByLabel("Username").fill(values.username);
  await form.getByLabel("First Name").fill("John");
  await form.getByLabel("Last Name").fill("Doe");
  await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Email").fill(values.email ?? "john.doe@example.com");
  return form;
}

/** The code of the n-th row of the visible list that can be assigned. */
const freeCode = async (n: number) => (await page.locator('li.code-row[data-state="unassigned"]').nth(n).getAttribute("data-code"))!;

describe("admin panel", () => {
  test("/admin-test confirms admin routing; /admin before the setup goes to the setup, with no toast", async () => {
    await page.goto(url("/admin-test"));
    await page.getByRole("heading", { name: "Admin Routing Test" }).waitFor();
    expect(await page.locator('main a[href="/home"]').count()).toBe(1);
    await page.getByRole("link", { name: "Open Admin Panel" }).click();
    await page.waitForURL((u) => u.pathname === "/admin-setup");
    await page.getByRole("heading", { name: "Initial Admin Setup" }).waitFor();
    expect(await page.locator(".toast").count()).toBe(0);
  });

  test("first run: the login says no admin exists yet and leads to /admin-setup", async () => {
    await page.goto(url("/admin-login"));
    const notice = page.getByRole("status").filter({ hasText: "No admin account exists yet" });
    await notice.waitFor();
    await notice.getByRole("link", { name: /Open Admin Setup/ }).click();
    await page.waitForURL((u) => u.pathname === "/admin-setup");
  });

  test("setup checks each field, shows 'Creating Admin...' while pending, then 'Setup complete' with 20 codes", async () => {
    await page.getByRole("heading", { name: "Initial Admin Setup" }).waitFor();
    const statements = await page.locator(".admin-statements").textContent();
    expect(statements).toContain("Creates a super admin with full system access");
    expect(statements).toContain("Only one admin setup is allowed per system");
    expect(statements).toContain("20 invitation codes are generated automatically");

    // Client-side check with the shared schema's messages, each under its own field.
    await page.getByLabel("Username").fill("ab");
    await page.getByLabel("Full name").fill(ADMIN.fullName);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByLabel("Confirm password").fill("something-else");
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expectFieldMessage(page.getByLabel("Username"), "Username must be at least 3 characters");
    await expectFieldMessage(page.getByLabel("Confirm password"), "Passwords don't match");
    expect(await page.getByLabel("Full name").getAttribute("aria-invalid")).toBeNull();
    // Focus goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("admin-setup-username");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Confirm password").fill(ADMIN.password);
    await delayed(
      "/api/admin/setup",
      () => page.getByRole("button", { name: "Creating Admin..." }).waitFor(),
      () => page.getByRole("button", { name: "Create Admin Account" }).click(),
    );
    await page.getByRole("heading", { name: "Setup complete" }).waitFor();
    expect(await page.getByTestId("setup-code-count").innerText()).toMatch(/^20\s+INVITATION CODES GENERATED$/i);
    await expectToast("System Initialized");
    expect(await page.getByRole("link", { name: "Go to Admin Login" }).getAttribute("href")).toBe("/admin-login");
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/home");
  });

  test("/admin-setup after setup says it is done and links to the login instead of the form", async () => {
    await page.goto(url("/admin-setup"));
    await page.getByRole("heading", { name: "Setup already completed" }).waitFor();
    expect(await page.locator("form#admin-setup").count()).toBe(0);
    await page.getByRole("link", { name: "Go to Admin Login" }).click();
    await page.waitForURL((u) => u.pathname === "/admin-login");
  });

  test("a wrong password shows 'Login Failed' with 'Invalid credentials'", async () => {
    expect(await page.getByRole("note").textContent()).toContain("All admin access attempts are logged");
    expect(await page.locator("main").textContent()).toContain("Contact system administrator");
    expect(await page.locator('main a[href="/home"]').count()).toBe(1);
    // Set up now: the first-run notice is gone.
    expect(await page.getByText("No admin account exists yet").count()).toBe(0);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectFieldMessage(page.getByLabel("Username"), "Username must be at least 3 characters");
    await expectFieldMessage(page.getByLabel("Password"), "Password must be at least 6 characters");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast("Login Failed", { description: "Invalid credentials", variant: "destructive" });
    expect(pathOf()).toBe("/admin-login");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
  });

  test("login shows 'Authenticating...', welcomes the admin and opens /admin with 20/0/20", async () => {
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await delayed(
      "/api/admin/login",
      () => page.getByRole("button", { name: "Authenticating..." }).waitFor(),
      () => page.getByRole("button", { name: "Sign In", exact: true }).click(),
    );
    await expectToast("Admin Login Successful", { description: `Welcome, ${ADMIN.fullName}` });
    await page.waitForURL((u) => u.pathname === "/admin");
    await page.getByRole("heading", { name: "Admin Control Panel" }).waitFor();
    expect(await page.getByText("Invitation Code Management").count()).toBe(1);
    await expectCounters(20, 0, 20);
    await tab("Unused (20)").waitFor();
    await tab("Used (0)").waitFor();
    await tab("Assigned (0)").waitFor();
  });

  test("a signed-in admin opening /admin-login goes on to /admin", async () => {
    await page.goto(url("/admin-login"));
    await page.waitForURL((u) => u.pathname === "/admin");
    await expectCounters(20, 0, 20);
  });

  test("generating refuses a bad count under its field, then makes 5 codes (Active 25)", async () => {
    const count = page.getByLabel(/Batch size/);
    expect(await count.inputValue()).toBe("5");
    await count.fill("0");
    await page.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Invalid Count", { description: "Please enter a number between 1 and 100", variant: "destructive" });
    await expectFieldMessage(count, "Invalid Count: Please enter a number between 1 and 100");

    await count.fill("5");
    await page.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Generated 5 new invitation codes");
    await expectCounters(25, 0, 25);
    await tab("Unused (25)").waitFor();
    expect(await count.getAttribute("aria-invalid")).toBeNull();
  });

  test("a custom code takes letters, digits and dashes (≤ 50) and is sent upper-cased", async () => {
    const custom = page.getByLabel("Custom code");
    expect(await custom.getAttribute("maxlength")).toBe("50");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Invalid Code", { description: "Please enter a custom code", variant: "destructive" });

    await custom.fill("vip e2e!");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Code may contain only letters, digits and dashes", { variant: "destructive" });
    await expectFieldMessage(custom, "Code may contain only letters, digits and dashes");

    await custom.fill("vip-e2e");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Created custom code: VIP-E2E");
    await codeRow("VIP-E2E").waitFor();
    await expectCounters(26, 0, 26);
    expect(await custom.inputValue()).toBe("");

    // The server's refusal lands under the field too.
    await custom.fill("VIP-E2E");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Failed to create custom code", { description: "Code VIP-E2E already exists", variant: "destructive" });
    await expectFieldMessage(custom, "Code VIP-E2E already exists");
    await custom.fill("");
  });

  test("the assign form: Escape closes it and focus returns to Assign; the phone formats as typed", async () => {
    const assign = codeRow("VIP-E2E").getByRole("button", { name: "Assign VIP-E2E" });
    await assign.click();
    const form = page.getByRole("form", { name: "Assign code VIP-E2E" });
    expect(await page.evaluate(() => document.activeElement?.id)).toEndWith("-assigneeUsername");
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    expect(await activeElementLabel()).toBe("Assign VIP-E2E");

    await assign.click();
    const phone = form.getByLabel("Phone");
    await phone.fill("5551234567");
    expect(await phone.inputValue()).toBe("(555) 123-4567");
    await phone.fill("+1 713 555 0142");
    expect(await phone.inputValue()).toBe("(713) 555-0142");
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });
    expect(await activeElementLabel()).toBe("Assign VIP-E2E");
  });

  test("assign checks each field first, then assigns (Assigned (1)); focus stays on the row", async () => {
    const form = await fillAssignForm("VIP-E2E", { username: "jdoe", phone: "555123", email: "not-an-email" });
    await form.getByRole("button", { name: "Assign Code" }).click();
    await expectFieldMessage(form.getByLabel("Phone"), "Phone must be in format (xxx) xxx-xxxx");
    await expectFieldMessage(form.getByLabel("Email"), "Valid email is required");
    expect(await form.getByLabel("Username").getAttribute("aria-invalid")).toBeNull();

    await form.getByLabel("Phone").fill("5551234567");
    await form.getByLabel("Email").fill("john.doe@example.com");
    await form.getByRole("button", { name: "Assign Code" }).click();
    await expectToast("Code VIP-E2E assigned successfully");
    await tab("Assigned (1)").waitFor();
    await form.waitFor({ state: "detached" });
    // The counts and the list are two answers to the one reload: the row follows the tab's count.
    await codeRow("VIP-E2E").filter({ hasText: "John Doe" }).waitFor();
    // The row's action button is the same element, now offering Unassign: focus is still there.
    expect(await activeElementLabel()).toBe("Unassign VIP-E2E");
  });

  test("an assignee username used elsewhere is refused under the username field (409)", async () => {
    const other = await freeCode(0);
    const form = await fillAssignForm(other, { username: "JDoe", phone: "5559876543" });
    await form.getByRole("button", { name: "Assign Code" }).click();
    await expectToast("Failed to assign code", { description: USERNAME_TAKEN, variant: "destructive" });
    await expectFieldMessage(form.getByLabel("Username"), USERNAME_TAKEN);
    expect(await page.evaluate(() => document.activeElement?.id)).toEndWith("-assigneeUsername");
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
  });

  test("unassign from the Assigned tab returns the code (Assigned (0), empty state)", async () => {
    await tab("Assigned (1)").click();
    const row = codeRow("VIP-E2E");
    expect(await row.textContent()).toContain("@jdoe");
    await row.getByRole("button", { name: "Unassign VIP-E2E" }).click();
    await expectToast("Code VIP-E2E unassigned successfully");
    await tab("Assigned (0)").waitFor();
    await page.getByText("No codes are assigned yet").waitFor();

    await tab("Used (0)").click();
    await page.getByText("No codes have been used yet").waitFor();
  });

  test("copy puts the code on the clipboard, and still works where the clipboard API is missing (plain http)", async () => {
    await tab(/^Unused/).click();
    await codeRow("VIP-E2E").getByRole("button", { name: "Copy VIP-E2E" }).click();
    await expectToast("Code VIP-E2E copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("VIP-E2E");

    // As on an insecure origin: no navigator.clipboard. The copy goes through a hidden textarea.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      const copy = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
        (window as unknown as { copied: string }).copied = document.querySelector<HTMLTextAreaElement>("textarea[readonly]")?.value ?? "";
        return copy(command, ...rest);
      };
    });
    await codeRow("VIP-E2E").getByRole("button", { name: "Copy VIP-E2E" }).click();
    await expectToast("Code VIP-E2E copied to clipboard");
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe("VIP-E2E");
    expect(await page.locator("textarea[readonly]").count()).toBe(0);
    expect(await activeElementLabel()).toBe("Copy VIP-E2E");
  });

  test("search filters by code; long lists page 50 at a time; paging jumps and shows the list's top", async () => {
    const search = page.getByRole("searchbox", { name: "Search codes" });
    // The server searches and pages the tab's list (decision 0044): the text goes in the query.
    const searched = page.waitForRequest((req) => {
      const sent = new URL(req.url());
      return (
        sent.pathname === "/api/admin/invitation-codes" &&
        sent.searchParams.get("status") === "unused" &&
        sent.searchParams.get("q") === "vip-e2"
      );
    });
    await search.fill("vip-e2");
    await searched;
    await page.getByText("Showing 1–1 of 1").waitFor();
    expect(await page.locator("li.code-row").count()).toBe(1);
    await search.fill("no-such-code");
    await page.getByText("No codes match").waitFor();
    await search.fill("");

    await page.getByLabel(/Batch size/).fill("60");
    await page.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Generated 60 new invitation codes");
    await page.getByText("Showing 1–50 of 86").waitFor();
    expect(await page.locator("li.code-row").count()).toBe(50);

    const next = page.getByRole("button", { name: /Next/ });
    await next.scrollIntoViewIfNeeded();
    const secondPage = page.waitForRequest((req) => new URL(req.url()).searchParams.get("page") === "2");
    await next.click();
    await secondPage;
    await page.getByText("Showing 51–86 of 86").waitFor();
    expect(await page.locator("li.code-row").count()).toBe(36);
    // The new page is read from its top: the list's first row is in view, below the top bar.
    const firstRowTop = await page
      .locator("li.code-row")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    const barBottom = await page.locator(".top-bar").evaluate((el) => el.getBoundingClientRect().bottom);
    expect(firstRowTop).toBeGreaterThanOrEqual(barBottom);
    expect(firstRowTop).toBeLessThan(800);

    await page.getByRole("combobox", { name: "Page" }).selectOption("1");
    await page.getByText("Showing 1–50 of 86").waitFor();
  });

  test("only the code list failing: its place says so and the spec's destructive toast 'Failed to fetch invitation codes' shows (§8)", async () => {
    const errorsBefore = consoleErrors.length;
    await tab(/^Used/).click();
    // Only the tab's list read fails; the counters, read from the same endpoint with status=all, still answer.
    const isUsedListSearch = (sent: URL) =>
      sent.pathname === "/api/admin/invitation-codes" &&
      sent.searchParams.get("status") === "used" &&
      sent.searchParams.get("q") === "zz-down";
    await page.route(isUsedListSearch, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Internal error" }) }),
    );
    await page.getByRole("searchbox", { name: "Search codes" }).fill("zz-down");
    await expectToast("Failed to fetch invitation codes", { variant: "destructive" });
    await page.getByRole("tabpanel").getByText("Failed to fetch invitation codes").waitFor();
    expect(await counter("total").textContent()).toBe("86");
    await page.unroute(isUsedListSearch);
    await page.getByRole("searchbox", { name: "Search codes" }).fill("");
    await tab(/^Unused/).click();
    await page.locator("li.code-row").first().waitFor();
    // The failed read's console line is this step's own doing.
    consoleErrors.length = errorsBefore;
  });

  test("a focused control is never hidden under the fixed top bar", async () => {
    const rows = page.locator("li.code-row");
    const copy = rows.nth(20).getByRole("button", { name: /^Copy / });
    const assign = rows.nth(20).getByRole("button", { name: /^Assign / });
    // Park the row right under the bar, then reach its Copy button with the keyboard.
    await copy.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
    await assign.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press("Shift+Tab");
    expect(await activeElementLabel()).toMatch(/^Copy /);
    const barBottom = await page.locator(".top-bar").evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await copy.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(barBottom);
  });

  test("tabs follow the arrow keys within their section (role=tablist); sections follow them too (toolbar)", async () => {
    await tab(/^Unused/).focus();
    await page.keyboard.press("ArrowRight");
    expect(await tab(/^Used/).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    expect(await tab(/^Expired/).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await tab(/^Unused/).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe("admin-tab-unused");

    // The section switcher: one Tab stop, arrows open the next section with its first tab.
    expect(await section("Codes").getAttribute("aria-pressed")).toBe("true");
    await section("Codes").focus();
    await page.keyboard.press("ArrowRight");
    expect(await section("Overview").getAttribute("aria-pressed")).toBe("true");
    expect(await tab("Overview", page).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await section("Members").getAttribute("aria-pressed")).toBe("true");
    expect(await tab("Members", page).getAttribute("aria-selected")).toBe("true");
    expect(await tab(/^Unused/).count()).toBe(0);
    await page.keyboard.press("End");
    expect(await section("System").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Status", "Settings", "Admins", "Audit Log"]);
    // Back to Codes: the tab last open there, with the generate card that belongs to the codes.
    await page.keyboard.press("ArrowRight");
    expect(await section("Codes").getAttribute("aria-pressed")).toBe("true");
    expect(await tab(/^Unused/).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Codes");
    await page.getByRole("button", { name: "Generate Codes" }).waitFor();
  });

  test("credibility entry: add (each missing field says so), edit, Escape, delete after the confirm", async () => {
    await openTab("Content", "Credibility Entries");
    await page.getByText("No credibility entries available").waitFor();

    const add = page.getByRole("button", { name: "+ Add Entry" });
    await add.click();
    const form = page.locator("form#credibility-form");
    await form.getByRole("heading", { name: "Add Credibility Entry" }).waitFor();
    expect(await form.locator("[aria-required='true']").count()).toBe(6);
    await form.getByRole("button", { name: "Save Entry" }).click();
    await expectFieldMessage(form.getByLabel("Contractor name"), "Contractor name is required");
    await expectFieldMessage(form.getByLabel("Claim type"), "Claim type is required");
    expect(await form.locator("[aria-invalid='true']").count()).toBe(6);

    await form.getByLabel("Contractor name").fill("Bob Builder");
    await form.getByLabel("Contractor company").fill("Builder Roofing LLC");
    await form.getByLabel("Contractor address").fill("12 Shingle Way, Tampa, FL");
    await form.getByLabel("Client name").fill("Carol Client");
    await form.getByLabel("Client address").fill("34 Palm Ave, Tampa, FL");
    await form.getByLabel("Claim type").fill("Wind");
    await form.getByLabel("Original amount ($)").fill("12000");
    await form.getByLabel("Final amount ($)").fill("52000.5");
    await form.getByLabel("Notes").fill("Supplement approved after appraisal demand");
    await form.getByRole("button", { name: "Save Entry" }).click();
    await expectToast("Entry created successfully");
    await form.waitFor({ state: "detached" });
    expect(await activeElementLabel()).toBe("+ Add Entry");
    const row = page.locator("tr", { hasText: "Bob Builder" });
    expect(await row.textContent()).toContain("$12,000.00");
    expect(await row.textContent()).toContain("$52,000.50");
    expect(await row.textContent()).toContain("Supplement approved after appraisal demand");

    // Closed and cleared on save: a new add starts empty; Escape closes it again.
    await add.click();
    expect(await form.getByLabel("Contractor name").inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    expect(await activeElementLabel()).toBe("+ Add Entry");

    await row.getByRole("button", { name: "Edit entry of Bob Builder" }).click();
    await form.getByRole("heading", { name: "Edit Credibility Entry" }).waitFor();
    expect(await form.getByLabel("Final amount ($)").inputValue()).toBe("52000.50");
    await form.getByLabel("Claim type").fill("Hail");
    await form.getByRole("button", { name: "Update Entry" }).click();
    await expectToast("Entry updated successfully");
    await page.locator("tr", { hasText: "Hail" }).waitFor();
    expect(await activeElementLabel()).toBe("Edit entry of Bob Builder");

    let confirmText = "";
    page.once("dialog", (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete entry of Bob Builder" }).click();
    await expectToast("Entry deleted successfully");
    expect(confirmText).toBe(DELETE_ENTRY_CONFIRMATION);
    await page.getByText("No credibility entries available").waitFor();
  });

  test("the audit log lists changes newest first and filters by action", async () => {
    await openTab("System", "Audit Log");
    // A cached list may show first while the invalidated query refetches on mount: wait for the
    // fresh list, not the first paint.
    await page.waitForFunction(
      () => document.querySelector('.audit-table tbody tr td[data-label="Action"]')?.textContent === "credibility.delete",
    );
    const firstRow = page.locator(".audit-table tbody tr").first();
    expect(await firstRow.locator('td[data-label="Actor"]').textContent()).toContain(ADMIN.username);

    await page.getByLabel("Action").selectOption("codes.assign");
    await page.waitForFunction(() => {
      const actions = [...document.querySelectorAll('.audit-table td[data-label="Action"]')].map((td) => td.textContent);
      return actions.length > 0 && actions.every((a) => a === "codes.assign");
    });
    // The assignment, and the refusal of the username already in use.
    expect(await page.locator(".audit-table tbody tr").count()).toBe(2);
  });

  test("nothing scrolls sideways at 390 px on /admin", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [sectionName, name] of [
      ["Codes", /^Unused/],
      ["Content", "Credibility Entries"],
      ["System", "Settings"],
      ["System", "Audit Log"],
    ] as const) {
      await openTab(sectionName, name);
      await page.getByRole("tabpanel").waitFor();
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    }
    await openTab("Codes", /^Unused/);
    await page
      .locator("li.code-row")
      .first()
      .getByRole("button", { name: /^Assign / })
      .click();
    await page.getByRole("button", { name: "Assign Code" }).click();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await openTab("Content", "Credibility Entries");
    await page.getByRole("button", { name: "+ Add Entry" }).click();
    await page.getByRole("button", { name: "Save Entry" }).click();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("a change whose answer is late (3 s limit) says it timed out and reloads the lists from the server", async () => {
    await openTab("Codes", /^Unused/);
    const code = await freeCode(0);
    const pattern = "**/api/admin/invitation-codes/*/assign";
    let reachedServer!: () => void;
    const sent = new Promise<void>((resolve) => (reachedServer = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The server makes the change; only its answer is held back past the browser's time limit.
    await page.route(pattern, async (route) => {
      const answer = await route.fetch();
      reachedServer();
      await held;
      await route.fulfill({ response: answer }).catch(() => {});
    });
    const form = await fillAssignForm(code, { username: "late-answer", phone: "5550001111" });
    await form.getByRole("button", { name: "Assign Code" }).click();
    await sent;
    await page.clock.fastForward(3100);
    await expectToast("Failed to assign code", { description: /^Request timeout\. .*reloaded/, variant: "destructive" });
    // The reload shows what the server has: the code is assigned although no answer came.
    await tab("Assigned (1)").waitFor();
    expect(await codeRow(code).textContent()).toContain("@late-answer");
    release();
    await page.unroute(pattern);
  });

  test("expiring codes: a custom code made with an expiry shows it; once past it sits in Expired with its badge; Extend brings it back", async () => {
    await openTab("Codes", /^Unused/);
    const expiry = page.getByLabel("Expires after (days)");
    await expiry.fill("0");
    await page.getByLabel("Custom code").fill("exp-e2e");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Expiry must be a whole number of days between 1 and 3650", { variant: "destructive" });
    await expectFieldMessage(expiry, "Expiry must be a whole number of days between 1 and 3650");

    await expiry.fill("7");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Created custom code: EXP-E2E");
    await page.getByRole("searchbox", { name: "Search codes" }).fill("EXP-E2E");
    expect(await codeRow("EXP-E2E").textContent()).toMatch(/Expires \d{4}-\d{2}-\d{2}/);
    await expiry.fill("");

    // The server's clock cannot be moved from here: the code's expiry is moved into the past in
    // its database, as the passing of seven days would.
    const db = new Database(databasePath(server.dataDir));
    db.exec("PRAGMA busy_timeout = 5000");
    db.query("UPDATE invitation_codes SET expires_at = ? WHERE code = 'EXP-E2E'").run(Date.now() - 60_000);
    db.close();
    await page.reload();
    await openTab("Codes", "Expired (1)");
    const row = codeRow("EXP-E2E");
    expect(await row.locator(".code-badge").textContent()).toBe("expired");
    expect(await row.textContent()).toMatch(/Expired \d{4}-\d{2}-\d{2}/);
    expect(await row.getByRole("button", { name: "Assign EXP-E2E" }).count()).toBe(0);
    expect(await page.locator('[data-testid="counter-expired"] dd').textContent()).toBe("1");

    await row.getByRole("button", { name: "Extend EXP-E2E" }).click();
    const form = page.getByRole("form", { name: "Extend code EXP-E2E" });
    const days = form.getByLabel(/Valid for/);
    expect(await days.inputValue()).toBe("30");
    await days.fill("");
    await form.getByRole("button", { name: "Extend Code" }).click();
    await expectFieldMessage(days, "Expiry must be a whole number of days between 1 and 3650");
    await days.fill("30");
    await form.getByRole("button", { name: "Extend Code" }).click();
    await expectToast(`Code EXP-E2E is valid until ${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`);
    await tab("Expired (0)").waitFor();
    await page.getByText("No codes have expired").waitFor();
  });

  test("settings: each field's message, then new credentials; another session meets a 401 on its next change", async () => {
    // Another browser signed in as the same admin: its session must end with the change.
    // (Signed in through the API: the sign-in form has its own steps above.)
    const otherContext = await browser.newContext(TEST_CONTEXT_OPTIONS);
    const signedIn = await otherContext.request.post(url("/api/admin/login"), {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(signedIn.status()).toBe(200);
    const other = await otherContext.newPage();
    await other.goto(url("/admin"));
    await tab(/^Unused/, other).waitFor();
    // Steps act on the page in front: a page in the background gets few animation frames, and
    // Playwright's actions wait for them.
    await page.bringToFront();

    await openTab("System", "Settings");
    const form = page.locator("form#credentials");
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await form.getByRole("alert").getByText("All fields are required").waitFor();
    expect(await form.locator("[aria-invalid='true']").count()).toBe(4);
    // No two-factor sign-in on this admin: no code is asked for.
    expect(await form.getByLabel("Two-factor code").count()).toBe(0);

    // A session alone does not change the credentials: the server's refusal lands under its field.
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New username").fill(NEW_CREDENTIALS.username);
    await form.getByLabel("New password", { exact: true }).fill(NEW_CREDENTIALS.password);
    await form.getByLabel("Confirm new password").fill("not-the-same");
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expectFieldMessage(form.getByLabel("Confirm new password"), "Passwords do not match");

    await form.getByLabel("Confirm new password").fill(NEW_CREDENTIALS.password);
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expectToast("Failed to update credentials", { description: "Current password is incorrect", variant: "destructive" });
    await expectFieldMessage(form.getByLabel("Current password"), "Current password is incorrect");
    // Still signed in: a wrong current password is no lost session.
    expect(new URL(page.url()).pathname).toBe("/admin");

    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expectToast("Admin credentials updated successfully");
    expect(await form.getByLabel("New username").inputValue()).toBe("");

    // A change meeting the ended session goes to the login, instead of failing in place.
    await other.bringToFront();
    await other.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Authentication Required", { on: other, description: "Please log in to access admin panel", variant: "destructive" });
    await other.waitForURL((u) => u.pathname === "/admin-login");
    await otherContext.close();
    await page.bringToFront();
  });

  test("a session that expires under the open panel: the next list read goes to the login too", async () => {
    // The cookie is gone, as after the idle expiry: the next call answers 401.
    await context.clearCookies();
    await page.getByRole("button", { name: /Refresh/ }).click();
    await expectToast("Authentication Required", { description: "Please log in to access admin panel", variant: "destructive" });
    await page.waitForURL((u) => u.pathname === "/admin-login");
  });

  test("the new credentials sign in", async () => {
    // Already on the login, where the lost session led.
    await page.getByLabel("Username").fill(NEW_CREDENTIALS.username);
    await page.getByLabel("Password").fill(NEW_CREDENTIALS.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast("Admin Login Successful", { description: `Welcome back, ${ADMIN.fullName}` });
    await page.waitForURL((u) => u.pathname === "/admin");
    await expectCounters(87, 0, 87); // with EXP-E2E, extended
  });

  test("sign out confirms it and ends the session: /admin then redirects to /admin-login", async () => {
    const checked = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/admin/me" && res.status() === 401);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((u) => u.pathname === "/admin-login");
    // Signing out on purpose is not a lost session: the login's own session check answers 401,
    // and the one toast on screen is still the confirmation.
    await checked;
    await expectToast("Signed Out", { description: "The admin session has ended on this device" });
    expect(await page.locator(".toast", { hasText: "Authentication Required" }).count()).toBe(0);

    await page.goto(url("/admin"));
    await expectToast("Authentication Required", { description: "Please log in to access admin panel", variant: "destructive" });
    await page.waitForURL((u) => u.pathname === "/admin-login");
  });

  test("no console errors on the way (CSP included)", () => {
    // 401s of session checks, the 403 of a wrong current password and the 409s of refused changes
    // are network answers, not script errors.
    expect(consoleErrors.filter((text) => !/status of (401|403|409)/.test(text))).toEqual([]);
    consoleErrors = [];
  });
});
