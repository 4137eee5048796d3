// The panel's Content tabs (appraisers, testimonials, messages, site settings), the System Status
// tab and two-factor sign-in, in real Chromium against `aan serve` (one fresh server and database
// for the file). The admin is set up and signed in through the API; a visitor's contact message
// arrives through POST /api/contact. Then, in the panel: a bad state is refused under its field and
// a good appraiser reaches the public directory; two testimonials are added and one moved; a
// mailbox is refused then saved; the message is read whole and marked handled; the status says
// backups are off and how to turn them on; two-factor sign-in is set up from Settings (the code
// computed here with otpauth), the recovery codes shown once, and the login then asks for a code.
// The steps share one page and run in order. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { AppraisersAnswer, ContactMessagesAnswer, SiteSettingsAnswer, TestimonialsAnswer } from "#shared/answers/content";
import { INVALID_MFA_CODE } from "#shared/schemas/admin";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = setupFields();
// Server strings are text: markup in a visitor's message must show as typed, never as an element.
const MISSION = "Need a <b>re-inspection</b> of a hail claim.\nCarrier offered $4,000; roofer says $19,500.";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[] = [];

const url = (path: string) => new URL(path, server.url).href;

async function publicJson<T>(path: string): Promise<T> {
  const res = await fetch(url(path));
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  expect((await context.request.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);
  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status(),
  ).toBe(200);
  const sent = await fetch(url("/api/contact"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      callsign: "Ghost Lead",
      encryptedChannel: "ghost@example.com",
      operationType: "estimate-revision",
      missionDetails: MISSION,
    }),
  });
  expect(sent.status).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The one visible toast with this title; closes it so the next step's toast is the only one. */
async function expectToast(title: string, options: { description?: RegExp; variant?: "default" | "destructive" } = {}) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  if (options.description) expect((await toast.locator(".toast__description").textContent())?.trim() ?? "").toMatch(options.description);
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/** A field's own message: under it, named by aria-describedby, with aria-invalid on the field. */
async function expectFieldMessage(field: Locator, message: string) {
  await page.waitForFunction((el) => el?.getAttribute("aria-invalid") === "true", await field.elementHandle());
  const messageId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await page.locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const section = (name: string) => page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name, exact: true });
async function openTab(sectionName: string, name: string) {
  await section(sectionName).click();
  await tab(name).click();
  await page.getByRole("tabpanel").waitFor();
}
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const placeOf = (surname: string) => page.locator(`li[data-testimonial="${surname}"] .testimonial-item__place`).textContent();

describe("admin panel: content, status and two-factor sign-in", () => {
  test("the Content and System sections list the new tabs", async () => {
    await page.goto(url("/admin"));
    await section("Content").click();
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "Credibility Entries",
      "Appraisers",
      "Testimonials",
      "Messages",
      "Site settings",
    ]);
    await section("System").click();
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Status", "Settings", "Admins", "Audit Log"]);
  });

  test("Appraisers: a bad state is refused under its field; a good appraiser reaches the public directory", async () => {
    await openTab("Content", "Appraisers");
    await page.getByText("No appraisers yet: the public directory is empty.").waitFor();
    await page.getByRole("button", { name: "+ Add appraiser" }).click();
    const form = page.locator("form#appraiser-form");
    await form.getByLabel("Name", { exact: true }).fill("Dana Reyes");
    await form.getByLabel("State", { exact: true }).fill("ZZ");
    await form.getByLabel("Credentials", { exact: true }).fill("Certified Appraiser");
    await form.getByLabel("Appraisals", { exact: true }).fill("140");
    await form.getByLabel("Success rate (%)", { exact: true }).fill("98.5");
    await form.getByLabel("Specialties", { exact: true }).fill("Hail; Wind\nWater");
    await form.getByLabel("AAN preferred (listed first, with the AAN PREFERRED label)").check();
    await form.getByRole("button", { name: "Save appraiser" }).click();
    await expectFieldMessage(form.getByLabel("State", { exact: true }), "State must be a two-letter US state code such as TX");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("appraiser-form-state");

    await form.getByLabel("State", { exact: true }).fill("tx");
    await form.getByRole("button", { name: "Save appraiser" }).click();
    await expectToast("Appraiser Dana Reyes added");
    await form.waitFor({ state: "detached" });
    const row = page.locator('tr[data-appraiser="Dana Reyes"]');
    expect(await row.locator('td[data-label="State"]').textContent()).toBe("TX");
    expect(await row.locator('td[data-label="Success"]').textContent()).toBe("98.50%");
    expect(await row.locator('td[data-label="Tier"]').textContent()).toBe("Elite");
    expect(await row.locator('td[data-label="Credentials"]').textContent()).toBe("4");

    const directory = await publicJson<AppraisersAnswer>("/api/appraisers");
    expect(directory.appraisers.map((a) => [a.name, a.state, a.successRate, a.isPreferred, a.specialties])).toEqual([
      ["Dana Reyes", "TX", "98.50", true, ["Hail", "Wind", "Water"]],
    ]);

    // Edit opens with the stored values, lists one per line.
    await row.getByRole("button", { name: "Edit appraiser Dana Reyes" }).click();
    expect(await form.getByLabel("Specialties", { exact: true }).inputValue()).toBe("Hail\nWind\nWater");
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
  });

  test("Testimonials: two added, the second moved up; the public list follows the order", async () => {
    await openTab("Content", "Testimonials");
    const form = page.locator("form#testimonial-form");
    for (const [initial, surname] of [
      ["A", "Alpha"],
      ["B", "Bravo"],
    ] as const) {
      await page.getByRole("button", { name: "+ Add testimonial" }).click();
      await form.getByLabel("Text", { exact: true }).fill(`Recovered $12,000 more with ${surname}.`);
      await form.getByLabel("Author initial", { exact: true }).fill(initial);
      await form.getByLabel("Author surname", { exact: true }).fill(surname);
      await form.getByLabel("Role", { exact: true }).fill("Public adjuster");
      await form.getByLabel("City", { exact: true }).fill("Houston");
      await form.getByRole("button", { name: "Save testimonial" }).click();
      await expectToast("Testimonial added");
      await form.waitFor({ state: "detached" });
    }
    expect(await placeOf("Bravo")).toBe("#2");
    await page.getByRole("button", { name: "Move testimonial of B. Bravo up" }).click();
    await expectToast("Testimonial moved up");
    await page.waitForFunction(() => document.querySelector('li[data-testimonial="Bravo"] .testimonial-item__place')?.textContent === "#1");
    expect(await placeOf("Alpha")).toBe("#2");
    const shown = await publicJson<TestimonialsAnswer>("/api/testimonials");
    expect(shown.testimonials.map((t) => t.authorSurname)).toEqual(["Bravo", "Alpha"]);

    await page.getByRole("button", { name: "Hide testimonial of A. Alpha" }).click();
    await expectToast("Testimonial hidden from the home page");
    await page.locator('li[data-testimonial="Alpha"] .content-tag--hidden').waitFor();
    expect((await publicJson<TestimonialsAnswer>("/api/testimonials")).testimonials.map((t) => t.authorSurname)).toEqual(["Bravo"]);
  });

  test("Site settings: a bad mailbox is refused under its field, a good one saved and public", async () => {
    await openTab("Content", "Site settings");
    const row = page.locator('form[data-setting="supportEmail"]');
    const field = row.getByRole("textbox", { name: "Support mailbox" });
    await field.fill("not-a-mailbox");
    await row.getByRole("button", { name: "Save" }).click();
    await expectFieldMessage(field, "Support mailbox must be an e-mail address");
    await field.fill("help@example.com");
    await row.getByRole("button", { name: "Save" }).click();
    await expectToast("Support mailbox saved");
    expect((await publicJson<SiteSettingsAnswer>("/api/site-settings")).settings.supportEmail).toBe("help@example.com");
    expect(await row.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    expect(await page.locator("form.setting-row").count()).toBe(15);
    // A policy's day is typed as the pages print it (decision 0105), not in the browser's locale order.
    const day = page.locator('form[data-setting="termsUpdated"]').getByRole("textbox", { name: "Terms of service last updated" });
    expect(await day.evaluate((input: HTMLInputElement) => [input.type, input.placeholder])).toEqual(["text", "YYYY-MM-DD"]);
    await day.fill("2026-11-20");
    await page.locator('form[data-setting="termsUpdated"]').getByRole("button", { name: "Save" }).click();
    await expectToast("Terms of service last updated saved");
    expect((await publicJson<SiteSettingsAnswer>("/api/site-settings")).settings.termsUpdated).toBe("2026-11-20");
  });

  test("Messages: the visitor's message opens whole, as text, and is marked handled", async () => {
    await openTab("Content", "Messages");
    const row = page.locator("tr[data-contact-id]");
    await row.waitFor();
    expect(await row.locator('td[data-label="Operation"]').textContent()).toBe("Estimate Revision");
    await row.getByRole("button", { name: "View message from Ghost Lead" }).click();
    const body = page.getByLabel("Message text");
    expect(await body.textContent()).toBe(MISSION);
    expect(await body.locator("b").count()).toBe(0);
    await page.locator(".contact-message").getByRole("button", { name: "Mark handled" }).click();
    await expectToast("Message marked handled");
    await page.locator(".contact-message dd", { hasText: `Handled by admin:${ADMIN.username}` }).waitFor();
    await page.getByText("No open messages").waitFor();
    const all = (await (await context.request.get(url("/api/admin/contact-messages?open=false"))).json()) as ContactMessagesAnswer;
    expect(all.messages[0]?.handledBy).toBe(`admin:${ADMIN.username}`);
    await page.keyboard.press("Escape");
  });

  test("Status: version, database size, and backups off with how to turn them on", async () => {
    await openTab("System", "Status");
    const backup = page.locator(".system-backup");
    await backup.waitFor();
    expect(await backup.getAttribute("data-outcome")).toBe("off");
    expect(await backup.textContent()).toContain("AAN_BACKUP_DIR");
    expect(await page.locator(".system-facts__row", { hasText: "Version" }).locator("dd").textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await page.locator(".system-facts__row", { hasText: "Database size" }).locator("dd").textContent()).toMatch(
      /^\d+(\.\d)? (bytes|KB|MB)$/,
    );
  });

  test("nothing scrolls sideways at 390 px on the new tabs", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [sectionName, name] of [
      ["Content", "Appraisers"],
      ["Content", "Testimonials"],
      ["Content", "Messages"],
      ["Content", "Site settings"],
      ["System", "Status"],
      ["System", "Settings"],
    ] as const) {
      await openTab(sectionName, name);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  let secret = "";
  let recoveryCodes: string[] = [];

  test("Settings: two-factor set-up shows the QR code as an image and the secret; a code turns it on and the recovery codes show once", async () => {
    await openTab("System", "Settings");
    const card = page.locator("#mfa-card");
    await card.getByText("Off: sign-in asks for no code.").waitFor();
    await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expectToast("Scan the QR code");
    const qr = card.getByRole("img", { name: /QR code/ });
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await card.locator("svg").count()).toBe(0);
    secret = (await card.locator("[data-secret]").getAttribute("data-secret")) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await card.locator("[data-secret]").textContent()).toBe(secret.replace(/(.{4})(?=.)/g, "$1 "));

    const field = card.getByLabel("Code from the app");
    await field.fill("12345");
    await card.getByRole("button", { name: "Confirm and turn on" }).click();
    await expectFieldMessage(field, "Enter the 6-digit code from your authenticator app");
    await field.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await card.getByRole("button", { name: "Confirm and turn on" }).click();
    await expectToast("Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.");
    recoveryCodes = await card.getByRole("list", { name: "Recovery codes" }).locator("li").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await card.getByRole("alert").textContent()).toContain("Shown this once only");
    await card.getByRole("button", { name: "I have stored them" }).click();
    await card
      .getByText(/Recovery codes left: 10/)
      .first()
      .waitFor();
    expect(await card.getByRole("list", { name: "Recovery codes" }).count()).toBe(0);
  });

  test("signed out, the login asks for the code after the password; a wrong one is refused under the field; the right one signs in", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((u) => u.pathname === "/admin-login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast("Two-factor code required", { description: /authenticator app, or a recovery code/ });
    const code = page.getByLabel("Two-factor code");
    await code.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("admin-login-code");
    expect(await page.getByLabel("Password").inputValue()).toBe(ADMIN.password);

    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const valid = new Set([-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })));
    await code.fill(["000000", "111111", "222222"].find((c) => !valid.has(c))!);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast("Login Failed", { description: new RegExp(INVALID_MFA_CODE), variant: "destructive" });
    await expectFieldMessage(code, INVALID_MFA_CODE);

    // The code of the confirmation's step was used once; the next step's code is new (one step of drift is accepted).
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast("Admin Login Successful", { description: new RegExp(ADMIN.fullName) });
    await page.waitForURL((u) => u.pathname === "/admin");
    await openTab("System", "Settings");
    await page
      .locator("#mfa-card")
      .getByText(/Recovery codes left: 10/)
      .first()
      .waitFor();
  });

  test("no console errors on the way (CSP included)", () => {
    // 401s of the login's steps are network answers, not script errors.
    expect(consoleErrors.filter((text) => !/status of (401|400)/.test(text))).toEqual([]);
    consoleErrors = [];
  });

  test("with two-factor sign-in on, changing the credentials asks for a code too; a recovery code does it", async () => {
    await openTab("System", "Settings");
    const form = page.locator("form#credentials");
    const code = form.getByLabel("Two-factor code");
    await code.waitFor();
    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByLabel("New username").fill(ADMIN.username);
    await form.getByLabel("New password", { exact: true }).fill(ADMIN.password);
    await form.getByLabel("Confirm new password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expectToast("Failed to update credentials", { description: /^Two-factor code required$/, variant: "destructive" });
    await expectFieldMessage(code, "Two-factor code required");

    await code.fill(recoveryCodes[0]!);
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expectToast("Admin credentials updated successfully");
    const status = await page.request.get(url("/api/admin/mfa"));
    expect(((await status.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
  });
});
