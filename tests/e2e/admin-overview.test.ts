// The Overview section in real Chromium against `aan serve`: a network written through core's own
// use cases on the server's database (codes generated, assigned and redeemed by registering
// members, packages bought through the payment webhook, claims filed, an unmatched payment,
// failed sign-ins), twelve days ago and yesterday. The numbers the Overview shows (read from each
// chart's table, the one screen readers get) equal counts made in SQL on the same database, for
// 30 days and after switching to 7; a chart's CSV download is exactly its figures; on a phone the
// charts shrink with their cards; a failed answer offers Retry. The steps share one page and run in order.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { cliActor, type RequestMeta } from "#core/actor";
import { fileClaim } from "#core/claims/claims";
import { assignInvitationCode, generateInvitationCodes } from "#core/invitation-codes/invitation-codes";
import { registerMember, signInMember } from "#core/members/members";
import type { SignedInMember } from "#core/members/signed-in-member";
import { signInAdmin } from "#core/admins/admins";
import { receivePaymentWebhook } from "#core/subscriptions/payment-webhook";
import { signatureHeader } from "#core/subscriptions/stripe-signature";
import { CLAIM_STATUS_NAMES } from "#shared/claim-words";
import { CLAIM_STATUSES } from "#shared/schemas/claims";
import { setupFields } from "../helpers/admin-session";
import { launchBrowser, openTestPage } from "../helpers/browser";
import { makeTestContext, type TestContext } from "../helpers/context";
import { deviceHeaders, MEMBER_PASSWORD, registration } from "../helpers/member-session";
import { startServer, type RunningServer } from "../helpers/server-process";

const DAY = 24 * 60 * 60 * 1000;
const ADMIN = setupFields();
const SECRET = "whsec_overview_e2e";
const META: RequestMeta = { clientAddress: "127.0.0.1", userAgent: "overview e2e" };
const OPERATOR = cliActor("e2e");

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ctx: TestContext;
let codesAtSetup: number;
const url = (path: string) => new URL(path, server.url).href;

/** What a member who registered can do next, as core takes it. */
function signedIn(registered: Awaited<ReturnType<typeof registerMember>>): SignedInMember {
  return { member: registered.member, userId: registered.member.id, deviceId: registered.deviceId };
}

let serial = 0;
/** A checkout the payment provider reports, signed as it signs: for a member (applied) or for nobody (unmatched). */
function payment(memberId: string | null) {
  const body = JSON.stringify({
    id: `evt_overview_${++serial}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_overview_${serial}`,
        object: "checkout.session",
        client_reference_id: memberId ?? "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77",
        customer: `cus_overview_${serial}`,
        amount_total: 12_500 * serial,
        metadata: { package: "ghost", frequency: "monthly" },
      },
    },
  });
  const seconds = Math.floor(ctx.clock.now().getTime() / 1000);
  return receivePaymentWebhook(ctx, META, body, signatureHeader(SECRET, seconds, body));
}

const claimInput = (serviceRequestType: string) => ({
  propertyAddress: "1 Overview Way",
  homeowner: "Olga Owner",
  col: "2026-01-01",
  dol: "2026-01-02",
  inspectionStatus: "pending",
  serviceRequestType,
});

/**
 * Codes generated at the clock's time; `assign` of them assigned, `redeem` of those redeemed by a
 * member who registers, `buy` of the members buying a package through the webhook, and the first
 * buyer filing `claims`.
 */
async function network(at: Date, plan: { generate: number; assign: number; redeem: number; buy: number; claims: string[] }) {
  ctx.clock.set(at);
  const { codes } = generateInvitationCodes(ctx, OPERATOR, { count: plan.generate });
  const ids = codes.map((code) => (ctx.db.$client.query("SELECT id FROM invitation_codes WHERE code = ?").get(code) as { id: string }).id);
  const members: SignedInMember[] = [];
  for (let i = 0; i < plan.assign; i++) {
    const fields = registration(codes[i]!);
    assignInvitationCode(ctx, OPERATOR, ids[i], {
      assigneeUsername: fields.username,
      assigneeFirstName: fields.firstName,
      assigneeLastName: fields.lastName,
      assigneePhone: fields.phone,
      assigneeEmail: fields.email,
    });
    if (i >= plan.redeem) continue;
    const device = deviceHeaders(String(fields.username));
    const registered = await registerMember(
      ctx,
      META,
      { fingerprint: device["x-device-fingerprint"], label: device["x-device-label"], credential: undefined },
      fields,
    );
    members.push(signedIn(registered));
  }
  for (const member of members.slice(0, plan.buy)) expect(payment(member.userId).outcome).toBe("applied");
  for (const type of plan.claims) fileClaim(ctx, META, members[0]!, claimInput(type));
  return members;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await openTestPage(browser));
  expect((await context.request.post(url("/api/admin/setup"), { data: ADMIN })).status()).toBe(200);

  // The server's own database, written through core as the server and the CLI write it.
  ctx = makeTestContext({ dataDir: server.dataDir, config: { paymentWebhookSecret: SECRET } });
  // The first admin's setup generates the first codes (today): the funnel counts them too.
  codesAtSetup = sqlCount("SELECT count(*) AS n FROM invitation_codes");
  const now = Date.now();
  await network(new Date(now - 12 * DAY), { generate: 6, assign: 4, redeem: 3, buy: 2, claims: ["appraisal", "estimate"] });
  const recent = await network(new Date(now - DAY), { generate: 3, assign: 2, redeem: 1, buy: 1, claims: ["engineer_assignment"] });
  expect(payment(null).outcome).toBe("unmatched");
  // Wrong passwords, an admin's and a member's: failed sign-ins of today.
  ctx.clock.set(new Date());
  await expect(signInAdmin(ctx, META, { username: ADMIN.username, password: "not-the-password" })).rejects.toThrow();
  await expect(signInAdmin(ctx, META, { username: ADMIN.username, password: "still-not-it" })).rejects.toThrow();
  const username = recent[0]!.member.username;
  const device = deviceHeaders(username);
  await expect(
    signInMember(
      ctx,
      META,
      { fingerprint: device["x-device-fingerprint"], label: device["x-device-label"], credential: undefined },
      { username, password: `${MEMBER_PASSWORD}-wrong` },
    ),
  ).rejects.toThrow();

  expect(
    (await context.request.post(url("/api/admin/login"), { data: { username: ADMIN.username, password: ADMIN.password } })).status(),
  ).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** [from, to) of the range: the UTC days ending today, as the stats answer counts them. */
function rangeBounds(days: number): [number, number] {
  const today = Math.floor(Date.now() / DAY);
  return [(today + 1 - days) * DAY, (today + 1) * DAY];
}

const sqlCount = (text: string, ...params: Array<string | number>) =>
  Number((ctx.db.$client.query(text).get(...params) as { n: number | null }).n ?? 0);

function funnelInSql(days: number) {
  const [from, to] = rangeBounds(days);
  const codes = "FROM invitation_codes WHERE created_at >= ? AND created_at < ?";
  return {
    generated: sqlCount(`SELECT count(*) AS n ${codes}`, from, to),
    assigned: sqlCount(`SELECT count(*) AS n ${codes} AND (assigned_at IS NOT NULL OR is_used = 1)`, from, to),
    redeemed: sqlCount(`SELECT count(*) AS n ${codes} AND is_used = 1`, from, to),
    withPackage: sqlCount(
      "SELECT count(DISTINCT c.id) AS n FROM invitation_codes c JOIN user_subscriptions s ON s.user_id = c.used_by_user_id WHERE c.created_at >= ? AND c.created_at < ? AND c.is_used = 1",
      from,
      to,
    ),
  };
}

const chart = (id: string) => page.locator(`[data-chart="${id}"]`);

/** A chart's table as the screen reader reads it: its header and its rows of cell texts. */
async function tableOf(id: string): Promise<{ columns: string[]; rows: string[][] }> {
  const table = page.locator(`#overview-${id}-table table`);
  const columns = await table.locator("thead th").allTextContents();
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")));
  return { columns, rows };
}

const number = (text: string) => Number(text.replace(/,/g, ""));

/** The sum of one column of a time series' table ("Applied" over every bucket). */
async function columnTotal(id: string, column: string): Promise<number> {
  const { columns, rows } = await tableOf(id);
  const index = columns.indexOf(column);
  expect(index).toBeGreaterThan(0);
  return rows.reduce((sum, row) => sum + number(row[index]!), 0);
}

async function showRange(days: number) {
  await page
    .getByRole("group", { name: "Range" })
    .getByRole("button", { name: `${days} days` })
    .click();
  await page.locator(`.overview__range-line[data-range="${days}"]`).waitFor();
  await page.locator('.overview[aria-busy="false"]').waitFor();
}

async function expectFiguresOfSql(days: number) {
  const [from, to] = rangeBounds(days);
  const funnel = funnelInSql(days);
  const stages = (await tableOf("funnel")).rows.map((row) => [row[0], number(row[1]!)]);
  expect(stages).toEqual([
    ["Generated", funnel.generated],
    ["Assigned", funnel.assigned],
    ["Redeemed", funnel.redeemed],
    ["With a package", funnel.withPackage],
  ]);
  expect(await columnTotal("members-activity", "Sign-ups")).toBe(
    sqlCount("SELECT count(*) AS n FROM users WHERE created_at >= ? AND created_at < ?", from, to),
  );
  expect(await columnTotal("members-devices", "Added")).toBe(
    sqlCount("SELECT count(*) AS n FROM user_activity_log WHERE action = 'device.added' AND created_at >= ? AND created_at < ?", from, to),
  );
  for (const [type, label] of [
    ["estimate", "Estimate"],
    ["appraisal", "Appraisal"],
    ["engineer_assignment", "Engineer visit"],
  ] as const) {
    expect(await columnTotal("claims-filed", label)).toBe(
      sqlCount("SELECT count(*) AS n FROM claims WHERE service_request_type = ? AND created_at >= ? AND created_at < ?", type, from, to),
    );
  }
  const statuses = (await tableOf("claims-status")).rows.map((row) => [row[0], number(row[1]!)]);
  expect(statuses).toEqual(
    CLAIM_STATUSES.map((status) => [CLAIM_STATUS_NAMES[status], sqlCount("SELECT count(*) AS n FROM claims WHERE status = ?", status)]),
  );
  for (const outcome of ["applied", "unmatched"] as const) {
    expect(await columnTotal("payments-events", outcome === "applied" ? "Applied" : "Unmatched")).toBe(
      sqlCount("SELECT count(*) AS n FROM payment_events WHERE outcome = ? AND received_at >= ? AND received_at < ?", outcome, from, to),
    );
  }
  const refusedSignIns = (outcome: string) =>
    sqlCount(
      "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action IN ('login', 'member.login') AND outcome = ? AND at >= ? AND at < ?",
      outcome,
      from,
      to,
    );
  expect(await columnTotal("security-sign-ins", "Failed")).toBe(refusedSignIns("failure"));
  expect(await columnTotal("security-sign-ins", "Throttled")).toBe(refusedSignIns("throttled"));
  return funnel;
}

describe("the Overview section", () => {
  test("beside the code management, which /admin still opens on; a section of its own", async () => {
    await page.goto(url("/admin"));
    await page.getByRole("tab", { name: /^Unused/, selected: true }).waitFor();
    await page.getByRole("toolbar", { name: "Panel sections" }).getByRole("button", { name: "Overview", exact: true }).click();
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("overview");
    await page.locator('.overview__range-line[data-range="30"]').waitFor();
    await expect(
      page.getByRole("group", { name: "Range" }).getByRole("button", { name: "30 days" }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
  });

  test("30 days: every figure read from the charts' tables equals the count made in SQL", async () => {
    const funnel = await expectFiguresOfSql(30);
    // What was seeded is there (the counts are not vacuous): both days' codes, members and claims.
    expect(funnel).toEqual({ generated: codesAtSetup + 9, assigned: 6, redeemed: 4, withPackage: 3 });
    expect(await columnTotal("claims-filed", "Appraisal")).toBe(1);
    expect(await columnTotal("payments-events", "Unmatched")).toBe(1);
    // The admin's two wrong passwords (rolled into one audit row with its repeats) and the member's one.
    expect(await columnTotal("security-sign-ins", "Failed")).toBe(3);
    // The time series are drawn (a canvas each), the counts that are not as bars.
    await expect(chart("claims-filed").locator("canvas").count()).resolves.toBe(1);
    await expect(chart("funnel").locator(".overview-bars__row").count()).resolves.toBe(4);
  });

  test("before a hover each chart's legend reads the last bucket's figures, not a dash", async () => {
    for (const id of ["members-activity", "claims-filed", "security-sign-ins"]) {
      const legend = await chart(id)
        .locator(".u-legend .u-value")
        .evaluateAll((values) => values.map((value) => value.textContent ?? ""));
      const { rows } = await tableOf(id);
      const lastRow = rows.at(-1)!;
      expect(legend).not.toContain("—");
      // The first value is the bucket; the others are its figures, the table's last row.
      expect(legend.slice(1).map(number)).toEqual(lastRow.slice(1).map(number));
    }
  });

  test("lines that run together stay apart: each later line is dashed, and so is its legend marker", async () => {
    const markers = await chart("claims-filed")
      .locator(".u-legend .u-series .u-marker")
      .evaluateAll((all) => all.map((marker) => `${getComputedStyle(marker).borderStyle} ${getComputedStyle(marker).borderColor}`));
    // The bucket's marker first, then one per service type: four lines, no two alike.
    expect(markers.slice(1)).toHaveLength(4);
    expect(markers[1]!.startsWith("solid")).toBe(true);
    expect(markers.slice(2).every((marker) => marker.startsWith("dashed"))).toBe(true);
    expect(new Set(markers.slice(1)).size).toBe(4);
  });

  test("switching to 7 days reads that range: twelve days ago drops out, and SQL agrees again", async () => {
    await showRange(7);
    const funnel = await expectFiguresOfSql(7);
    expect(funnel).toEqual({ generated: codesAtSetup + 3, assigned: 2, redeemed: 1, withPackage: 1 });
    // Hourly sign-in failures for a week.
    expect((await tableOf("security-sign-ins")).columns[0]).toBe("Hour (UTC)");
    expect((await tableOf("security-sign-ins")).rows).toHaveLength(7 * 24);
  });

  test("Download CSV hands over exactly the chart's figures", async () => {
    const funnel = funnelInSql(7);
    const share = (n: number) => `${Math.round((n / funnel.generated) * 100)}%`;
    const [downloaded] = await Promise.all([
      page.waitForEvent("download"),
      chart("funnel").getByRole("button", { name: "Download CSV: Invitation funnel" }).click(),
    ]);
    const lastDay = new Date(rangeBounds(7)[1] - DAY).toISOString().slice(0, 10);
    expect(downloaded.suggestedFilename()).toBe(`aan-overview-funnel-7d-${lastDay}.csv`);
    expect(readFileSync((await downloaded.path())!, "utf8")).toBe(
      [
        "Stage,Codes,Share of generated",
        `Generated,${funnel.generated},100%`,
        `Assigned,${funnel.assigned},${share(funnel.assigned)}`,
        `Redeemed,${funnel.redeemed},${share(funnel.redeemed)}`,
        `With a package,${funnel.withPackage},${share(funnel.withPackage)}`,
        "",
      ].join("\r\n"),
    );

    // A time series' CSV is its table, row for row (the table shows counts with separators).
    const [series] = await Promise.all([
      page.waitForEvent("download"),
      chart("payments-events")
        .getByRole("button", { name: /^Download CSV/ })
        .click(),
    ]);
    const { columns, rows } = await tableOf("payments-events");
    expect(readFileSync((await series.path())!, "utf8")).toBe(
      [columns, ...rows.map((row) => row.map((cell, i) => (i === 0 ? cell : String(number(cell)))))]
        .map((row) => row.join(","))
        .join("\r\n") + "\r\n",
    );
  });

  test("Table shows a chart's figures on screen and hides them again", async () => {
    const toggle = chart("claims-filed").getByRole("button", { name: "Table" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    const box = page.locator("#overview-claims-filed-table");
    expect((await box.boundingBox())!.height).toBeLessThanOrEqual(1);
    await toggle.click();
    await expect(chart("claims-filed").getByRole("button", { name: "Hide table" }).getAttribute("aria-expanded")).resolves.toBe("true");
    expect((await box.boundingBox())!.height).toBeGreaterThan(50);
    await chart("claims-filed").getByRole("button", { name: "Hide table" }).click();
  });

  test("an answer that fails says so with Retry, in place of the charts; Retry reads it again", async () => {
    await page.route("**/api/admin/stats?*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false,"error":"Database busy","kind":"busy"}' }),
    );
    await page.locator(".overview").getByRole("button", { name: "Reload" }).click();
    await page.getByText("Failed to fetch the overview").waitFor();
    await expect(chart("funnel").count()).resolves.toBe(0);
    await page.unroute("**/api/admin/stats?*");
    await page.getByRole("button", { name: "Retry" }).click();
    await chart("funnel").waitFor();
    expect((await tableOf("funnel")).rows[0]).toEqual(["Generated", String(funnelInSql(7).generated), "100%"]);
  });

  test("on a phone the charts shrink with their cards: no canvas wider than its card, nothing scrolls sideways", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".overview-chart")].every((card) => {
        const canvas = card.querySelector("canvas");
        return !canvas || canvas.getBoundingClientRect().width <= card.getBoundingClientRect().width;
      }),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const widths = await page
      .locator('[data-chart="members-activity"] canvas')
      .evaluate((canvas) => [canvas.getBoundingClientRect().width, canvas.closest(".overview-chart")!.getBoundingClientRect().width]);
    expect(widths[0]!).toBeLessThan(widths[1]!);
    expect(widths[0]!).toBeGreaterThan(widths[1]! * 0.7);
  });

  test("every card has Table and Download CSV in the same place: under its title, at its left, at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const places = await page.locator(".overview-chart").evaluateAll((cards) =>
        cards.map((card) => {
          const title = card.querySelector(".overview-chart__title")!.getBoundingClientRect();
          const buttons = card.querySelector(".overview-chart__actions")!.getBoundingClientRect();
          return { below: buttons.top >= title.bottom, left: Math.round(buttons.left - title.left) };
        }),
      );
      expect(places.length).toBeGreaterThan(5);
      expect(places.filter((place) => !place.below || place.left !== 0)).toEqual([]);
    }
  });

  test("on a phone the quota card folds its rows of zeros behind Show all (the CSV still has them all): each section is at most three screens", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = chart("packages-quota");
    const shown = (await tableOf("packages-quota")).rows;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((row) => number(row[2]!) === 0 && number(row[3]!) === 0)).toEqual([]);
    const said = await card.getByText(/rows? with nothing granted or used not shown\./).textContent();
    const folded = number(said!.split(" ")[0]!);
    expect(folded).toBeGreaterThan(0);
    await card.getByRole("button", { name: `Show all ${shown.length + folded}` }).click();
    const rows = (await tableOf("packages-quota")).rows;
    expect(rows).toHaveLength(shown.length + folded);
    const [downloaded] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download CSV: Quota use this period" }).click(),
    ]);
    expect(
      readFileSync((await downloaded.path())!, "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(rows.length + 1);
    await card.getByRole("button", { name: "Show fewer" }).click();
    // Each section of the Overview reads in at most three phone screens.
    const screens = await page
      .locator(".overview__group")
      .evaluateAll((groups) => groups.map((group) => group.getBoundingClientRect().height / window.innerHeight));
    expect(screens).toHaveLength(6);
    expect(screens.filter((height) => height > 3)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
