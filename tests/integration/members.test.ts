// Members (decisions 0023 and 0024): registration by invitation code, sign-in bound to a device, the device limit,
// devices and activity, and the separation of member and admin sessions.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { assignInvitationCode } from "#core/invitation-codes/invitation-codes";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { countRows, createSignedInAdmin, validAssignee, type Reply, type Requester } from "../helpers/admin-session";
import {
  deviceHeaders,
  freshCode,
  MEMBER_PASSWORD,
  memberCookieOf,
  registerMember,
  registration,
  type Member,
} from "../helpers/member-session";
import { runScenarios, scenarioTemplate, type World } from "../helpers/scenario";

const INVALID_CODE = "Invalid or already used invitation code";
const DEVICE_LIMIT = "Device limit reached. Remove a device from a signed-in device or contact support.";

let ctx: TestContext;
let request: Requester;

beforeAll(() => {
  ctx = makeTestContext();
  request = makeRequester(createApp(ctx));
});

const codeRow = (code: string): Record<string, unknown> =>
  ctx.db.$client.query("SELECT * FROM invitation_codes WHERE code = ?").get(code) as Record<string, unknown>;
const login = (username: string, device: Record<string, string>, password = MEMBER_PASSWORD, cookie?: string) =>
  request("POST", "/api/auth/login", { body: { username, password }, headers: device, cookie });

describe("registration", () => {
  test("redeems the code and creates the member, plan, device, session and activity in one go", async () => {
    const code = freshCode(ctx);
    const body = registration(code.toLowerCase());
    const reply = await request("POST", "/api/auth/register", { body, headers: deviceHeaders("reg-laptop") });
    expect(reply.status).toBe(200);
    const user = reply.json.user;
    expect(user).toMatchObject({ username: body.username, email: body.email, planName: "member", maxDevices: 2, isActive: true });
    expect(JSON.stringify(reply.json)).not.toContain("argon2");
    expect(user.firstLoginAt).toBeTruthy();
    const setCookie = reply.headers.getSetCookie().find((h) => h.startsWith("aan_member="))!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const row = codeRow(code);
    expect(row).toMatchObject({ is_used: 1, used_by_user_id: user.id });
    expect(row.used_at).toBeTruthy();
    expect(countRows(ctx, "SELECT count(*) AS n FROM users WHERE id = ? AND invitation_code_id = ?", user.id, String(row.id))).toBe(1);
    expect(countRows(ctx, "SELECT count(*) AS n FROM user_plans WHERE user_id = ? AND max_devices = 2", user.id)).toBe(1);
    expect(countRows(ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", user.id)).toBe(1);
    const actions = (
      ctx.db.$client.query("SELECT action FROM user_activity_log WHERE user_id = ? ORDER BY rowid").all(user.id) as Array<{
        action: string;
      }>
    ).map((a) => a.action);
    expect(actions).toEqual(["register", "device.added", "login"]);
    // Signed in on that device.
    const me = await request("GET", "/api/auth/user", { cookie: memberCookieOf(reply), headers: deviceHeaders("reg-laptop") });
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(user.id);
  });

  test("the admin code list shows who redeemed a code", async () => {
    const admin = await createSignedInAdmin({ ctx });
    const member = await registerMember(ctx, request);
    const list = await admin.as("GET", "/api/admin/invitation-codes");
    const used = list.json.codes.used.find((c: { usedByUserId: string }) => c.usedByUserId === member.id);
    expect(used.usedByUsername).toBe(member.username);
  });

  test.each([
    ["an unknown code", (): string => "NO-SUCH-CODE", {}],
    [
      "a used code",
      (): string => {
        const code = freshCode(ctx);
        ctx.db.$client.run("UPDATE invitation_codes SET is_used = 1 WHERE code = ?", [code]);
        return code;
      },
      {},
    ],
    [
      "someone else's assigned code",
      (): string => {
        const code = freshCode(ctx);
        const id = codeRow(code).id as string;
        assignInvitationCode(
          ctx,
          cliActor("tests"),
          id,
          validAssignee({ assigneeUsername: `owner${Date.now()}`, assigneeEmail: `owner${Date.now()}@example.com` }),
        );
        return code;
      },
      {},
    ],
  ] as const)("%s → 400 with one message, nothing written", async (_, makeCode, overrides) => {
    const users = countRows(ctx, "SELECT count(*) AS n FROM users");
    const reply = await request("POST", "/api/auth/register", { body: registration(makeCode(), overrides), headers: deviceHeaders("x") });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, error: INVALID_CODE, kind: "invalid" });
    expect(countRows(ctx, "SELECT count(*) AS n FROM users")).toBe(users);
  });

  test("an assigned code is redeemed by its person's e-mail, in any case", async () => {
    const code = freshCode(ctx);
    const email = `Owner.Case${Date.now()}@Example.com`;
    assignInvitationCode(
      ctx,
      cliActor("tests"),
      codeRow(code).id as string,
      validAssignee({ assigneeUsername: `case${Date.now()}`, assigneeEmail: email }),
    );
    const reply = await request("POST", "/api/auth/register", {
      body: registration(code, { email: email.toLowerCase() }),
      headers: deviceHeaders("case"),
    });
    expect(reply.status).toBe(200);
  });

  test("a taken username or e-mail is a 409, and the code stays unused", async () => {
    const first = await registerMember(ctx, request);
    for (const [overrides, message] of [
      [{ username: first.username.toUpperCase() }, "Username is already taken"],
      [{ email: first.email.toUpperCase() }, "An account with this email already exists"],
    ] as const) {
      const code = freshCode(ctx);
      const reply = await request("POST", "/api/auth/register", { body: registration(code, overrides), headers: deviceHeaders("dup") });
      expect(reply.status).toBe(409);
      expect(reply.json.error).toBe(message);
      expect(codeRow(code).is_used).toBe(0);
    }
  });

  test.each([
    [{ invitationCode: "" }, "Invitation code is required"],
    [{ firstName: " " }, "First name is required"],
    [{ lastName: "" }, "Last name is required"],
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ phone: "555-0142" }, "Phone number must be at least 10 digits"],
    [{ companyName: "" }, "Company name is required"],
    [{ position: "" }, "Position is required"],
    [{ position: "ADJUSTER", licenseNumber: "" }, "License number is required for adjusters and contractors"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "something-else" }, "Passwords don't match"],
    [{ ageConfirmed: false }, "You must confirm that you are 18 or older"],
    [{ termsAccepted: undefined }, "You must accept the terms of service"],
  ])("%p → 400 %p", async (overrides, message) => {
    const reply = await request("POST", "/api/auth/register", {
      body: registration(freshCode(ctx), overrides),
      headers: deviceHeaders("v"),
    });
    expect(reply.status).toBe(400);
    expect(reply.json.issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  test("a position that needs no license registers without one", async () => {
    const reply = await request("POST", "/api/auth/register", {
      body: registration(freshCode(ctx), { position: "Policyholder", licenseNumber: null }),
      headers: deviceHeaders("p"),
    });
    expect(reply.status).toBe(200);
  });

  test("registration without device headers is refused", async () => {
    const reply = await request("POST", "/api/auth/register", { body: registration(freshCode(ctx)) });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe("Device fingerprint is required");
  });

  test("50 simultaneous registrations with one code: exactly one member, the code used once", async () => {
    // Each from its own address (behind a trusted proxy), so the registration throttle, which
    // would let at most 20 of them through from one address, stays out of the race. Up to 50
    // argon2 hashes (hence the time allowed): all may pass the early look at the code before one
    // of them redeems it, and the conditional redemption decides.
    const ctx = makeTestContext({ config: { trustedProxies: ["unknown"] } });
    const request = makeRequester(createApp(ctx));
    const code = freshCode(ctx);
    const users = countRows(ctx, "SELECT count(*) AS n FROM users");
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request("POST", "/api/auth/register", {
          body: registration(code),
          headers: { ...deviceHeaders(`race-${i}`), "x-forwarded-for": `198.51.100.${i + 1}` },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.json.error).toBe(INVALID_CODE);
    expect(countRows(ctx, "SELECT count(*) AS n FROM users")).toBe(users + 1);
    const codeId = ctx.db.$client.query("SELECT id FROM invitation_codes WHERE code = ?").get(code) as { id: string };
    expect(countRows(ctx, "SELECT count(*) AS n FROM users WHERE invitation_code_id = ?", codeId.id)).toBe(1);
  }, 30_000);
});

describe("sign-in and devices", () => {
  test("sign-in on a known device works; a third device is refused at the limit of 2", async () => {
    const member = await registerMember(ctx, request, { deviceName: "home" });
    expect((await login(member.username, member.device, MEMBER_PASSWORD, member.cookie)).status).toBe(200);
    expect((await login(member.username, deviceHeaders(`${member.username}-phone`))).status).toBe(200);
    const third = await login(member.username, deviceHeaders(`${member.username}-tablet`));
    expect(third.status).toBe(403);
    expect(third.json).toMatchObject({ success: false, error: DEVICE_LIMIT, kind: "forbidden" });
    expect(countRows(ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id)).toBe(2);
    expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'device.refused'", member.id)).toBe(
      1,
    );
  });

  test("5 simultaneous sign-ins from new devices with maxDevices 2: exactly 2 devices", async () => {
    const member = await registerMember(ctx, request, { deviceName: "race-home" });
    ctx.db.$client.run("DELETE FROM devices WHERE user_id = ?", [member.id]);
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(member.username, deviceHeaders(`${member.username}-new-${i}`))),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.status === 403)).toHaveLength(3);
    expect(countRows(ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id)).toBe(2);
  });

  test("wrong password → 401 one message for known and unknown names; deactivated → 403 after the right password", async () => {
    const member = await registerMember(ctx, request);
    const wrong = await login(member.username, member.device, "wrong-password");
    const unknown = await login("nobody-here", member.device, "wrong-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error).toBe(unknown.json.error);
    ctx.db.$client.run("UPDATE users SET is_active = 0 WHERE id = ?", [member.id]);
    expect((await login(member.username, member.device, "wrong-password")).status).toBe(401);
    const deactivated = await login(member.username, member.device);
    expect(deactivated.status).toBe(403);
    expect(deactivated.json.error).toBe("Account deactivated");
    // And the session it had no longer counts.
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device })).status).toBe(401);
  });

  test("a session is bound to its device cookie, and API calls still need the device headers", async () => {
    const member = await registerMember(ctx, request, { deviceName: "bound" });
    const sessionOnly = member.cookie.split("; ")[0]!;
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device })).status).toBe(200);
    expect((await request("GET", "/api/auth/user", { cookie: sessionOnly, headers: member.device })).status).toBe(401);
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie })).status).toBe(401);
  });

  test("sign-in rotates the session token; sign-out ends it", async () => {
    const member = await registerMember(ctx, request);
    const again = await login(member.username, member.device, MEMBER_PASSWORD, member.cookie);
    const rotated = memberCookieOf(again)!;
    expect(rotated).not.toBe(member.cookie);
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device })).status).toBe(401);
    expect((await request("POST", "/api/auth/logout", { cookie: rotated, headers: member.device })).status).toBe(200);
    expect((await request("GET", "/api/auth/user", { cookie: rotated, headers: member.device })).status).toBe(401);
  });

  test("GET /api/auth/user signed out is a 401 with the failure shape", async () => {
    const reply = await request("GET", "/api/auth/user");
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ success: false, kind: "unauthenticated" });
  });
});

describe("member and admin sessions never stand in for each other", () => {
  test("a member cookie is not an admin session, and an admin cookie is not a member session", async () => {
    const admin = await createSignedInAdmin({ ctx: makeTestContext() });
    const adminRequest = admin.request;
    const member = await registerMember(admin.ctx, adminRequest);
    const memberToken = member.cookie.split("=")[1];
    const adminToken = admin.cookie.split("=")[1];
    expect((await adminRequest("GET", "/api/admin/me", { cookie: `aan_admin=${memberToken}` })).status).toBe(401);
    expect((await adminRequest("GET", "/api/auth/user", { cookie: `aan_member=${adminToken}`, headers: member.device })).status).toBe(401);
    expect((await adminRequest("GET", "/api/admin/me", { cookie: member.cookie })).status).toBe(401);
  });
});

describe("a member's devices", () => {
  test("lists own devices with the current one marked; renames and revokes; revoking ends that device's sessions", async () => {
    const member = await registerMember(ctx, request, { deviceName: "dev-a" });
    const other = deviceHeaders(`${member.username}-dev-b`);
    const otherCookie = memberCookieOf(await login(member.username, other))!;
    const list = await request("GET", "/api/user/devices", { cookie: member.cookie, headers: member.device });
    expect(list.status).toBe(200);
    expect(list.json.devices).toHaveLength(2);
    expect(list.json.maxDevices).toBe(2);
    const current = list.json.devices.find((d: { current: boolean }) => d.current);
    const second = list.json.devices.find((d: { current: boolean }) => !d.current);
    expect(current.label).toContain("dev-a");

    const renamed = await request("POST", "/api/user/devices", {
      cookie: member.cookie,
      headers: member.device,
      body: { deviceId: second.id, action: "rename", newLabel: "Work phone" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.device.label).toBe("Work phone");

    expect((await request("GET", "/api/auth/user", { cookie: otherCookie, headers: other })).status).toBe(200);
    const revoked = await request("POST", "/api/user/devices", {
      cookie: member.cookie,
      headers: member.device,
      body: { deviceId: second.id, action: "revoke" },
    });
    expect(revoked.status).toBe(200);
    expect((await request("GET", "/api/auth/user", { cookie: otherCookie, headers: other })).status).toBe(401);
    const actions = (
      ctx.db.$client.query("SELECT action FROM user_activity_log WHERE user_id = ?").all(member.id) as Array<{ action: string }>
    ).map((a) => a.action);
    expect(actions).toContain("device.renamed");
    expect(actions).toContain("device.revoked");
  });

  /** Alice and Bob, each signed in on their own device, built once; each scenario runs on a copy. */
  const twoMembers = scenarioTemplate<{ alice: Member; bob: Member; bobsDevice: string }>({
    setup: false,
    build: async (w) => {
      const alice = await registerMember(w.ctx, w.request, { deviceName: "alice" });
      const bob = await registerMember(w.ctx, w.request, { deviceName: "bob" });
      return { alice, bob, bobsDevice: w.value("SELECT id FROM devices WHERE user_id = ?", bob.id) as string };
    },
  });
  const alice = { member: (w: World<{ alice: Member }>) => w.fixture.alice };
  const invalid = (body: Record<string, string>, message: string) => ({
    name: `${JSON.stringify(body)} → 400 "${message}"`,
    actor: alice,
    method: "POST",
    path: "/api/user/devices",
    body,
    status: 400,
    unchanged: ["devices"],
    check: (reply: Reply) => expect(reply.json.issues.map((i: { message: string }) => i.message)).toContain(message),
  });
  const withoutSession = (method: string, path: string) => ({
    name: `${method} ${path} without a session → 401`,
    actor: "anonymous" as const,
    method,
    path,
    body: method === "POST" ? {} : undefined,
    status: 401,
  });
  runScenarios(twoMembers, [
    ...[
      { deviceId: "", action: "revoke" },
      { deviceId: "", action: "rename", newLabel: "mine now" },
    ].map((change) => ({
      name: `another member's device id is a 404 and changes nothing (no IDOR): ${change.action}`,
      actor: alice,
      method: "POST",
      path: "/api/user/devices",
      body: (w: World<{ bobsDevice: string }>) => ({ ...change, deviceId: w.fixture.bobsDevice }),
      status: 404,
      unchanged: ["devices"],
    })),
    invalid({ deviceId: "nope", action: "revoke" }, "Invalid device ID"),
    invalid({ deviceId: "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77", action: "rename" }, "New label is required for rename action"),
    invalid({ deviceId: "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77", action: "rename", newLabel: "" }, "Device label cannot be empty"),
    invalid({ deviceId: "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77", action: "explode" }, "Action must be revoke or rename"),
    withoutSession("GET", "/api/user/devices"),
    withoutSession("POST", "/api/user/devices"),
    withoutSession("GET", "/api/user/activity"),
    withoutSession("POST", "/api/auth/logout"),
  ]);

  test("the activity log lists the member's own events, newest first, without secrets", async () => {
    const member = await registerMember(ctx, request);
    const reply = await request("GET", "/api/user/activity", { cookie: member.cookie, headers: member.device });
    expect(reply.status).toBe(200);
    expect(reply.json.activity.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(["register", "login", "device.added"]),
    );
    expect(reply.text).not.toContain(MEMBER_PASSWORD);
  });
});
