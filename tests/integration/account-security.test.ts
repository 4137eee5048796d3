// The member's security page through app.handle (decision 0137): the answer's shape, registration
// as the first sign-in, addresses cut to their /24 or /48 before they are stored, the admin actions
// on the account named by role and in words, pages after a cursor (the newest 100 sign-ins at
// most), another member's rows never shown (a cursor of theirs is a 404), and "Sign out everywhere
// else" ending every other session of the member while keeping this one.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { setMemberMaxDevices } from "#core/members/member-admin";
import { SECURITY_PAGE_SIZE, SIGN_INS_SHOWN } from "#shared/security-page";
import { SECURITY_CURSOR_MESSAGE } from "#shared/schemas/security";
import { createOtherAdmin, createSignedInAdmin, type Requester, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, type TestContext } from "../helpers/context";
import { deviceHeaders, MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let ctx: TestContext;
let request: Requester;

beforeAll(async () => {
  // Addresses come from X-Forwarded-For: app.handle has no socket, so every peer is "unknown".
  admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { trustedProxies: ["unknown"] } }) });
  ({ ctx, request } = admin);
});

const from = (address: string) => ({ "x-forwarded-for": address, "user-agent": `TestBrowser/1.0 (${address})` });

async function registerFrom(address: string, deviceName = "laptop"): Promise<Member> {
  const member = await registerMember(
    ctx,
    (method, path, options = {}) => request(method, path, { ...options, headers: { ...options.headers, ...from(address) } }),
    { deviceName },
  );
  return member;
}

/** Signs the member in again on `deviceName` from `address`; answers the new Cookie header. */
async function signIn(member: Member, address: string, deviceName: string, deviceCookie?: string): Promise<string> {
  const reply = await request("POST", "/api/auth/login", {
    body: { username: member.username, password: MEMBER_PASSWORD },
    headers: { ...deviceHeaders(deviceName), ...from(address) },
    cookie: deviceCookie,
  });
  const cookie = memberCookieOf(reply);
  if (reply.status !== 200 || !cookie) throw new Error(`sign-in failed: ${reply.status} ${reply.text}`);
  return cookie;
}

const securityOf = (member: Member, query = "", cookie = member.cookie, device = member.device) =>
  request("GET", `/api/account/security${query}`, { cookie, headers: device });

describe("GET /api/account/security", () => {
  test("a new member: registration is the first sign-in, with its device, browser and /24", async () => {
    const member = await registerFrom("203.0.113.77");
    const reply = await securityOf(member);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json).sort()).toEqual(
      ["adminActions", "adminActionsNext", "devices", "passkeys", "signIns", "signInsNext", "success"].sort(),
    );
    expect(reply.json.signIns).toHaveLength(1);
    const [first] = reply.json.signIns;
    expect(first).toMatchObject({
      device: "Desktop - Chrome on Linux (laptop)",
      method: "password",
      browser: "TestBrowser/1.0 (203.0.113.77)",
      approximateAddress: "203.0.113.0/24",
    });
    expect(first.deviceId).toBe(reply.json.devices[0].id);
    expect(reply.json.devices).toHaveLength(1);
    expect(reply.json.devices[0]).toMatchObject({ current: true, sessions: 1, passkey: null });
    expect(typeof reply.json.devices[0].lastSeenAt).toBe("string");
    expect(reply.json.passkeys).toEqual([]);
    expect(reply.json.adminActions).toEqual([]);
    expect(reply.json.signInsNext).toBeNull();
    expect(reply.json.adminActionsNext).toBeNull();
  });

  test("a sign-in names its device by today's name while the member has it, by the recorded name once it is revoked", async () => {
    const member = await registerFrom("203.0.113.90", "desk");
    await signIn(member, "203.0.113.91", "tablet");
    const before = (await securityOf(member)).json;
    const tablet = before.devices.find((d: { label: string }) => d.label.endsWith("(tablet)"));
    const desk = before.devices.find((d: { label: string }) => d.label.endsWith("(desk)"));
    const change = (body: object) => request("POST", "/api/user/devices", { cookie: member.cookie, headers: member.device, body });
    expect((await change({ deviceId: desk.id, action: "rename", newLabel: "Office desk" })).status).toBe(200);
    expect((await change({ deviceId: tablet.id, action: "revoke" })).status).toBe(200);
    const after = (await securityOf(member)).json;
    // Both sign-ins may carry the same millisecond: their order is not what is checked here.
    const shown = after.signIns.map((s: { device: string; deviceId: string | null }) => [s.device, s.deviceId]);
    expect(shown).toHaveLength(2);
    expect(shown).toEqual(
      expect.arrayContaining([
        [tablet.label, null],
        ["Office desk", desk.id],
      ]),
    );
  });

  test("an IPv6 sign-in shows its /48; neither address is stored in full for the page", async () => {
    const member = await registerFrom("2001:db8:abcd:12::1");
    await signIn(member, "2001:db8:abcd:ffff:1:2:3:4", "phone");
    const reply = await securityOf(member);
    expect(reply.json.signIns.map((s: { approximateAddress: string }) => s.approximateAddress)).toEqual([
      "2001:db8:abcd::/48",
      "2001:db8:abcd::/48",
    ]);
    const stored = ctx.db.$client
      .query<{ approximate_address: string }, [string]>("SELECT approximate_address FROM user_activity_log WHERE user_id = ?")
      .all(member.id)
      .map((row) => row.approximate_address);
    expect(stored.every((value) => value === "2001:db8:abcd::/48")).toBe(true);
  });

  test("another member's sign-ins, devices and admin actions are never in the answer", async () => {
    const mine = await registerFrom("198.51.100.10", "mine");
    const theirs = await registerFrom("192.0.2.20", "theirs");
    await signIn(theirs, "192.0.2.21", "their-phone");
    setMemberMaxDevices(ctx, cliActor("tests"), theirs.id, { maxDevices: 4 });
    const reply = await securityOf(mine);
    expect(reply.json.signIns).toHaveLength(1);
    expect(reply.json.signIns[0].approximateAddress).toBe("198.51.100.0/24");
    expect(reply.json.devices.map((d: { label: string }) => d.label)).toEqual(["Desktop - Chrome on Linux (mine)"]);
    expect(reply.json.adminActions).toEqual([]);
    expect(reply.text).not.toContain("192.0.2");
    expect(reply.text).not.toContain(theirs.username);
  });

  test("a cursor from another member's list is a 404; a malformed one is a 400", async () => {
    const mine = await registerFrom("198.51.100.30", "mine");
    const theirs = await registerFrom("192.0.2.30", "theirs");
    setMemberMaxDevices(ctx, cliActor("tests"), theirs.id, { maxDevices: 5 });
    const theirPage = await securityOf(theirs);
    const theirSignIn = theirPage.json.signIns[0].id;
    const theirAction = theirPage.json.adminActions[0].id;
    for (const query of [`?signInsAfter=${theirSignIn}`, `?adminActionsAfter=${theirAction}`]) {
      const reply = await securityOf(mine, query);
      expect(reply.status).toBe(404);
      expect(reply.json).toMatchObject({ success: false, kind: "not_found", error: "Page not found" });
    }
    const bad = await securityOf(mine, "?signInsAfter=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, kind: "invalid", error: SECURITY_CURSOR_MESSAGE });
  });

  test("without a session it is a 401", async () => {
    const reply = await request("GET", "/api/account/security", { headers: deviceHeaders("nobody") });
    expect(reply.status).toBe(401);
  });

  test("admin actions on the account: by role, never by name, in words, newest first", async () => {
    const member = await registerFrom("198.51.100.40");
    const second = await createOtherAdmin(admin, { username: "helper", password: "helper-Pass!1", role: "admin", fullName: "Hal Helper" });
    expect((await request("PUT", `/api/admin/members/${member.id}/max-devices`, { cookie: second, body: { maxDevices: 3 } })).status).toBe(
      200,
    );
    expect(
      (await admin.as("POST", `/api/admin/members/${member.id}/subscription`, { body: { plan: "ghost", frequency: "monthly" } })).status,
    ).toBe(200);
    setMemberMaxDevices(ctx, cliActor("root"), member.id, { maxDevices: 2 });
    // A refused attempt changed nothing: it is not an action on the account.
    expect((await admin.as("PUT", `/api/admin/members/${member.id}/max-devices`, { body: { maxDevices: 0 } })).status).toBe(400);

    const reply = await securityOf(member);
    expect(reply.json.adminActions.map((a: Record<string, unknown>) => [a.byRole, a.by, a.description])).toEqual([
      ["operator", "The server's operator", "Your device limit was set to 2"],
      ["super_admin", "A super administrator", "A package was started for you, paid monthly"],
      ["admin", "An administrator", "Your device limit was set to 3"],
    ]);
    expect(reply.text).not.toContain("helper");
    expect(reply.text).not.toContain("Hal Helper");
    expect(reply.text).not.toContain("commander");
    expect(reply.text).not.toContain("root");
  });

  test("sign-ins page 25 at a time after a cursor, and end at the newest 100", async () => {
    const member = await registerFrom("198.51.100.50", "pager");
    // Sign in again on the same browser: its device cookie keeps it one device.
    const deviceCookie = member.cookie.split("; ").find((pair) => /aan_device=/.test(pair));
    let cookie = member.cookie;
    for (let i = 0; i < SIGN_INS_SHOWN + 10; i++) {
      ctx.clock.advance(1000);
      cookie = await signIn(member, `198.51.100.${i % 200}`, "pager", deviceCookie);
    }
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const reply = await securityOf(member, after ? `?signInsAfter=${after}` : "", cookie);
      expect(reply.status).toBe(200);
      expect(reply.json.signIns.length).toBeLessThanOrEqual(SECURITY_PAGE_SIZE);
      seen.push(...reply.json.signIns.map((s: { id: string }) => s.id));
      after = reply.json.signInsNext;
      pages++;
    } while (after);
    expect(seen).toHaveLength(SIGN_INS_SHOWN);
    expect(new Set(seen).size).toBe(SIGN_INS_SHOWN);
    expect(pages).toBe(SIGN_INS_SHOWN / SECURITY_PAGE_SIZE);

    // The pages are the newest 100 in order, read straight from the log.
    const newest = ctx.db.$client
      .query<{ id: string }, [string, number]>(
        "SELECT id FROM user_activity_log WHERE user_id = ? AND action = 'login' ORDER BY created_at DESC, id DESC LIMIT ?",
      )
      .all(member.id, SIGN_INS_SHOWN)
      .map((row) => row.id);
    expect(seen).toEqual(newest);
  });

  test("admin actions page after a cursor until the oldest", async () => {
    const member = await registerFrom("198.51.100.60", "actions");
    const count = SECURITY_PAGE_SIZE + 5;
    for (let i = 0; i < count; i++) setMemberMaxDevices(ctx, cliActor("tests"), member.id, { maxDevices: 2 + (i % 3) });
    const first = await securityOf(member);
    expect(first.json.adminActions).toHaveLength(SECURITY_PAGE_SIZE);
    const second = await securityOf(member, `?adminActionsAfter=${first.json.adminActionsNext}`);
    expect(second.json.adminActions).toHaveLength(5);
    expect(second.json.adminActionsNext).toBeNull();
    const ids = [...first.json.adminActions, ...second.json.adminActions].map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test("the index serves one member's sign-ins and admin actions newest first", () => {
    const plan = (query: string) =>
      ctx.db.$client
        .query<{ detail: string }, []>(`EXPLAIN QUERY PLAN ${query}`)
        .all()
        .map((row) => row.detail)
        .join("\n");
    const signIns = plan(
      "SELECT id FROM user_activity_log WHERE user_id = 'x' AND action = 'login' AND (created_at, id) < (1, 'y') ORDER BY created_at DESC, id DESC LIMIT 26",
    );
    expect(signIns).toContain("user_activity_log_user_action_idx");
    expect(signIns).not.toContain("TEMP B-TREE");
    const actions = plan("SELECT id FROM admin_audit_log WHERE member_id = 'x' AND id < 5 ORDER BY id DESC LIMIT 26");
    expect(actions).toContain("admin_audit_log_member_idx");
    expect(actions).not.toContain("TEMP B-TREE");
  });
});

describe("POST /api/account/security/sign-out-others", () => {
  test("ends every other session of the member, keeps this one, and says so in the answer and the activity", async () => {
    const member = await registerFrom("198.51.100.70", "desk");
    setMemberMaxDevices(ctx, cliActor("tests"), member.id, { maxDevices: 3 });
    const phone = { cookie: await signIn(member, "198.51.100.71", "phone"), device: deviceHeaders("phone") };
    const tablet = { cookie: await signIn(member, "198.51.100.72", "tablet"), device: deviceHeaders("tablet") };
    const other = await registerFrom("192.0.2.70", "someone-else");

    const before = await securityOf(member);
    expect(before.json.devices.map((d: { sessions: number }) => d.sessions)).toEqual([1, 1, 1]);

    const reply = await request("POST", "/api/account/security/sign-out-others", { cookie: member.cookie, headers: member.device });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, ended: 2, message: "Signed out everywhere else: 2 session(s) ended" });
    const sessions = Object.fromEntries(
      reply.json.devices.map((d: { current: boolean; sessions: number }) => [String(d.current), d.sessions]),
    );
    expect(sessions).toEqual({ true: 1, false: 0 });
    expect(reply.json.devices).toHaveLength(3);

    // This session still works; the others are signed out; another member is untouched.
    expect((await securityOf(member)).status).toBe(200);
    expect((await securityOf(member, "", phone.cookie, phone.device)).status).toBe(401);
    expect((await securityOf(member, "", tablet.cookie, tablet.device)).status).toBe(401);
    expect((await securityOf(other)).status).toBe(200);

    const activity = await request("GET", "/api/user/activity", { cookie: member.cookie, headers: member.device });
    expect(activity.json.activity[0]).toMatchObject({
      action: "sessions.ended",
      description: "Signed out everywhere else; 2 session(s) ended",
    });

    const again = await request("POST", "/api/account/security/sign-out-others", { cookie: member.cookie, headers: member.device });
    expect(again.json).toMatchObject({ ended: 0, message: "No other session was signed in" });
  });

  test("without a session it is a 401 and ends nothing", async () => {
    const member = await registerFrom("198.51.100.80", "alone");
    const reply = await request("POST", "/api/account/security/sign-out-others", { headers: deviceHeaders("alone") });
    expect(reply.status).toBe(401);
    expect((await securityOf(member)).status).toBe(200);
  });
});
