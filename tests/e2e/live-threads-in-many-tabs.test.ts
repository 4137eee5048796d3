// Eight tabs of one member's browser with the same claim open, in real Chromium against the
// compiled binary (decision 0090): the browser holds one live stream for all of them (past the
// six connections a browser opens to a site, and past the server's five streams a member), every
// tab shows an operative's message without a reload, and when the tab holding the stream closes
// another takes it over and the rest still hear the next message.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, TEST_CONTEXT_OPTIONS } from "../helpers/browser";
import { deviceHeaders, MEMBER_PASSWORD } from "../helpers/member-session";
import { memberWithClaim, uploadsAdminCookie, type Uploader } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

setDefaultTimeout(120_000);

const BINARY = join(REPO_ROOT, "dist/aan");
const TOKEN = "metrics-token-for-the-tabs-test";
const TABS = 8;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let uploader: Uploader;
let adminCookie: string;
const tabs: Page[] = [];

const url = (path: string) => new URL(path, server.url).href;

/** The streams the server holds now, as /metrics reports them. */
async function openStreams(): Promise<number> {
  const text = await (await fetch(url("/metrics"), { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^aan_live_streams (\d+)$/m.exec(text)?.[1]);
}

async function operativeSays(text: string) {
  const sent = await fetch(url(`/api/admin/claims/${uploader.claimId}/messages`), {
    method: "POST",
    headers: { cookie: adminCookie, "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ text }),
  });
  expect(sent.status).toBe(200);
}

const shows = (page: Page, text: string) =>
  page.getByRole("list", { name: "Messages, oldest first" }).locator("li.thread__message", { hasText: text }).waitFor({ timeout: 15_000 });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ command: [BINARY], env: { AAN_METRICS_TOKEN: TOKEN } }), launchBrowser()]);
  uploader = await memberWithClaim(server.url, "tabs_member");
  adminCookie = await uploadsAdminCookie(server.url);
  context = await browser.newContext(TEST_CONTEXT_OPTIONS);
  const member = await context.request.post(url("/api/auth/login"), {
    data: { username: "tabs_member", password: MEMBER_PASSWORD },
    headers: deviceHeaders("tabs-browser"),
  });
  expect(member.status()).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("one browser, eight tabs on one claim", () => {
  test("one stream serves every tab; each shows an operative's message live", async () => {
    const openTab = async () => {
      const page = await context.newPage();
      await page.goto(url(`/claims/${uploader.claimId}`));
      await page.getByRole("form", { name: "Write a message" }).waitFor();
      return page;
    };
    // One after the other: the first takes the stream (eight pages loading at once on a busy
    // two-core machine outran the page's wait).
    for (let i = 0; i < TABS; i++) tabs.push(await openTab());
    for (const until = Date.now() + 10_000; (await openStreams()) !== 1 && Date.now() < until;) await Bun.sleep(100);
    expect(await openStreams()).toBe(1);
    await operativeSays("to every tab");
    await Promise.all(tabs.map((page) => shows(page, "to every tab")));
    // Each tab can still write: the page's requests are not stuck behind held connections.
    const last = tabs[TABS - 1]!;
    const form = last.getByRole("form", { name: "Write a message" });
    await form.getByLabel("Message").fill("from the eighth tab");
    await form.getByRole("button", { name: "Send" }).click();
    await shows(last, "from the eighth tab");
  });

  test("the tab holding the stream closes: another takes it over, and the rest hear the next message", async () => {
    await tabs.shift()!.close();
    await operativeSays("after the first tab closed");
    await Promise.all(tabs.map((page) => shows(page, "after the first tab closed")));
    expect(await openStreams()).toBe(1);
  });
});
