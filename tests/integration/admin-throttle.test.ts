// Sign-in throttling (decisions 0007 and 0017): 5 failures per username or 20 per client address within
// 15 minutes → 429 until the window passes. The client address is the socket's (through
// app.handle: "unknown"); X-Forwarded-For counts only from a configured proxy.
import { describe, expect, test } from "bun:test";
import { createApp } from "#server/app";
import type { AppConfig } from "#core/platform/config";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminCookieOf, setupAdmin, type Reply, type Requester } from "../helpers/admin-session";

const MINUTE = 60 * 1000;
const WINDOW_MS = 15 * MINUTE;
const THROTTLED = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

async function freshSystem(config: Partial<AppConfig> = {}): Promise<{ ctx: TestContext; request: Requester }> {
  const ctx = makeTestContext({ config });
  const request = makeRequester(createApp(ctx));
  const setup = await setupAdmin(request);
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.text}`);
  return { ctx, request };
}

function login(request: Requester, username: string, password: string, headers: Record<string, string> = {}): Promise<Reply> {
  return request("POST", "/api/admin/login", { body: { username, password }, headers });
}

function expectThrottled(res: Reply) {
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({ success: false, kind: "throttled" });
  expect(res.json.error).toMatch(THROTTLED);
  expect(adminCookieOf(res)).toBeUndefined();
}

describe("per-username limit", () => {
  test("5 wrong passwords shut the username out, even for the right password, until 15 minutes pass", async () => {
    const { ctx, request } = await freshSystem();
    for (let i = 1; i <= 5; i++) {
      const res = await login(request, ADMIN_USERNAME, `wrong-password-${i}`);
      expect(res.status).toBe(401);
    }
    expectThrottled(await login(request, ADMIN_USERNAME, ADMIN_PASSWORD));

    ctx.clock.advance(WINDOW_MS - MINUTE);
    expectThrottled(await login(request, ADMIN_USERNAME, ADMIN_PASSWORD));

    ctx.clock.advance(MINUTE + 1000);
    const res = await login(request, ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(adminCookieOf(res)).toBeDefined();
  });

  test("the username is counted case-insensitively", async () => {
    const { request } = await freshSystem();
    for (const name of ["Commander", "COMMANDER", "commander", "CoMmAnDeR", "commandeR"]) {
      expect((await login(request, name, "wrong-password")).status).toBe(401);
    }
    expectThrottled(await login(request, ADMIN_USERNAME, ADMIN_PASSWORD));
  });

  test("a successful sign-in clears the username's earlier failures", async () => {
    const { request } = await freshSystem();
    for (let i = 0; i < 4; i++) expect((await login(request, ADMIN_USERNAME, "wrong-password")).status).toBe(401);
    expect((await login(request, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(request, ADMIN_USERNAME, "wrong-password")).status).toBe(401);
    expect((await login(request, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(200);
  });

  test("10 simultaneous wrong passwords for one username: at most 5 are answered 401, the rest 429", async () => {
    const { request } = await freshSystem();
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => login(request, ADMIN_USERNAME, `wrong-password-${i}`)));
    const statuses = replies.map((r) => r.status);
    const unauthorized = statuses.filter((s) => s === 401).length;
    const throttled = statuses.filter((s) => s === 429).length;
    expect(unauthorized).toBeGreaterThanOrEqual(1);
    expect(unauthorized).toBeLessThanOrEqual(5);
    expect(unauthorized + throttled).toBe(10);
    expectThrottled(await login(request, ADMIN_USERNAME, ADMIN_PASSWORD));
  });
});

describe("per-address limit", () => {
  /** `count` failed sign-ins, each for a different username (sent together: hashing dominates the time). */
  const failFromOneAddress = async (request: Requester, count: number, headersOf: (i: number) => Record<string, string> = () => ({})) => {
    const replies = await Promise.all(
      Array.from({ length: count }, (_, i) => login(request, `user${String(i + 1).padStart(2, "0")}`, "wrong-password", headersOf(i + 1))),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(count).fill(401));
  };

  test("20 failures across different usernames shut the address out for a 21st username", async () => {
    const { ctx, request } = await freshSystem();
    await failFromOneAddress(request, 20);
    expectThrottled(await login(request, ADMIN_USERNAME, ADMIN_PASSWORD));
    expectThrottled(await login(request, "somebody-else", "whatever-pw"));
    ctx.clock.advance(WINDOW_MS + 1000);
    expect((await login(request, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(200);
  });

  test("X-Forwarded-For from an unlisted peer changes nothing: spoofed addresses do not reset the limit", async () => {
    const { ctx, request } = await freshSystem();
    await failFromOneAddress(request, 20, (i) => ({ "x-forwarded-for": `198.51.100.${i}` }));
    expectThrottled(await login(request, ADMIN_USERNAME, ADMIN_PASSWORD, { "x-forwarded-for": "203.0.113.77" }));
    // The log shows the socket address, never the forwarded one.
    const addresses = ctx.db.$client.query("SELECT DISTINCT client_address AS a FROM admin_audit_log WHERE action = 'login'").all();
    expect(addresses).toEqual([{ a: "unknown" }]);
  });

  test("from a trusted proxy the forwarded address is the client: each address has its own counter", async () => {
    const { ctx, request } = await freshSystem({ trustedProxies: ["unknown"] });
    const first = { "x-forwarded-for": "203.0.113.10" };
    const second = { "x-forwarded-for": "203.0.113.20" };
    await failFromOneAddress(request, 20, () => first);
    expectThrottled(await login(request, "fresh-name", "wrong-password", first));
    // Another client behind the same proxy is not shut out.
    expect((await login(request, "fresh-name", "wrong-password", second)).status).toBe(401);
    expect((await login(request, ADMIN_USERNAME, ADMIN_PASSWORD, second)).status).toBe(200);
    const addresses = ctx.db.$client
      .query("SELECT DISTINCT client_address AS a FROM admin_audit_log WHERE action = 'login' ORDER BY a")
      .all();
    expect(addresses).toEqual([{ a: "203.0.113.10" }, { a: "203.0.113.20" }]);
  });
});

describe("concurrent attempts", () => {
  test("300 simultaneous wrong sign-ins from one address with different usernames: at most 20 passwords are checked", async () => {
    const { ctx, request } = await freshSystem();
    const replies = await Promise.all(Array.from({ length: 300 }, (_, i) => login(request, `intruder-${i}`, "wrong-password")));
    const checked = replies.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(20);
    for (const r of replies.filter((r) => r.status !== 401)) expectThrottled(r);
    const settled = (ctx.db.$client.query("SELECT count(*) AS n FROM login_failures WHERE settled = 1").get() as { n: number }).n;
    expect(settled).toBe(checked);
  });

  test("10 simultaneous correct sign-ins of one admin all pass", async () => {
    const { request } = await freshSystem();
    const replies = await Promise.all(Array.from({ length: 10 }, () => login(request, ADMIN_USERNAME, ADMIN_PASSWORD)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  test("an attempt abandoned in flight (its process died) stops counting after a minute", async () => {
    const { ctx, request } = await freshSystem();
    const insert = ctx.db.$client.prepare(
      "INSERT INTO login_failures (scope, username, client_address, at, settled) VALUES ('admin', ?, 'unknown', ?, 0)",
    );
    for (let i = 0; i < 20; i++) insert.run(`ghost-${i}`, ctx.clock.now().getTime());
    ctx.clock.advance(61_000);
    expect((await login(request, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(200);
  });
});
