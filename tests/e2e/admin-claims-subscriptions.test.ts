// The admin panel's billing and claims screens in real Chromium against `aan serve` (one fresh
// server and database for the file, a payment webhook secret so the provider's events can be
// sent). An admin and two members are set up through the API; members file claims and send
// service requests through the API, as the member screens would. In the panel: activate Ghost
// monthly for a member (the member's own API then shows it), a refused activation (409), cancel at
// period end, change a package's quota, see an unmatched payment flagged, move a claim along with a
// note (history, documents, a refusal, a late answer) and find a visitor's service request. The
// steps share one page and run in order; the page's clock is Playwright's, so the step about the
// 3 s request limit jumps past it. Needs the built SPA (bun scripts/build-web.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { CLAIM_CANNOT_MOVE } from "#core/claims/claims";
import { ALREADY_SUBSCRIBED } from "#core/subscriptions/billing";
import { signatureHeader } from "#core/subscriptions/stripe-signature";
import type { ClaimView } from "#shared/answers/claims";
import type { MemberSubscriptionAnswer, PlanView } from "#shared/answers/subscriptions";
import { firstDueDate } from "#shared/billing-policy";
import { QUOTA_MESSAGE, UNKNOWN_PACKAGE } from "#shared/schemas/subscriptions";
import { cancelConfirmation } from "../../src/web/features/admin/subscriptions/lib/subscription-texts";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { deviceHeaders, memberCookieOf, registration } from "../helpers/member-session";
import { startServer, type RunningServer } from "../helpers/server-process";

const WEBHOOK_SECRET = "whsec_e2e_only";
const AGENT = "claimagent";
const OTHER = "latepayer";
const ADDRESS = "12 Oak St, Tampa, FL";
// Server strings are text: markup in a note or a homeowner's name must show as typed.
const NOTE = "Adjuster <b>called</b>; photos look complete";
const LAPTOP = deviceHeaders("laptop");

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const cookies: Record<string, string> = {};
const memberIds: Record<string, string> = {};
let claim: ClaimView;

const url = (path: string) => new URL(path, server.url).href;

/** A member's (or a visitor's) call outside the browser: its own cookie and device headers. */
async function asMember(username: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { ...LAPTOP, "content-type": "application/json" };
  if (username) headers.cookie = cookies[username]!;
  const res = await fetch(url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
}

/** An admin call with the page's own cookie jar. */
async function asAdmin(method: "GET" | "POST", path: string, data?: unknown) {
  const res = method === "GET" ? await context.request.get(url(path)) : await context.request.post(url(path), { data });
  return { status: res.status(), json: await res.json() };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { AAN_SMTP_URL: "", AAN_SMS_WEBHOOK_URL: "", AAN_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET } }),
    launchBrowser(),
  ]);
  ({ context, page } = await openTestPage(browser));
  const fields = setupFields();
  expect((await context.request.post(url("/api/admin/setup"), { data: fields })).status()).toBe(200);
  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: fields.username, password: fields.password } })).status(),
  ).toBe(200);
  const codes = (await asAdmin("GET", "/api/admin/invitation-codes")).json as { codes: { unused: Array<{ code: string }> } };
  // Both members at once: each registration hashes a password.
  await Promise.all(
    [AGENT, OTHER].map(async (username, i) => {
      const reply = await asMember(
        null,
        "POST",
        "/api/auth/register",
        registration(codes.codes.unused[i]!.code, { username, email: `${username}@example.com` }),
      );
      const cookie = memberCookieOf({ ...reply, json: undefined } as never);
      if (reply.status !== 200 || !cookie) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
      cookies[username] = cookie;
      memberIds[username] = reply.json.user.id;
    }),
  );
  // The provider pays for a member AAN does not know: kept for an operator, never dropped.
  const event = JSON.stringify({
    id: "evt_e2e_unknown_member",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_e2e",
        client_reference_id: "no-such-member",
        metadata: { package: "ghost", frequency: "monthly" },
        amount_total: 520000,
      },
    },
  });
  const signed = await fetch(url("/api/webhooks/payments"), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signatureHeader(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), event),
    },
    body: event,
  });
  expect(signed.status).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The one visible toast with this title; closes it so the next step's toast is the only one. */
async function expectToast(title: string | RegExp, options: { description?: string | RegExp; variant?: "default" | "destructive" } = {}) {
  const toast = page.locator(".toast[data-state='open']", { has: page.locator(".toast__title", { hasText: title }) });
  await toast.waitFor({ state: "visible" });
  const shown = (await toast.locator(".toast__title").textContent())?.trim() ?? "";
  if (typeof title === "string") expect(shown).toBe(title);
  else expect(shown).toMatch(title);
  if (options.description !== undefined) {
    const text = (await toast.locator(".toast__description").textContent())?.trim() ?? "";
    if (typeof options.description === "string") expect(text).toBe(options.description);
    else expect(text).toMatch(options.description);
  }
  expect(await toast.getAttribute("data-variant")).toBe(options.variant ?? "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).evaluate((button) => (button as HTMLButtonElement).click());
}

/** A field's own message: under it, named by aria-describedby, with aria-invalid on the field. */
async function expectFieldMessage(field: Locator, message: string) {
  await page.waitForFunction((el) => el?.getAttribute("aria-invalid") === "true", await field.elementHandle());
  const messageId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
  expect(messageId).toBeDefined();
  expect((await page.locator(`[id="${messageId}"]`).textContent())?.replace(/^!\s*/, "")).toBe(message);
}

function answerConfirm(accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

const section = (name: string) => page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name, exact: true });
const tab = (name: string) => page.getByRole("tab", { name, exact: true });
async function openTab(sectionName: string, name: string) {
  await section(sectionName).click();
  await tab(name).click();
}
const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
async function fitsPhone() {
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}
const subscriptionCard = () => page.getByRole("region", { name: "Subscription" });
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);
const fact = (scope: Locator, term: string) => scope.locator("dl > div", { has: page.locator("dt", { hasText: term }) }).locator("dd");

async function openMember(username: string) {
  const back = page.getByRole("button", { name: "Back to members" });
  if (await back.count()) await back.click();
  await page.getByRole("button", { name: `Open member ${username}` }).click();
  await page.getByRole("heading", { name: new RegExp(`\\(${username}\\)$`) }).waitFor();
}

describe("admin panel: subscriptions, packages, payments, claims and service requests", () => {
  test("an admin activates Ghost monthly from the member's detail; the member's own API shows plan, quotas and due date", async () => {
    // The address names the tab: a reload or a link opens the Members tab in its section.
    await page.goto(url("/admin?tab=members"));
    expect(await section("Members").getAttribute("aria-pressed")).toBe("true");
    // A member without a package is a normal state: the page logs no failed request for it.
    const consoleErrors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) =>
      void (message.type() === "error" && consoleErrors.push(message.text()));
    page.on("console", onConsole);
    await openMember(AGENT);
    const card = subscriptionCard();
    await card.getByText(`No package yet: ${AGENT} has never had a subscription.`).waitFor();
    page.off("console", onConsole);
    expect(consoleErrors).toEqual([]);

    const form = card.getByRole("form", { name: "Activate package" });
    await form.getByRole("button", { name: "Activate package" }).click();
    await expectFieldMessage(form.getByLabel("Package"), UNKNOWN_PACKAGE);

    await form.getByLabel("Package").selectOption("ghost");
    await form.getByLabel("Billing").selectOption("monthly");
    const due = firstDueDate("monthly", new Date()).toISOString().slice(0, 10);
    await form.getByRole("button", { name: "Activate package" }).click();
    await expectToast(`Ghost (monthly) activated for ${AGENT}; next payment due ${due}`);
    const current = card.locator(".member-subscription__current");
    await current.waitFor();
    expect(await current.getAttribute("data-state")).toBe("active");
    expect(await card.locator(".member-subscription__plan").textContent()).toBe("Ghost · Monthly");
    expect(await card.locator(".subscription-state").textContent()).toBe("Active");
    expect(await fact(card, "Next due").textContent()).toBe(due);
    expect(await fact(card, "Price").textContent()).toBe("$8,500.00 / month");
    const estimates = card.getByRole("meter", { name: "Estimates used" });
    expect(await estimates.getAttribute("aria-valuemax")).toBe("9");
    expect(await estimates.getAttribute("aria-valuetext")).toBe("0 of 9 used, 9 left");
    expect(await card.locator("[data-quota='attorneyAssistance']").textContent()).toContain("Not included");
    // Nothing runs twice: with a package running, the form is gone.
    expect(await card.getByRole("form", { name: "Activate package" }).count()).toBe(0);

    const mine = (await asMember(AGENT, "GET", "/api/user/subscription")).json as MemberSubscriptionAnswer;
    expect(mine.state).toBe("active");
    expect(mine.subscription).toMatchObject({ plan: "ghost", frequency: "monthly", dueDate: due });
    expect(mine.subscription!.quotas.estimates).toEqual({ quota: 9, used: 0, remaining: 9 });
    await fitsPhone();
  });

  test("an activation made meanwhile elsewhere is refused (409) with the server's sentence; cancel at period end asks first", async () => {
    await openMember(OTHER);
    const card = subscriptionCard();
    const form = card.getByRole("form", { name: "Activate package" });
    await form.getByLabel("Package").selectOption("phantom");
    // Another admin (or a payment) got there first.
    expect(
      (await asAdmin("POST", `/api/admin/members/${memberIds[OTHER]}/subscription`, { plan: "ghost", frequency: "weekly" })).status,
    ).toBe(200);
    await form.getByRole("button", { name: "Activate package" }).click();
    const refusal = ALREADY_SUBSCRIBED(OTHER, "Ghost");
    await expectToast("Failed to activate package", { description: refusal, variant: "destructive" });
    // The card reloads: the running package shows, the form is gone.
    await card.locator(".member-subscription__current[data-plan='ghost']").waitFor();
    expect(await card.locator(".member-subscription__plan").textContent()).toBe("Ghost · Weekly");

    const dueDate = (await fact(card, "Next due").textContent())!;
    const declined = answerConfirm(false);
    await card.getByRole("button", { name: "Cancel at period end" }).click();
    expect(await declined).toBe(cancelConfirmation(OTHER, { planDisplayName: "Ghost", dueDate }));
    expect(await card.locator(".subscription-state__detail").textContent()).toBe(`Paid up; next payment due ${dueDate}`);
    const accepted = answerConfirm(true);
    await card.getByRole("button", { name: "Cancel at period end" }).click();
    await accepted;
    await expectToast(`Subscription of ${OTHER} cancelled; it ends on ${dueDate}`);
    await page.waitForFunction(
      (text) => document.querySelector(".member-subscription .subscription-state__detail")?.textContent === text,
      `Cancelled at period end: runs until ${dueDate}, then ends`,
    );
    expect(await card.getByRole("button", { name: "Cancel at period end" }).count()).toBe(0);
  });

  test("Subscriptions tab: the periods with state, due date and who activated them; the unmatched payment is flagged", async () => {
    await tab("Subscriptions").click();
    const agentRow = page.locator(`tr[data-member="${AGENT}"]`);
    await agentRow.waitFor();
    expect(await page.locator("tr[data-subscription-id]").count()).toBe(2);
    expect(await cell(agentRow, "Package").textContent()).toBe("GhostMonthly");
    expect(await cell(agentRow, "State").locator(".subscription-state").textContent()).toBe("Active");
    expect(await cell(agentRow, "Due").textContent()).toBe(firstDueDate("monthly", new Date()).toISOString().slice(0, 10));
    expect(await cell(agentRow, "Days late").textContent()).toBe("0");
    expect(await cell(agentRow, "Activated by").textContent()).toContain("commander");

    await page.getByRole("searchbox", { name: "Search subscriptions" }).fill(OTHER);
    await page.keyboard.press("Enter");
    await agentRow.waitFor({ state: "detached" });
    expect(await page.locator("tr[data-subscription-id]").count()).toBe(1);

    // The provider's event for an unknown member: announced at the top, highlighted in its list.
    await page.getByText("1 payment could not be applied and needs an operator.").waitFor();
    const event = page.locator("tr[data-event-id='evt_e2e_unknown_member']");
    expect(await event.getAttribute("data-outcome")).toBe("unmatched");
    expect(await event.getAttribute("class")).toContain("payment-events-table__unmatched");
    expect(await cell(event, "Outcome").textContent()).toBe("Needs an operator");
    expect(await cell(event, "Member").textContent()).toBe("unknown reference no-such-member");
    await page.getByLabel("Outcome").selectOption("applied");
    await event.waitFor({ state: "detached" });
    await page.getByText("No applied events").waitFor();
    await fitsPhone();
  });

  test("a package's quota is changed with the shared schema's messages; running periods keep theirs", async () => {
    const ghost = page.locator("article[data-plan='ghost']");
    await ghost.getByRole("button", { name: "Edit package Ghost" }).click();
    const form = page.getByRole("form", { name: "Edit package Ghost" });
    const estimates = form.getByLabel("Estimates");
    expect(await estimates.inputValue()).toBe("9");
    await form.getByRole("button", { name: "Save package" }).click();
    await form.getByRole("alert").getByText("Nothing to change").waitFor();
    await estimates.fill("1001");
    await form.getByRole("button", { name: "Save package" }).click();
    await expectFieldMessage(estimates, QUOTA_MESSAGE);
    await fitsPhone();

    await estimates.fill("12");
    await form.getByRole("button", { name: "Save package" }).click();
    await expectToast("Package Ghost updated");
    await form.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.querySelector("article[data-plan='ghost'] dl")?.textContent?.includes("Estimates12"));
    const plans = (await asAdmin("GET", "/api/admin/subscription-plans")).json as { plans: PlanView[] };
    expect(plans.plans.find((p) => p.name === "ghost")?.estimatesQuota).toBe(12);
    const mine = (await asMember(AGENT, "GET", "/api/user/subscription")).json as MemberSubscriptionAnswer;
    expect(mine.subscription!.quotas.estimates.quota).toBe(9);
  });

  test("a claim filed through the API is in the Claims tab; filters narrow the queue", async () => {
    const filed = await asMember(AGENT, "POST", "/api/claims", {
      propertyAddress: ADDRESS,
      homeowner: "Hal <i>Owner</i>",
      col: "2026-10-01",
      dol: "2026-10-02",
      inspectionStatus: "scheduled",
      serviceRequestType: "estimate",
      claimNumber: "CLM-77",
      originalClaimAmount: "12000",
    });
    expect(filed.status).toBe(200);
    claim = filed.json.claim as ClaimView;
    const form = new FormData();
    form.append("files", new Blob(["%PDF-1.4\n%e2e\n"], { type: "application/pdf" }), "estimate.pdf");
    const uploaded = await fetch(url(`/api/claims/${claim.id}/documents`), {
      method: "POST",
      headers: { ...LAPTOP, cookie: cookies[AGENT]! },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    await openTab("Claims", "Claims");
    const row = page.locator(`tr[data-claim-id="${claim.id}"]`);
    await row.waitFor();
    expect(await cell(row, "Member").textContent()).toBe(AGENT);
    expect(await cell(row, "Property").textContent()).toBe(`${ADDRESS}Hal <i>Owner</i>`);
    expect(await cell(row, "Service").textContent()).toBe("Estimate");
    expect(await cell(row, "Status").textContent()).toBe("Submitted");
    expect(await cell(row, "Docs").textContent()).toBe("1");

    await page.getByLabel("Status").selectOption("in_review");
    await page.getByText("No claims match these filters").waitFor();
    await page.getByLabel("Status").selectOption("all");
    await page.getByLabel("Service").selectOption("appraisal");
    await page.getByText("No claims match these filters").waitFor();
    await page.getByLabel("Service").selectOption("all");
    await page.getByRole("searchbox", { name: "Search claims" }).fill("oak st");
    const searched = page.waitForResponse((res) => res.url().includes("/api/admin/claims?q=oak+st"));
    await page.keyboard.press("Enter");
    await searched;
    await row.waitFor();
    await fitsPhone();
  });

  test("opening the claim: its facts as text, the document as a download, and only the next steps of its status", async () => {
    await page.getByRole("button", { name: `Open claim for ${ADDRESS}` }).click();
    await page.getByRole("heading", { name: `Claim for ${ADDRESS}` }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("claim-detail-title");
    expect(await page.locator(".claim-admin-detail i").count()).toBe(0);
    expect(await page.locator(".claim-admin-facts").textContent()).toContain("HomeownerHal <i>Owner</i>");

    const link = page.getByRole("link", { name: "estimate.pdf" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/admin\/documents\/[0-9a-f-]{36}$/);
    const download = await context.request.get(url(href));
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toStartWith("attachment;");
    expect(await download.text()).toStartWith("%PDF-");

    const next = page.getByLabel("Next step");
    expect(await next.locator("option").allTextContents()).toEqual(["Move to In review", "Cancel claim"]);
    expect(await page.getByLabel("Final claim amount ($)").count()).toBe(0);
    await fitsPhone();
  });

  test("moving to in_review with a note: a toast, the new status, and the history shows it (note as text)", async () => {
    await page.getByLabel("Note for the history").fill(NOTE);
    await page.getByRole("button", { name: "Move to In review" }).click();
    await expectToast(`Claim for ${ADDRESS} moved to In review`);
    await page.waitForFunction(
      () => document.querySelector(".claim-admin-detail__head [data-status]")?.getAttribute("data-status") === "in_review",
    );
    const newest = page.locator(".claim-admin-history__step").first();
    expect(await newest.locator(".claim-admin-history__change").textContent()).toBe("Submitted → In review");
    expect(await newest.locator(".claim-admin-history__note").textContent()).toBe(NOTE);
    expect(await newest.locator(".claim-admin-history__meta").textContent()).toContain("commander");
    expect(await page.locator(".claim-admin-history b").count()).toBe(0);
    expect(await page.getByLabel("Next step").locator("option").allTextContents()).toEqual(["Move to In progress", "Cancel claim"]);
    expect(await page.getByLabel("Note for the history").inputValue()).toBe("");
    // The member reads the same history.
    const theirs = await asMember(AGENT, "GET", `/api/claims/${claim.id}`);
    expect(theirs.json.history.at(-1)).toMatchObject({ fromStatus: "submitted", toStatus: "in_review", note: NOTE });
  });

  test("a move another admin made first is refused with the server's sentence; a late answer says so and reloads", async () => {
    expect((await asAdmin("POST", `/api/admin/claims/${claim.id}/status`, { status: "in_progress" })).status).toBe(200);
    await page.getByRole("button", { name: "Move to In progress" }).click();
    const refusal = CLAIM_CANNOT_MOVE("in_progress", "in_progress");
    await expectToast("Failed to change claim status", { description: refusal, variant: "destructive" });
    // The claim reloads at its real status, offering the steps from there.
    await page.getByRole("button", { name: "Move to Completed" }).waitFor();

    const pattern = "**/api/admin/claims/*/status";
    let reachedServer!: () => void;
    const sent = new Promise<void>((resolve) => (reachedServer = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      const answer = await route.fetch();
      reachedServer();
      await held;
      await route.fulfill({ response: answer }).catch(() => {});
    });
    await page.getByLabel("Final claim amount ($)").fill("52000.5");
    await page.getByRole("button", { name: "Move to Completed" }).click();
    await sent;
    await page.clock.fastForward(3100);
    await expectToast("Failed to change claim status", { description: /^Request timeout\. .*reloaded/, variant: "destructive" });
    // The reload shows what the server has: completed, with its final amount, and no further step.
    await page.getByText("This claim is completed; it takes no further steps.").waitFor();
    expect(await page.locator(".claim-admin-facts").textContent()).toContain("Final amount$52,000.50");
    release();
    await page.unroute(pattern);
  });

  test("service requests from a member and from a visitor appear newest first, the visitor as 'visitor'", async () => {
    const request = {
      email: "someone@example.com",
      serviceType: "appraisal",
      planType: "none",
      description: "Roof <script>x</script> hail damage",
    };
    expect((await asMember(AGENT, "POST", "/api/service-requests", { ...request, name: "Claim Agent", planType: "ghost" })).status).toBe(
      200,
    );
    expect((await asMember(null, "POST", "/api/service-requests", { ...request, name: "Walk In" })).status).toBe(200);
    await tab("Service requests").click();
    const rows = page.locator("tr[data-request-id]");
    await rows.nth(1).waitFor();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-requester")))).toEqual(["visitor", AGENT]);
    expect(await cell(rows.first(), "From").textContent()).toBe("visitorWalk In");
    expect(await cell(rows.first(), "Service").textContent()).toBe("Appraisal");
    expect(await cell(rows.nth(1), "Package").textContent()).toBe("Ghost");
    expect(await cell(rows.first(), "Description").textContent()).toBe(request.description);
    expect(await page.locator(".service-requests-table script").count()).toBe(0);
    await fitsPhone();
  });
});
