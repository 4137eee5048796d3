// A long thread in real Chromium against the compiled binary (decision 0090): the claim opens on
// the newest messages at the foot of the thread, and scrolling up loads the earlier pages, the
// messages in view staying where they were, until the first message.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD } from "../helpers/member-session";
import { memberWithClaim, uploadsAdminCookie, type Uploader } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const BINARY = join(REPO_ROOT, "dist/aan");
const MESSAGES = 120;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let uploader: Uploader;

const url = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ command: [BINARY] }), launchBrowser()]);
  uploader = await memberWithClaim(server.url, "pages_member");
  const adminCookie = await uploadsAdminCookie(server.url);
  for (let i = 1; i <= MESSAGES; i++) {
    const sent = await fetch(url(`/api/admin/claims/${uploader.claimId}/messages`), {
      method: "POST",
      headers: { cookie: adminCookie, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ text: `Update number ${i}` }),
    });
    expect(sent.status).toBe(200);
  }
  context = await browser.newContext(TEST_CONTEXT_OPTIONS);
  const member = await context.request.post(url("/api/auth/login"), {
    data: { username: "pages_member", password: MEMBER_PASSWORD },
    headers: deviceHeaders("pages-browser"),
  });
  expect(member.status()).toBe(200);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const thread = () => page.getByRole("list", { name: "Messages, oldest first" });
const message = (n: number) => thread().locator(`li.thread__message[data-seq="${n}"]`);

describe("a thread of 120 messages", () => {
  test("opens on the newest 50, at the foot; the count says 120", async () => {
    await page.goto(url(`/claims/${uploader.claimId}`));
    await message(MESSAGES).waitFor();
    expect(await thread().locator("li.thread__message").count()).toBe(50);
    expect(await message(MESSAGES).isVisible()).toBe(true);
    const atFoot = await thread().evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);
    expect(atFoot).toBeLessThan(30);
    await page.getByText("120 messages").first().waitFor();
  });

  test("scrolling up loads the earlier pages, keeping the messages in view where they were, to the first", async () => {
    const top = async () => (await message(71).boundingBox())!.y;
    await thread().evaluate((list) => (list.scrollTop = 0));
    await message(21).waitFor({ state: "attached" });
    // The first message seen before the load is still at the top of the view, not pushed away.
    const listTop = (await thread().boundingBox())!.y;
    expect(Math.abs((await top()) - listTop)).toBeLessThan(60);
    await thread().evaluate((list) => (list.scrollTop = 0));
    await message(1).waitFor({ state: "attached" });
    expect(await thread().locator("li.thread__message").count()).toBe(MESSAGES);
    expect(await thread().getByRole("button", { name: "Show earlier messages" }).count()).toBe(0);
  });
});
