// A claim's thread in real Chromium against `aan serve` (decision 0081): a member and an admin,
// each in their own browser context, have the claim open; each sees the other's message appear
// without reloading, a file sent with a message is downloaded from the thread byte for byte, and
// the member's header and claims list count the unread, the admin's queue filters the claims
// waiting for an answer; a reply from the terminal (the binary's CLI on the same folder) arrives
// live too. Set up over HTTP (memberWithClaim). Runs the compiled dist/aan (bun run build).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD } from "../helpers/member-session";
import { memberWithClaim, UPLOADS_ADMIN, type Uploader } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";
import { runCli } from "../helpers/cli";
import { tempDir } from "../helpers/context";

/** The compiled executable: the server, and the CLI beside it on the same data folder. */
const BINARY = join(REPO_ROOT, "dist/aan");

let server: RunningServer;
let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
let memberPage: Page;
let adminPage: Page;
let uploader: Uploader;

const url = (path: string) => new URL(path, server.url).href;
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n%thread\n1 0 obj << /Type /Catalog >> endobj\n"),
  Buffer.alloc(40_000, 0x20),
  Buffer.from("\n%%EOF\n"),
]);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ command: [BINARY] }), launchBrowser()]);
  uploader = await memberWithClaim(server.url, "thread_member");
  memberContext = await browser.newContext(TEST_CONTEXT_OPTIONS);
  adminContext = await browser.newContext(TEST_CONTEXT_OPTIONS);
  // Signed in over the API in each context: the session and device cookies land in it.
  const member = await memberContext.request.post(url("/api/auth/login"), {
    data: { username: "thread_member", password: MEMBER_PASSWORD },
    headers: deviceHeaders("thread-browser"),
  });
  expect(member.status()).toBe(200);
  const admin = await adminContext.request.post(url("/api/admin/login"), {
    data: { username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password },
  });
  expect(admin.status()).toBe(200);
  memberPage = await memberContext.newPage();
  adminPage = await adminContext.newPage();
});

afterAll(async () => {
  await memberContext?.close();
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

const thread = (page: Page) => page.getByRole("list", { name: "Messages, oldest first" });
const messageWith = (page: Page, text: string) => thread(page).locator("li.thread__message", { hasText: text });

async function send(page: Page, text: string, file?: { name: string; bytes: Buffer }) {
  const form = page.getByRole("form", { name: "Write a message" });
  await form.getByLabel("Message").fill(text);
  if (file) await form.getByTestId("thread-files").setInputFiles({ name: file.name, mimeType: "application/pdf", buffer: file.bytes });
  await form.getByRole("button", { name: "Send" }).click();
  await messageWith(page, text).waitFor();
}

async function openQueue() {
  await adminPage.goto(url("/admin"));
  await adminPage.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name: "Claims", exact: true }).click();
  await adminPage.getByRole("tab", { name: "Claims", exact: true }).click();
}

async function openAdminClaim() {
  await openQueue();
  await adminPage.getByRole("button", { name: "Open claim for 1 Upload Way" }).click();
  await adminPage.getByRole("heading", { name: "Claim for 1 Upload Way" }).waitFor();
}

describe("a claim's thread, live on both sides", () => {
  test("both have the claim open; each sees the other's message appear without reloading", async () => {
    await memberPage.goto(url(`/claims/${uploader.claimId}`));
    await memberPage.getByRole("heading", { name: "Messages" }).waitFor();
    await memberPage.getByText("No messages yet.").waitFor();
    await openAdminClaim();
    await adminPage.getByText("No messages yet.").waitFor();

    await send(memberPage, "Hail hit the north slope; photos tomorrow.");
    // The admin's page was not reloaded, and the wait is far below the 30 s poll: the stream brought it.
    await messageWith(adminPage, "Hail hit the north slope").waitFor({ timeout: 3_000 });

    await send(adminPage, "Thanks — we will book the inspection.\nExpect a call.");
    const arrived = messageWith(memberPage, "we will book the inspection");
    await arrived.waitFor({ timeout: 3_000 });
    expect(await arrived.locator(".thread__author").textContent()).toBe(`${UPLOADS_ADMIN.fullName} · AAN`);
    expect(await arrived.locator(".thread__text").textContent()).toBe("Thanks — we will book the inspection.\nExpect a call.");
  });

  test("a file sent in the thread is downloaded from it byte for byte, and is among the claim's documents", async () => {
    await send(memberPage, "The estimate, signed.", { name: "estimate.pdf", bytes: PDF });
    const link = messageWith(adminPage, "The estimate, signed.").getByRole("link", { name: "estimate.pdf" });
    await link.waitFor({ timeout: 3_000 });
    const [download] = await Promise.all([adminPage.waitForEvent("download"), link.click()]);
    const saved = `${tempDir()}/estimate.pdf`;
    await download.saveAs(saved);
    expect(Buffer.compare(readFileSync(saved), PDF)).toBe(0);

    await memberPage.reload();
    await memberPage.getByRole("region", { name: "Documents" }).getByText("estimate.pdf").first().waitFor();
  });

  test("the member's header and claims list count the unread; reading the thread clears them", async () => {
    await memberPage.goto(url("/claims"));
    const listed = await fetch(url(`/api/admin/claims/${uploader.claimId}/messages`), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await adminCookie() },
      body: JSON.stringify({ text: "One more question." }),
    });
    expect(listed.status).toBe(200);
    await memberPage.reload();
    await memberPage.getByTestId("header-unread").waitFor();
    expect((await memberPage.getByTestId("header-unread").textContent())?.replace(/\s+/g, " ")).toContain("1");
    await memberPage.getByRole("link", { name: "1 new message" }).waitFor();
    await memberPage.goto(url(`/claims/${uploader.claimId}`));
    await messageWith(memberPage, "One more question.").waitFor();
    await memberPage.getByTestId("header-unread").waitFor({ state: "detached" });
  });

  test("the admin's queue counts unread per claim and filters to the claims waiting for us", async () => {
    // The admin leaves the claim first: an open thread is a read one.
    await adminPage.goto(url("/admin"));
    await send(memberPage, "Answer when you can.");
    await openQueue();
    const row = adminPage.locator(`tr[data-claim-id="${uploader.claimId}"]`);
    await row.waitFor();
    await row.getByText("✉ 1").waitFor();
    // Listening starts before the choice: a fast answer must not be missed.
    const filtered = adminPage.waitForResponse((res) => res.url().includes("waiting=1"));
    await adminPage.getByLabel("Messages").selectOption("waiting");
    await filtered;
    await row.waitFor();
    await shoot(adminPage, "admin-queue");
  });

  test("a reply from the terminal (the binary's `claims reply`, text on stdin) appears live on the member's open claim, signed AAN operations, never the OS account", async () => {
    await memberPage.goto(url(`/claims/${uploader.claimId}`));
    await thread(memberPage).waitFor();
    const reply = await runCli(["claims", "reply", uploader.claimId, "--message", "-"], {
      command: [BINARY],
      dataDir: server.dataDir,
      stdin: "Inspection booked for Monday.\n",
    });
    expect(reply.exitCode).toBe(0);
    const arrived = messageWith(memberPage, "Inspection booked for Monday.");
    await arrived.waitFor({ timeout: 3_000 });
    expect(await arrived.locator(".thread__author").textContent()).toBe("AAN operations · AAN");
    const printed = await runCli(["claims", "thread", uploader.claimId], { command: [BINARY], dataDir: server.dataDir });
    expect(printed.stdout).toContain("  Inspection booked for Monday.");
  });

  test("screens at 1280 and 390 px: nothing wider than the page", async () => {
    await memberPage.goto(url(`/claims/${uploader.claimId}`));
    await messageWith(memberPage, "Answer when you can.").waitFor();
    await shoot(memberPage, "member-thread");
    await openAdminClaim();
    await messageWith(adminPage, "Answer when you can.").waitFor();
    await shoot(adminPage, "admin-thread");
    for (const page of [memberPage, adminPage]) {
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shoot(page, page === memberPage ? "member-thread-phone" : "admin-thread-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

async function adminCookie(): Promise<string> {
  return (await adminContext.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Screenshots for a person to look at, when AAN_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.AAN_SCREENSHOTS;
  if (!folder) return;
  const thread = page.locator(".thread").first();
  if (await thread.count()) await thread.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: false });
}
