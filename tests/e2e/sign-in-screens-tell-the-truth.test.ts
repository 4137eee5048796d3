// What a person meets around signing in, in real Chromium against `aan serve` on a fresh database
// (decisions 0097, 0098, 0099), at 1280 and 390 px: on a fresh install /admin opens the setup with
// no "Authentication Required" toast over it; a page the app moved to on load draws no focus box
// on its heading; an admin's first sign-in says "Welcome", the next "Welcome back"; the panel's
// audit log shows a rolled-up row's count (×N); a reused two-factor code is answered "This code
// was just used; wait for the next one", and its toast leaves the Sign In button uncovered on a
// phone; a reset link replaced by a newer request says it is dead as its page opens, before any
// password is typed. The steps share one server and run in order. Needs the built SPA.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { NotificationView } from "#shared/answers/members";
import { INVALID_RESET_TOKEN } from "#core/members/password-reset";
import { MFA_CODE_JUST_USED } from "#shared/schemas/admin";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { deviceHeaders, registration } from "../helpers/member-session";
import { startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const ADMIN = setupFields();
const WIDTHS = [1280, 390] as const;

let server: RunningServer;
let browser: Browser;
/** The admin's own browser for API calls (signed in once the welcome steps are done). */
let admin: BrowserContext;

const url = (path: string) => new URL(path, server.url).href;

/** A page of a fresh context at `width` (a phone's height at 390), closed after `use`. */
async function atWidth(width: number, use: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await openTestPage(browser, { viewport: { width, height: width === 390 ? 844 : 800 } });
  page.setDefaultTimeout(10_000);
  try {
    await use(page);
  } finally {
    await context.close();
  }
}

/** Once the page's reads have answered and two frames have been drawn (the heading's focus is moved in a frame). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The element drawing a focus box, as "TAG text", or null. */
const focusBox = (page: Page) =>
  page.evaluate(() => {
    const shown = document.querySelector(":focus-visible");
    return shown && getComputedStyle(shown).outlineStyle !== "none" ? `${shown.tagName} ${shown.textContent?.trim()}` : null;
  });

async function toastSays(page: Page, title: string): Promise<string> {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  return (await toast.locator(".toast__description").textContent())?.trim() ?? "";
}

async function signInThroughTheForm(page: Page): Promise<void> {
  await page.goto(url("/admin-login"));
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_SMTP_URL: "", AAN_SMS_WEBHOOK_URL: "" } }), launchBrowser()]);
  admin = await browser.newContext();
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe("a fresh install", () => {
  for (const width of WIDTHS) {
    test(`/admin opens the setup at ${width} px, with no 'Authentication Required' toast over it and no focus box`, async () => {
      await atWidth(width, async (page) => {
        await page.goto(url("/admin"));
        await page.waitForURL((u) => u.pathname === "/admin-setup");
        await page.getByRole("heading", { name: "Initial Admin Setup" }).waitFor();
        await settled(page);
        expect(await page.locator(".toast").count()).toBe(0);
        expect(await focusBox(page)).toBeNull();
      });
    });
  }
});

describe("once set up", () => {
  beforeAll(async () => {
    expect((await admin.request.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);
  });

  for (const width of WIDTHS) {
    test(`a signed-out visitor at /admin meets 'Authentication Required' at the login (${width} px), and its heading draws no focus box`, async () => {
      await atWidth(width, async (page) => {
        await page.goto(url("/admin"));
        await page.waitForURL((u) => u.pathname === "/admin-login");
        expect(await toastSays(page, "Authentication Required")).toBe("Please log in to access admin panel");
        await page.getByRole("heading", { name: "Admin Access" }).waitFor();
        await settled(page);
        expect(await focusBox(page)).toBeNull();
      });
    });
  }

  test("the first sign-in says 'Welcome', the next one 'Welcome back'", async () => {
    await atWidth(1280, async (page) => {
      await signInThroughTheForm(page);
      expect(await toastSays(page, "Admin Login Successful")).toBe(`Welcome, ${ADMIN.fullName}`);
    });
    await atWidth(390, async (page) => {
      await signInThroughTheForm(page);
      expect(await toastSays(page, "Admin Login Successful")).toBe(`Welcome back, ${ADMIN.fullName}`);
    });
    expect(
      (await admin.request.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status(),
    ).toBe(200);
  });

  describe("the audit log", () => {
    // Three sign-ins under a name nobody has, from one address within a minute: one row, ×3.
    beforeAll(async () => {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(url("/api/admin/login"), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "ghost", password: "not-the-password" }),
        });
        expect(res.status).toBe(401);
      }
    });

    for (const width of WIDTHS) {
      test(`shows how many refusals a rolled-up row stands for (×N) at ${width} px`, async () => {
        const { context, page } = await openTestPage(browser);
        page.setDefaultTimeout(10_000);
        try {
          await context.addCookies(await admin.cookies());
          await page.goto(url("/admin"));
          await page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name: "System", exact: true }).click();
          await page.getByRole("tab", { name: "Audit Log", exact: true }).click();
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          const row = page.locator("tr", { hasText: "anonymous:ghost" });
          await row.waitFor();
          const outcome = row.locator('td[data-label="Outcome"]');
          expect((await outcome.textContent())?.replace(/\s+/g, " ").trim()).toBe("failure ×3");
          // The count reads on the outcome's line, in the table and in a phone's card alike.
          const [word, count] = await Promise.all([
            outcome.locator(".audit-outcome").boundingBox(),
            outcome.locator(".audit-repeats").boundingBox(),
          ]);
          expect(Math.abs(word!.y + word!.height / 2 - (count!.y + count!.height / 2))).toBeLessThan(word!.height);
          expect(count!.x).toBeGreaterThan(word!.x);
        } finally {
          await context.close();
        }
      });
    }
  });
});

describe("a reused two-factor code", () => {
  let confirmingCode = "";
  beforeAll(async () => {
    const enrol = await admin.request.post(url("/api/admin/mfa/enroll"));
    const secret = ((await enrol.json()) as { secret: string }).secret;
    confirmingCode = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await admin.request.post(url("/api/admin/mfa/confirm"), { data: { code: confirmingCode } })).status()).toBe(200);
  });

  // The first sign-in after the enrolment, with the code just typed to confirm it, within its minute.
  for (const width of [390, 1280]) {
    test(`is answered 'just used' under the code field, in a toast over no button: Sign In stays clear, and at the page's end nothing is under it (${width} px)`, async () => {
      await atWidth(width, async (page) => {
        await signInThroughTheForm(page);
        const code = page.getByLabel("Two-factor code");
        await code.waitFor();
        await code.fill(confirmingCode);
        const signIn = page.getByRole("button", { name: "Sign In", exact: true });
        await signIn.click();
        expect(await toastSays(page, "Login Failed")).toBe(MFA_CODE_JUST_USED);
        await page.locator("#admin-login").getByText(MFA_CODE_JUST_USED).first().waitFor();
        // The button the person will press again with the next code is above the toast, not under it:
        // measured once the toast has slid in (its entry moves it sideways) and the page has drawn.
        const boxes = await page.evaluate(async () => {
          const toast = document.querySelector(".toast[data-state='open']")!;
          await Promise.all(toast.getAnimations().map((animation) => animation.finished));
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const button = [...document.querySelectorAll("#admin-login button")].find((b) => b.textContent?.includes("Sign In"))!;
          const b = button.getBoundingClientRect();
          const t = toast.getBoundingClientRect();
          const covered = b.bottom > t.top && b.top < t.bottom && b.right > t.left && b.left < t.right;
          return { covered, onScreen: b.top >= 0 && b.bottom <= window.innerHeight, button: [b.top, b.bottom], toast: [t.top, t.bottom] };
        });
        expect(boxes).toMatchObject({ covered: false, onScreen: true });
        // Scrolled to the page's end, no button or link of the page is left under the toast.
        const underTheToast = await page.evaluate(async () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const t = document.querySelector(".toast[data-state='open']")!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>("#main a[href], #main button")]
            .filter((element) => {
              const b = element.getBoundingClientRect();
              return b.height > 0 && b.bottom > t.top && b.top < t.bottom && b.right > t.left && b.left < t.right;
            })
            .map((element) => element.textContent?.trim());
        });
        expect(underTheToast).toEqual([]);
        expect(await signIn.isEnabled()).toBe(true);
      });
    });
  }
});

describe("reset links", () => {
  let olderLink = "";
  let newerLink = "";
  beforeAll(async () => {
    const codes = (await (await admin.request.get(url("/api/admin/invitation-codes"))).json()) as {
      codes: { unused: Array<{ code: string }> };
    };
    const body = registration(codes.codes.unused[0]!.code);
    const registered = await fetch(url("/api/auth/register"), {
      method: "POST",
      headers: { "content-type": "application/json", ...deviceHeaders("reset-laptop") },
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const asked = await fetch(url("/api/auth/password-reset/request"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identifier: body.email, resetType: "email" }),
      });
      expect(asked.status).toBe(200);
      // Apart by a few milliseconds, so the two mails' times say which came first.
      await Bun.sleep(5);
    }
    // Without a transport the mails are held for the operator.
    const held = (await (await admin.request.get(url("/api/admin/outbox?status=held"))).json()) as { notifications: NotificationView[] };
    const links = held.notifications
      .filter((n) => n.purpose === "password_reset")
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .map((n) => /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(n.body)![0]);
    expect(links).toHaveLength(2);
    [olderLink, newerLink] = links as [string, string];
  });

  for (const width of WIDTHS) {
    test(`a link replaced by a newer request says so as its page opens, with no password fields (${width} px); the newer one shows the form`, async () => {
      await atWidth(width, async (page) => {
        await page.goto(url(olderLink));
        await page.getByRole("alert").filter({ hasText: INVALID_RESET_TOKEN }).waitFor();
        expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
        await page.getByRole("link", { name: "Request a New Link" }).waitFor();

        await page.goto(url(newerLink));
        await page.getByLabel("New password", { exact: true }).waitFor();
        expect(await page.getByRole("alert").filter({ hasText: INVALID_RESET_TOKEN }).count()).toBe(0);
      });
    });
  }
});
