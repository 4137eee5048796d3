// A claim's events and deadlines through app.handle: the answers' shapes, every refusal (400 and
// nothing stored), another member (404 on every route), the admin's side (audited), the stored
// deadlines rewritten with each change, and the due lists judged by today in each claim's state.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { EVENT_AFTER, EVENT_BEFORE, EVENT_BEFORE_LOSS, EVENT_IN_FUTURE } from "#core/deadlines/event-rules";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { DUE_MESSAGE, EVENT_KIND_MESSAGE, OWED_BY_MESSAGE } from "#shared/schemas/claim-events";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { claimForm } from "../helpers/claim-form";
import { registerMember, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let member: Member;
let other: Member;
let tx: string; // a Texas claim of `member`
let fl: string; // a Florida claim of `member`
let oh: string; // an Ohio claim (no pack) of `member`
let others: string; // a Texas claim of `other`

const as = (m: Member) => (method: string, path: string, body?: unknown) =>
  admin.request(method, path, { body, cookie: m.cookie, headers: m.device });

// Chicago's evening of Nov 17 is New York's Nov 18: a deadline due on the 17th is due today in
// Texas and overdue in Florida.
const NOW = new Date("2026-11-18T05:30:00Z");

async function file(m: Member, address: string, claimNumber: string) {
  const reply = await as(m)("POST", "/api/claims", claimForm({ propertyAddress: address, claimNumber }));
  if (reply.status !== 200) throw new Error(reply.text);
  return reply.json.claim.id as string;
}

const storedRows = (claimId: string) =>
  admin.ctx.db.$client
    .query(
      "SELECT rule_id AS ruleId, starts_on AS startsOn, due_on AS dueOn, met_on AS metOn, open FROM claim_deadlines WHERE claim_id = ? ORDER BY rule_id",
    )
    .all(claimId) as { ruleId: string; startsOn: string | null; dueOn: string | null; metOn: string | null; open: number }[];
const eventCount = () => countRows(admin.ctx, "SELECT count(*) AS n FROM claim_events");

beforeAll(async () => {
  admin = await createSignedInAdmin();
  admin.ctx.clock.set(NOW);
  member = await registerMember(admin.ctx, admin.request);
  other = await registerMember(admin.ctx, admin.request);
  for (const m of [member, other])
    activateSubscription(admin.ctx, cliActor("tests"), m.username, { plan: "assassin", frequency: "monthly" });
  tx = await file(member, "12 Oak St, Austin, TX 78701", "TX-1");
  fl = await file(member, "4 Elm Rd, Tampa, FL", "FL-1");
  oh = await file(member, "9 Pine Ave, Dayton, OH", "OH-1");
  others = await file(other, "1 Main St, Houston, TX", "TX-OTHER");
});

describe("a member's events", () => {
  test("none at first; a filed claim already has its rows, none started", async () => {
    expect((await as(member)("GET", `/api/claims/${tx}/events`)).json).toEqual({ success: true, events: [] });
    expect(storedRows(tx).map((r) => [r.ruleId, r.open, r.dueOn])).toContainEqual(["tx-542-055-acknowledge", 0, null]);
  });

  test("recorded with and without a note, answered as the issue says, listed in date order", async () => {
    const reported = await as(member)("POST", `/api/claims/${tx}/events`, { kind: "reported", on: "2026-11-02" });
    expect(reported.status).toBe(200);
    expect(reported.json).toEqual({ success: true, event: { id: expect.any(String), kind: "reported", on: "2026-11-02" } });
    const noted = await as(member)("POST", `/api/claims/${tx}/events`, {
      kind: "catastrophe-declared",
      on: "2026-04-28",
      note: "Hurricane",
    });
    expect(noted.json.event).toEqual({ id: expect.any(String), kind: "catastrophe-declared", on: "2026-04-28", note: "Hurricane" });
    const list = await as(member)("GET", `/api/claims/${tx}/events`);
    expect(list.json.events.map((e: { kind: string }) => e.kind)).toEqual(["catastrophe-declared", "reported"]);
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'claim.event_added'", member.id),
    ).toBe(2);
  });

  test("the stored deadline is rewritten in the event's transaction: started, then met", async () => {
    // Reported Mon Nov 2, 15 days, plus 15 for the declared catastrophe: Dec 2.
    expect(storedRows(tx).find((r) => r.ruleId === "tx-542-055-acknowledge")).toEqual({
      ruleId: "tx-542-055-acknowledge",
      startsOn: "2026-11-02",
      dueOn: "2026-12-02",
      metOn: null,
      open: 1,
    });
    const ack = await as(member)("POST", `/api/claims/${tx}/events`, { kind: "acknowledged", on: "2026-11-10" });
    expect(storedRows(tx).find((r) => r.ruleId === "tx-542-055-acknowledge")).toMatchObject({ metOn: "2026-11-10", open: 0 });
    const removed = await as(member)("DELETE", `/api/claims/${tx}/events/${ack.json.event.id}`);
    expect(removed.json).toEqual({ success: true, message: "Event removed" });
    expect(storedRows(tx).find((r) => r.ruleId === "tx-542-055-acknowledge")).toMatchObject({ metOn: null, open: 1 });
    const catastrophe = (await as(member)("GET", `/api/claims/${tx}/events`)).json.events[0].id;
    await as(member)("DELETE", `/api/claims/${tx}/events/${catastrophe}`);
    expect(storedRows(tx).find((r) => r.ruleId === "tx-542-055-acknowledge")?.dueOn).toBe("2026-11-17");
  });

  test("the claim's deadlines: its state, the notice, each rule with its citation", async () => {
    const reply = await as(member)("GET", `/api/claims/${tx}/deadlines`);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      success: true,
      state: "TX",
      stateHasRules: true,
      notice: expect.stringContaining("verify with counsel"),
    });
    const ack = reply.json.deadlines.find((d: { ruleId: string }) => d.ruleId === "tx-542-055-acknowledge");
    expect(ack).toMatchObject({
      title: expect.any(String),
      owedBy: "carrier",
      startsOn: "2026-11-02",
      dueOn: "2026-11-17",
      status: "due-today",
      citation: { text: "Tex. Ins. Code 542.055", url: expect.stringMatching(/^https:/) },
      verifiedOn: "2026-11-28",
      unverified: false,
    });
    expect(reply.json.deadlines.find((d: { ruleId: string }) => d.ruleId === "tx-542-057-pay")).toMatchObject({ status: "not-started" });
    expect(reply.json.deadlines.find((d: { ruleId: string }) => d.ruleId === "tx-542-057-pay").dueOn).toBeUndefined();
  });

  test("a state without rules says so, and the policy's clauses still count", async () => {
    await as(member)("POST", `/api/claims/${oh}/events`, { kind: "appraisal-demanded", on: "2026-11-01" });
    const reply = await as(member)("GET", `/api/claims/${oh}/deadlines`);
    expect(reply.json).toMatchObject({ state: "OH", stateHasRules: false });
    expect(reply.json.notice).toStartWith("No deadline rules for OH yet");
    expect(reply.json.deadlines.map((d: { ruleId: string }) => d.ruleId)).toContain("policy-appraisal-carrier-appraiser");
  });
});

describe("refusals: 400 in words, nothing stored", () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ["an unknown kind", { kind: "sued", on: "2026-11-03" }, EVENT_KIND_MESSAGE],
    ["no kind", { on: "2026-11-03" }, EVENT_KIND_MESSAGE],
    ["a date that is not one", { kind: "paid", on: "2026-02-30" }, "Event date must be a date (YYYY-MM-DD)"],
    ["no date", { kind: "paid" }, "Event date is required"],
    ["a date after today in Texas (already today in New York)", { kind: "paid", on: "2026-11-18" }, EVENT_IN_FUTURE("paid", "2026-11-17")],
    ["a date before the loss", { kind: "items-sent", on: "2026-05-01" }, EVENT_BEFORE_LOSS("items-sent", "2026-05-02")],
    [
      "an acknowledgement before the report",
      { kind: "acknowledged", on: "2026-11-01" },
      EVENT_BEFORE("acknowledged", "reported", "2026-11-02"),
    ],
    ["a payment before the report", { kind: "paid", on: "2026-11-01" }, EVENT_BEFORE("paid", "reported", "2026-11-02")],
    ["a note too long", { kind: "paid", on: "2026-11-05", note: "x".repeat(1001) }, expect.stringContaining("Note") as unknown as string],
  ];
  test.each(refusals)("%s", async (_, body, message) => {
    const before = eventCount();
    const rows = storedRows(tx);
    for (const send of [
      as(member),
      (method: string, path: string, b?: unknown) => admin.as(method, path.replace("/api/", "/api/admin/"), { body: b }),
    ]) {
      const reply = await send("POST", `/api/claims/${tx}/events`, body);
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ success: false, kind: "invalid", error: message });
    }
    expect(eventCount()).toBe(before);
    expect(storedRows(tx)).toEqual(rows);
  });

  test("a report dated after the carrier's acknowledgement it came before", async () => {
    await as(member)("POST", `/api/claims/${fl}/events`, { kind: "acknowledged", on: "2026-11-12" });
    const reply = await as(member)("POST", `/api/claims/${fl}/events`, { kind: "reported", on: "2026-11-13" });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe(EVENT_AFTER("reported", "acknowledged", "2026-11-12"));
    const ack = (await as(member)("GET", `/api/claims/${fl}/events`)).json.events[0].id;
    await as(member)("DELETE", `/api/claims/${fl}/events/${ack}`);
  });

  test("a claim or event id that is not one is 400; an event of another claim is 404", async () => {
    expect((await as(member)("GET", "/api/claims/nope/events")).status).toBe(400);
    expect((await as(member)("DELETE", `/api/claims/${tx}/events/nope`)).json.error).toBe("Invalid event ID");
    const onOh = (await as(member)("GET", `/api/claims/${oh}/events`)).json.events[0].id;
    const reply = await as(member)("DELETE", `/api/claims/${tx}/events/${onOh}`);
    expect(reply.status).toBe(404);
    expect(reply.json.error).toBe("Event not found");
  });
});

describe("another member's claim", () => {
  test("is 404 on every route, and nothing changes", async () => {
    const event = (await as(member)("GET", `/api/claims/${tx}/events`)).json.events[0].id;
    const before = eventCount();
    for (const [method, path, body] of [
      ["GET", `/api/claims/${tx}/events`],
      ["POST", `/api/claims/${tx}/events`, { kind: "paid", on: "2026-11-05" }],
      ["DELETE", `/api/claims/${tx}/events/${event}`],
      ["GET", `/api/claims/${tx}/deadlines`],
    ] as [string, string, unknown?][]) {
      const reply = await as(other)(method, path, body);
      expect(reply.status).toBe(404);
      expect(reply.json).toMatchObject({ success: false, error: "Claim not found" });
    }
    expect(eventCount()).toBe(before);
  });
});

describe("the admin's side", () => {
  test("records and removes events on any claim, audited; reads its events and deadlines", async () => {
    const added = await admin.as("POST", `/api/admin/claims/${others}/events`, { body: { kind: "reported", on: "2026-11-03" } });
    expect(added.status).toBe(200);
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.event' AND outcome = 'success' AND detail = ?",
        `claim=${others} event=reported on=2026-11-03`,
      ),
    ).toBe(1);
    expect((await admin.as("GET", `/api/admin/claims/${others}/events`)).json.events).toHaveLength(1);
    expect((await admin.as("GET", `/api/admin/claims/${others}/deadlines`)).json.state).toBe("TX");
    const temp = await admin.as("POST", `/api/admin/claims/${others}/events`, { body: { kind: "items-sent", on: "2026-11-04" } });
    expect((await admin.as("DELETE", `/api/admin/claims/${others}/events/${temp.json.event.id}`)).json.message).toBe("Event removed");
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.event' AND outcome = 'failure'"),
    ).toBeGreaterThan(0);
  });

  test("an unknown claim is 404; a member cannot use the admin's routes", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.as("GET", `/api/admin/claims/${missing}/deadlines`)).status).toBe(404);
    expect((await admin.as("POST", `/api/admin/claims/${missing}/events`, { body: { kind: "paid", on: "2026-11-05" } })).status).toBe(404);
    expect((await as(member)("GET", "/api/admin/deadlines")).status).toBe(401);
  });

  test("a state change rewrites the stored rows in its transaction", async () => {
    await admin.as("PUT", `/api/admin/claims/${others}/state`, { body: { state: "NY" } });
    expect(storedRows(others).map((r) => r.ruleId)).toContain("ny-216-5-investigate");
    expect(storedRows(others).some((r) => r.ruleId.startsWith("tx-"))).toBe(false);
    await admin.as("PUT", `/api/admin/claims/${others}/state`, { body: { state: "TX" } });
    expect(storedRows(others).find((r) => r.ruleId === "tx-542-055-acknowledge")?.dueOn).toBe("2026-11-18");
  });
});

describe("the due lists", () => {
  beforeAll(async () => {
    // Florida: reported Tue Nov 10, 7 days: Tue Nov 17, already past in New York.
    await as(member)("POST", `/api/claims/${fl}/events`, { kind: "reported", on: "2026-11-10" });
  });
  const ids = (reply: { json: { deadlines: { claimId: string; ruleId: string }[] } }) =>
    reply.json.deadlines.map(
      (d) => `${d.claimId === tx ? "tx" : d.claimId === fl ? "fl" : d.claimId === oh ? "oh" : "others"}:${d.ruleId}`,
    );

  test("overdue, carrier: each row judged by today in its claim's state", async () => {
    const reply = await admin.as("GET", "/api/admin/deadlines?due=overdue&owedBy=carrier");
    expect(reply.status).toBe(200);
    expect(ids(reply)).toContain("fl:fl-627-70131-acknowledge-7");
    expect(ids(reply)).not.toContain("tx:tx-542-055-acknowledge");
    expect(reply.json.deadlines.find((d: { claimId: string }) => d.claimId === fl)).toMatchObject({
      claimNumber: "FL-1",
      status: "overdue",
      dueOn: "2026-11-17",
      unverified: true,
    });
  });

  test("due within 7 days: today's Texas duty and the other member's, sorted by due day", async () => {
    const reply = await admin.as("GET", "/api/admin/deadlines?due=7d");
    expect(ids(reply)).toEqual(expect.arrayContaining(["tx:tx-542-055-acknowledge", "others:tx-542-055-acknowledge"]));
    expect(ids(reply)).not.toContain("fl:fl-627-70131-acknowledge-7");
    const days = reply.json.deadlines.map((d: { dueOn: string }) => d.dueOn);
    expect(days).toEqual([...days].sort());
    expect(reply.json).toMatchObject({ total: reply.json.deadlines.length, page: 1, pageSize: 50 });
    expect(reply.json.deadlines.find((d: { claimId: string }) => d.claimId === tx).status).toBe("due-today");
  });

  test("owed by the policyholder: the Ohio claim's appraiser; paged", async () => {
    const reply = await admin.as("GET", "/api/admin/deadlines?due=30d&owedBy=policyholder&pageSize=1");
    expect(ids(reply)).toEqual(["oh:policy-appraisal-policyholder-appraiser"]);
    expect(reply.json).toMatchObject({ total: 1, pageSize: 1 });
  });

  test("the member sees only their own claims", async () => {
    const mine = await as(member)("GET", "/api/deadlines?due=7d");
    expect(ids(mine)).toContain("tx:tx-542-055-acknowledge");
    expect(ids(mine).some((id) => id.startsWith("others:"))).toBe(false);
    const theirs = await as(other)("GET", "/api/deadlines?due=7d");
    expect(ids(theirs)).toEqual(["others:tx-542-055-acknowledge"]);
  });

  test("a kept answer gives way to the next change: the Florida duty met leaves the overdue list", async () => {
    const path = "/api/admin/deadlines?due=overdue&owedBy=carrier";
    expect(ids(await admin.as("GET", path))).toContain("fl:fl-627-70131-acknowledge-7");
    expect(ids(await admin.as("GET", path))).toContain("fl:fl-627-70131-acknowledge-7");
    const met = await as(member)("POST", `/api/claims/${fl}/events`, { kind: "acknowledged", on: "2026-11-16" });
    expect(ids(await admin.as("GET", path))).not.toContain("fl:fl-627-70131-acknowledge-7");
    await as(member)("DELETE", `/api/claims/${fl}/events/${met.json.event.id}`);
    expect(ids(await admin.as("GET", path))).toContain("fl:fl-627-70131-acknowledge-7");
  });

  test("a query that is not one is 400 in words", async () => {
    for (const [query, message] of [
      ["due=week", DUE_MESSAGE],
      ["due=400d", DUE_MESSAGE],
      ["owedBy=bank", OWED_BY_MESSAGE],
      ["pageSize=0", expect.stringContaining("Page size")],
    ] as const) {
      const reply = await admin.as("GET", `/api/admin/deadlines?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.json.error).toEqual(message);
    }
    expect((await as(member)("GET", "/api/deadlines?due=soon")).status).toBe(400);
  });
});
