// Password sign-in off (decision 0138), through app.handle with the software authenticator: off
// needs two passkeys and proof (the current password or a fresh passkey), a password sign-in then
// answers as a wrong password does, revoking a device so fewer than two passkeys remain turns the
// password back on, and a completed reset turns it back on and lists the passkeys that remain.
import { beforeAll, describe, expect, test } from "bun:test";
import { INVALID_MEMBER_CREDENTIALS } from "#core/members/members";
import { PASSKEY_SIGN_IN_FAILED } from "#core/members/passkeys";
import { PASSWORD_OFF_NEEDS_TWO_PASSKEYS, PASSWORD_TURNED_OFF } from "#core/members/password-sign-in";
import { deliverDue } from "#core/notifications/outbox";
import { PASSWORD_OFF_NEEDS_PROOF } from "#shared/schemas/passkeys";
import { WRONG_CURRENT_PASSWORD } from "#shared/schemas/admin";
import { createApp } from "#server/app";
import { countRows, type Requester } from "../helpers/admin-session";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { deviceCookieIn, deviceHeaders, MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";
import { assert, attest, newSoftwarePasskey, type SoftwarePasskey } from "../helpers/software-passkey";
import { startMailbox } from "../helpers/smtp-mailbox";

let ctx: TestContext;
let request: Requester;
let origin: string;

beforeAll(() => {
  ctx = makeTestContext();
  request = makeRequester(createApp(ctx));
  origin = new URL(ctx.config.baseUrl).origin;
});

async function addPasskey(cookie: string, device: Record<string, string>, key: SoftwarePasskey) {
  const options = await request("POST", "/api/user/passkeys/options", { cookie, headers: device });
  const added = await request("POST", "/api/user/passkeys", {
    cookie,
    headers: device,
    body: { challengeId: options.json.challengeId, response: attest(key, options.json.options) },
  });
  expect(added.status).toBe(200);
}

async function assertion(key: SoftwarePasskey) {
  const options = await request("POST", "/api/auth/passkey/options");
  return { challengeId: options.json.challengeId as string, response: assert(key, options.json.options) };
}

const passwordSignIn = (member: Member, device = member.device) =>
  request("POST", "/api/auth/login", { body: { username: member.username, password: MEMBER_PASSWORD }, headers: device });
const setSwitch = (member: Member, body: unknown) =>
  request("PUT", "/api/user/password-sign-in", { cookie: member.cookie, headers: member.device, body });

/** A member with a passkey on the laptop and, when asked, a second on the phone. */
async function memberWithPasskeys(count: 1 | 2) {
  const member = await registerMember(ctx, request);
  const laptopKey = newSoftwarePasskey(origin);
  await addPasskey(member.cookie, member.device, laptopKey);
  const phone = deviceHeaders("phone");
  const phoneCookie = memberCookieOf(await passwordSignIn(member, phone))!;
  const phoneKey = newSoftwarePasskey(origin);
  if (count === 2) await addPasskey(phoneCookie, phone, phoneKey);
  return { member, laptopKey, phone, phoneCookie, phoneKey };
}

describe("password sign-in off", () => {
  test("off needs two passkeys and proof; then the right password answers as a wrong one, and a passkey still signs in", async () => {
    const one = await memberWithPasskeys(1);
    const refused = await setSwitch(one.member, { enabled: false, currentPassword: MEMBER_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(PASSWORD_OFF_NEEDS_TWO_PASSKEYS);

    const { member, laptopKey } = await memberWithPasskeys(2);
    const noProof = await setSwitch(member, { enabled: false });
    expect(noProof.status).toBe(400);
    expect(noProof.json.issues).toEqual([{ path: "currentPassword", message: PASSWORD_OFF_NEEDS_PROOF }]);
    const wrong = await setSwitch(member, { enabled: false, currentPassword: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(WRONG_CURRENT_PASSWORD);

    const off = await setSwitch(member, { enabled: false, currentPassword: MEMBER_PASSWORD });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ success: true, message: PASSWORD_TURNED_OFF, passwordSignIn: false });
    const user = await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device });
    expect(user.json.user.passwordSignIn).toBe(false);

    const right = await passwordSignIn(member);
    const wrongPassword = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: "wrong-Pass-1" },
      headers: member.device,
    });
    expect(right.status).toBe(401);
    expect(right.json).toEqual(wrongPassword.json);
    expect(right.json.error).toBe(INVALID_MEMBER_CREDENTIALS);

    const { challengeId, response } = await assertion(laptopKey);
    const byPasskey = await request("POST", "/api/auth/passkey/login", { body: { challengeId, response }, headers: member.device });
    expect(byPasskey.status).toBe(200);
  });

  test("a fresh passkey assertion proves the member; a replayed one does not", async () => {
    const { member, laptopKey } = await memberWithPasskeys(2);
    const proof = await assertion(laptopKey);
    expect((await setSwitch(member, { enabled: false, passkey: proof })).status).toBe(200);
    expect((await setSwitch(member, { enabled: true })).json.passwordSignIn).toBe(true);
    // The same answer again: its challenge is used.
    const replayed = await setSwitch(member, { enabled: false, passkey: proof });
    expect(replayed.status).toBe(400);
    expect(replayed.json.error).toBe(PASSKEY_SIGN_IN_FAILED);
    // An old counter on a fresh challenge.
    const options = await request("POST", "/api/auth/passkey/options");
    const oldCounter = { challengeId: options.json.challengeId, response: assert(laptopKey, options.json.options, 1) };
    expect((await setSwitch(member, { enabled: false, passkey: oldCounter })).status).toBe(400);
    // Another member's passkey proves nothing about this one.
    const other = await memberWithPasskeys(1);
    expect((await setSwitch(member, { enabled: false, passkey: await assertion(other.laptopKey) })).status).toBe(400);
  });

  test("revoking a device so fewer than two passkeys remain turns the password back on", async () => {
    const { member, phone, phoneCookie } = await memberWithPasskeys(2);
    expect((await setSwitch(member, { enabled: false, currentPassword: MEMBER_PASSWORD })).status).toBe(200);
    const devices = (await request("GET", "/api/user/devices", { cookie: member.cookie, headers: member.device })).json.devices;
    const phoneDevice = devices.find((d: { current: boolean }) => !d.current);
    const revoked = await request("POST", "/api/user/devices", {
      cookie: member.cookie,
      headers: member.device,
      body: { deviceId: phoneDevice.id, action: "revoke" },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe("Device revoked; password sign-in is back on");
    expect((await request("GET", "/api/auth/user", { cookie: phoneCookie, headers: phone })).status).toBe(401);
    expect((await passwordSignIn(member, phone)).status).toBe(200);
  });
});

describe("the reset as the way back", () => {
  test("a completed reset turns the password back on and lists the passkeys that remain by device name", async () => {
    const mailbox = await startMailbox();
    try {
      const mailCtx = makeTestContext({ config: { smtpUrl: `smtp://127.0.0.1:${mailbox.port}` } });
      const mailRequest = makeRequester(createApp(mailCtx));
      const saved = { ctx, request };
      ({ ctx, request } = { ctx: mailCtx, request: mailRequest });
      try {
        const { member } = await memberWithPasskeys(2);
        expect((await setSwitch(member, { enabled: false, currentPassword: MEMBER_PASSWORD })).status).toBe(200);
        await request("POST", "/api/auth/password-reset/request", { body: { identifier: member.email, resetType: "email" } });
        await deliverDue(ctx);
        const mail = await mailbox.waitForMail((m) => m.to === member.email && m.text.includes("token="));
        const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
        const done = await request("POST", "/api/auth/password-reset/complete", {
          body: { token, newPassword: "n3w-Member-Pass", confirmPassword: "n3w-Member-Pass" },
        });
        expect(done.status).toBe(200);
        expect(done.json.passkeys.map((key: { deviceName: string }) => key.deviceName)).toEqual([
          "Desktop - Chrome on Linux (laptop)",
          "Desktop - Chrome on Linux (phone)",
        ]);
        const signedIn = await request("POST", "/api/auth/login", {
          body: { username: member.username, password: "n3w-Member-Pass" },
          headers: member.device,
          cookie: deviceCookieIn(member.cookie),
        });
        expect(signedIn.status).toBe(200);
        expect(signedIn.json.user.passwordSignIn).toBe(true);
        expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'password.off'", member.id)).toBe(
          1,
        );
      } finally {
        ({ ctx, request } = saved);
      }
    } finally {
      await mailbox.close();
    }
  });
});
