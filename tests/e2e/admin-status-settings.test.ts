// The settings the setup checklist sends an admin to see, in real Chromium against `aan serve`
// with its backups scheduled into the data folder and no mail delivery: the checklist's backup
// line says the backups share the data's disk; "Fix it" on mail delivery opens System → Status,
// which shows where mail and SMS go, the trusted proxies, and the same words of the shared disk.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { tempDir } from "../helpers/context";
import { startServer, type RunningServer } from "../helpers/server-process";
import { firstAdminSignedIn } from "../helpers/e2e-setup";

const ADMIN = setupFields();
let server: RunningServer;
let browser: Browser;
let page: Page;
const url = (path: string) => new URL(path, server.url).href;
const checklist = () => page.getByRole("region", { name: "Setup checklist" });
const line = (title: string) =>
  checklist()
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
const fact = (term: string) => page.locator(".system-facts__row", { hasText: term }).locator("dd");

beforeAll(async () => {
  const dataDir = tempDir("aan-e2e-status-");
  [server, browser] = await Promise.all([
    startServer({
      dataDir,
      env: {
        AAN_SMTP_URL: undefined,
        AAN_SMS_WEBHOOK_URL: undefined,
        AAN_TRUSTED_PROXIES: undefined,
        AAN_BACKUP_DIR: join(dataDir, "backups"),
      },
    }),
    launchBrowser(),
  ]);
  const opened = await openTestPage(browser);
  const context = opened.context;
  page = opened.page;
  await firstAdminSignedIn(context.request, url, ADMIN);
  await page.goto(url("/admin"));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("what the checklist's fixes point to", () => {
  test("the scheduled backups line says the backups share the data's disk, and is fixed by the schedule setting", async () => {
    await checklist().getByRole("heading", { name: "Setup checklist" }).waitFor();
    const more = checklist().getByRole("button", { name: /^Show all \d+$/ });
    if (await more.count()) await more.click();
    await expect(line("Scheduled backups").getByText(BACKUPS_ON_THE_DATA_DISK, { exact: false }).isVisible()).resolves.toBe(true);
    await expect(line("Scheduled backups").getByText("AAN_BACKUP_DIR=/var/backups/aan aan serve").isVisible()).resolves.toBe(true);
  });

  test("Fix it on mail delivery opens System → Status, which shows mail and SMS delivery, the proxies and the shared disk", async () => {
    await line("Mail or SMS delivery").getByRole("button", { name: "Fix: Mail or SMS delivery" }).click();
    await page.getByRole("tab", { name: "Status", selected: true }).waitFor();
    await fact("Mail delivery").waitFor();
    expect(await fact("Mail delivery").textContent()).toBe("Off: mail waits in the outbox (set AAN_SMTP_URL)");
    expect(await fact("SMS delivery").textContent()).toBe("Off: SMS wait in the outbox (set AAN_SMS_WEBHOOK_URL)");
    expect(await fact("Trusted proxies").textContent()).toBe("None (set AAN_TRUSTED_PROXIES behind a reverse proxy)");
    expect(await fact("Disk").textContent()).toBe(BACKUPS_ON_THE_DATA_DISK);
  });
});
