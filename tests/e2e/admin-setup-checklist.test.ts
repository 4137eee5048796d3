// The setup checklist at the top of the panel, in real Chromium against `aan serve` on a fresh
// install: the admin sees what is missing above the code management; "Fix it" opens the tab that
// fixes a line; a line marked not needed leaves the list and can be put back; a fixed line
// (an appraiser added through the API, as the Appraisers tab would) leaves it too; a test message
// is queued and reaches a real SMTP server. The steps share one page and run in order.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server-process";
import { startMailbox, type Mailbox } from "../helpers/smtp-mailbox";
import { firstAdminSignedIn } from "../helpers/e2e-setup";

const ADMIN = setupFields();
let server: RunningServer;
let mailbox: Mailbox;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const url = (path: string) => new URL(path, server.url).href;
const checklist = () => page.getByRole("region", { name: "Setup checklist" });
const line = (title: string) =>
  checklist()
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });

beforeAll(async () => {
  mailbox = await startMailbox();
  [server, browser] = await Promise.all([
    startServer({ env: { AAN_SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, AAN_BACKUP_DIR: undefined } }),
    launchBrowser(),
  ]);
  ({ context, page } = await openTestPage(browser));
  await firstAdminSignedIn(context.request, url, ADMIN);
  await page.goto(url("/admin"));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

describe("the setup checklist on a fresh install", () => {
  test("sits above the code management with every open line, its fix and command; mail delivery is in place", async () => {
    await checklist().getByRole("heading", { name: "Setup checklist" }).waitFor();
    const box = await checklist().boundingBox();
    const counters = await page.getByText("Active Codes", { exact: false }).first().boundingBox();
    expect(box!.y).toBeLessThan(counters!.y);
    // The first three lines show; "Show all" brings the rest, the code management stays within reach.
    await expect(checklist().locator(".setup-checklist__line").count()).resolves.toBe(3);
    await checklist()
      .getByRole("button", { name: /^Show all \d+$/ })
      .click();
    for (const title of ["Support mailbox", "Appraiser directory", "Testimonials", "Scheduled backups", "Two-factor sign-in for admins"]) {
      await expect(line(title).count()).resolves.toBe(1);
    }
    await expect(line("Mail or SMS delivery").count()).resolves.toBe(0);
    await expect(line("Appraiser directory").getByText("aan appraisers add").isVisible()).resolves.toBe(true);
  });

  test("Fix it opens the tab that fixes the line", async () => {
    await line("Appraiser directory").getByRole("button", { name: "Fix: Appraiser directory" }).click();
    await page.getByRole("tab", { name: "Appraisers", selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("appraisers");
  });

  test("Not needed takes a line off the list; Put back brings it again", async () => {
    await line("Messaging chat link").getByRole("button", { name: "Messaging chat link: not needed" }).click();
    await page.getByText("Messaging chat link: marked not needed").first().waitFor();
    // The checklist reloads after the change: the line leaves with that answer.
    await line("Messaging chat link").waitFor({ state: "detached" });
    await expect(line("Messaging chat link").count()).resolves.toBe(0);
    await checklist().getByText("1 line marked not needed").click();
    await page.getByRole("button", { name: "Messaging chat link: back on the checklist" }).click();
    await line("Messaging chat link").waitFor();
  });

  test("a line fixed elsewhere leaves the list on the next reading", async () => {
    const added = await context.request.post(url("/api/admin/appraisers"), {
      data: { name: "Dana Appraiser", state: "TX", credentials: "Certified", appraisals: 12, successRate: "98.5", specialties: ["Wind"] },
    });
    expect(added.status()).toBe(200);
    await page.reload();
    await checklist()
      .getByRole("button", { name: /^Show all \d+$/ })
      .click();
    await line("Support mailbox").waitFor();
    await expect(line("Appraiser directory").count()).resolves.toBe(0);
  });

  test("a test message is queued and reaches the mailbox through the server's SMTP settings", async () => {
    await checklist().getByLabel("Send a test message to (e-mail or phone)").fill("ops@aan.example");
    await checklist().getByRole("button", { name: "Send test" }).click();
    await page.getByText("Test message queued (email to ops@aan.example)").first().waitFor();
    const deadline = Date.now() + 10_000;
    while (mailbox.mails.length === 0 && Date.now() < deadline) await Bun.sleep(50);
    expect(mailbox.mails.map((mail) => mail.to)).toEqual(["ops@aan.example"]);
  });
});
