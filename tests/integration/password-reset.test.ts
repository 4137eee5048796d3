// Password reset (decision 0025): the same answer for known and unknown identifiers; a mail that really
// arrives at a local SMTP server and whose link completes the reset; SMS codes through a webhook
// with 5 guesses; expiry, single use, a new request ending the older ones, a link's page asking
// whether it still works; 3 requests an hour; sessions gone after a reset; the outbox
// holds messages without a transport and retries failed ones.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { deliverDue } from "#core/notifications/outbox";
import { INVALID_RESET_TOKEN } from "#core/members/password-reset";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { countRows, type Requester } from "../helpers/admin-session";
import { MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";
import { startMailbox, type Mailbox as SmtpMailbox } from "../helpers/smtp-mailbox";

const NEW_PASSWORD = "n3w-Member-Pass";
let smtp: SmtpMailbox;
let smtpPort: number;
let mailbox: SmtpMailbox["mails"];
let smsServer: ReturnType<typeof Bun.serve>;
const texts: Array<{ to: string; text: string }> = [];
let smsFailing = false;

beforeAll(async () => {
  smtp = await startMailbox();
  smtpPort = smtp.port;
  mailbox = smtp.mails;
  smsServer = Bun.serve({
    port: 0,
    async fetch(req) {
      if (smsFailing) return new Response("down", { status: 503 });
      texts.push((await req.json()) as { to: string; text: string });
      return new Response("ok");
    },
  });
});
afterAll(async () => {
  await smtp.close();
  smsServer.stop(true);
});

function system(transports: "real" | "none" = "real") {
  const ctx = makeTestContext({
    config:
      transports === "real"
        ? { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, smsWebhookUrl: `http://127.0.0.1:${smsServer.port}/sms`, baseUrl: "http://aan.test" }
        : { baseUrl: "http://aan.test" },
  });
  return { ctx, request: makeRequester(createApp(ctx)) };
}

async function until<T>(look: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = look();
    if (found !== undefined) return found;
    await Bun.sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const requestReset = (request: Requester, identifier: string, resetType: "email" | "sms") =>
  request("POST", "/api/auth/password-reset/request", { body: { identifier, resetType } });
const complete = (request: Requester, token: string, password = NEW_PASSWORD) =>
  request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: password, confirmPassword: password } });
const checkLink = (request: Requester, token: string) => request("POST", "/api/auth/password-reset/check", { body: { token } });
const signIn = (request: Requester, member: Member, password: string) =>
  request("POST", "/api/auth/login", { body: { username: member.username, password }, headers: member.device });

describe("by e-mail", () => {
  let ctx: TestContext;
  let request: Requester;
  beforeAll(() => ({ ctx, request } = system()));

  test("known and unknown identifiers get the same body; only the known one gets mail", async () => {
    const member = await registerMember(ctx, request);
    const known = await requestReset(request, member.email.toUpperCase(), "email");
    const unknown = await requestReset(request, "nobody@example.com", "email");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.json).sort()).toEqual(Object.keys(unknown.json).sort());
    expect(known.json.message).toBe(unknown.json.message);
    await until(() => mailbox.find((m) => m.to === member.email), "the reset mail");
    expect(mailbox.filter((m) => m.to === "nobody@example.com")).toHaveLength(0);
  });

  test("the mailed link completes the reset once; the old password and every session are gone", async () => {
    const member = await registerMember(ctx, request);
    await requestReset(request, member.email, "email");
    const mail = await until(() => mailbox.find((m) => m.to === member.email), "the reset mail");
    const link = /http:\/\/aan\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(countRows(ctx, "SELECT count(*) AS n FROM password_reset_tokens WHERE token = ?", token)).toBe(0);

    const done = await complete(request, token);
    expect(done.status).toBe(200);
    expect((await request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device })).status).toBe(401);
    expect((await signIn(request, member, MEMBER_PASSWORD)).status).toBe(401);
    expect(memberCookieOf(await signIn(request, member, NEW_PASSWORD))).toBeTruthy();
    const reused = await complete(request, token, "another-Pass-1");
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe("This reset link is invalid or has expired. Ask for a new one.");
    // Once sent, the outbox keeps the message without its secret.
    const kept = ctx.db.$client.query("SELECT body, status FROM notifications WHERE recipient = ?").get(member.email) as {
      body: string;
      status: string;
    };
    expect(kept.status).toBe("sent");
    expect(kept.body).not.toContain(token);
  });

  test("an expired token is refused", async () => {
    const member = await registerMember(ctx, request);
    await requestReset(request, member.email, "email");
    const mail = await until(() => mailbox.find((m) => m.to === member.email), "the reset mail");
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await complete(request, token)).status).toBe(400);
  });

  test("completing a reset ends the member's other open resets: an older link and an SMS code are refused", async () => {
    const member = await registerMember(ctx, request, { overrides: { phone: `(830) 555-${String(Date.now()).slice(-4)}` } });
    await requestReset(request, member.email, "email");
    const firstMail = await until(() => mailbox.find((m) => m.to === member.email), "the first reset mail");
    const olderToken = /token=([A-Za-z0-9_-]+)/.exec(firstMail.text)![1]!;
    const phone = (ctx.db.$client.query("SELECT phone FROM users WHERE id = ?").get(member.id) as { phone: string }).phone;
    const sms = await requestReset(request, phone, "sms");
    const code = await until(() => /\b(\d{6})\b/.exec(texts.find((t) => t.to === phone)?.text ?? "")?.[1], "the SMS code");
    await requestReset(request, member.email, "email");
    const newerMail = await until(() => mailbox.filter((m) => m.to === member.email)[1], "the second reset mail");
    const newerToken = /token=([A-Za-z0-9_-]+)/.exec(newerMail.text)![1]!;
    expect(newerToken).not.toBe(olderToken);

    expect((await complete(request, newerToken)).status).toBe(200);
    const older = await complete(request, olderToken, "another-Pass-1");
    expect(older.status).toBe(400);
    expect((await complete(request, `${sms.json.resetId}.${code}`, "another-Pass-2")).status).toBe(400);
    // The password is still the one the newer link set.
    expect(memberCookieOf(await signIn(request, member, NEW_PASSWORD))).toBeTruthy();
  });

  test("a new request ends the older link at once: it is dead before anything is completed; the newer one works", async () => {
    const member = await registerMember(ctx, request);
    await requestReset(request, member.email, "email");
    const olderMail = await until(() => mailbox.find((m) => m.to === member.email), "the first reset mail");
    const olderToken = /token=([A-Za-z0-9_-]+)/.exec(olderMail.text)![1]!;
    await requestReset(request, member.email, "email");
    const newerMail = await until(() => mailbox.filter((m) => m.to === member.email)[1], "the second reset mail");
    const newerToken = /token=([A-Za-z0-9_-]+)/.exec(newerMail.text)![1]!;

    expect(
      countRows(
        ctx,
        "SELECT count(*) AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.is_used = 0",
        member.email,
      ),
    ).toBe(1);
    const older = await checkLink(request, olderToken);
    expect(older.status).toBe(400);
    expect(older.json).toMatchObject({ success: false, kind: "invalid", error: INVALID_RESET_TOKEN });
    expect((await complete(request, olderToken)).json.error).toBe(INVALID_RESET_TOKEN);
    expect((await checkLink(request, newerToken)).status).toBe(200);
    expect((await complete(request, newerToken)).status).toBe(200);
  });

  test("the link's page asks whether it still works: a live link answers its expiry and stays live; a used or expired one answers why not", async () => {
    const member = await registerMember(ctx, request);
    await requestReset(request, member.email, "email");
    const mail = await until(() => mailbox.find((m) => m.to === member.email), "the reset mail");
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const live = await checkLink(request, token);
    expect(live.status).toBe(200);
    expect(live.json).toEqual({ success: true, expiresAt: new Date(ctx.clock.now().getTime() + 10 * 60_000).toISOString() });
    // Asking changed nothing: the link still completes the reset, once.
    expect((await complete(request, token)).status).toBe(200);
    const used = await checkLink(request, token);
    expect(used.status).toBe(400);
    expect(used.json).toMatchObject({ error: INVALID_RESET_TOKEN, issues: [{ path: "token", message: INVALID_RESET_TOKEN }] });

    await requestReset(request, member.email, "email");
    const second = await until(() => mailbox.filter((m) => m.to === member.email)[1], "the second reset mail");
    const expiring = /token=([A-Za-z0-9_-]+)/.exec(second.text)![1]!;
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await checkLink(request, expiring)).json.error).toBe(INVALID_RESET_TOKEN);
    expect((await checkLink(request, "")).json.error).toBe("Reset token is required");
  });

  test("at most 3 requests per account per hour", async () => {
    const member = await registerMember(ctx, request);
    for (let i = 0; i < 5; i++) expect((await requestReset(request, member.email, "email")).status).toBe(200);
    expect(
      countRows(ctx, "SELECT count(*) AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?", member.email),
    ).toBe(3);
  });

  test.each([
    [{ identifier: "", resetType: "email" }, "Phone number or email is required"],
    [{ identifier: "a@b.c", resetType: "pigeon" }, "Reset type must be sms or email"],
  ])("request %p → 400 %p", async (body, message) => {
    const reply = await request("POST", "/api/auth/password-reset/request", { body });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe(message);
  });

  test.each([
    [{ token: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, "Reset token is required"],
    [{ token: "x", newPassword: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ token: "x", newPassword: NEW_PASSWORD, confirmPassword: "other-pass" }, "Passwords don't match"],
  ])("complete %p → 400 %p", async (body, message) => {
    const reply = await request("POST", "/api/auth/password-reset/complete", { body });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe(message);
  });
});

describe("by SMS", () => {
  let ctx: TestContext;
  let request: Requester;
  beforeAll(() => ({ ctx, request } = system()));

  test("the texted code completes the reset with its reset id; a sixth guess is refused even when right", async () => {
    const member = await registerMember(ctx, request, { overrides: { phone: `(512) 555-${String(Date.now()).slice(-4)}` } });
    const phone = ctx.db.$client.query("SELECT phone FROM users WHERE id = ?").get(member.id) as { phone: string };
    const answer = await requestReset(request, phone.phone.replace(/\D/g, ""), "sms");
    const text = await until(() => texts.find((t) => t.to === phone.phone), "the SMS");
    const code = /\b(\d{6})\b/.exec(text.text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await complete(request, `${answer.json.resetId}.${wrong}`);
    expect(first.status).toBe(400);
    // The member typed a code: the refusal speaks of a code, not of a token.
    expect(first.json.error).toBe("Wrong or expired code. Check the text message, or ask for a new code.");
    for (let i = 1; i < 5; i++) expect((await complete(request, `${answer.json.resetId}.${wrong}`)).status).toBe(400);
    expect((await complete(request, `${answer.json.resetId}.${code}`)).status).toBe(400);
  });

  test("a right code within 5 guesses works", async () => {
    const member = await registerMember(ctx, request, { overrides: { phone: `(737) 555-${String(Date.now()).slice(-4)}` } });
    const phone = (ctx.db.$client.query("SELECT phone FROM users WHERE id = ?").get(member.id) as { phone: string }).phone;
    const answer = await requestReset(request, phone, "sms");
    const code = /\b(\d{6})\b/.exec((await until(() => texts.find((t) => t.to === phone), "the SMS")).text)![1]!;
    expect((await complete(request, `${answer.json.resetId}.${code === "999999" ? "000000" : "999999"}`)).status).toBe(400);
    expect((await complete(request, `${answer.json.resetId}.${code}`)).status).toBe(200);
    expect((await signIn(request, member, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("the outbox", () => {
  test("without a transport a message is held for the operator, with its link", async () => {
    const { ctx, request } = system("none");
    const member = await registerMember(ctx, request);
    await requestReset(request, member.email, "email");
    const held = await until(
      () =>
        (ctx.db.$client.query("SELECT status, body FROM notifications WHERE recipient = ? AND status = 'held'").get(member.email) as {
          status: string;
          body: string;
        } | null) ?? undefined,
      "a held message",
    );
    expect(held.body).toContain("http://aan.test/reset-password?token=");
    // Once the token has expired, the held copy loses its secret.
    ctx.clock.advance(10 * 60_000 + 1);
    await deliverDue(ctx);
    const after = ctx.db.$client.query("SELECT body FROM notifications WHERE recipient = ?").get(member.email) as { body: string };
    expect(after.body).toContain("token=[expired]");
  });

  test("a failed send is kept with its error and retried later; it never fails the member's request", async () => {
    const { ctx, request } = system();
    const member = await registerMember(ctx, request, { overrides: { phone: `(214) 555-${String(Date.now()).slice(-4)}` } });
    const phone = (ctx.db.$client.query("SELECT phone FROM users WHERE id = ?").get(member.id) as { phone: string }).phone;
    smsFailing = true;
    try {
      expect((await requestReset(request, phone, "sms")).status).toBe(200);
      const failed = await until(
        () =>
          (ctx.db.$client
            .query("SELECT attempts, last_error, status FROM notifications WHERE recipient = ? AND attempts > 0")
            .get(phone) as { attempts: number; last_error: string; status: string } | null) ?? undefined,
        "a failed attempt",
      );
      expect(failed).toMatchObject({ attempts: 1, status: "pending", last_error: "SMS webhook answered 503" });
    } finally {
      smsFailing = false;
    }
    expect((await deliverDue(ctx)).sent).toBe(0); // not due yet: it waits a minute
    ctx.clock.advance(61_000);
    expect((await deliverDue(ctx)).sent).toBe(1);
    expect(texts.some((t) => t.to === phone)).toBe(true);
  });
});

describe("new-device notice", () => {
  test("a sign-in that adds a device mails the member which device, when and from where", async () => {
    const { ctx, request } = system();
    const member = await registerMember(ctx, request, { deviceName: "first" });
    const phone = { "x-device-fingerprint": "f".repeat(64), "x-device-label": "Mobile - Safari on iOS" };
    const reply = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: phone,
    });
    expect(reply.status).toBe(200);
    const mail = await until(() => mailbox.find((m) => m.to === member.email && m.text.includes("new device")), "the new-device notice");
    expect(mail.text).toContain("Mobile - Safari on iOS");
    expect(mail.text).toContain("UTC");
    // Signing in again on a known device sends nothing more.
    await request("POST", "/api/auth/login", { body: { username: member.username, password: MEMBER_PASSWORD }, headers: member.device });
    expect(countRows(ctx, "SELECT count(*) AS n FROM notifications WHERE recipient = ? AND purpose = 'device_added'", member.email)).toBe(
      1,
    );
  });
});
