// Admin passkeys in real Chromium with its virtual authenticator (the DevTools protocol's WebAuthn
// domain), against the compiled binary dist/aan with AAN_BASE_URL on localhost (decision 0139): the
// super admin adds a named passkey in Settings, signs out, and signs in with the password and then
// "Use a passkey"; changes their password in Settings, which asks for the passkey; turns on the rule
// that every admin needs a second factor; a second admin without one signs in and the panel leads
// them to Settings, where adding a passkey opens the rest; with the rule off again, the super admin
// removes their passkey after the browser proves it (decision 0143).
// Screenshots of the Settings cards and the passkey step at 1280 and 390 px go to
// screenshots/admin-passkeys/. Steps share one server and run in order.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ADMIN_PASSKEY_REQUIRED } from "#shared/schemas/passkeys";
import { setupFields } from "../helpers/admin-session";
import { binaryOnLocalhostAndBrowser, openPageWithAuthenticator } from "../helpers/browser";
import { REPO_ROOT, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(120_000);

const ADMIN = setupFields();
const NEW_PASSWORD = "changed-Pass-2";
const OTHER = { username: "ops-two", fullName: "Otto Second", password: "other-Pass-1" };
const SHOTS = `${REPO_ROOT}/screenshots/admin-passkeys`;

let server: RunningServer;
let browser: Browser;
let origin: string;
let superAdmin: { context: BrowserContext; page: Page };

const browsing = () => openPageWithAuthenticator(browser);

const url = (path: string) => new URL(path, origin).href;

beforeAll(async () => {
  ({ server, browser, origin } = await binaryOnLocalhostAndBrowser());
  mkdirSync(SHOTS, { recursive: true });
  superAdmin = await browsing();
  const api = superAdmin.context.request;
  expect((await api.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);
  expect((await api.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  const created = await api.post(url("/api/admin/admins"), { data: { ...OTHER, confirmPassword: OTHER.password } });
  expect(created.status()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The one visible toast with this title; closes it so the next step's toast is the only one. */
async function expectToast(page: Page, title: string) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.first().waitFor({ state: "visible" });
  await toast
    .first()
    .getByRole("button", { name: "Dismiss notification" })
    .evaluate((button) => (button as HTMLButtonElement).click());
}

async function shoot(page: Page, name: string, part: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(part).scrollIntoViewIfNeeded();
    await page.locator(part).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openSettings(page: Page) {
  await page.goto(url("/admin?tab=settings"));
  await page.locator("#passkeys-card").waitFor();
}

async function passwordStep(page: Page, username: string, password: string) {
  await page.goto(url("/admin-login"));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("an admin signing in with a passkey as second factor", () => {
  test("the super admin adds a named passkey in Settings", async () => {
    const { page } = superAdmin;
    await openSettings(page);
    await page.getByLabel("Name of the new passkey").fill("Office laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expectToast(page, 'Passkey "Office laptop" added: use it at sign-in in place of the code');
    await page.locator(".passkeys-card__item", { hasText: "Office laptop" }).waitFor();
    expect(await page.locator(".passkeys-card__item").count()).toBe(1);
    await shoot(page, "settings-passkeys", "#passkeys-card");
  });

  test("signed out, the password alone does not sign in: the passkey step asks for the passkey, and it signs in", async () => {
    const { page } = superAdmin;
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((u) => u.pathname === "/admin-login");
    await passwordStep(page, ADMIN.username, ADMIN.password);
    await page.getByRole("button", { name: "Use a passkey" }).waitFor();
    expect(await page.getByRole("button", { name: "Sign In", exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/admin-login");
    await shoot(page, "login-passkey-step", ".admin-auth");
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL((u) => u.pathname === "/admin");
    const audit = await superAdmin.context.request.get(url("/api/admin/audit-log?action=mfa.passkey"));
    const entries = (await audit.json()).entries as Array<{ detail: string; outcome: string }>;
    expect(entries[0]).toMatchObject({ outcome: "success", detail: `admin=${ADMIN.username} passkey=Office laptop` });
  });

  test("with only a passkey as second factor, changing the password in Settings asks for the passkey, not the password alone", async () => {
    const { page } = superAdmin;
    await openSettings(page);
    const form = page.locator("#credentials");
    await form.getByText("The change needs your current password and one of your passkeys").waitFor();
    await form.getByLabel("Current password", { exact: true }).fill(ADMIN.password);
    await form.getByLabel("New username", { exact: true }).fill(ADMIN.username);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await shoot(page, "settings-credentials-passkey", "#credentials");
    await form.getByRole("button", { name: "Update with a passkey" }).click();
    await expectToast(page, "Admin credentials updated successfully");
    const audit = await superAdmin.context.request.get(url("/api/admin/audit-log?action=credentials.update"));
    expect(((await audit.json()).entries as Array<{ outcome: string }>)[0]?.outcome).toBe("success");
    // The password alone does not do it: the API asks for the passkey.
    const bare = await superAdmin.context.request.post(url("/api/admin/update-credentials"), {
      data: { currentPassword: NEW_PASSWORD, newUsername: ADMIN.username, newPassword: "third-Pass-3", confirmPassword: "third-Pass-3" },
    });
    expect(bare.status()).toBe(403);
    expect(await bare.json()).toMatchObject({ error: ADMIN_PASSKEY_REQUIRED, issues: [{ path: "passkey" }] });
  });

  test("the super admin requires a second factor of every admin: the setting is on, audited", async () => {
    const { page } = superAdmin;
    await openSettings(page);
    const rule = page.getByLabel("Require a second factor (passkey or TOTP) for every admin");
    expect(await rule.isChecked()).toBe(false);
    // The box follows the server's answer, not the click.
    await rule.click();
    await expectToast(page, "Every admin now needs a second factor: a passkey or two-factor codes");
    await page.waitForFunction(() => (document.getElementById("second-factor-required") as HTMLInputElement).checked);
    await shoot(page, "settings-rule", "#second-factor-rule");
    const audit = await superAdmin.context.request.get(url("/api/admin/audit-log?action=mfa.rule"));
    expect(((await audit.json()).entries as Array<{ detail: string }>)[0]?.detail).toBe("required=on");
  });

  test("an admin without a second factor is led to Settings; adding a passkey there opens the panel", async () => {
    const { page } = await browsing();
    await passwordStep(page, OTHER.username, OTHER.password);
    await page.waitForFunction(() => location.pathname === "/admin" && new URLSearchParams(location.search).get("tab") === "settings");
    await page.locator("#passkeys-card").waitFor();
    await expectToast(page, "Two-factor sign-in required");
    // Not a super admin: no rule card.
    expect(await page.locator("#second-factor-rule").count()).toBe(0);
    await page.getByLabel("Name of the new passkey").fill("Phone");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.locator(".passkeys-card__item", { hasText: "Phone" }).waitFor();
    // The last second factor cannot go while the rule is on.
    await page.getByRole("button", { name: "Remove passkey Phone" }).click();
    await expectToast(page, "Failed to remove the passkey");
    expect(await page.locator(".passkeys-card__item").count()).toBe(1);
    expect((await page.context().request.get(url("/api/admin/invitation-codes"))).status()).toBe(200);
  });

  test("with the rule off, the super admin removes their passkey in Settings after the browser proves it", async () => {
    const { page } = superAdmin;
    expect((await page.context().request.put(url("/api/admin/mfa/rule"), { data: { required: false } })).status()).toBe(200);
    await openSettings(page);
    await page.getByRole("button", { name: "Remove passkey Office laptop" }).click();
    await expectToast(page, 'Passkey "Office laptop" removed');
    await page.locator(".passkeys-card__item", { hasText: "Office laptop" }).waitFor({ state: "detached" });
    // Without the browser's passkey answer the removal is a 403 (a stolen session alone removes nothing).
    const audit = await superAdmin.context.request.get(url("/api/admin/audit-log?action=passkeys.remove"));
    const entries = (await audit.json()).entries as Array<{ actor: string; outcome: string; detail: string }>;
    expect(entries.filter((entry) => entry.actor === `admin:${ADMIN.username}`)).toEqual([
      expect.objectContaining({ outcome: "success", detail: `admin=${ADMIN.username} passkey=Office laptop` }),
    ]);
  });
});
