// The due lists through app.handle: each row says its claim's state, a deadline not started names
// the events it waits for, pages follow the answer's `next` cursor (a bad cursor is 400), and a
// completed or cancelled claim leaves the lists, the carrier-overdue count and the reminders.
import { beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { cliActor } from "#core/actor";
import { queueDeadlineReminders } from "#core/deadlines/deadline-reminders";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { CURSOR_MESSAGE, PAGE_OR_CURSOR_MESSAGE } from "#shared/schemas/claim-events";
import { createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { claimForm } from "../helpers/claim-form";
import { registerMember, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let member: Member;
let other: Member;
const claims: Record<string, string> = {};

const as = (m: Member) => (method: string, path: string, body?: unknown) =>
  admin.request(method, path, { body, cookie: m.cookie, headers: m.device });

// Noon in Texas: today is Nov 18 in every US zone.
const NOW = new Date("2026-11-18T18:00:00Z");

type DueRow = { claimId: string; claimNumber: string; ruleId: string; state: string | null; status: string };
const keys = (rows: DueRow[]) => rows.map((row) => `${row.claimNumber}:${row.ruleId}`);

async function file(m: Member, address: string, claimNumber: string, reportedOn?: string) {
  const filed = await as(m)("POST", "/api/claims", claimForm({ propertyAddress: address, claimNumber }));
  if (filed.status !== 200) throw new Error(filed.text);
  const id = filed.json.claim.id as string;
  if (reportedOn) {
    const reported = await as(m)("POST", `/api/claims/${id}/events`, { kind: "reported", on: reportedOn });
    if (reported.status !== 200) throw new Error(reported.text);
  }
  claims[claimNumber] = id;
}

/** Every row of a list, page after page through each answer's `next`. */
async function walk(ask: (query: string) => Promise<{ status: number; json: Record<string, unknown> }>, query: string) {
  const pages: { page: number; rows: DueRow[]; next?: string }[] = [];
  let after: string | undefined;
  do {
    const reply = await ask(`${query}${after ? `&after=${encodeURIComponent(after)}` : ""}`);
    expect(reply.status).toBe(200);
    const answer = reply.json as { page: number; deadlines: DueRow[]; next?: string };
    pages.push({ page: answer.page, rows: answer.deadlines, ...(answer.next ? { next: answer.next } : {}) });
    after = answer.next;
  } while (after && pages.length < 50);
  return pages;
}

beforeAll(async () => {
  admin = await createSignedInAdmin();
  admin.ctx.clock.set(NOW);
  member = await registerMember(admin.ctx, admin.request);
  other = await registerMember(admin.ctx, admin.request);
  for (const m of [member, other])
    activateSubscription(admin.ctx, cliActor("tests"), m.username, { plan: "assassin", frequency: "monthly" });
  // Texas: reported Nov 1, acknowledgement due Nov 16. Florida: 7 days, due Nov 8.
  await file(member, "12 Oak St, Austin, TX 78701", "TX-A", "2026-11-01");
  await file(member, "4 Elm Rd, Tampa, FL", "FL-B", "2026-11-01");
  await file(member, "9 Pine Ave, Dallas, TX", "TX-C");
  await file(other, "1 Main St, Houston, TX", "TX-D", "2026-11-01");
  await file(other, "2 Main St, Houston, TX", "TX-E", "2026-11-02");
});

describe("each due row says its claim's state", () => {
  test("on the admin's list and on the member's own", async () => {
    const reply = await admin.as("GET", "/api/admin/deadlines?due=overdue");
    // A kept answer is sent as the JSON written the first time, with the headers of every answer.
    const again = await admin.as("GET", "/api/admin/deadlines?due=overdue");
    expect(again.text).toBe(reply.text);
    expect(again.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    const all = reply.json.deadlines as DueRow[];
    expect(all.find((row) => row.claimNumber === "TX-A")?.state).toBe("TX");
    expect(all.find((row) => row.claimNumber === "FL-B")?.state).toBe("FL");
    const mine = (await as(member)("GET", "/api/deadlines?due=overdue")).json.deadlines as DueRow[];
    expect(new Set(mine.map((row) => `${row.claimNumber}:${row.state}`))).toEqual(new Set(["TX-A:TX", "FL-B:FL"]));
  });
});

describe("a due list goes to a browser compressed, and not at all when its copy is current", () => {
  const raw = async (path: string, headers: Record<string, string>) => {
    const response = await admin.app.handle(new Request(`http://localhost${path}`, { headers: { cookie: admin.cookie, ...headers } }));
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  test.each([
    ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
  ])("accept-encoding %p → %s, the same JSON; its ETag answers 304", async (accept, encoding, decode) => {
    const path = "/api/admin/deadlines?due=overdue";
    const plain = await raw(path, {});
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((JSON.parse(plain.bytes.toString("utf8")) as { deadlines: unknown[] }).deadlines.length).toBeGreaterThan(0);
    const packed = await raw(path, { "accept-encoding": accept });
    expect(packed.status).toBe(200);
    expect(packed.headers.get("content-encoding")).toBe(encoding);
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length);
    expect(decode(packed.bytes).toString("utf8")).toBe(plain.bytes.toString("utf8"));
    const etag = packed.headers.get("etag")!;
    expect(etag).toBe(plain.headers.get("etag")!);
    expect((await raw(path, { "accept-encoding": accept, "if-none-match": etag })).status).toBe(304);
  });
});

describe("a deadline not started names what it waits for", () => {
  test("on the member's claim and on the admin's view of it", async () => {
    for (const reply of [
      await as(member)("GET", `/api/claims/${claims["TX-C"]}/deadlines`),
      await admin.as("GET", `/api/admin/claims/${claims["TX-C"]}/deadlines`),
    ]) {
      expect(reply.status).toBe(200);
      const ack = reply.json.deadlines.find((d: { ruleId: string }) => d.ruleId === "tx-542-055-acknowledge");
      expect(ack).toMatchObject({ status: "not-started", waitsFor: [{ kind: "reported", label: "Claim reported to the carrier" }] });
    }
    const started = (await as(member)("GET", `/api/claims/${claims["TX-A"]}/deadlines`)).json.deadlines.find(
      (d: { ruleId: string }) => d.ruleId === "tx-542-055-acknowledge",
    );
    expect(started.status).toBe("overdue");
    expect(started.waitsFor).toBeUndefined();
  });
});

describe("pages after a cursor", () => {
  test("walking `next` gives the one-page list's rows in order, each page numbered, the last without a cursor", async () => {
    const whole = (await admin.as("GET", "/api/admin/deadlines?due=overdue&pageSize=200")).json;
    expect(whole.next).toBeUndefined();
    expect(whole.total).toBeGreaterThanOrEqual(4);
    const pages = await walk((query) => admin.as("GET", `/api/admin/deadlines?${query}`), "due=overdue&pageSize=1");
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
    expect(keys(pages.flatMap((p) => p.rows))).toEqual(keys(whole.deadlines));
    expect(pages.at(-1)!.next).toBeUndefined();
    // A page asked for by its number starts where the cursor of the page before it does.
    const second = await admin.as("GET", "/api/admin/deadlines?due=overdue&pageSize=1&page=2");
    expect(keys(second.json.deadlines)).toEqual(keys(pages[1]!.rows));
    expect(second.json.next).toBe(pages[1]!.next);
  });

  test("the member's list pages the same way, within their own claims", async () => {
    const pages = await walk((query) => as(member)("GET", `/api/deadlines?${query}`), "due=overdue&pageSize=1");
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.claimNumber === "TX-A" || row.claimNumber === "FL-B")).toBe(true);
  });

  test("a cursor that is not one, or one with a page number too, is 400 in words", async () => {
    const first = (await admin.as("GET", "/api/admin/deadlines?due=overdue&pageSize=1")).json.next as string;
    const [, dueOn, claimId, ruleId] = first.split(".") as [string, string, string, string];
    for (const after of [
      "",
      "soon",
      `1.${dueOn}.${claimId}.${ruleId}`, // page 1 has no cursor
      `0.${dueOn}.${claimId}.${ruleId}`,
      `2.2026-02-30.${claimId}.${ruleId}`, // no such day
      `2.${dueOn}.not-a-claim.${ruleId}`,
      `2.${dueOn}.${claimId.toUpperCase()}.${ruleId}`,
      `2.${dueOn}.${claimId}.`,
      `2.${dueOn}.${claimId}.${ruleId}.more`,
      `99999999.${dueOn}.${claimId}.${ruleId}`,
    ]) {
      const reply = await admin.as("GET", `/api/admin/deadlines?due=overdue&after=${encodeURIComponent(after)}`);
      expect(reply.status, after).toBe(400);
      expect(reply.json).toMatchObject({ success: false, kind: "invalid", error: CURSOR_MESSAGE });
      expect((await as(member)("GET", `/api/deadlines?due=overdue&after=${encodeURIComponent(after)}`)).status).toBe(400);
    }
    const both = await admin.as("GET", `/api/admin/deadlines?due=overdue&page=2&after=${encodeURIComponent(first)}`);
    expect(both.status).toBe(400);
    expect(both.json.error).toBe(PAGE_OR_CURSOR_MESSAGE);
  });
});

describe("a completed or cancelled claim leaves the due lists", () => {
  test("cancelled by the admin, by its member, or completed: gone from every list, the carrier count and the reminders", async () => {
    // TX-C reported Nov 2: its acknowledgement is a day overdue, the one carrier duty left to tell of.
    expect((await as(member)("POST", `/api/claims/${claims["TX-C"]}/events`, { kind: "reported", on: "2026-11-02" })).status).toBe(200);
    const before = keys((await admin.as("GET", "/api/admin/deadlines?due=overdue&owedBy=carrier&pageSize=200")).json.deadlines);
    expect(before).toEqual(
      expect.arrayContaining(["TX-A:tx-542-055-acknowledge", "TX-D:tx-542-055-acknowledge", "TX-E:tx-542-055-acknowledge"]),
    );

    const cancelled = await admin.as("POST", `/api/admin/claims/${claims["TX-A"]}/status`, {
      body: { status: "cancelled", note: "Withdrawn" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await as(other)("POST", `/api/claims/${claims["TX-E"]}/cancel`)).status).toBe(200);
    for (const status of ["in_review", "in_progress", "completed"])
      expect((await admin.as("POST", `/api/admin/claims/${claims["TX-D"]}/status`, { body: { status } })).status).toBe(200);

    const closed = new Set(["TX-A", "TX-D", "TX-E"]);
    const carrierOverdue = (await admin.as("GET", "/api/admin/deadlines?due=overdue&owedBy=carrier&pageSize=200")).json;
    expect(carrierOverdue.deadlines.some((row: DueRow) => closed.has(row.claimNumber))).toBe(false);
    expect(carrierOverdue.total).toBe(carrierOverdue.deadlines.length);
    expect(keys(carrierOverdue.deadlines)).toContain("TX-C:tx-542-055-acknowledge");
    for (const path of ["/api/admin/deadlines?due=overdue&pageSize=200", "/api/admin/deadlines?due=366d&pageSize=200"]) {
      const rows = (await admin.as("GET", path)).json.deadlines as DueRow[];
      expect(rows.some((row) => closed.has(row.claimNumber))).toBe(false);
    }
    const theirs = await as(other)("GET", "/api/deadlines?due=overdue");
    expect(theirs.json).toMatchObject({ deadlines: [], total: 0 });
    expect(keys((await as(member)("GET", "/api/deadlines?due=overdue")).json.deadlines)).not.toContain("TX-A:tx-542-055-acknowledge");

    // An event recorded on a closed claim rewrites its rows, still closed.
    expect(
      (await admin.as("POST", `/api/admin/claims/${claims["TX-A"]}/events`, { body: { kind: "items-sent", on: "2026-11-10" } })).status,
    ).toBe(200);
    const open = admin.ctx.db.$client
      .query("SELECT count(*) AS n FROM claim_deadlines WHERE claim_id = ? AND open = 1")
      .get(claims["TX-A"]!);
    expect(open).toEqual({ n: 0 });
    // Its claim page still shows the clock: closing a claim hides nothing from whoever opens it.
    const page = await admin.as("GET", `/api/admin/claims/${claims["TX-A"]}/deadlines`);
    expect(page.json.deadlines.find((d: { ruleId: string }) => d.ruleId === "tx-542-055-acknowledge").status).toBe("overdue");

    // The hourly job tells of TX-C's carrier duty and of no closed claim's.
    expect(queueDeadlineReminders(admin.ctx)).toBe(1);
    const sent = admin.ctx.db.$client.query("SELECT body FROM notifications WHERE purpose = 'carrier_overdue'").all() as { body: string }[];
    expect(sent.map((s) => s.body.match(/claim (\S+),/)?.[1])).toEqual(["TX-C"]);
  });
});
