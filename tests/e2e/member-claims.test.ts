// The member's claim screens in real Chromium against `aan serve` (one fresh server and database
// for the file). Set up through the API: an admin, a member registered on another device, and a
// Ghost package for them. In the browser: /claims sends a visitor to the login and back → the
// package's quotas → a new estimate claim (the schema's messages first) → a PDF and a JPEG, each
// in its own request with its own bar → the estimates quota one lower → an admin's move to
// in_review with a note seen in the history after a reload → a GIF named .png refused with the
// server's words, a .gif refused before sending → a service request, prefilled → a second claim
// cancelled (asked first) and its unit back. Steps share one page and run in order. Needs the
// built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "playwright-core";
import { COL_AFTER_DOL_MESSAGE } from "#shared/schemas/claims";
import { launchBrowser, openTestPage, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";

const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };
const MEMBER = { username: "field_ops", firstName: "Frank", lastName: "Adler", email: "frank.adler@example.com", password: "m3mber-Pass!" };
const ADDRESS = "12 Oak Street, Tampa, FL 33602";
const NOTE = "Estimate reviewed: roof slopes need photos";
const TYPE_REFUSED = "Only ESX, JPEG, PNG and PDF files are accepted";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;
let memberId: string;
let claimId: string;
let estimatesAtStart: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  admin = (await browser.newContext()).request;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).href;
const pathOf = () => new URL(page.url()).pathname;
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The one open toast with this title; closed afterwards so the next step's toast is the only one. */
async function expectToast(title: string, options: { description?: string; variant?: "default" | "destructive" } = {}) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  expect((await toast.locator(".toast__title").textContent())?.trim()).toBe(title);
  if (options.description !== undefined)
    expect((await toast.locator(".toast__description").textContent())?.trim()).toBe(options.description);
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/** A field's own message: named by its aria-describedby, with aria-invalid on the field. */
async function expectFieldMessage(field: Locator, message: string) {
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const messageId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await page.locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

const quota = (service: string) => page.locator(`.quota[data-service="${service}"]`);
const uploadRow = (name: string) => page.locator(`.upload__item[data-name="${name}"]`);

/** A small real PDF and JPEG (the server reads their first bytes), and a GIF. */
const pdfBytes = Buffer.concat([
  Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n"),
  Buffer.alloc(600_000, 0x20),
  Buffer.from("\n%%EOF\n"),
]);
const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(300_000, 0x11),
  Buffer.from([0xff, 0xd9]),
]);
const gifBytes = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(64, 0)]);

/** Files the claim's new-claim form with the given service; answers the claim's id from the URL. */
async function fileClaim(service: string) {
  await page.getByLabel("Service requested").selectOption(service);
  await page.getByLabel("Property address").fill(ADDRESS);
  await page.getByLabel("Homeowner name").fill("Carol Client");
  await page.getByLabel("Cause of Loss date").fill("2026-10-01");
  await page.getByLabel("Date of Loss").fill("2026-10-02");
  await page.getByLabel("Inspection status").selectOption("pending");
  await page.getByLabel("Original claim amount ($)").fill("$52,000.00");
  await page.getByRole("button", { name: "File claim" }).click();
  await expectToast("Claim submitted");
  await page.waitForURL((u) => /^\/claims\/[0-9a-f-]{36}$/.test(u.pathname));
  await page.getByRole("heading", { name: ADDRESS }).waitFor();
  return pathOf().split("/").pop()!;
}

describe("member claim screens", () => {
  test("set up through the API: an admin, a member on another device, and a Ghost package for them", async () => {
    const setup = await admin.post(url("/api/admin/setup"), {
      data: { username: ADMIN.username, fullName: ADMIN.fullName, password: ADMIN.password, confirmPassword: ADMIN.password },
    });
    expect(setup.status()).toBe(200);
    expect((await admin.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(
      200,
    );
    const code = (await (await admin.get(url("/api/admin/invitation-codes"))).json()).codes.unused[0].code;
    const phone = { "x-device-fingerprint": "a".repeat(64), "x-device-label": "Mobile - Safari on iOS" };
    const registered = await (
      await browser.newContext()
    ).request.post(url("/api/auth/register"), {
      headers: phone,
      data: {
        invitationCode: code,
        firstName: MEMBER.firstName,
        lastName: MEMBER.lastName,
        email: MEMBER.email,
        phone: "(713) 555-0142",
        companyName: "Adler Roofing",
        position: "Public Adjuster",
        licenseNumber: "PA-1234",
        username: MEMBER.username,
        password: MEMBER.password,
        confirmPassword: MEMBER.password,
        ageConfirmed: true,
        termsAccepted: true,
      },
    });
    expect(registered.status()).toBe(200);
    memberId = (await registered.json()).user.id;
    const activated = await admin.post(url(`/api/admin/members/${memberId}/subscription`), {
      data: { plan: "ghost", frequency: "monthly" },
    });
    expect(activated.status()).toBe(200);
  });

  test("/claims without a session goes to the login and comes back after signing in; the package's quotas are at the top", async () => {
    await page.goto(url("/claims"));
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("next") === "/claims");
    await page.getByLabel("Username").fill(MEMBER.username);
    await page.getByLabel("Password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/claims");
    await page.getByRole("heading", { name: "Claims", exact: true }).waitFor();
    await quota("estimate").waitFor();
    estimatesAtStart = Number(await quota("estimate").getAttribute("data-remaining"));
    expect(estimatesAtStart).toBeGreaterThan(1);
    expect(await quota("estimate").innerText()).toMatch(new RegExp(`ESTIMATE\\s+${estimatesAtStart} of ${estimatesAtStart} left`, "i"));
    expect(await page.locator(".claims-package__plan").innerText()).toContain("Ghost");
    await page.getByText("No claims yet").waitFor();
  });

  test("/claims/new: each field says what is wrong, in the schema's words; a filed claim opens its page", async () => {
    await page.getByRole("link", { name: "+ New claim" }).click();
    await page.waitForURL((u) => u.pathname === "/claims/new");
    // Readable names in the lists, the stored keys as values; the service says what is left.
    expect(await page.getByLabel("Inspection status").locator("option[value='not_required']").textContent()).toBe("Not required");
    expect(await page.getByLabel("Service requested").locator("option[value='estimate']").textContent()).toBe(
      `Estimate (${estimatesAtStart} left)`,
    );
    await page.getByRole("button", { name: "File claim" }).click();
    await expectFieldMessage(page.getByLabel("Property address"), "Property address is required");
    await expectFieldMessage(page.getByLabel("Homeowner name"), "Homeowner name is required");
    await expectFieldMessage(page.getByLabel("Cause of Loss date"), "Cause of Loss date is required");
    await expectFieldMessage(page.getByLabel("Date of Loss"), "Date of Loss is required");
    expect(await page.getByLabel("Service requested").getAttribute("aria-invalid")).toBe("true");
    // The first field in the form's (and the schema's) order takes the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("new-claim-propertyAddress");
    await page.getByLabel("Original claim amount ($)").fill("12.345");
    await page.getByRole("button", { name: "File claim" }).click();
    await expectFieldMessage(
      page.getByLabel("Original claim amount ($)"),
      "Original claim amount must be an amount of 0 or more with at most 2 decimals",
    );

    // A day is typed as every page prints it; a cause dated after its loss is refused under its field.
    for (const label of ["Cause of Loss date", "Date of Loss"])
      expect(await page.getByLabel(label).evaluate((input: HTMLInputElement) => [input.type, input.placeholder])).toEqual([
        "text",
        "YYYY-MM-DD",
      ]);
    await page.getByLabel("Service requested").selectOption("estimate");
    await page.getByLabel("Property address").fill(ADDRESS);
    await page.getByLabel("Homeowner name").fill("Carol Client");
    await page.getByLabel("Cause of Loss date").fill("2026-10-05");
    await page.getByLabel("Date of Loss").fill("2026-10-02");
    await page.getByLabel("Inspection status").selectOption("pending");
    await page.getByLabel("Original claim amount ($)").fill("$52,000.00");
    await page.getByRole("button", { name: "File claim" }).click();
    await expectFieldMessage(page.getByLabel("Cause of Loss date"), COL_AFTER_DOL_MESSAGE);

    claimId = await fileClaim("estimate");
    const facts = await page.locator(".claim-facts").innerText();
    expect(facts).toMatch(/CAUSE OF LOSS\s+2026-10-01/i);
    expect(facts).toMatch(/DATE OF LOSS\s+2026-10-02/i);
    expect(facts).toMatch(/ORIGINAL AMOUNT\s+\$52,000\.00/i);
    expect(facts).toMatch(/INSPECTION\s+Pending/i);
    expect(await page.locator(".claims__status-line .claim-status").textContent()).toBe("Submitted");
  });

  test("a PDF and a JPEG upload in their own requests, both bars reach 100%, and both are listed for download", async () => {
    const uploads: string[] = [];
    const onRequest = (request: { url(): string; method(): string }) => {
      if (request.method() === "POST" && request.url().endsWith(`/api/claims/${claimId}/documents`)) uploads.push(request.url());
    };
    page.on("request", onRequest);
    await page.getByTestId("upload-input").setInputFiles([
      { name: "estimate.pdf", mimeType: "application/pdf", buffer: pdfBytes },
      { name: "roof.jpg", mimeType: "image/jpeg", buffer: jpegBytes },
    ]);
    await expectToast("Documents uploaded", { description: "2 files added to the claim" });
    page.off("request", onRequest);
    expect(uploads).toHaveLength(2);
    for (const name of ["estimate.pdf", "roof.jpg"]) {
      expect(await uploadRow(name).getAttribute("data-state")).toBe("done");
      expect(await uploadRow(name).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
      expect(await uploadRow(name).locator(".upload__state").textContent()).toBe("Uploaded");
    }
    const links = page.locator(".doc-list__link");
    await page.waitForFunction(() => document.querySelectorAll(".doc-list__link").length === 2);
    expect((await links.allTextContents()).map((t) => t.replace("Download ", "").trim()).sort()).toEqual(["estimate.pdf", "roof.jpg"]);
    const href = (await page.locator(".doc-list__link", { hasText: "estimate.pdf" }).getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);
    expect(await page.locator(".doc-list__item", { hasText: "estimate.pdf" }).innerText()).toContain("PDF");
  });

  test("the estimates quota is one lower, and the claim is listed with its two documents", async () => {
    await page.getByRole("link", { name: "Claims", exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/claims");
    await page.waitForFunction(
      (n) => document.querySelector('.quota[data-service="estimate"]')?.getAttribute("data-remaining") === String(n),
      estimatesAtStart - 1,
    );
    expect(await quota("estimate").innerText()).toMatch(new RegExp(`${estimatesAtStart - 1} of ${estimatesAtStart} left`));
    const row = page.locator(`tr[data-claim-id="${claimId}"]`);
    await row.waitFor();
    expect(await row.locator("td[data-label='Status']").innerText()).toMatch(/submitted/i);
    expect(await row.locator("td[data-label='Service']").innerText()).toBe("Estimate");
    expect(await row.locator("td[data-label='Documents']").innerText()).toBe("2");
    // The status filter asks the server: nothing is in review yet.
    await page.getByLabel("Status").selectOption("in_review");
    await page.getByText("No in review claims").waitFor();
    await page.getByLabel("Status").selectOption("");
    await row.waitFor();
  });

  test("an admin moves the claim to in_review with a note; after a reload the member reads it in the history", async () => {
    const moved = await admin.post(url(`/api/admin/claims/${claimId}/status`), { data: { status: "in_review", note: NOTE } });
    expect(moved.status()).toBe(200);
    await page.goto(url(`/claims/${claimId}`));
    await page.getByRole("heading", { name: ADDRESS }).waitFor();
    expect(await page.locator(".claims__status-line .claim-status").textContent()).toBe("In review");
    const steps = page.locator(".history__step");
    expect(await steps.count()).toBe(2);
    const latest = await steps.first().innerText();
    expect(latest).toContain("Submitted → In review");
    expect(latest).toContain(`AAN staff (${ADMIN.username})`);
    expect(latest).toContain(NOTE);
    expect(latest).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(await steps.nth(1).innerText()).toContain(`Filed as submitted`);
    // Work has begun: the member can no longer cancel.
    expect(await page.getByRole("button", { name: "Cancel claim" }).count()).toBe(0);
  });

  test("a GIF named .png is refused with the server's message beside it; a .gif never leaves the browser", async () => {
    await page.getByTestId("upload-input").setInputFiles([{ name: "fake.png", mimeType: "image/png", buffer: gifBytes }]);
    await expectToast("Upload failed", { description: "1 file refused; the reason is shown with each file", variant: "destructive" });
    expect(await uploadRow("fake.png").getAttribute("data-state")).toBe("failed");
    expect((await uploadRow("fake.png").locator(".upload__message").textContent())?.replace(/^!\s*/, "")).toBe(`${TYPE_REFUSED}: fake.png`);

    let sent = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === "POST" && request.url().includes("/documents")) sent += 1;
    };
    page.on("request", count);
    await page.getByTestId("upload-input").setInputFiles([{ name: "photo.gif", mimeType: "image/gif", buffer: gifBytes }]);
    await expectToast("Upload failed", { variant: "destructive" });
    page.off("request", count);
    expect(sent).toBe(0);
    expect(await uploadRow("photo.gif").getAttribute("data-state")).toBe("refused");
    expect((await uploadRow("photo.gif").locator(".upload__message").textContent())?.replace(/^!\s*/, "")).toBe(
      `${TYPE_REFUSED}: photo.gif`,
    );
    expect(await page.locator(".doc-list__link").count()).toBe(2);
  });

  test("/service-request is prefilled for the member, and the request shows on /claims", async () => {
    await page.goto(url("/service-request"));
    await page.getByRole("heading", { name: "Service Request" }).waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe(`${MEMBER.firstName} ${MEMBER.lastName}`);
    expect(await page.getByLabel("Email").inputValue()).toBe(MEMBER.email);
    expect(await page.getByLabel("Package").inputValue()).toBe("ghost");
    await page.getByRole("button", { name: "Send request" }).click();
    await expectFieldMessage(
      page.getByLabel("Service", { exact: true }),
      "Service request type must be estimate, appraisal, engineer visit or attorney assistance",
    );
    await page.getByLabel("Service", { exact: true }).selectOption("engineer_assignment");
    await page.getByLabel("Description").fill("Need a structural engineer for a collapsed truss");
    await page.getByRole("button", { name: "Send request" }).click();
    await expectToast("Service request received. We answer by e-mail within 24 hours.");
    await page.getByTestId("request-sent").waitFor();
    await page.getByRole("link", { name: "Back to claims" }).click();
    const item = page.locator(".request-list__item").first();
    await item.waitFor();
    expect(await item.innerText()).toContain("Engineer visit");
    expect(await item.innerText()).toContain("collapsed truss");
  });

  test("a claim still submitted can be cancelled, after a confirmation, and its unit comes back", async () => {
    await page.getByRole("link", { name: "+ New claim" }).click();
    await page.waitForURL((u) => u.pathname === "/claims/new");
    await fileClaim("appraisal");
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Cancel claim" }).click();
    await expectToast("Claim cancelled");
    expect(dialogs).toEqual(["Cancel this claim? It is withdrawn for good, and its appraisals unit goes back to your package."]);
    await page.waitForFunction(() => document.querySelector(".claims__status-line .claim-status")?.textContent === "Cancelled");
    expect(await page.getByRole("button", { name: "Cancel claim" }).count()).toBe(0);
    expect(await page.getByTestId("upload-input").count()).toBe(0);
    await page.getByRole("link", { name: "Claims", exact: true }).first().click();
    await quota("appraisal").waitFor();
    const appraisals = quota("appraisal");
    expect(await appraisals.getAttribute("data-remaining")).toBe((await appraisals.innerText()).match(/of (\d+) left/)![1]!);
  });

  test("every claim screen fits a 390 px phone without sideways scrolling", async () => {
    // Moved around by links, not reloads: a reload at another screen size is another device.
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (where: string) => expect({ where, overflow: await horizontalOverflow() }).toEqual({ where, overflow: 0 });
    await page.locator(`tr[data-claim-id="${claimId}"]`).waitFor();
    await fits("/claims");
    await page.locator(`tr[data-claim-id="${claimId}"] a`).click();
    await page.getByRole("heading", { name: ADDRESS }).waitFor();
    await fits("/claims/:id");
    await page.getByRole("link", { name: "Claims", exact: true }).first().click();
    await page.getByRole("link", { name: "+ New claim" }).click();
    await page.getByRole("button", { name: "File claim" }).click();
    await expectFieldMessage(page.getByLabel("Property address"), "Property address is required");
    await fits("/claims/new");
    await page.getByRole("link", { name: "Claims", exact: true }).first().click();
    await page.getByRole("link", { name: "New request" }).click();
    await page.getByRole("heading", { name: "Service Request" }).waitFor();
    await fits("/service-request");
    await page.setViewportSize(TEST_CONTEXT_OPTIONS.viewport);
  });
});
