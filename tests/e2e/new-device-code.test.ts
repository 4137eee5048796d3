// The new-device code in real Chromium against the compiled binary, with mail sent to a real SMTP
// server (decision 0138): a member on a two-device package with both slots taken signs in from a
// third browser, is refused at the device limit, asks for the code by e-mail, types the code read
// from the received mail, and replaces the phone; the phone is signed out. Screenshots of the code
// steps at 1280 and 390 px go to screenshots/passkeys/.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { adminWithCode, registrationData } from "../helpers/e2e-setup";
import { freePort, REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";
import { startMailbox, type Mailbox } from "../helpers/smtp-mailbox";

setDefaultTimeout(180_000);

const MEMBER = { username: "cap_holder", password: "m3mber-Pass!", email: "cap.holder@example.com" };
const SHOTS = `${REPO_ROOT}/screenshots/passkeys`;
const DEVICE_LIMIT = "Device limit reached. Remove a device from a signed-in device or contact support.";

let server: RunningServer;
let browser: Browser;
let mailbox: Mailbox;
let origin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  const port = freePort();
  origin = `http://localhost:${port}`;
  [server, browser] = await Promise.all([
    startServer({
      port,
      command: [`${REPO_ROOT}/dist/aan`],
      env: { AAN_BASE_URL: origin, AAN_SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` },
    }),
    launchBrowser(),
  ]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

const url = (path: string) => new URL(path, origin).href;

describe("the new-device code in Chromium", () => {
  test("a third browser past the cap replaces the phone with the code from the mail", async () => {
    const admin = (await browser.newContext()).request;
    const code = await adminWithCode(admin, url);
    const laptop = (await browser.newContext()).request;
    const registered = await laptop.post(url("/api/auth/register"), {
      headers: { "x-device-fingerprint": "a".repeat(64), "x-device-label": "Laptop - Chrome on Linux" },
      data: registrationData(code, { ...MEMBER, firstName: "Cap", lastName: "Holder" }),
    });
    expect(registered.status()).toBe(200);
    const phone = (await browser.newContext()).request;
    const phoneSignIn = await phone.post(url("/api/auth/login"), {
      headers: { "x-device-fingerprint": "b".repeat(64), "x-device-label": "Phone - Safari on iOS" },
      data: { username: MEMBER.username, password: MEMBER.password },
    });
    expect(phoneSignIn.status()).toBe(200);

    const { page } = await openTestPage(browser);
    await page.goto(url("/login"));
    await page.getByLabel("Username").fill(MEMBER.username);
    await page.getByLabel("Password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText(DEVICE_LIMIT).first().waitFor();
    await page.getByRole("button", { name: "Send the code by e-mail" }).click();
    await page.getByRole("textbox", { name: "Code", exact: true }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/new-device-code-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The mail as the SMTP server received it; the outbox sends it within moments.
    let mailed: string | undefined;
    for (let i = 0; i < 300 && !mailed; i++) {
      mailed = mailbox.mails.find((m) => m.to === MEMBER.email && m.text.includes("new-device code"))?.text;
      if (!mailed) await Bun.sleep(100);
    }
    const sixDigits = /^\s+(\d{6})\s*$/m.exec(mailed ?? "")?.[1];
    expect(sixDigits).toMatch(/^\d{6}$/);
    await page.getByRole("textbox", { name: "Code", exact: true }).fill(sixDigits!);
    await page.getByRole("button", { name: "Check the code" }).click();
    await page.getByRole("button", { name: "Replace Phone - Safari on iOS" }).waitFor();
    await page.getByTestId("new-device-code").screenshot({ path: `${SHOTS}/new-device-choose-1280.png` });
    await page.getByRole("button", { name: "Replace Phone - Safari on iOS" }).click();
    await page.waitForURL((u) => u.pathname === "/account");
    await page.locator("li.device-row").first().waitFor();
    expect(await page.getByTestId("device-count").textContent()).toBe("2 of 2 allowed");
    expect(
      (
        await phone.get(url("/api/auth/user"), {
          headers: { "x-device-fingerprint": "b".repeat(64), "x-device-label": "Phone - Safari on iOS" },
        })
      ).status(),
    ).toBe(401);
  });
});
