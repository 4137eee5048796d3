// The member's forms and the signed-in frame in real Chromium against `aan serve` (one fresh server
// and database for the file): a registration refused for its code keeps both passwords and goes
// through once the code is fixed; sign-in keeps the password at the device limit, empties a wrong one; the packages page's notice speaks to whoever reads it (visitor,
// member, member with a package, admin); the signed-in header is one row on a phone; the
// countdown badges cover no control on a phone (the packages page scrolled, WEEKLY tapped) nor at
// 1280; a Ghost member's claim form offers attorney assistance disabled with the reason; an admin
// on a public page sees ADMIN, not LOGIN. Needs the built SPA (bun run build).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { NOT_IN_PACKAGE } from "../../src/web/features/member/claims/lib/service-choices";
import { serviceTypeName } from "../../src/web/features/member/claims/lib/claim-texts";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const MEMBER = {
  username: "ghost_rider",
  firstName: "Gail",
  lastName: "Rider",
  email: "gail.rider@example.com",
  phone: "(713) 555-0199",
  password: "r1der-Pass!",
};
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let server: RunningServer;
let browser: Browser;
let desktopContext: BrowserContext;
let desktop: Page;
let phoneContext: BrowserContext;
let phone: Page;
let adminContext: BrowserContext;
let adminPage: Page;
let code: string;

const url = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AAN_SMTP_URL: "", AAN_SMS_WEBHOOK_URL: "" } }), launchBrowser()]);
  ({ context: desktopContext, page: desktop } = await openTestPage(browser));
  ({ context: phoneContext, page: phone } = await openTestPage(browser, PHONE));
  ({ context: adminContext, page: adminPage } = await openTestPage(browser));
  const fields = setupFields();
  expect((await adminContext.request.post(url("/api/admin/setup"), { data: fields })).status()).toBe(200);
  // Signed in through the login page, as an admin does: the browser then knows an admin is here.
  await adminPage.goto(url("/admin-login"));
  await adminPage.getByLabel("Username").fill(fields.username);
  await adminPage.getByLabel("Password").fill(fields.password);
  await adminPage.getByRole("button", { name: "Sign In", exact: true }).click();
  await adminPage.waitForURL((u) => u.pathname === "/admin");
  const codes = (await (await adminContext.request.get(url("/api/admin/invitation-codes"))).json()) as {
    codes: { unused: Array<{ code: string }> };
  };
  code = codes.codes.unused[0]!.code;
});

afterAll(async () => {
  for (const context of [desktopContext, phoneContext, adminContext]) await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Closes every open toast, so none lies over a control the test looks at. */
async function dismissToasts(page: Page) {
  for (const button of await page.locator(".toast[data-state='open']").getByRole("button", { name: "Dismiss notification" }).all()) {
    await button.evaluate((b) => (b as HTMLButtonElement).click());
  }
  await page
    .locator(".toast[data-state='open']")
    .waitFor({ state: "detached" })
    .catch(() => undefined);
}

const notice = (page: Page) => page.getByTestId("activation-notice");

/** The bottom of the fixed frame (top bar, badges): the page scrolls beneath it. */
const frameBottom = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll(".top-bar, .countdown-dock--strip")].map((el) => el.getBoundingClientRect().bottom)),
  );

/**
 * Every control of the page whose centre is in sight (below the fixed frame, inside the window):
 * the ones on which something else lies at their centre. Empty when nothing covers a control.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const frame = Math.max(
      0,
      ...[...document.querySelectorAll(".top-bar, .countdown-dock--strip")].map((el) => el.getBoundingClientRect().bottom),
    );
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("main a[href], main button, main input, main select, main textarea")) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y <= frame || y >= window.innerHeight || x <= 0 || x >= window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === control || control.contains(hit)))
        covered.push(`${control.tagName} "${control.textContent?.trim().slice(0, 30)}" under ${hit?.className || hit?.tagName}`);
    }
    return covered;
  });
}

/** The badges' boxes against the frame's own buttons: none may lie on another. */
function badgesOverlappingButtons(page: Page) {
  return page.evaluate(() => {
    const badges = [...document.querySelectorAll(".countdown-badge")].map((el) => el.getBoundingClientRect());
    const buttons = [...document.querySelectorAll(".top-bar button, .site-header a, .site-header button")].map((el) =>
      el.getBoundingClientRect(),
    );
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return badges.filter((badge) => buttons.some((button) => meets(badge, button))).length;
  });
}

/**
 * The badges meeting a button once the header has settled, as a person looks at it: asked again
 * for up to 2 s while any does. Right after sign-in, the badges were seen (once in several runs,
 * at 640 px) on a second line of the top bar under the logo for under a second.
 */
async function settledOverlaps(page: Page) {
  let overlapping = await badgesOverlappingButtons(page);
  for (let tries = 0; tries < 20 && overlapping > 0; tries++) {
    await page.waitForTimeout(100);
    overlapping = await badgesOverlappingButtons(page);
  }
  return overlapping;
}

/**
 * The header's nav: the top of each of its buttons (one row: one top), and how far it reaches.
 * Read as a person sees it, once the web font is in: until then the fallback font's wider text
 * can wrap the top bar for a moment.
 */
async function headerRow(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => {
    const items = [...document.querySelectorAll("nav[aria-label='Main'] > *")].map((el) => el.getBoundingClientRect());
    return {
      tops: [...new Set(items.map((b) => Math.round(b.top)))],
      right: Math.max(...items.map((b) => b.right)),
      count: items.length,
      narrowest: Math.min(...items.map((b) => b.width)),
    };
  });
}

describe("forms keep what was typed", () => {
  test("a visitor reads ACTIVATION REQUIRED with the ways in", async () => {
    await desktop.goto(url("/deployment-packages"));
    await notice(desktop).waitFor();
    expect(await notice(desktop).getAttribute("data-reader")).toBe("visitor");
    expect(await notice(desktop).innerText()).toContain("ACTIVATION REQUIRED");
    expect(
      await notice(desktop)
        .getByRole("link", { name: /Sign in/ })
        .getAttribute("href"),
    ).toBe("/login");
  });

  test("registration refused for a wrong code keeps both passwords; fixing the code alone registers", async () => {
    await desktop.goto(url("/register"));
    await desktop.getByLabel("Invitation code").fill("WRONG-CODE-0000");
    await desktop.getByLabel("First name").fill(MEMBER.firstName);
    await desktop.getByLabel("Last name").fill(MEMBER.lastName);
    await desktop.getByLabel("Email").fill(MEMBER.email);
    await desktop.getByLabel("Phone").fill(MEMBER.phone);
    await desktop.getByLabel("Company").fill("Rider Roofing");
    await desktop.getByLabel("Position").selectOption("Attorney");
    await desktop.getByLabel("Username").fill(MEMBER.username);
    await desktop.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await desktop.getByLabel("Confirm password").fill(MEMBER.password);
    await desktop.getByLabel("I am 18 or older").check();
    await desktop.getByLabel(/I accept the terms of service/).check();
    await desktop.getByRole("button", { name: "Create Account" }).click();

    const codeField = desktop.getByLabel("Invitation code");
    await desktop.locator("#member-register-invitationCode[aria-invalid='true']").waitFor();
    expect(await codeField.getAttribute("aria-invalid")).toBe("true");
    // Everything typed is still there, the passwords too.
    expect(await desktop.getByLabel("Password", { exact: true }).inputValue()).toBe(MEMBER.password);
    expect(await desktop.getByLabel("Confirm password").inputValue()).toBe(MEMBER.password);
    expect(await desktop.getByLabel("Username").inputValue()).toBe(MEMBER.username);
    expect(await desktop.getByLabel("I am 18 or older").isChecked()).toBe(true);
    await dismissToasts(desktop);

    await codeField.fill(code);
    await desktop.getByRole("button", { name: "Create Account" }).click();
    await desktop.waitForURL((u) => u.pathname === "/account");
    await desktop.locator('.countdown-badge[data-type="purchase"]').waitFor();
    await desktop.locator('.countdown-badge[data-type="access"]').waitFor();
  });
});

describe("the signed-in frame", () => {
  test("at 1280 the header is one row and the badges, in the top bar, cover no control while the packages page scrolls", async () => {
    await dismissToasts(desktop);
    await desktop.goto(url("/deployment-packages"));
    await desktop.locator(".countdown-badge").first().waitFor();
    await notice(desktop).waitFor();
    const row = await headerRow(desktop);
    expect(row.tops.length).toBe(1);
    expect(await badgesOverlappingButtons(desktop)).toBe(0);
    // The badges are inside the fixed bar: the page's content starts below it.
    expect(await desktop.locator(".top-bar .countdown-badge").count()).toBe(2);

    await desktop.getByRole("button", { name: /Select Ghost/ }).click();
    await desktop.locator('article[data-package="ghost"]').getByRole("button", { name: "Purchase now" }).click();
    const height = await desktop.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const share of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
      await desktop.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
      expect(await coveredControls(desktop)).toEqual([]);
    }
  });

  test("a signed-in member without a package is told the account is active, not to sign in", async () => {
    await desktop.evaluate(() => window.scrollTo(0, 0));
    expect(await notice(desktop).getAttribute("data-reader")).toBe("member");
    const text = await notice(desktop).innerText();
    expect(text).toContain("ACCOUNT ACTIVE");
    expect(text).not.toContain("ACTIVATION REQUIRED");
    expect(text).toContain(`signed in as ${MEMBER.username}`);
    // No package has a payment link here: its button reads CONTACT US TO BUY, and the notice says so.
    await notice(desktop).getByText("CONTACT US TO BUY takes you to the contact form").waitFor();
    expect(await notice(desktop).innerText()).not.toContain("payment page");
  });

  test("at 390 px the signed-in header is one row; the phone scrolls the packages page and taps WEEKLY with no badge in the way", async () => {
    await phone.goto(url("/login"));
    await phone.getByLabel("Username").fill(MEMBER.username);
    await phone.getByLabel("Password").fill(MEMBER.password);
    await phone.getByRole("button", { name: "Sign In", exact: true }).click();
    await phone.waitForURL((u) => u.pathname === "/account");
    await phone.locator(".countdown-badge").first().waitFor();
    await dismissToasts(phone);

    const row = await headerRow(phone);
    expect(row.count).toBe(5);
    expect(row.tops.length).toBe(1);
    expect(row.right).toBeLessThanOrEqual(390);
    // The member's own button still shows (part of) the name, and Sign out is there by its name.
    expect(row.narrowest).toBeGreaterThan(30);
    expect(await phone.getByTestId("header-member").isVisible()).toBe(true);
    expect(await phone.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await badgesOverlappingButtons(phone)).toBe(0);

    await phone.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "PACKAGES" }).tap();
    await phone.waitForURL((u) => u.pathname === "/deployment-packages");
    const ghost = phone.locator('article[data-package="ghost"]');
    await phone.getByRole("button", { name: /Select Ghost/ }).tap();
    await ghost.getByRole("button", { name: "Purchase now" }).tap();
    const weekly = ghost.getByRole("button", { name: /Weekly/ });
    await weekly.waitFor();
    expect(await weekly.innerText()).toContain("$2,656");
    // Monthly first: its rules panel below makes the page long enough for WEEKLY to reach the top.
    await ghost.getByRole("button", { name: /Monthly/ }).tap();
    await phone.waitForFunction(() => document.activeElement?.id === "purchase-rules-title");

    // The button at several heights of the screen, from just under the frame to the bottom.
    const frame = await frameBottom(phone);
    const viewport = PHONE.viewport.height;
    for (const at of [frame + 4, frame + 60, viewport / 2, viewport - 80]) {
      await weekly.evaluate((el, y) => {
        const box = el.getBoundingClientRect();
        window.scrollBy({ top: box.top - y, behavior: "instant" });
      }, at);
      // The button really is there: the check below is about that height.
      expect(Math.abs((await weekly.evaluate((el) => el.getBoundingClientRect().top)) - at)).toBeLessThan(2);
      const hit = await weekly.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top === el || el.contains(top);
      });
      expect(hit).toBe(true);
      expect(await coveredControls(phone)).toEqual([]);
    }
    await weekly.tap();
    await phone.locator("#purchase-rules").waitFor();
    expect(await phone.getByTestId("purchase-frequency").textContent()).toBe("Weekly");
  });
});

describe("sign-in keeps a password that was right", () => {
  test("a third browser meets the device limit and keeps the password; a wrong password is emptied", async () => {
    // Another screen size: another browser by its traits too, not only by its cookies.
    const { context, page } = await openTestPage(browser, { viewport: { width: 1100, height: 760 } });
    try {
      await page.goto(url("/login"));
      await page.getByLabel("Username").fill(MEMBER.username);
      await page.getByLabel("Password").fill(MEMBER.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.locator("#member-login-error", { hasText: "Device limit reached" }).waitFor();
      expect(await page.getByLabel("Password").inputValue()).toBe(MEMBER.password);

      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.locator("#member-login-error", { hasText: "Invalid username or password" }).waitFor();
      expect(await page.getByLabel("Password").inputValue()).toBe("");
      expect(await page.getByLabel("Username").inputValue()).toBe(MEMBER.username);
    } finally {
      await context.close();
    }
  });
});

describe("the header between phone and desktop", () => {
  test("at 1024, 768 and 640 px the signed-in header is one row too, and no badge meets a button", async () => {
    // Each width is a browser of its own, signed in: the member gets room for them.
    const members = (await (await adminContext.request.get(url(`/api/admin/members?q=${MEMBER.username}`))).json()) as {
      items: Array<{ id: string; username: string }>;
    };
    const id = members.items.find((m) => m.username === MEMBER.username)!.id;
    expect((await adminContext.request.put(url(`/api/admin/members/${id}/max-devices`), { data: { maxDevices: 6 } })).status()).toBe(200);
    for (const width of [1024, 768, 640]) {
      const { context, page } = await openTestPage(browser, { viewport: { width, height: 700 } });
      try {
        await page.goto(url("/login"));
        await page.getByLabel("Username").fill(MEMBER.username);
        await page.getByLabel("Password").fill(MEMBER.password);
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await page.waitForURL((u) => u.pathname === "/account");
        await page.getByTestId("header-member").waitFor();
        await page.locator(".countdown-badge").first().waitFor();
        const row = await headerRow(page);
        expect({ width, items: row.count, rows: row.tops.length, fits: row.right <= width }).toEqual({
          width,
          items: 5,
          rows: 1,
          fits: true,
        });
        expect(await settledOverlaps(page)).toBe(0);
      } finally {
        await context.close();
      }
    }
    // Three browsers each sign in (a password hash each): 22 s on a busy two-core run, near the file's 30.
  }, 90_000);
});

describe("choices that cannot succeed", () => {
  test("a Ghost member's claim form offers attorney assistance disabled, with the reason", async () => {
    const members = (await (await adminContext.request.get(url(`/api/admin/members?q=${MEMBER.username}`))).json()) as {
      items: Array<{ id: string; username: string }>;
    };
    const id = members.items.find((m) => m.username === MEMBER.username)!.id;
    const activated = await adminContext.request.post(url(`/api/admin/members/${id}/subscription`), {
      data: { plan: "ghost", frequency: "monthly" },
    });
    expect(activated.status()).toBe(200);

    // Preselected by a link, a service the package cannot give is not kept.
    await desktop.goto(url("/claims/new?type=attorney_assistance"));
    const service = desktop.getByLabel("Service requested");
    const attorney = service.locator('option[value="attorney_assistance"]');
    await desktop.waitForFunction(() => document.querySelector('option[value="estimate"]')?.textContent?.includes("left"));
    expect(await attorney.isDisabled()).toBe(true);
    expect(await attorney.textContent()).toBe(`${serviceTypeName("attorney_assistance")} — ${NOT_IN_PACKAGE}`);
    expect(await service.inputValue()).toBe("");
    expect(await service.locator('option[value="estimate"]').isDisabled()).toBe(false);
    expect(await service.locator('option[value="estimate"]').textContent()).toBe(`${serviceTypeName("estimate")} (9 left)`);
    // Closed, the list cannot show why: the line under it says it.
    expect(await desktop.locator("#new-claim-serviceRequestType-hint").textContent()).toContain(
      `Not available now: ${serviceTypeName("attorney_assistance")} (${NOT_IN_PACKAGE})`,
    );
  });

  test("the member holding Ghost reads that they hold it on the packages page", async () => {
    await desktop.goto(url("/deployment-packages"));
    await notice(desktop).waitFor();
    expect(await notice(desktop).getAttribute("data-reader")).toBe("holder");
    expect(await notice(desktop).innerText()).toContain("GHOST PACKAGE ACTIVE");
  });
});

describe("an admin on the public pages", () => {
  test("sees ADMIN (to the panel) where LOGIN was, and a notice meant for an admin", async () => {
    await adminPage.goto(url("/about-network"));
    const nav = adminPage.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "ADMIN", exact: true }).waitFor();
    expect(await nav.getByRole("link", { name: "ADMIN", exact: true }).getAttribute("href")).toBe("/admin");
    expect(await nav.getByRole("link", { name: "LOGIN", exact: true }).count()).toBe(0);

    await nav.getByRole("link", { name: "PACKAGES" }).click();
    await notice(adminPage).waitFor();
    expect(await notice(adminPage).getAttribute("data-reader")).toBe("admin");
    expect(await notice(adminPage).innerText()).toContain("ADMIN VIEW");
  });

  test("signed out, the admin's browser shows LOGIN again", async () => {
    await adminPage.goto(url("/admin"));
    await adminPage.getByRole("button", { name: "Sign out" }).click();
    await adminPage.waitForURL((u) => u.pathname === "/admin-login");
    await adminPage.goto(url("/about-network"));
    const nav = adminPage.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "LOGIN", exact: true }).waitFor();
    expect(await nav.getByRole("link", { name: "ADMIN", exact: true }).count()).toBe(0);
  });
});
