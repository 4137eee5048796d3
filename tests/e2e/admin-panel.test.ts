// The admin web panel in real Chromium against `aan serve` (one fresh server and database for
// the file): setup → login → codes → credibility → credentials → sign out, with the spec's texts.
// The steps share one browser context and run in order; each names the behaviour it pins.
// Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { DELETE_ENTRY_CONFIRMATION } from "../../src/shared/schemas/credibility";
import { launchBrowser } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };
const NEW_CREDENTIALS = { username: "overwatch", password: "n3w-Secret!" };

// Steps drive a real browser and hash passwords: give each room beyond the runner's 5 s default.
setDefaultTimeout(30_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  page = await context.newPage();
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
const currentPage = () => page;
const pathOf = () => new URL(page.url()).pathname;

/** The one visible toast with this title (a new toast replaces the old one, spec §4). */
async function expectToast(
  title: string,
  options: { description?: string; variant?: "default" | "destructive"; on?: Page } = {},
) {
  const page = options.on ?? currentPage();
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  if (options.description !== undefined) {
    expect((await toast.locator(".toast__description").textContent())?.trim()).toBe(options.description);
  }
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  // Close it so the next step's toast is the only one on screen.
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await toast.waitFor({ state: "hidden" });
}

const counter = (id: "active" | "used" | "total") => page.locator(`[data-testid="counter-${id}"] dd`);
const tab = (name: string | RegExp) => page.getByRole("tab", { name });
const codeRow = (code: string): Locator => page.locator(`li.admin-code[data-code="${code}"]`);

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
  await trigger();
  await whilePending();
  release();
  // Unrouting while the call is still held would drop it: wait for its answer first.
  await answered;
  await page.unroute(pattern);
}

async function signIn(username: string, password: string, on: Page = page) {
  await on.goto(url("/admin-login"));
  await on.getByLabel("Username").fill(username);
  await on.getByLabel("Password").fill(password);
  await on.getByRole("button", { name: "Sign In" }).click();
}

const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("admin panel", () => {
  test("/admin-test confirms admin routing and links to /admin and /home", async () => {
    await page.goto(url("/admin-test"));
    await page.getByRole("heading", { name: "Admin Routing Test" }).waitFor();
    expect(await page.locator('main a[href="/home"]').count()).toBe(1);
    await page.getByRole("link", { name: "Open Admin Panel" }).click();
    // No admin yet, so no session: the panel sends the visitor to the login.
    await expectToast("Authentication Required", { description: "Please log in to access admin panel", variant: "destructive" });
    await page.waitForURL((u) => u.pathname === "/admin-login");
  });

  test("setup shows 'Creating Admin...' while pending, then 'Setup complete' with 20 codes", async () => {
    await page.goto(url("/admin-setup"));
    await page.getByRole("heading", { name: "Initial Admin Setup" }).waitFor();
    const statements = await page.locator(".admin-statements").textContent();
    expect(statements).toContain("Creates a super admin with full system access");
    expect(statements).toContain("Only one admin setup is allowed per system");
    expect(statements).toContain("20 invitation codes are generated automatically");

    // Client-side check with the shared schema's message, before anything is sent.
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Full name").fill(ADMIN.fullName);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByLabel("Confirm password").fill("something-else");
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    expect(await page.locator("#admin-setup-error").textContent()).toContain("Passwords don't match");

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
    await page.goto(url("/admin-login"));
    expect(await page.getByRole("note").textContent()).toContain("All admin access attempts are logged");
    expect(await page.locator("main").textContent()).toContain("Contact system administrator");
    expect(await page.locator('main a[href="/home"]').count()).toBe(1);

    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await page.locator("#admin-login-error").textContent()).toContain("Username must be at least 3 characters");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast("Login Failed", { description: "Invalid credentials", variant: "destructive" });
    expect(pathOf()).toBe("/admin-login");
  });

  test("login shows 'Authenticating...', welcomes the admin and opens /admin with 20/0/20", async () => {
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await delayed(
      "/api/admin/login",
      () => page.getByRole("button", { name: "Authenticating..." }).waitFor(),
      () => page.getByRole("button", { name: "Sign In" }).click(),
    );
    await expectToast("Admin Login Successful", { description: `Welcome back, ${ADMIN.fullName}` });
    await page.waitForURL((u) => u.pathname === "/admin");
    await page.getByRole("heading", { name: "Admin Control Panel" }).waitFor();
    expect(await page.getByText("Invitation Code Management").count()).toBe(1);
    await expectCounters(20, 0, 20);
    await tab("Unused (20)").waitFor();
    await tab("Used (0)").waitFor();
    await tab("Assigned (0)").waitFor();
  });

  test("generating refuses a bad count, then makes 5 codes (Active 25)", async () => {
    const count = page.getByLabel(/Batch size/);
    expect(await count.inputValue()).toBe("5");
    await count.fill("0");
    await page.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Invalid Count", { description: "Please enter a number between 1 and 100", variant: "destructive" });

    await count.fill("5");
    await page.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Generated 5 new invitation codes");
    await expectCounters(25, 0, 25);
    await tab("Unused (25)").waitFor();
  });

  test("a custom code is sent upper-cased: 'Created custom code: VIP-E2E'", async () => {
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Invalid Code", { description: "Please enter a custom code", variant: "destructive" });

    await page.getByLabel("Custom code").fill("vip-e2e");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast("Created custom code: VIP-E2E");
    await codeRow("VIP-E2E").waitFor();
    await expectCounters(26, 0, 26);
  });

  test("assign checks the phone format first, then assigns (Assigned (1))", async () => {
    await codeRow("VIP-E2E").getByRole("button", { name: "Assign VIP-E2E" }).click();
    const form = page.getByRole("form", { name: "Assign code VIP-E2E" });
    await form.getByLabel("Username").fill("jdoe");
    await form.getByLabel("First Name").fill("John");
    await form.getByLabel("Last Name").fill("Doe");
    await form.getByLabel("Phone").fill("555-123-4567");
    await form.getByLabel("Email").fill("john.doe@example.com");
    await form.getByRole("button", { name: "Assign Code" }).click();
    await form.getByRole("alert").getByText("Phone must be in format (xxx) xxx-xxxx").waitFor();
    expect(await form.getByLabel("Phone").getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel("Phone").fill("(555) 123-4567");
    await form.getByRole("button", { name: "Assign Code" }).click();
    await expectToast("Code VIP-E2E assigned successfully");
    await tab("Assigned (1)").waitFor();
    await form.waitFor({ state: "detached" });
    expect(await codeRow("VIP-E2E").textContent()).toContain("John Doe");
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

  test("copy puts the code on the clipboard: 'Code VIP-E2E copied to clipboard'", async () => {
    await tab(/^Unused/).click();
    await codeRow("VIP-E2E").getByRole("button", { name: "Copy VIP-E2E" }).click();
    await expectToast("Code VIP-E2E copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("VIP-E2E");
  });

  test("search filters by code; long lists page 50 at a time", async () => {
    const search = page.getByRole("searchbox", { name: "Search codes" });
    await search.fill("vip-e2");
    await page.getByText("Showing 1–1 of 1").waitFor();
    expect(await page.locator("li.admin-code").count()).toBe(1);
    await search.fill("no-such-code");
    await page.getByText("No codes match").waitFor();
    await search.fill("");

    await page.getByLabel(/Batch size/).fill("30");
    await page.getByRole("button", { name: "Generate Codes" }).click();
    await expectToast("Generated 30 new invitation codes");
    await page.getByText("Showing 1–50 of 56").waitFor();
    expect(await page.locator("li.admin-code").count()).toBe(50);
    await page.getByRole("button", { name: /Next/ }).click();
    await page.getByText("Showing 51–56 of 56").waitFor();
    expect(await page.locator("li.admin-code").count()).toBe(6);
  });

  test("tabs follow the arrow keys (role=tablist)", async () => {
    await tab(/^Unused/).focus();
    await page.keyboard.press("ArrowRight");
    expect(await tab(/^Used/).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    expect(await tab("Audit Log").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await tab(/^Unused/).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe("admin-tab-unused");
  });

  test("credibility entry: add (with $ amounts), edit, delete after the confirm", async () => {
    await tab("Credibility Entries").click();
    await page.getByText("No credibility entries available").waitFor();

    await page.getByRole("button", { name: "+ Add Entry" }).click();
    const form = page.locator("form#credibility-form");
    await form.getByRole("heading", { name: "Add Credibility Entry" }).waitFor();
    expect(await form.locator("[aria-required='true']").count()).toBe(6);
    await form.getByRole("button", { name: "Save Entry" }).click();
    await form.getByRole("alert").getByText("Contractor name is required").waitFor();

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
    const row = page.locator("tr", { hasText: "Bob Builder" });
    expect(await row.textContent()).toContain("$12,000.00");
    expect(await row.textContent()).toContain("$52,000.50");
    expect(await row.textContent()).toContain("Supplement approved after appraisal demand");

    // Closed and cleared on save: a new add starts empty; cancel closes it again.
    await page.getByRole("button", { name: "+ Add Entry" }).click();
    expect(await form.getByLabel("Contractor name").inputValue()).toBe("");
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });

    await row.getByRole("button", { name: "Edit entry of Bob Builder" }).click();
    await form.getByRole("heading", { name: "Edit Credibility Entry" }).waitFor();
    expect(await form.getByLabel("Final amount ($)").inputValue()).toBe("52000.50");
    await form.getByLabel("Claim type").fill("Hail");
    await form.getByRole("button", { name: "Update Entry" }).click();
    await expectToast("Entry updated successfully");
    await page.locator("tr", { hasText: "Hail" }).waitFor();

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
    await tab("Audit Log").click();
    // The tab was opened before (arrow-key test), so its cached list shows first and the
    // invalidated query refetches on mount: wait for the fresh list, not the first paint.
    await page.waitForFunction(
      () => document.querySelector('.admin-table--audit tbody tr td[data-label="Action"]')?.textContent === "credibility.delete",
    );
    const firstRow = page.locator(".admin-table--audit tbody tr").first();
    expect(await firstRow.locator('td[data-label="Actor"]').textContent()).toContain(ADMIN.username);

    await page.getByLabel("Action").selectOption("codes.assign");
    await page.waitForFunction(() => {
      const actions = [...document.querySelectorAll('.admin-table--audit td[data-label="Action"]')].map((td) => td.textContent);
      return actions.length > 0 && actions.every((a) => a === "codes.assign");
    });
    expect(await page.locator(".admin-table--audit tbody tr").count()).toBe(1);
  });

  test("nothing scrolls sideways at 390 px on /admin", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of [/^Unused/, "Credibility Entries", "Settings", "Audit Log"] as const) {
      await tab(name).click();
      await page.waitForTimeout(100);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    }
    await tab(/^Unused/).click();
    await page.locator("li.admin-code").first().getByRole("button", { name: /^Assign / }).click();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await tab("Credibility Entries").click();
    await page.getByRole("button", { name: "+ Add Entry" }).click();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("settings checks the fields, then changes the credentials; other sessions end", async () => {
    // A second browser signed in as the same admin: its session must end with the change.
    const otherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await otherContext.newPage();
    await signIn(ADMIN.username, ADMIN.password, other);
    await other.waitForURL((u) => u.pathname === "/admin");
    await other.getByRole("tab", { name: /^Unused/ }).waitFor();

    await tab("Settings").click();
    const form = page.locator("form#credentials");
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await form.getByRole("alert").getByText("All fields are required").waitFor();

    await form.getByLabel("New username").fill(NEW_CREDENTIALS.username);
    await form.getByLabel("New password", { exact: true }).fill(NEW_CREDENTIALS.password);
    await form.getByLabel("Confirm new password").fill("not-the-same");
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await form.getByRole("alert").getByText("Passwords do not match").waitFor();

    await form.getByLabel("Confirm new password").fill(NEW_CREDENTIALS.password);
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expectToast("Admin credentials updated successfully");
    expect(await form.getByLabel("New username").inputValue()).toBe("");

    // The other panel learns on its next fetch and goes to the login.
    await other.getByRole("button", { name: /Refresh/ }).click();
    await expectToast("Authentication Required", { on: other, variant: "destructive" });
    await other.waitForURL((u) => u.pathname === "/admin-login");
    await otherContext.close();
  });

  test("sign out ends the session: /admin then redirects to /admin-login", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((u) => u.pathname === "/admin-login");
    // Signing out on purpose is not a lost session: no 'Authentication Required' notice.
    await page.waitForTimeout(500);
    expect(await page.locator(".toast", { hasText: "Authentication Required" }).count()).toBe(0);

    await page.goto(url("/admin"));
    await expectToast("Authentication Required", { description: "Please log in to access admin panel", variant: "destructive" });
    await page.waitForURL((u) => u.pathname === "/admin-login");
  });

  test("the new credentials sign in", async () => {
    await signIn(NEW_CREDENTIALS.username, NEW_CREDENTIALS.password);
    await expectToast("Admin Login Successful", { description: `Welcome back, ${ADMIN.fullName}` });
    await page.waitForURL((u) => u.pathname === "/admin");
    await expectCounters(56, 0, 56);
  });

  test("no console errors on the way (CSP included)", () => {
    // 401s of the session check are expected network answers, not script errors.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    consoleErrors = [];
  });
});
