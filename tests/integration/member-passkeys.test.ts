// Member passkeys through app.handle (decisions 0128, 0129), with a software authenticator the
// server's real WebAuthn verifier checks: a passkey is added to the browser's own device row (no
// new row, one a device), signs in without a password on that device (also from a browser that
// lost its cookies, still one device), and every refusal answers in the JSON failure shape: a
// second passkey on a device, an expired, used or foreign challenge, another origin, an unknown
// passkey, a replayed answer, a copied passkey's old counter, a revoked device, a deactivated
// account, malformed answers; failures count in the sign-in throttle and are audited as sign-ins.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { setMemberActive } from "#core/members/member-admin";
import { DEVICE_HAS_PASSKEY, PASSKEY_SIGN_IN_FAILED } from "#core/members/passkeys";
import { CHALLENGE_LIFETIME_MS } from "#core/passkeys/webauthn";
import { PASSKEY_ANSWER_INVALID, PASSKEY_CHALLENGE_EXPIRED, PASSKEY_NOT_VERIFIED } from "#shared/schemas/passkeys";
import { countRows, createSignedInAdmin, type Requester, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir, type TestContext } from "../helpers/context";
import { deviceHeaders, MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";
import { assert, attest, newSoftwarePasskey, type SoftwarePasskey } from "../helpers/software-passkey";

let admin: SignedInAdmin;
let ctx: TestContext;
let request: Requester;
let origin: string;

beforeAll(async () => {
  admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { dataDir: tempDir() } }) });
  ({ ctx, request } = admin);
  origin = new URL(ctx.config.baseUrl).origin;
});

/** Adds a passkey on the member's signed-in device; answers the reply. */
async function addPasskey(member: Member, key: SoftwarePasskey) {
  const options = await request("POST", "/api/user/passkeys/options", { cookie: member.cookie, headers: member.device });
  if (options.status !== 200) return options;
  return request("POST", "/api/user/passkeys", {
    cookie: member.cookie,
    headers: member.device,
    body: { challengeId: options.json.challengeId, response: attest(key, options.json.options) },
  });
}

async function signInOptions() {
  const reply = await request("POST", "/api/auth/passkey/options");
  expect(reply.status).toBe(200);
  return reply.json as { challengeId: string; options: { challenge: string; rpId: string } };
}

const passkeySignIn = (body: unknown, headers: Record<string, string>, cookie?: string) =>
  request("POST", "/api/auth/passkey/login", { body, headers, cookie });

async function signInWith(key: SoftwarePasskey, headers: Record<string, string>, cookie?: string) {
  const options = await signInOptions();
  return passkeySignIn({ challengeId: options.challengeId, response: assert(key, options.options) }, headers, cookie);
}

const devicesOf = async (cookie: string, headers: Record<string, string>) =>
  (await request("GET", "/api/user/devices", { cookie, headers })).json.devices as Array<{
    id: string;
    current: boolean;
    passkey: unknown;
  }>;

const expectRefused = (reply: { status: number; json: { success: boolean; error: string } }, status: number, error: string) => {
  expect(reply.status).toBe(status);
  expect(reply.json).toMatchObject({ success: false, error });
};

describe("member passkeys", () => {
  test("a passkey joins the browser's own device: no new row, the device answer carries it, a second is refused", async () => {
    const member = await registerMember(ctx, request);
    const devicesBefore = countRows(ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id);
    const key = newSoftwarePasskey(origin);
    const added = await addPasskey(member, key);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ success: true, message: "Passkey added", device: { current: true, passkey: { lastUsedAt: null } } });
    expect(countRows(ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id)).toBe(devicesBefore);
    const [device] = await devicesOf(member.cookie, member.device);
    expect(device!.passkey).toMatchObject({ createdAt: expect.any(String) });
    expectRefused(await addPasskey(member, newSoftwarePasskey(origin)), 409, DEVICE_HAS_PASSKEY);
    // Only the public key is kept.
    expect(countRows(ctx, "SELECT count(*) AS n FROM passkeys WHERE user_id = ? AND credential_id = ?", member.id, key.credentialId)).toBe(
      1,
    );
  });

  test("a passkey signs in without a password, on its device, with the device cookie and session of a password sign-in", async () => {
    const member = await registerMember(ctx, request);
    const key = newSoftwarePasskey(origin);
    expect((await addPasskey(member, key)).status).toBe(200);
    await request("POST", "/api/auth/logout", { cookie: member.cookie, headers: member.device });
    const deviceCookie = member.cookie.split("; ").find((pair) => pair.startsWith("aan_device="))!;
    const signedIn = await signInWith(key, member.device, deviceCookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ success: true, user: { username: member.username } });
    const cookie = memberCookieOf(signedIn)!;
    expect(cookie).toContain(deviceCookie);
    const devices = await devicesOf(cookie, member.device);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ current: true, passkey: { lastUsedAt: expect.any(String) } });
    expect(
      countRows(
        ctx,
        "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'login' AND description LIKE 'Signed in with a passkey%'",
        member.id,
      ),
    ).toBe(1);
  });

  test("a browser that lost its cookies signs in with the passkey on the same device, and the old cookie stops working", async () => {
    const member = await registerMember(ctx, request);
    const key = newSoftwarePasskey(origin);
    await addPasskey(member, key);
    const signedIn = await signInWith(key, deviceHeaders("laptop after clearing cookies"));
    expect(signedIn.status).toBe(200);
    const cookie = memberCookieOf(signedIn)!;
    expect(countRows(ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id)).toBe(1);
    expect((await request("GET", "/api/auth/user", { cookie, headers: deviceHeaders("laptop after clearing cookies") })).status).toBe(200);
    // The device moved to the new cookie: the old browser state no longer counts as this device.
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device })).status).toBe(401);
  });

  test("a replayed answer, a copied passkey's old counter, another origin and an unknown passkey are refused (401)", async () => {
    const member = await registerMember(ctx, request);
    const key = newSoftwarePasskey(origin);
    await addPasskey(member, key);
    const auditedFailures = () =>
      countRows(ctx, "SELECT coalesce(sum(repeats), 0) AS n FROM admin_audit_log WHERE action = 'member.login' AND outcome = 'failure'");
    const failuresBefore = auditedFailures();
    const options = await signInOptions();
    const body = { challengeId: options.challengeId, response: assert(key, options.options) };
    expect((await passkeySignIn(body, member.device)).status).toBe(200);
    expectRefused(await passkeySignIn(body, member.device), 401, PASSKEY_SIGN_IN_FAILED);
    // A copy of the key, signing a fresh challenge with the count it had before the last sign-in.
    const fresh = await signInOptions();
    expectRefused(
      await passkeySignIn({ challengeId: fresh.challengeId, response: assert(key, fresh.options, key.counter) }, member.device),
      401,
      PASSKEY_SIGN_IN_FAILED,
    );
    expectRefused(await signInWith({ ...key, origin: "https://phish.example" }, member.device), 401, PASSKEY_SIGN_IN_FAILED);
    expectRefused(await signInWith(newSoftwarePasskey(origin), member.device), 401, PASSKEY_SIGN_IN_FAILED);
    // The genuine key, moving on, still signs in.
    expect((await signInWith(key, member.device)).status).toBe(200);
    // Audited as refused password sign-ins are: three in the member's activity, four member.login failures in the audit log.
    expect(
      countRows(ctx, "SELECT sum(repeats) AS n FROM user_activity_log WHERE user_id = ? AND action = 'login.failure'", member.id),
    ).toBe(3);
    expect(auditedFailures() - failuresBefore).toBe(4);
  });

  test("registration refuses another origin, a used, expired or another member's challenge, and malformed answers (400)", async () => {
    const member = await registerMember(ctx, request);
    const other = await registerMember(ctx, request, { deviceName: "other" });
    const foreign = await addPasskey(member, newSoftwarePasskey("https://phish.example"));
    expectRefused(foreign, 400, PASSKEY_NOT_VERIFIED);
    const options = await request("POST", "/api/user/passkeys/options", { cookie: member.cookie, headers: member.device });
    const key = newSoftwarePasskey(origin);
    const body = { challengeId: options.json.challengeId, response: attest(key, options.json.options) };
    expectRefused(
      await request("POST", "/api/user/passkeys", { cookie: other.cookie, headers: other.device, body }),
      400,
      PASSKEY_CHALLENGE_EXPIRED,
    );
    // The other member's try used it up.
    expectRefused(
      await request("POST", "/api/user/passkeys", { cookie: member.cookie, headers: member.device, body }),
      400,
      PASSKEY_CHALLENGE_EXPIRED,
    );
    const late = await request("POST", "/api/user/passkeys/options", { cookie: member.cookie, headers: member.device });
    ctx.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    expectRefused(
      await request("POST", "/api/user/passkeys", {
        cookie: member.cookie,
        headers: member.device,
        body: { challengeId: late.json.challengeId, response: attest(key, late.json.options) },
      }),
      400,
      PASSKEY_CHALLENGE_EXPIRED,
    );
    for (const bad of [
      {},
      { challengeId: late.json.challengeId, response: { id: "not base64url!", rawId: "x", type: "public-key", response: {} } },
    ]) {
      const reply = await request("POST", "/api/user/passkeys", { cookie: member.cookie, headers: member.device, body: bad });
      expect(reply.status).toBe(400);
      expect(reply.json.success).toBe(false);
    }
    const malformed = await passkeySignIn({ challengeId: crypto.randomUUID(), response: { id: "abc", type: "public-key" } }, member.device);
    expectRefused(malformed, 400, PASSKEY_ANSWER_INVALID);
    expect(countRows(ctx, "SELECT count(*) AS n FROM passkeys WHERE user_id = ?", member.id)).toBe(0);
    expect(
      countRows(ctx, "SELECT sum(repeats) AS n FROM user_activity_log WHERE user_id = ? AND action = 'passkey.refused'", member.id),
    ).toBe(3);
    // A sign-in challenge is no registration challenge.
    const signIn = await signInOptions();
    expectRefused(
      await request("POST", "/api/user/passkeys", {
        cookie: member.cookie,
        headers: member.device,
        body: { challengeId: signIn.challengeId, response: attest(key, signIn.options) },
      }),
      400,
      PASSKEY_CHALLENGE_EXPIRED,
    );
  });

  test("revoking the device removes its passkey and ends its sessions; the passkey then signs nobody in", async () => {
    const member = await registerMember(ctx, request);
    const key = newSoftwarePasskey(origin);
    await addPasskey(member, key);
    const phone = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: deviceHeaders("phone"),
    });
    const phoneCookie = memberCookieOf(phone)!;
    const laptop = (await devicesOf(member.cookie, member.device)).find((device) => device.current)!;
    const revoked = await request("POST", "/api/user/devices", {
      cookie: phoneCookie,
      headers: deviceHeaders("phone"),
      body: { deviceId: laptop.id, action: "revoke" },
    });
    expect(revoked.status).toBe(200);
    expect(countRows(ctx, "SELECT count(*) AS n FROM passkeys WHERE user_id = ?", member.id)).toBe(0);
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device })).status).toBe(401);
    expectRefused(await signInWith(key, member.device), 401, PASSKEY_SIGN_IN_FAILED);
    expect(
      countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND description LIKE '%and its passkey%'", member.id),
    ).toBe(1);
  });

  test("a deactivated account is refused (403) after a good passkey, and failures count in the sign-in throttle (429)", async () => {
    const member = await registerMember(ctx, request);
    const key = newSoftwarePasskey(origin);
    await addPasskey(member, key);
    setMemberActive(ctx, cliActor("tests"), member.id, false);
    expectRefused(await signInWith(key, member.device), 403, "Account deactivated");
    setMemberActive(ctx, cliActor("tests"), member.id, true);
    // Five refused passkey answers for this account: the sixth attempt of any kind waits.
    for (let i = 0; i < 5; i++)
      expectRefused(await signInWith({ ...key, origin: "https://phish.example" }, member.device), 401, PASSKEY_SIGN_IN_FAILED);
    expect((await signInWith(key, member.device)).status).toBe(429);
    const password = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: member.device,
    });
    expect(password.status).toBe(429);
  });
});
