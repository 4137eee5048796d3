// Countdown windows (start once, same deadline after) and the members' credibility search
// (server-side search and pages, only within the access window) — decisions 0026 and 0045.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { createCredibilityEntry } from "#core/credibility/credibility";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { validCredibilityEntry, type Requester } from "../helpers/admin-session";
import { memberCookieOf, registerMember, type Member } from "../helpers/member-session";

const HOUR = 60 * 60 * 1000;
let ctx: TestContext;
let request: Requester;

beforeAll(() => {
  ctx = makeTestContext();
  request = makeRequester(createApp(ctx));
  const actor = cliActor("tests");
  for (let i = 0; i < 45; i++) {
    ctx.clock.advance(1);
    createCredibilityEntry(
      ctx,
      actor,
      validCredibilityEntry({
        contractorName: `Contractor ${i}`,
        claimType: i % 3 === 0 ? "Hail" : "Wind",
        clientName: i === 7 ? "Ann 100%_Client" : "Carol Client",
      }),
    );
  }
  const hidden = createCredibilityEntry(ctx, actor, validCredibilityEntry({ contractorName: "Hidden Contractor" }));
  ctx.db.$client.run("UPDATE credibility_entries SET is_active = 0 WHERE id = ?", [hidden.entry.id]);
});

const as = (member: Member) => (method: string, path: string) => request(method, path, { cookie: member.cookie, headers: member.device });

describe("countdown windows", () => {
  test("not started → null deadlines; starting answers the window's deadline, and again the same one", async () => {
    const member = await registerMember(ctx, request);
    const call = as(member);
    expect((await call("GET", "/api/user/countdown-status")).json).toEqual({
      success: true,
      purchaseDeadline: null,
      accessDeadline: null,
      hasPurchaseCountdown: false,
      hasAccessCountdown: false,
    });
    const startedAt = ctx.clock.now().getTime();
    const purchase = await call("POST", "/api/user/start-purchase-countdown");
    expect(purchase.json).toEqual({ success: true, deadline: new Date(startedAt + 72 * HOUR).toISOString() });
    ctx.clock.advance(10 * 60_000);
    expect((await call("POST", "/api/user/start-purchase-countdown")).json.deadline).toBe(purchase.json.deadline);
    const access = await call("POST", "/api/user/start-access-countdown");
    expect(access.json.deadline).toBe(new Date(startedAt + 10 * 60_000 + 168 * HOUR).toISOString());
    expect((await call("GET", "/api/user/countdown-status")).json).toEqual({
      success: true,
      purchaseDeadline: purchase.json.deadline,
      accessDeadline: access.json.deadline,
      hasPurchaseCountdown: true,
      hasAccessCountdown: true,
    });
    const started = ctx.db.$client
      .query("SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'countdown.started'")
      .get(member.id) as { n: number };
    expect(started.n).toBe(2);
  });

  test("parallel starts set one deadline", async () => {
    const member = await registerMember(ctx, request);
    const replies = await Promise.all(Array.from({ length: 10 }, () => as(member)("POST", "/api/user/start-access-countdown")));
    expect(new Set(replies.map((r) => r.json.deadline)).size).toBe(1);
  });
});

describe("the members' credibility search", () => {
  test("pages of 20 with the total, newest first, inactive entries never shown", async () => {
    const call = as(await registerMember(ctx, request));
    const first = await call("GET", "/api/credibility-entries");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, total: 45, page: 1, pageSize: 20 });
    expect(first.json.entries).toHaveLength(20);
    expect(first.json.entries[0].contractorName).toBe("Contractor 44");
    const last = await call("GET", "/api/credibility-entries?page=3");
    expect(last.json.entries).toHaveLength(5);
    expect(JSON.stringify([first.json, last.json])).not.toContain("Hidden Contractor");
  });

  test.each([
    ["q=contractor%2012", 1],
    ["q=HAIL", 15],
    ["claimType=wind", 30],
    ["q=contractor%201&claimType=Hail", 3],
    ["q=100%25_", 1],
    ["q=%25", 1],
    ["q=nothing-like-this", 0],
  ])("?%s → %i", async (query, total) => {
    const call = as(await registerMember(ctx, request));
    const reply = await call("GET", `/api/credibility-entries?${query}`);
    expect(reply.status).toBe(200);
    expect(reply.json.total).toBe(total);
  });

  test("the total follows the data: a new entry counts at once", async () => {
    const call = as(await registerMember(ctx, request));
    const before = (await call("GET", "/api/credibility-entries?claimType=flood")).json.total;
    createCredibilityEntry(ctx, cliActor("tests"), validCredibilityEntry({ claimType: "Flood" }));
    expect((await call("GET", "/api/credibility-entries?claimType=flood")).json.total).toBe(before + 1);
  });

  test.each(["page=0", "page=abc", `q=${"x".repeat(101)}`])("?%s → 400", async (query) => {
    const call = as(await registerMember(ctx, request));
    expect((await call("GET", `/api/credibility-entries?${query}`)).status).toBe(400);
  });

  test("signed out → 401; after the access window → 403 'Access window expired'", async () => {
    expect((await request("GET", "/api/credibility-entries")).status).toBe(401);
    const member = await registerMember(ctx, request);
    await as(member)("POST", "/api/user/start-access-countdown");
    // Days pass: the idle session ends, so each look signs in again on the same device.
    const searchAfterSigningIn = async () => {
      const again = await request("POST", "/api/auth/login", {
        body: { username: member.username, password: "m3mber-Pass!" },
        headers: member.device,
        cookie: member.cookie,
      });
      const cookie = memberCookieOf(again)!;
      return request("GET", "/api/credibility-entries", { cookie, headers: member.device });
    };
    ctx.clock.advance(168 * HOUR - 1000);
    expect((await searchAfterSigningIn()).status).toBe(200);
    ctx.clock.advance(2000);
    const expired = await searchAfterSigningIn();
    expect(expired.status).toBe(403);
    expect(expired.json).toMatchObject({ success: false, error: "Access window expired", kind: "forbidden" });
  });
});
