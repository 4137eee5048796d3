// The panel's Admins screen (System section, super admins only) in real Chromium against
// `aan serve`: the super admin creates an admin with a role, renames them, deactivates (after a
// confirm; the admin can no longer sign in) and reactivates them, removes their second factor
// (after a confirm); their own row offers no DEACTIVATE, and the API refuses it with its message.
// Every change is in the audit log. A plain admin is not offered the tab (not even by its address)
// and the API answers them 403. The steps share one page and run in order. Needs the built binary.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { AuditEntryView } from "#shared/answers/admins";
import { CANNOT_DEACTIVATE_SELF } from "#core/admins/admins";
import { deactivateAdminConfirmation, resetTwoFactorConfirmation } from "../../src/web/features/admin/admins/lib/admin-texts";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ROOT = setupFields();
const OPS_PASSWORD = "ops-Pass-1!";
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const url = (path: string) => new URL(path, server.url).href;
const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const section = (name: string) => page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name, exact: true });
const adminRow = (username: string) => page.locator(`tr[data-admin="${username}"]`);
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A sign-in outside the browser: its status and the session cookie it set. */
async function signIn(username: string, password: string, code?: string) {
  const res = await fetch(url("/api/admin/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, ...(code ? { code } : {}) }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((h) => h.split(";")[0]!)
    .join("; ");
  return { status: res.status, cookie, json: (await res.json()) as { error?: string } };
}

async function asCookie(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(url(path), {
    method,
    headers: { cookie, "content-type": "application/json", origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The audit rows of one action, oldest first, as the API lists them to the super admin. */
async function audited(action: string): Promise<Array<Pick<AuditEntryView, "actor" | "outcome" | "detail">>> {
  const res = await context.request.get(url(`/api/admin/audit-log?action=${action}`));
  const entries = ((await res.json()) as { entries: AuditEntryView[] }).entries;
  return entries.reverse().map(({ actor, outcome, detail }) => ({ actor, outcome, detail }));
}

async function expectToast(title: string, options: { description?: string; variant?: "default" | "destructive" } = {}) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  if (options.description) expect((await toast.locator(".toast__description").textContent())?.trim()).toBe(options.description);
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/** Answers the next confirm and returns its text. */
function answerConfirm(accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  expect((await context.request.post(url("/api/admin/setup"), { data: ROOT })).status()).toBe(200);
  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: ROOT.username, password: ROOT.password } })).status(),
  ).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("the Admins screen of a super admin", () => {
  test("sits in the System section and lists the super admin, marked as themself, with two-factor off", async () => {
    await page.goto(url("/admin"));
    await section("System").click();
    await tab("Admins").click();
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Status", "Settings", "Admins", "Audit Log"]);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("admins");
    const me = adminRow(ROOT.username);
    await me.waitFor();
    expect(await cell(me, "Admin").textContent()).toBe(`${ROOT.username} (you)${ROOT.fullName}`);
    expect(await cell(me, "Role").textContent()).toBe("Super admin");
    expect(await cell(me, "State").textContent()).toBe("Active");
    expect(await cell(me, "Two-factor").textContent()).toBe("Off");
    expect(await cell(me, "Last sign-in").textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  test("creates an admin with a role: the form checks first, then the new admin is listed and may sign in", async () => {
    await page.getByRole("button", { name: "+ Add admin" }).click();
    const form = page.getByRole("form", { name: "Add admin" });
    await form.getByLabel("Username").fill("ops");
    await form.getByLabel("Full name").fill("Olive Ops");
    await form.getByLabel("Password", { exact: true }).fill(OPS_PASSWORD);
    await form.getByLabel("Confirm password").fill("something-else");
    await form.getByRole("button", { name: "Create admin" }).click();
    await form.getByText("Passwords don't match").waitFor();
    await form.getByLabel("Confirm password").fill(OPS_PASSWORD);
    expect(await form.getByLabel("Role").inputValue()).toBe("admin");
    await form.getByRole("button", { name: "Create admin" }).click();
    await expectToast("Admin ops created");
    await form.waitFor({ state: "detached" });
    const ops = adminRow("ops");
    await ops.waitFor();
    expect(await cell(ops, "Role").textContent()).toBe("Admin");
    expect(await cell(ops, "Last sign-in").textContent()).toBe("Never");
    expect((await signIn("ops", OPS_PASSWORD)).status).toBe(200);
  });

  test("renames them: the old name no longer signs in, the new one does with the same password", async () => {
    await page.getByRole("button", { name: "Rename admin ops" }).click();
    const form = page.getByRole("form", { name: "Rename ops" });
    await form.getByLabel("New username").fill("ab");
    await form.getByRole("button", { name: "Rename" }).click();
    await form.getByText("Username must be at least 3 characters").waitFor();
    await form.getByLabel("New username").fill("ops-lead");
    await form.getByRole("button", { name: "Rename" }).click();
    await expectToast("Admin ops renamed to ops-lead");
    await adminRow("ops-lead").waitFor();
    await expect(adminRow("ops").count()).resolves.toBe(0);
    expect((await signIn("ops", OPS_PASSWORD)).status).toBe(401);
    expect((await signIn("ops-lead", OPS_PASSWORD)).status).toBe(200);
  });

  test("deactivates them after a confirm (dismissed first: nothing changes), then reactivates them", async () => {
    const row = adminRow("ops-lead");
    let question = answerConfirm(false);
    await row.getByRole("button", { name: "Deactivate admin ops-lead" }).click();
    expect(await question).toBe(deactivateAdminConfirmation({ username: "ops-lead" }));
    expect(await cell(row, "State").textContent()).toBe("Active");

    question = answerConfirm(true);
    await row.getByRole("button", { name: "Deactivate admin ops-lead" }).click();
    await question;
    await expectToast("Admin ops-lead deactivated");
    await page.waitForFunction(
      () => document.querySelector('tr[data-admin="ops-lead"] td[data-label="State"]')?.textContent === "Inactive",
    );
    expect((await signIn("ops-lead", OPS_PASSWORD)).status).toBe(401);

    await row.getByRole("button", { name: "Reactivate admin ops-lead" }).click();
    await expectToast("Admin ops-lead activated");
    await page.waitForFunction(() => document.querySelector('tr[data-admin="ops-lead"] td[data-label="State"]')?.textContent === "Active");
    expect((await signIn("ops-lead", OPS_PASSWORD)).status).toBe(200);
  });

  test("removes their lost second factor after a confirm: they sign in with the password alone again", async () => {
    // ops-lead sets up two-factor sign-in on their own device.
    const { cookie } = await signIn("ops-lead", OPS_PASSWORD);
    const secret = (await asCookie(cookie, "POST", "/api/admin/mfa/enroll")).json.secret as string;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    expect((await asCookie(cookie, "POST", "/api/admin/mfa/confirm", { code: totp.generate() })).status).toBe(200);
    expect((await signIn("ops-lead", OPS_PASSWORD)).json.error).toBe("Two-factor code required");

    await page.getByRole("button", { name: "Reload" }).click();
    const row = adminRow("ops-lead");
    await page.waitForFunction(() => document.querySelector('tr[data-admin="ops-lead"] td[data-label="Two-factor"]')?.textContent === "On");
    const question = answerConfirm(true);
    await row.getByRole("button", { name: "Reset two-factor sign-in of ops-lead" }).click();
    expect(await question).toBe(resetTwoFactorConfirmation({ username: "ops-lead" }));
    await expectToast("Two-factor sign-in of ops-lead removed: they sign in with their password and can set it up again");
    await page.waitForFunction(
      () => document.querySelector('tr[data-admin="ops-lead"] td[data-label="Two-factor"]')?.textContent === "Off",
    );
    expect(await row.getByRole("button", { name: "Reset two-factor sign-in of ops-lead" }).isDisabled()).toBe(true);
    expect((await signIn("ops-lead", OPS_PASSWORD)).status).toBe(200);
  });

  test("their own row offers no DEACTIVATE (the server would refuse it); the others' rows do", async () => {
    const me = adminRow(ROOT.username);
    await me.getByRole("button", { name: `Rename admin ${ROOT.username}` }).waitFor();
    expect(await me.getByRole("button", { name: /deactivate|reactivate/i }).count()).toBe(0);
    expect(await me.locator("button", { hasText: /deactivate/i }).count()).toBe(0);
    await adminRow("ops-lead").getByRole("button", { name: "Deactivate admin ops-lead" }).waitFor();
    // The server still refuses it, with its message, for a caller that is not the panel.
    const refused = await context.request.post(url(`/api/admin/admins/${ROOT.username}/deactivate`), {
      headers: { origin: server.url },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(CANNOT_DEACTIVATE_SELF);
    expect(await cell(me, "State").textContent()).toBe("Active");
  });

  test("every change is in the audit log, under the super admin's name", async () => {
    const actor = `admin:${ROOT.username}`;
    expect(await audited("admin.create")).toEqual([{ actor, outcome: "success", detail: "username=ops role=admin" }]);
    // The short name never left the browser: the form's check refused it.
    expect(await audited("admin.rename")).toEqual([{ actor, outcome: "success", detail: "username=ops new=ops-lead" }]);
    expect(await audited("admin.deactivate")).toEqual([
      { actor, outcome: "success", detail: "username=ops-lead" },
      { actor, outcome: "failure", detail: expect.stringContaining(CANNOT_DEACTIVATE_SELF) },
    ]);
    expect(await audited("admin.activate")).toEqual([{ actor, outcome: "success", detail: "username=ops-lead" }]);
    expect(await audited("mfa.reset")).toEqual([{ actor, outcome: "success", detail: "admin=ops-lead" }]);
    // And on the panel's Audit Log tab.
    await tab("Audit Log").click();
    for (const action of ["admin.create", "admin.rename", "admin.deactivate", "admin.activate", "mfa.reset"])
      await page.getByRole("cell", { name: action, exact: true }).first().waitFor();
  });

  test("on a phone the list stacks into cards with every action in reach, nothing wider than the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await tab("Admins").click();
    const row = adminRow("ops-lead");
    await row.waitFor();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    for (const name of ["Rename admin ops-lead", "Deactivate admin ops-lead", "Reset two-factor sign-in of ops-lead"]) {
      const box = await row.getByRole("button", { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // One's own card, on a phone too, has no DEACTIVATE.
    const me = adminRow(ROOT.username);
    await me.getByRole("button", { name: `Rename admin ${ROOT.username}` }).waitFor();
    expect(await me.locator("button", { hasText: /deactivate/i }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe("a plain admin", () => {
  test("is not offered the Admins tab, not even by its address, and the API refuses them (403)", async () => {
    const plain = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      // A plain admin of their own, made through the API by the super admin.
      const clerk = {
        username: "clerk",
        fullName: "Clerk Kent",
        password: "clerk-Pass-1!",
        confirmPassword: "clerk-Pass-1!",
        role: "admin",
      };
      expect((await context.request.post(url("/api/admin/admins"), { data: clerk })).status()).toBe(200);
      expect(
        (await plain.request.post(url("/api/admin/login"), { data: { username: clerk.username, password: clerk.password } })).status(),
      ).toBe(200);
      const plainPage = await plain.newPage();
      await plainPage.goto(url("/admin?tab=admins"));
      await plainPage.getByRole("tab", { name: /^Unused/, selected: true }).waitFor();
      await plainPage.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name: "System", exact: true }).click();
      await plainPage.getByRole("tab", { name: "Status", exact: true }).waitFor();
      expect(await plainPage.getByRole("tab").allTextContents()).toEqual(["Status", "Settings", "Audit Log"]);
      const list = await plain.request.get(url("/api/admin/admins"));
      expect(list.status()).toBe(403);
      expect(await list.json()).toMatchObject({ success: false, kind: "forbidden" });
      const rename = await plain.request.post(url(`/api/admin/admins/${ROOT.username}/rename`), { data: { username: "taken-over" } });
      expect(rename.status()).toBe(403);
    } finally {
      await plain.close();
    }
  });
});
