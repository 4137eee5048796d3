// The new-device code at the device cap (decision 0138), through app.handle with mail received by a
// real SMTP server: the right password from a third browser on a two-device package is refused as
// before, asks for a code by e-mail, the code read from the mail is checked and the browser
// replaces the device it names (its sessions end). Refusals: a browser that needs no code (409), a
// wrong password (401), wrong codes (they fill the sign-in throttle; the fifth voids the code), a used or expired code, another
// member's device (404, nothing spent), more than 3 codes an hour (429).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { NEW_DEVICE_CODE_GUESSES, NEW_DEVICE_CODE_NOT_NEEDED, NEW_DEVICE_CODE_TTL_MS } from "#core/members/new-device-code";
import { markCodeVerified } from "#core/members/new-device-repository";
import { INVALID_MEMBER_CREDENTIALS } from "#core/members/members";
import { deliverDue } from "#core/notifications/outbox";
import { NEW_DEVICE_CODE_WRONG } from "#shared/schemas/members";
import { createApp } from "#server/app";
import { countRows, type Requester } from "../helpers/admin-session";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { deviceCookieIn, deviceHeaders, MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";
import { startMailbox, type Mailbox } from "../helpers/smtp-mailbox";

let mailbox: Mailbox;
let ctx: TestContext;
let request: Requester;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = makeTestContext({ config: { smtpUrl: `smtp://127.0.0.1:${mailbox.port}` } });
  request = makeRequester(createApp(ctx));
});
afterAll(() => mailbox.close());

const third = deviceHeaders("third");

/** A member on a two-device package with both slots taken (laptop and phone). */
async function memberAtCap(): Promise<Member & { phoneCookie: string }> {
  const member = await registerMember(ctx, request);
  const phone = await request("POST", "/api/auth/login", {
    body: { username: member.username, password: MEMBER_PASSWORD },
    headers: deviceHeaders("phone"),
  });
  expect(phone.status).toBe(200);
  return { ...member, phoneCookie: memberCookieOf(phone)! };
}

const askCode = (member: Member, password = MEMBER_PASSWORD, headers = third, cookie?: string) =>
  request("POST", "/api/auth/new-device/code", { body: { username: member.username, password, channel: "email" }, headers, cookie });
const verify = (codeId: string, code: string) => request("POST", "/api/auth/new-device/verify", { body: { codeId, code } });
const replace = (codeId: string, deviceId: string) =>
  request("POST", "/api/auth/new-device/replace", { body: { codeId, deviceId }, headers: third });

/** The code in the newest new-device code mail to the member, as the SMTP server received it. */
async function codeFromMail(member: Member): Promise<string> {
  await deliverDue(ctx);
  // By its words: the mail of the phone's sign-in ("A new device signed in…") is to the member too.
  const mail = await mailbox.waitForMail((m) => m.to === member.email && m.text.includes("may only replace one of yours with this code"));
  return /^\s+(\d{6})\s*$/m.exec(mail.text)![1]!;
}

describe("the new-device code at the cap", () => {
  test("the code from the mail lets the third browser replace the phone; the phone's session ends", async () => {
    const member = await memberAtCap();
    const refused = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: third,
    });
    expect(refused.status).toBe(403);

    const sent = await askCode(member);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ success: true, channel: "email", sentTo: expect.stringMatching(/^ja…@example\.com$/) });
    const code = await codeFromMail(member);
    // Stored hashed: the code's digits are nowhere in the table.
    expect(countRows(ctx, "SELECT count(*) AS n FROM new_device_codes WHERE code_hash LIKE ?", `%${code}%`)).toBe(0);

    const checked = await verify(sent.json.codeId, code);
    expect(checked.status).toBe(200);
    const phone = checked.json.devices.find((d: { label: string }) => d.label.includes("(phone)"));
    expect(checked.json.devices).toHaveLength(2);

    const signedIn = await replace(sent.json.codeId, phone.id);
    expect(signedIn.status).toBe(200);
    const cookie = memberCookieOf(signedIn)!;
    const devices = (await request("GET", "/api/user/devices", { cookie, headers: third })).json.devices;
    expect(devices.map((d: { label: string }) => d.label).sort()).toEqual([
      "Desktop - Chrome on Linux (laptop)",
      "Desktop - Chrome on Linux (third)",
    ]);
    expect((await request("GET", "/api/auth/user", { cookie: member.phoneCookie, headers: deviceHeaders("phone") })).status).toBe(401);
    // Single use: the same code replaces nothing more.
    expect((await replace(sent.json.codeId, devices[0].id)).status).toBe(400);
    expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'device.replaced'", member.id)).toBe(
      1,
    );
  });

  test("a known browser or a member under the cap needs no code; a wrong password is the sign-in's 401", async () => {
    const member = await memberAtCap();
    const known = await askCode(member, MEMBER_PASSWORD, member.device, deviceCookieIn(member.cookie));
    expect(known.status).toBe(409);
    expect(known.json.error).toBe(NEW_DEVICE_CODE_NOT_NEEDED);
    const wrong = await askCode(member, "wrong-Pass-9");
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe(INVALID_MEMBER_CREDENTIALS);
    const roomy = await registerMember(ctx, request);
    expect((await askCode(roomy)).status).toBe(409);
  });

  test("five wrong guesses void the code; an expired code and another member's device are refused", async () => {
    const member = await memberAtCap();
    const sent = await askCode(member);
    const code = await codeFromMail(member);
    const wrongCode = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      const guess = await verify(sent.json.codeId, wrongCode);
      expect(guess.status).toBe(400);
      expect(guess.json.error).toBe(NEW_DEVICE_CODE_WRONG);
    }
    // The guesses filled the sign-in throttle of the username too; the code itself is void.
    expect((await verify(sent.json.codeId, code)).status).toBe(429);
    expect(countRows(ctx, "SELECT count(*) AS n FROM new_device_codes WHERE id = ? AND attempts = 5", sent.json.codeId)).toBe(1);
    expect(markCodeVerified(ctx.db, sent.json.codeId, ctx.clock.now(), NEW_DEVICE_CODE_GUESSES)).toBe(false);

    const other = await memberAtCap();
    const late = await askCode(other);
    const lateCode = await codeFromMail(other);
    ctx.clock.advance(NEW_DEVICE_CODE_TTL_MS + 1);
    expect((await verify(late.json.codeId, lateCode)).status).toBe(400);

    const again = await askCode(other);
    const checked = await verify(again.json.codeId, await codeFromMail(other));
    expect(checked.status).toBe(200);
    const strangers = (await request("GET", "/api/user/devices", { cookie: member.cookie, headers: member.device })).json.devices;
    expect((await replace(again.json.codeId, strangers[0].id)).status).toBe(404);
    // Nothing was spent: the member's own device is still replaceable.
    expect((await replace(again.json.codeId, checked.json.devices[0].id)).status).toBe(200);
  });

  test("more than 3 codes an hour per member are refused (429)", async () => {
    const member = await memberAtCap();
    for (let i = 0; i < 3; i++) expect((await askCode(member)).status).toBe(200);
    const fourth = await askCode(member);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBeTruthy();
  });
});
