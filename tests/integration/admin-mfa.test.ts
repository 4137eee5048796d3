// Admin two-factor sign-in (decision 0039): enrol (QR code and secret), confirm with a code, ten
// recovery codes shown once; sign-in then needs a code, accepts each code once, counts wrong
// codes toward the throttle, takes a recovery code once; `aan admin mfa reset` removes it; with
// AAN_REQUIRE_ADMIN_MFA an admin without it can only set it up. Codes are made here the way an
// authenticator app makes them (otpauth, RFC 6238).
import { describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import { cliActor } from "#core/actor";
import { resetMfa } from "#core/admins/mfa";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext } from "../helpers/context";

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });

async function enrolled(admin: SignedInAdmin) {
  const enrol = await admin.as("POST", "/api/admin/mfa/enroll");
  expect(enrol.status).toBe(200);
  const secret = enrol.json.secret as string;
  const confirm = await admin.as("POST", "/api/admin/mfa/confirm", { body: { code: codeAt(secret, admin.ctx.clock.now()) } });
  expect(confirm.status).toBe(200);
  return { secret, recoveryCodes: confirm.json.recoveryCodes as string[], enrol: enrol.json };
}

const login = (admin: SignedInAdmin, code?: string, password = admin.password) =>
  admin.request("POST", "/api/admin/login", { body: { username: admin.username, password, ...(code === undefined ? {} : { code }) } });

describe("admin two-factor sign-in", () => {
  test("enrolment gives a QR code and the secret; a wrong code does not confirm; a right one turns it on with 10 recovery codes", async () => {
    const admin = await createSignedInAdmin();
    const enrol = await admin.as("POST", "/api/admin/mfa/enroll");
    expect(enrol.json.otpauthUri).toStartWith(`otpauth://totp/AAN:${admin.username}?`);
    expect(enrol.json.otpauthUri).toContain(`secret=${enrol.json.secret}`);
    expect(enrol.json.qrSvg).toStartWith("<svg");
    expect((await admin.as("GET", "/api/admin/mfa")).json).toMatchObject({ enabled: false, pending: true });
    const wrong = await admin.as("POST", "/api/admin/mfa/confirm", { body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("Invalid two-factor code");
    const bad = await admin.as("POST", "/api/admin/mfa/confirm", { body: { code: "12ab" } });
    expect(bad.json.error).toBe("Enter the 6-digit code from your authenticator app");
    const right = await admin.as("POST", "/api/admin/mfa/confirm", { body: { code: codeAt(enrol.json.secret, admin.ctx.clock.now()) } });
    expect(right.status).toBe(200);
    expect(right.json.recoveryCodes).toHaveLength(10);
    expect(new Set(right.json.recoveryCodes).size).toBe(10);
    expect(right.json.recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await admin.as("GET", "/api/admin/mfa")).json).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    // Recovery codes are kept only as hashes.
    const stored = admin.ctx.db.$client.query("SELECT code_hash FROM admin_recovery_codes").all() as Array<{ code_hash: string }>;
    expect(stored.map((r) => r.code_hash)).not.toContain(right.json.recoveryCodes[0]);
    expect((await admin.as("POST", "/api/admin/mfa/enroll")).status).toBe(409);
  });

  test("sign-in asks for the code, accepts a current code once, refuses a wrong or replayed one", async () => {
    const admin = await createSignedInAdmin();
    const { secret } = await enrolled(admin);
    admin.ctx.clock.advance(60_000);
    const asked = await login(admin);
    expect(asked.status).toBe(401);
    expect(asked.json).toMatchObject({
      error: "Two-factor code required",
      issues: [{ path: "code", message: "Two-factor code required" }],
    });
    const wrong = await login(admin, "123456");
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe("Invalid two-factor code");
    const code = codeAt(secret, admin.ctx.clock.now());
    expect((await login(admin, code)).status).toBe(200);
    const replayed = await login(admin, code);
    expect(replayed.status).toBe(401);
    expect(replayed.json.error).toBe("This code was just used; wait for the next one");
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'mfa.use' AND outcome = 'success'")).toBe(1);
    // The code asked for is a step of the sign-in, not a failure; the wrong and the replayed code are failures.
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'mfa.prompt' AND outcome = 'success'")).toBe(1);
    expect(countRows(admin.ctx, "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action = 'login' AND outcome = 'failure'")).toBe(2);
  });

  test("wrong codes count toward the same throttle: the 6th attempt is refused with 429", async () => {
    const admin = await createSignedInAdmin();
    await enrolled(admin);
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push((await login(admin, "000000")).status);
    expect(replies).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test("a recovery code signs in once; aan admin mfa reset removes the second factor", async () => {
    const admin = await createSignedInAdmin();
    const { recoveryCodes } = await enrolled(admin);
    expect((await login(admin, recoveryCodes[3]!.toLowerCase())).status).toBe(200);
    expect((await login(admin, recoveryCodes[3])).status).toBe(401);
    expect((await admin.as("GET", "/api/admin/mfa")).json.recoveryCodesLeft).toBe(9);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'mfa.recovery'")).toBe(1);

    expect(resetMfa(admin.ctx, cliActor("ops"), admin.username).message).toContain("removed");
    expect((await login(admin)).status).toBe(200);
    expect(() => resetMfa(admin.ctx, cliActor("ops"), admin.username)).toThrow("has no two-factor sign-in");
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'mfa.reset' AND actor = 'cli:ops'")).toBe(2);
  });

  test("when required, an admin without it may only set it up", async () => {
    const admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { requireAdminMfa: true } }) });
    const blocked = await admin.as("GET", "/api/admin/invitation-codes");
    expect(blocked.status).toBe(403);
    expect(blocked.json.error).toBe("Two-factor sign-in must be set up first: open Settings");
    expect((await admin.as("GET", "/api/admin/mfa")).json).toMatchObject({ enabled: false, required: true });
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(200);
    await enrolled(admin);
    expect((await admin.as("GET", "/api/admin/invitation-codes")).status).toBe(200);
  });
});

describe("changing the credentials with two-factor sign-in on", () => {
  const change = (admin: SignedInAdmin, fields: { code?: string; currentPassword?: string; newPassword?: string }) => {
    const newPassword = fields.newPassword ?? "brand-new-pw";
    return admin.as("POST", "/api/admin/update-credentials", {
      body: {
        currentPassword: fields.currentPassword ?? admin.password,
        newUsername: admin.username,
        newPassword,
        confirmPassword: newPassword,
        ...(fields.code === undefined ? {} : { code: fields.code }),
      },
    });
  };
  const passwordHash = (admin: SignedInAdmin) =>
    (admin.ctx.db.$client.query("SELECT password_hash AS h FROM admin_accounts").get() as { h: string }).h;

  test("asks for the code, refuses a wrong one, takes a current one once: a reused code is refused as at sign-in", async () => {
    const admin = await createSignedInAdmin();
    const { secret } = await enrolled(admin);
    admin.ctx.clock.advance(60_000);
    const before = passwordHash(admin);

    const asked = await change(admin, {});
    expect(asked.status).toBe(403);
    expect(asked.json).toMatchObject({
      success: false,
      kind: "forbidden",
      error: "Two-factor code required",
      issues: [{ path: "code", message: "Two-factor code required" }],
    });
    const wrong = await change(admin, { code: "123456" });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ kind: "forbidden", error: "Invalid two-factor code" });
    // A right code does not make up for a wrong password: the password is checked first.
    const code = codeAt(secret, admin.ctx.clock.now());
    expect((await change(admin, { code, currentPassword: "not-my-password" })).json.error).toBe("Current password is incorrect");
    expect(passwordHash(admin)).toBe(before);

    const done = await change(admin, { code, newPassword: "changed-once" });
    expect(done.status).toBe(200);
    const replayed = await change(admin, { code, currentPassword: "changed-once", newPassword: "changed-twice" });
    expect(replayed.status).toBe(403);
    expect(replayed.json.error).toBe("This code was just used; wait for the next one");
    expect((await login(admin, undefined, "changed-twice")).status).toBe(401);
    expect(
      countRows(admin.ctx, "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action = 'credentials.update' AND outcome = 'denied'"),
    ).toBe(4);
  });

  test("a code used to sign in cannot change the credentials; a recovery code can, once", async () => {
    const admin = await createSignedInAdmin();
    const { secret, recoveryCodes } = await enrolled(admin);
    admin.ctx.clock.advance(60_000);
    const code = codeAt(secret, admin.ctx.clock.now());
    expect((await login(admin, code)).status).toBe(200);
    expect((await change(admin, { code })).json.error).toBe("This code was just used; wait for the next one");
    expect((await change(admin, { code: recoveryCodes[0], newPassword: "recovered-pw" })).status).toBe(200);
    expect((await change(admin, { code: recoveryCodes[0], currentPassword: "recovered-pw" })).status).toBe(403);
  });
});
