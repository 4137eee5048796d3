// Anonymous registration cannot starve sign-ins: a wrong invitation code is refused by one read,
// before any password is hashed, and registration is throttled per client address in its own
// count with sign-in's rules: failures only, 20 per 15 minutes, attempts in flight counted,
// successes never. Every request comes through a trusted proxy, so X-Forwarded-For is the address.
import { afterEach, expect, spyOn, test } from "bun:test";
import { createApp } from "#server/app";
import { INVALID_INVITATION_CODE } from "#core/members/members";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import type { Reply, Requester } from "../helpers/admin-session";
import { deviceHeaders, freshCode, MEMBER_PASSWORD, memberCookieOf, registerMember, registration } from "../helpers/member-session";

const WINDOW_MS = 15 * 60 * 1000;
const THROTTLED = /^Too many registration attempts\. Try again in \d+ minutes?\.$/;
const OFFICE = "203.0.113.10";
const ELSEWHERE = "198.51.100.20";

function freshSystem(): { ctx: TestContext; request: Requester } {
  const ctx = makeTestContext({ config: { trustedProxies: ["unknown"] } });
  return { ctx, request: makeRequester(createApp(ctx)) };
}

let serial = 0;
const register = (request: Requester, address: string, body: Record<string, unknown>) =>
  request("POST", "/api/auth/register", { body, headers: { ...deviceHeaders(`registrant-${++serial}`), "x-forwarded-for": address } });
const registerWithWrongCode = (request: Requester, address: string) => register(request, address, registration(`NO-SUCH-CODE-${++serial}`));

function expectWrongCode(reply: Reply) {
  expect(reply.status).toBe(400);
  expect(reply.json).toMatchObject({ success: false, error: INVALID_INVITATION_CODE, kind: "invalid" });
}

function expectThrottled(reply: Reply) {
  expect(reply.status).toBe(429);
  expect(reply.json).toMatchObject({ success: false, kind: "throttled" });
  expect(reply.json.error).toMatch(THROTTLED);
  expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(memberCookieOf(reply)).toBeUndefined();
}

const settledFailures = (ctx: TestContext, address: string) =>
  (
    ctx.db.$client
      .query("SELECT count(*) AS n FROM login_failures WHERE scope = 'register' AND settled = 1 AND client_address = ?")
      .get(address) as { n: number }
  ).n;

let hashSpy: ReturnType<typeof spyOn> | undefined;
afterEach(() => hashSpy?.mockRestore());

test("a wrong code, or a name already taken, is refused without hashing the password", async () => {
  const { ctx, request } = freshSystem();
  const member = await registerMember(ctx, request);
  hashSpy = spyOn(Bun.password, "hash");
  expectWrongCode(await registerWithWrongCode(request, OFFICE));
  const taken = await register(request, OFFICE, registration(freshCode(ctx), { username: member.username }));
  expect(taken.status).toBe(409);
  const emailTaken = await register(request, OFFICE, registration(freshCode(ctx), { email: member.email }));
  expect(emailTaken.status).toBe(409);
  expect(hashSpy).not.toHaveBeenCalled();
  // A registration that goes through hashes exactly once.
  expect((await register(request, OFFICE, registration(freshCode(ctx)))).status).toBe(200);
  expect(hashSpy).toHaveBeenCalledTimes(1);
});

test("20 failed registrations shut that address out (429, audited); another address, and sign-in, are not", async () => {
  const { ctx, request } = freshSystem();
  const member = await registerMember(ctx, request, { deviceName: "office-pc" });
  for (let i = 0; i < 20; i++) expectWrongCode(await registerWithWrongCode(request, OFFICE));
  // Even a valid code is refused from the address now: the throttle answers before the code is read.
  const code = freshCode(ctx);
  expectThrottled(await register(request, OFFICE, registration(code)));
  expectThrottled(await registerWithWrongCode(request, OFFICE));
  const audit = ctx.db.$client
    .query("SELECT outcome FROM admin_audit_log WHERE action = 'member.register' AND client_address = ? ORDER BY id")
    .all(OFFICE) as { outcome: string }[];
  expect(audit.map((row) => row.outcome)).toEqual(["failure", "throttled"]);

  // Another address registers as usual, with the code the throttled address could not use.
  expectWrongCode(await registerWithWrongCode(request, ELSEWHERE));
  expect((await register(request, ELSEWHERE, registration(code))).status).toBe(200);
  // Sign-in keeps its own count: the member signs in from the shut-out address.
  const signIn = await request("POST", "/api/auth/login", {
    body: { username: member.username, password: MEMBER_PASSWORD },
    headers: { ...member.device, "x-forwarded-for": OFFICE },
  });
  expect(signIn.status).toBe(200);

  ctx.clock.advance(WINDOW_MS + 1000);
  expect((await register(request, OFFICE, registration(freshCode(ctx)))).status).toBe(200);
});

test("successful registrations never count: an office registers 25 people from one address after 19 mistakes", async () => {
  const { ctx, request } = freshSystem();
  for (let i = 0; i < 19; i++) expectWrongCode(await registerWithWrongCode(request, OFFICE));
  for (let i = 0; i < 25; i++) expect((await register(request, OFFICE, registration(freshCode(ctx)))).status).toBe(200);
  expectWrongCode(await registerWithWrongCode(request, OFFICE));
  expectThrottled(await registerWithWrongCode(request, OFFICE));
  expect(settledFailures(ctx, OFFICE)).toBe(20);
}, 60_000);

test("attempts in flight count: 60 simultaneous wrong codes from one address have at most 20 codes checked", async () => {
  const { ctx, request } = freshSystem();
  const replies = await Promise.all(Array.from({ length: 60 }, () => registerWithWrongCode(request, OFFICE)));
  const checked = replies.filter((reply) => reply.status === 400);
  expect(checked.length).toBeGreaterThan(0);
  expect(checked.length).toBeLessThanOrEqual(20);
  checked.forEach(expectWrongCode);
  replies.filter((reply) => reply.status !== 400).forEach(expectThrottled);
  expect(settledFailures(ctx, OFFICE)).toBe(checked.length);
});

test("25 simultaneous good registrations from one address all succeed: the ones over 20 wait, they are not refused", async () => {
  const { ctx, request } = freshSystem();
  const replies = await Promise.all(Array.from({ length: 25 }, () => register(request, OFFICE, registration(freshCode(ctx)))));
  expect(replies.map((reply) => reply.status)).toEqual(Array(25).fill(200));
  expect(ctx.db.$client.query("SELECT count(*) AS n FROM login_failures WHERE scope = 'register'").get()).toEqual({ n: 0 });
}, 60_000);
