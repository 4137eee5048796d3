// Member passkeys in real Chromium with its virtual authenticator (the DevTools protocol's WebAuthn
// domain), against the compiled binary dist/aan with AAN_BASE_URL on localhost (decisions 0128, 0129): a member
// adds a passkey on /account, signs out, signs in with the button and with the username field's
// autofill; a second browser adds its own; a third browser on the two-device package cannot sign
// in to add a third; a copied passkey replaying an old counter is refused; the same page served
// from another origin (127.0.0.1) cannot use the passkey; revoking the first device removes its
// passkey; with two passkeys the password is turned off, and the revoke turns it back on. Screenshots of /login and /account at 1280 and 390 px go to screenshots/passkeys/.
// Steps share one server and run in order.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { binaryOnLocalhostAndBrowser, openPageWithAuthenticator, openTestPage } from "../helpers/browser";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { REPO_ROOT, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(180_000);

const MEMBER = { username: "key_holder", password: "m3mber-Pass!" };
const SHOTS = `${REPO_ROOT}/screenshots/passkeys`;
const DEVICE_LIMIT = "Device limit reached. Remove a device from a signed-in device or contact support.";

type Browsing = { context: BrowserContext; page: Page; cdp: CDPSession; authenticatorId: string };

let server: RunningServer;
let browser: Browser;
let admin: APIRequestContext;
let laptop: Browsing;
let phone: Browsing;
let origin: string;

/** A browser with Chromium's virtual platform authenticator. */
const browsing = (options: Parameters<typeof openTestPage>[1] = {}): Promise<Browsing> => openPageWithAuthenticator(browser, options);

beforeAll(async () => {
  ({ server, browser, origin } = await binaryOnLocalhostAndBrowser());
  admin = (await browser.newContext()).request;
  laptop = await browsing();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, origin).href;

async function signInWithPassword(page: Page) {
  await page.goto(url("/login"));
  await page.getByLabel("Username").fill(MEMBER.username);
  await page.getByLabel("Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function openAccount(page: Page) {
  await page.goto(url("/account"));
  await page.locator("li.device-row").first().waitFor();
}

async function signOut(page: Page) {
  await openAccount(page);
  await page
    .getByRole("button", { name: /sign out/i })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname !== "/account");
}

async function addPasskey(page: Page) {
  await openAccount(page);
  await page.getByRole("button", { name: "Add a passkey on this device" }).click();
  await page.locator("li.device-row[data-current]").getByTestId("device-passkey").waitFor();
}

async function shoot(page: Page, name: string, part?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (part) await page.locator(part).screenshot({ path: `${SHOTS}/${name}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("member passkeys in Chromium", () => {
  test("set up: an admin, a code, the member registered in the laptop browser on a two-device package", async () => {
    const code = await adminWithCode(admin, url);
    const registered = await laptop.context.request.post(url("/api/auth/register"), {
      headers: { "x-device-fingerprint": "c".repeat(64), "x-device-label": "Laptop - Chrome on Linux" },
      data: registrationData(code, { ...MEMBER, firstName: "Kay", lastName: "Holder", email: "kay.holder@example.com" }),
    });
    expect(registered.status()).toBe(200);
    await openAccount(laptop.page);
    expect(await laptop.page.getByTestId("device-count").textContent()).toBe("1 of 2 allowed");
  });

  test("the laptop adds a passkey to its own device: no new device, the row says passkey", async () => {
    await addPasskey(laptop.page);
    expect(await laptop.page.getByTestId("device-count").textContent()).toBe("1 of 2 allowed");
    expect(await laptop.page.getByRole("button", { name: "Add a passkey on this device" }).count()).toBe(0);
    const { credentials } = await laptop.cdp.send("WebAuthn.getCredentials", { authenticatorId: laptop.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe("localhost");
    await shoot(laptop.page, "account");
  });

  test("signed out, /login signs in through the username field's autofill: the browser offers the passkey, no password typed", async () => {
    await signOut(laptop.page);
    await laptop.page.goto(url("/login"));
    expect(await laptop.page.getByLabel("Username").getAttribute("autocomplete")).toBe("username webauthn");
    // The virtual authenticator answers the page's conditional request as a member picking the suggestion would.
    await laptop.page.waitForURL((u) => u.pathname === "/account");
    await laptop.page.locator("li.device-row").first().waitFor();
    expect(await laptop.page.getByTestId("device-count").textContent()).toBe("1 of 2 allowed");
    expect(await laptop.page.locator("li.device-row[data-current]").textContent()).toContain("Passkey used");
  });

  test("on a browser without passkey autofill, the button signs in with the passkey", async () => {
    // From here on this browser reports no autofill support, so only the button asks for the passkey.
    await laptop.context.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await signOut(laptop.page);
    await laptop.page.goto(url("/login"));
    await laptop.page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
    await shoot(laptop.page, "login");
    expect(new URL(laptop.page.url()).pathname).toBe("/login");
    await laptop.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await laptop.page.waitForURL((u) => u.pathname === "/account");
    await laptop.page.locator("li.device-row").first().waitFor();
    expect(await laptop.page.getByTestId("device-count").textContent()).toBe("1 of 2 allowed");
  });

  test("the phone adds its own passkey; a third browser on the two-device package cannot sign in to add one", async () => {
    phone = await browsing({ viewport: { width: 390, height: 844 } });
    await signInWithPassword(phone.page);
    await phone.page
      .waitForURL((u) => u.pathname === "/account", { timeout: 30_000 })
      .catch(async (error) => {
        await phone.page.screenshot({ path: `${SHOTS}/phone-failed.png` });
        throw error;
      });
    await addPasskey(phone.page);
    expect(await phone.page.getByTestId("device-count").textContent()).toBe("2 of 2 allowed");
    const third = await browsing();
    await signInWithPassword(third.page);
    await third.page.getByText(DEVICE_LIMIT).first().waitFor();
    expect(new URL(third.page.url()).pathname).toBe("/login");
    await third.context.close();
  });

  test("with two passkeys the laptop turns the password off (proved by the password); the right password then answers as a wrong one", async () => {
    await openAccount(laptop.page);
    const state = laptop.page.getByTestId("password-switch-state");
    expect(await state.textContent()).toBe("on");
    await laptop.page.getByRole("button", { name: "Turn the password off" }).click();
    await laptop.page.getByLabel("Current password").fill("not-the-password");
    await laptop.page.getByRole("button", { name: "Turn off with the password" }).click();
    await laptop.page.getByText("Current password is incorrect").waitFor();
    await laptop.page.getByLabel("Current password").fill(MEMBER.password);
    await laptop.page.getByRole("button", { name: "Turn off with the password" }).click();
    await laptop.page.getByTestId("password-switch-state").filter({ hasText: "off" }).waitFor();
    await shoot(laptop.page, "password-off", ".member-card:has(#account-devices)");
    const stranger = await browsing();
    await signInWithPassword(stranger.page);
    await stranger.page.getByText("Invalid username or password").first().waitFor();
    expect(new URL(stranger.page.url()).pathname).toBe("/login");
    await stranger.context.close();
  });

  test("a copy of the laptop's passkey with an old counter is refused", async () => {
    const { credentials } = await laptop.cdp.send("WebAuthn.getCredentials", { authenticatorId: laptop.authenticatorId });
    const original = credentials[0]!;
    expect(original.signCount).toBeGreaterThanOrEqual(2);
    const copy = await browsing();
    await copy.cdp.send("WebAuthn.addCredential", { authenticatorId: copy.authenticatorId, credential: { ...original, signCount: 1 } });
    // The autofill request answers with the copy at once; the server refuses it.
    await copy.page.goto(url("/login"));
    await copy.page.getByText("This passkey could not sign you in").first().waitFor();
    expect(new URL(copy.page.url()).pathname).toBe("/login");
    await copy.context.close();
  });

  test("the same page from another origin (127.0.0.1) cannot use the localhost passkey", async () => {
    const other = await browsing();
    const { credentials } = await laptop.cdp.send("WebAuthn.getCredentials", { authenticatorId: laptop.authenticatorId });
    await other.cdp.send("WebAuthn.addCredential", { authenticatorId: other.authenticatorId, credential: credentials[0]! });
    await other.page.goto(new URL("/login", server.url).href);
    await other.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await other.page.getByText("Login Failed").first().waitFor();
    expect(new URL(other.page.url()).pathname).toBe("/login");
    expect((await other.context.request.get(new URL("/api/auth/user", server.url).href)).status()).toBe(401);
    await other.context.close();
  });

  test("the phone revokes the laptop: its passkey goes with it, and the laptop's passkey signs nobody in", async () => {
    await openAccount(phone.page);
    phone.page.once("dialog", (dialog) => void dialog.accept());
    await phone.page.getByRole("button", { name: "Revoke Laptop - Chrome on Linux" }).click();
    await phone.page.getByText("1 of 2 allowed").waitFor();
    // One passkey left: the password signs in again (decision 0138).
    await phone.page.getByTestId("password-switch-state").filter({ hasText: "on" }).waitFor();
    await laptop.page.goto(url("/login"));
    await laptop.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await laptop.page.getByText("This passkey could not sign you in").first().waitFor();
    expect(new URL(laptop.page.url()).pathname).toBe("/login");
  });
});
