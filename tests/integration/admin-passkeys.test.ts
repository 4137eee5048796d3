// Admin passkeys (decision 0139) through app.handle, with a software authenticator the server's real
// WebAuthn verifier checks: an admin adds named passkeys (at most 10) and removes them; at sign-in a
// passkey stands in for the code after the password, and an admin with passkeys but no codes is
// asked for one; every refusal answers in the JSON failure shape with its words from src/shared
// (an expired challenge, another origin, a replayed answer, another admin's passkey, a member's
// passkey, the last second factor while the rule is on); the super admin's rule works as
// AAN_REQUIRE_ADMIN_MFA does, with the variable as its floor; every change is audited.
import { describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { resetMfa } from "#core/admins/mfa";
import { setupChecklist } from "#core/setup/setup-checklist";
import { CHALLENGE_LIFETIME_MS } from "#core/passkeys/webauthn";
import { MFA_CODE_REQUIRED } from "#shared/schemas/admin";
import {
  ADMIN_PASSKEY_CAP,
  ADMIN_PASSKEY_NAME_REQUIRED,
  ADMIN_PASSKEY_NOT_FOUND,
  ADMIN_PASSKEY_NOT_YOURS,
  ADMIN_PASSKEY_REQUIRED,
  ADMIN_PASSKEYS_FULL,
  LAST_SECOND_FACTOR,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_NOT_VERIFIED,
  OWN_SECOND_FACTOR_FIRST,
  OWN_RESET_FROM_CLI,
  SECOND_FACTOR_RULE_CHOICE,
  SECOND_FACTOR_RULE_FLOOR,
} from "#shared/schemas/passkeys";
import { Secret, TOTP } from "otpauth";
import { adminCookieOf, countRows, createOtherAdmin, createSignedInAdmin, type Reply, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext } from "../helpers/context";
import { registerMember } from "../helpers/member-session";
import { assert, attest, newSoftwarePasskey, type SoftwarePasskey } from "../helpers/software-passkey";

const originOf = (admin: SignedInAdmin) => new URL(admin.ctx.config.baseUrl).origin;

/** The first passkey each session's admin added here: a later change proves it (decision 0143). */
const heldBy = new Map<string, SoftwarePasskey>();

/** Proof of the passkey the session's admin holds, or none when they hold none yet. */
async function proofOf(admin: SignedInAdmin, cookie: string): Promise<Record<string, unknown>> {
  const key = heldBy.get(cookie);
  if (!key) return {};
  const options = await signInOptions(admin);
  return { passkey: { challengeId: options.challengeId, response: assert(key, options.options) } };
}

/** Adds a passkey as the admin whose cookie is given, proving the one they hold (or `proof`); answers the reply. */
async function addPasskey(
  admin: SignedInAdmin,
  key: SoftwarePasskey,
  name = "Laptop",
  cookie = admin.cookie,
  proof?: Record<string, unknown>,
): Promise<Reply> {
  const options = await admin.request("POST", "/api/admin/passkeys/options", { cookie });
  if (options.status !== 200) return options;
  const added = await admin.request("POST", "/api/admin/passkeys", {
    cookie,
    body: {
      challengeId: options.json.challengeId,
      name,
      response: attest(key, options.json.options),
      ...(proof ?? (await proofOf(admin, cookie))),
    },
  });
  if (added.status === 200 && !heldBy.has(cookie)) heldBy.set(cookie, key);
  return added;
}

/** A second admin, "ops-two", with a passkey of their own registered: answers that passkey. */
async function anotherAdminsPasskey(admin: SignedInAdmin): Promise<SoftwarePasskey> {
  const otherCookie = await createOtherAdmin(admin, { username: "ops-two", password: "other-pass-1" });
  const othersKey = newSoftwarePasskey(originOf(admin));
  expect((await addPasskey(admin, othersKey, "Theirs", otherCookie)).status).toBe(200);
  return othersKey;
}

/** Removes a passkey as the admin whose cookie is given, proving the one they hold. */
async function removePasskey(admin: SignedInAdmin, id: string, cookie = admin.cookie): Promise<Reply> {
  return admin.request("DELETE", `/api/admin/passkeys/${id}`, { cookie, body: await proofOf(admin, cookie) });
}

async function signInOptions(admin: SignedInAdmin) {
  const reply = await admin.request("POST", "/api/admin/login/passkey-options");
  expect(reply.status).toBe(200);
  return reply.json as { challengeId: string; options: { challenge: string } };
}

const login = (admin: SignedInAdmin, username: string, password: string, extra: Record<string, unknown> = {}) =>
  admin.request("POST", "/api/admin/login", { body: { username, password, ...extra } });

async function loginWithPasskey(admin: SignedInAdmin, key: SoftwarePasskey, username = admin.username, password = admin.password) {
  const options = await signInOptions(admin);
  return login(admin, username, password, { passkey: { challengeId: options.challengeId, response: assert(key, options.options) } });
}

const expectRefused = (reply: Reply, status: number, error: string) => {
  expect(reply.status).toBe(status);
  expect(reply.json).toMatchObject({ success: false, error });
};

const audited = (admin: SignedInAdmin, action: string) =>
  admin.ctx.db.$client.query("SELECT actor, outcome, detail FROM admin_audit_log WHERE action = ? ORDER BY id").all(action);

describe("admin passkeys", () => {
  test("an admin adds named passkeys, lists and removes them; each change is audited", async () => {
    const admin = await createSignedInAdmin();
    const added = await addPasskey(admin, newSoftwarePasskey(originOf(admin)), "  Office laptop ");
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ success: true, passkey: { name: "Office laptop", lastUsedAt: null } });
    const listed = await admin.as("GET", "/api/admin/passkeys");
    expect(listed.json.passkeys).toHaveLength(1);
    const unnamed = await addPasskey(admin, newSoftwarePasskey(originOf(admin)), " ");
    expectRefused(unnamed, 400, ADMIN_PASSKEY_NAME_REQUIRED);
    const removed = await removePasskey(admin, added.json.passkey.id);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('Passkey "Office laptop" removed');
    expectRefused(await removePasskey(admin, added.json.passkey.id), 404, ADMIN_PASSKEY_NOT_FOUND);
    expect(audited(admin, "passkeys.add")).toEqual([
      { actor: `admin:${admin.username}`, outcome: "success", detail: `admin=${admin.username} passkey=Office laptop` },
      expect.objectContaining({ outcome: "failure" }),
    ]);
    expect(audited(admin, "passkeys.remove")).toEqual([
      { actor: `admin:${admin.username}`, outcome: "success", detail: `admin=${admin.username} passkey=Office laptop` },
      expect.objectContaining({ outcome: "failure" }),
    ]);
  });

  test(`an admin holds at most ${ADMIN_PASSKEY_CAP}: the next is refused before the browser is asked`, async () => {
    const admin = await createSignedInAdmin();
    for (let i = 0; i < ADMIN_PASSKEY_CAP; i++)
      expect((await addPasskey(admin, newSoftwarePasskey(originOf(admin)), `Key ${i}`)).status).toBe(200);
    expectRefused(await admin.as("POST", "/api/admin/passkeys/options"), 409, ADMIN_PASSKEYS_FULL);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(ADMIN_PASSKEY_CAP);
  });

  test("registration refuses an expired challenge, another admin's challenge and another origin's answer", async () => {
    const admin = await createSignedInAdmin();
    const other = await createOtherAdmin(admin, { username: "ops-two", password: "other-pass-1" });
    const options = await admin.as("POST", "/api/admin/passkeys/options");
    const key = newSoftwarePasskey(originOf(admin));
    // Another admin answering this admin's challenge.
    const foreign = await admin.request("POST", "/api/admin/passkeys", {
      cookie: other,
      body: { challengeId: options.json.challengeId, name: "Stolen", response: attest(key, options.json.options) },
    });
    expectRefused(foreign, 400, PASSKEY_CHALLENGE_EXPIRED);
    const expiring = await admin.as("POST", "/api/admin/passkeys/options");
    admin.ctx.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    const late = await admin.as("POST", "/api/admin/passkeys", {
      body: { challengeId: expiring.json.challengeId, name: "Late", response: attest(key, expiring.json.options) },
    });
    expectRefused(late, 400, PASSKEY_CHALLENGE_EXPIRED);
    expectRefused(await addPasskey(admin, newSoftwarePasskey("https://evil.example")), 400, PASSKEY_NOT_VERIFIED);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(0);
  });
});

describe("a passkey as the second factor of an admin's sign-in", () => {
  test("an admin with a passkey and no codes is asked for it: the password alone never signs in; the passkey does, audited", async () => {
    const admin = await createSignedInAdmin();
    const key = newSoftwarePasskey(originOf(admin));
    await addPasskey(admin, key);
    const asked = await login(admin, admin.username, admin.password);
    expect(asked.status).toBe(401);
    expect(asked.json).toMatchObject({
      success: false,
      error: ADMIN_PASSKEY_REQUIRED,
      issues: [{ path: "passkey", message: ADMIN_PASSKEY_REQUIRED }],
    });
    expect(adminCookieOf(asked)).toBeUndefined();
    const signedIn = await loginWithPasskey(admin, key);
    expect(signedIn.status).toBe(200);
    expect(adminCookieOf(signedIn)).toBeDefined();
    expect(audited(admin, "mfa.passkey")).toEqual([
      { actor: `admin:${admin.username}`, outcome: "success", detail: `admin=${admin.username} passkey=Laptop` },
    ]);
    expect((await admin.as("GET", "/api/admin/passkeys")).json.passkeys[0].lastUsedAt).not.toBeNull();
    // A wrong password with a good passkey is still a wrong password.
    expectRefused(await loginWithPasskey(admin, key, admin.username, "wrong-password"), 401, "Invalid credentials");
  });

  test("with codes and a passkey, the step names both; either signs in", async () => {
    const admin = await createSignedInAdmin();
    const enrol = await admin.as("POST", "/api/admin/mfa/enroll");
    const totp = new TOTP({ secret: Secret.fromBase32(enrol.json.secret), digits: 6, period: 30 });
    const code = totp.generate({ timestamp: admin.ctx.clock.now().getTime() });
    expect((await admin.as("POST", "/api/admin/mfa/confirm", { body: { code } })).status).toBe(200);
    const key = newSoftwarePasskey(originOf(admin));
    // The codes are a second factor already: the new passkey needs the next one.
    expectRefused(await addPasskey(admin, key, "Laptop", admin.cookie, {}), 403, MFA_CODE_REQUIRED);
    admin.ctx.clock.advance(30_000);
    const next = totp.generate({ timestamp: admin.ctx.clock.now().getTime() });
    expect((await addPasskey(admin, key, "Laptop", admin.cookie, { code: next })).status).toBe(200);
    const asked = await login(admin, admin.username, admin.password);
    expect(asked.json).toMatchObject({
      error: MFA_CODE_REQUIRED,
      issues: [
        { path: "code", message: MFA_CODE_REQUIRED },
        { path: "passkey", message: ADMIN_PASSKEY_REQUIRED },
      ],
    });
    expect((await loginWithPasskey(admin, key)).status).toBe(200);
  });

  test("refusals: an expired challenge, another origin, a replayed answer, another admin's passkey, a member's passkey", async () => {
    const admin = await createSignedInAdmin();
    const key = newSoftwarePasskey(originOf(admin));
    await addPasskey(admin, key);
    const othersKey = await anotherAdminsPasskey(admin);

    const expiring = await signInOptions(admin);
    admin.ctx.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    const late = await login(admin, admin.username, admin.password, {
      passkey: { challengeId: expiring.challengeId, response: assert(key, expiring.options) },
    });
    expectRefused(late, 401, PASSKEY_CHALLENGE_EXPIRED);
    expect(late.json.issues).toEqual([{ path: "passkey", message: PASSKEY_CHALLENGE_EXPIRED }]);

    const elsewhere = { ...key, origin: "https://evil.example" };
    expectRefused(await loginWithPasskey(admin, elsewhere), 401, PASSKEY_NOT_VERIFIED);

    const options = await signInOptions(admin);
    const answer = assert(key, options.options);
    const body = { username: admin.username, password: admin.password, passkey: { challengeId: options.challengeId, response: answer } };
    expect((await admin.request("POST", "/api/admin/login", { body })).status).toBe(200);
    // The same answer again: its challenge is spent.
    expectRefused(await admin.request("POST", "/api/admin/login", { body }), 401, PASSKEY_CHALLENGE_EXPIRED);
    // A copied passkey signing a new challenge with an old count.
    const fresh = await signInOptions(admin);
    const replayed = await login(admin, admin.username, admin.password, {
      passkey: { challengeId: fresh.challengeId, response: assert(key, fresh.options, key.counter) },
    });
    expectRefused(replayed, 401, PASSKEY_NOT_VERIFIED);

    expectRefused(await loginWithPasskey(admin, othersKey), 401, ADMIN_PASSKEY_NOT_YOURS);

    const member = await registerMember(admin.ctx, admin.request);
    const membersKey = newSoftwarePasskey(originOf(admin));
    const memberOptions = await admin.request("POST", "/api/user/passkeys/options", { cookie: member.cookie, headers: member.device });
    const memberAdded = await admin.request("POST", "/api/user/passkeys", {
      cookie: member.cookie,
      headers: member.device,
      body: { challengeId: memberOptions.json.challengeId, response: attest(membersKey, memberOptions.json.options) },
    });
    expect(memberAdded.status).toBe(200);
    expectRefused(await loginWithPasskey(admin, membersKey), 401, ADMIN_PASSKEY_NOT_YOURS);
    // A member's sign-in challenge is no admin challenge.
    const memberChallenge = (await admin.request("POST", "/api/auth/passkey/options")).json;
    const crossed = await login(admin, admin.username, admin.password, {
      passkey: { challengeId: memberChallenge.challengeId, response: assert(key, memberChallenge.options) },
    });
    expectRefused(crossed, 401, PASSKEY_CHALLENGE_EXPIRED);

    // Each refusal counted toward the throttle and was audited as a refused sign-in.
    expect(countRows(admin.ctx, "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action = 'login' AND outcome = 'failure'")).toBe(7);
    // The sign-in that succeeded cleared the two before it.
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM login_failures WHERE scope = 'admin'")).toBe(5);
  });
});

describe("the super admin's rule: a second factor for every admin", () => {
  test("turned on, an admin without a factor may only set one up, and registering a passkey is such a way", async () => {
    const admin = await createSignedInAdmin();
    const otherCookie = await createOtherAdmin(admin, { username: "ops-two", password: "other-pass-1" });
    const asOther = (method: string, path: string, body?: unknown) => admin.request(method, path, { cookie: otherCookie, body });
    // Only a super admin sets it, and only once they have a second factor of their own.
    expect((await asOther("PUT", "/api/admin/mfa/rule", { required: true })).status).toBe(403);
    expectRefused(await admin.as("PUT", "/api/admin/mfa/rule", { body: { required: true } }), 409, OWN_SECOND_FACTOR_FIRST);
    await addPasskey(admin, newSoftwarePasskey(originOf(admin)), "Desk");
    const on = await admin.as("PUT", "/api/admin/mfa/rule", { body: { required: true } });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ required: true, requiredByOperator: false });
    expect((await asOther("GET", "/api/admin/mfa")).json).toMatchObject({ required: true, requiredByOperator: false });
    expectRefused(await asOther("GET", "/api/admin/invitation-codes"), 403, "Two-factor sign-in must be set up first: open Settings");
    const key = newSoftwarePasskey(originOf(admin));
    expect((await addPasskey(admin, key, "Phone", otherCookie)).status).toBe(200);
    expect((await asOther("GET", "/api/admin/invitation-codes")).status).toBe(200);
    // The last factor cannot go while the rule is on; with a second passkey, one may.
    const [only] = (await asOther("GET", "/api/admin/passkeys")).json.passkeys;
    expectRefused(await removePasskey(admin, only.id, otherCookie), 409, LAST_SECOND_FACTOR);
    const spareKey = newSoftwarePasskey(originOf(admin));
    expect((await addPasskey(admin, spareKey, "Spare", otherCookie)).status).toBe(200);
    expect((await removePasskey(admin, only.id, otherCookie)).status).toBe(200);
    heldBy.set(otherCookie, spareKey);
    const off = await admin.as("PUT", "/api/admin/mfa/rule", { body: { required: false } });
    expect(off.json).toMatchObject({ required: false });
    expect(audited(admin, "mfa.rule")).toEqual([
      expect.objectContaining({ actor: "admin:ops-two", outcome: "denied" }),
      expect.objectContaining({ actor: `admin:${admin.username}`, outcome: "failure" }),
      { actor: `admin:${admin.username}`, outcome: "success", detail: "required=on" },
      { actor: `admin:${admin.username}`, outcome: "success", detail: "required=off" },
    ]);
    // Off: the last passkey may go.
    const [spare] = (await asOther("GET", "/api/admin/passkeys")).json.passkeys;
    expect((await removePasskey(admin, spare.id, otherCookie)).status).toBe(200);
  });

  test("AAN_REQUIRE_ADMIN_MFA is the floor: the rule shows on and cannot be turned off", async () => {
    const admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { requireAdminMfa: true } }) });
    expect((await admin.as("GET", "/api/admin/mfa")).json).toMatchObject({ required: true, requiredByOperator: true });
    // A passkey is a second factor under the variable too.
    expect((await admin.as("GET", "/api/admin/invitation-codes")).status).toBe(403);
    const key = newSoftwarePasskey(originOf(admin));
    expect((await addPasskey(admin, key)).status).toBe(200);
    expect((await admin.as("GET", "/api/admin/invitation-codes")).status).toBe(200);
    expectRefused(await admin.as("PUT", "/api/admin/mfa/rule", { body: { required: false } }), 409, SECOND_FACTOR_RULE_FLOOR);
    expectRefused(await admin.as("PUT", "/api/admin/mfa/rule", { body: { required: "yes" } }), 400, SECOND_FACTOR_RULE_CHOICE);
    const [only] = (await admin.as("GET", "/api/admin/passkeys")).json.passkeys;
    expectRefused(await removePasskey(admin, only.id), 409, LAST_SECOND_FACTOR);
  });

  test("resetting an admin's second factor removes their passkeys too; the list shows a passkey as a second factor", async () => {
    const admin = await createSignedInAdmin();
    const otherCookie = await createOtherAdmin(admin, { username: "ops-two", password: "other-pass-1" });
    await addPasskey(admin, newSoftwarePasskey(originOf(admin)), "Phone", otherCookie);
    const listed = (await admin.as("GET", "/api/admin/admins")).json.admins as Array<{ username: string; twoFactor: string }>;
    expect(listed.find((a) => a.username === "ops-two")?.twoFactor).toBe("on");
    // The setup checklist counts the passkey as a second factor too.
    const twoFactorLine = () => setupChecklist(admin.ctx).lines.find((line) => line.key === "adminTwoFactor")!.detail;
    expect(twoFactorLine()).toEndWith(`Without two-factor sign-in: ${admin.username}`);
    const reset = resetMfa(admin.ctx, cliActor("ops"), "ops-two");
    expect(reset.message).toBe(
      "Two-factor sign-in of ops-two removed, with 1 passkey(s): they sign in with their password and can set it up again",
    );
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(0);
    expect((await login(admin, "ops-two", "other-pass-1")).status).toBe(200);
    expect(twoFactorLine()).toContain("ops-two");
  });
});

describe("changing one's own credentials with a passkey as the only second factor", () => {
  const passwordHash = (admin: SignedInAdmin) =>
    (admin.ctx.db.$client.query("SELECT password_hash AS h FROM admin_accounts WHERE username = ?").get(admin.username) as { h: string }).h;
  const change = (
    admin: SignedInAdmin,
    extra: Record<string, unknown> = {},
    currentPassword = admin.password,
    newPassword = "brand-new-pw",
  ) =>
    admin.as("POST", "/api/admin/update-credentials", {
      body: { currentPassword, newUsername: admin.username, newPassword, confirmPassword: newPassword, ...extra },
    });
  async function proof(admin: SignedInAdmin, key: SoftwarePasskey, counter?: number) {
    const options = await signInOptions(admin);
    return { passkey: { challengeId: options.challengeId, response: assert(key, options.options, counter) } };
  }

  test("the password alone is refused (403, the passkey asked for as the code is), and counts toward the throttle", async () => {
    const admin = await createSignedInAdmin();
    await addPasskey(admin, newSoftwarePasskey(originOf(admin)));
    const before = passwordHash(admin);
    const asked = await change(admin);
    expect(asked.status).toBe(403);
    expect(asked.json).toMatchObject({
      success: false,
      kind: "forbidden",
      error: ADMIN_PASSKEY_REQUIRED,
      issues: [{ path: "passkey", message: ADMIN_PASSKEY_REQUIRED }],
    });
    // A code is no way round it: this admin has none.
    expectRefused(await change(admin, { code: "123456" }), 403, "Invalid two-factor code");
    expect(passwordHash(admin)).toBe(before);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM login_failures WHERE scope = 'admin'")).toBe(2);
    expect(
      countRows(admin.ctx, "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action = 'credentials.update' AND outcome = 'denied'"),
    ).toBe(2);
  });

  test("another admin's passkey, another origin, a spent challenge and a replayed count are refused (403)", async () => {
    const admin = await createSignedInAdmin();
    const key = newSoftwarePasskey(originOf(admin));
    await addPasskey(admin, key);
    const othersKey = await anotherAdminsPasskey(admin);
    const before = passwordHash(admin);

    expectRefused(await change(admin, await proof(admin, othersKey)), 403, ADMIN_PASSKEY_NOT_YOURS);
    expectRefused(await change(admin, await proof(admin, { ...key, origin: "https://evil.example" })), 403, PASSKEY_NOT_VERIFIED);
    const good = await proof(admin, key);
    const used = await change(admin, good, admin.password, "changed-once");
    expect(used.status).toBe(200);
    // The same answer again: its challenge is spent.
    const again = await change(admin, good, "changed-once", "changed-twice");
    expectRefused(again, 403, PASSKEY_CHALLENGE_EXPIRED);
    expect(again.json.issues).toEqual([{ path: "passkey", message: PASSKEY_CHALLENGE_EXPIRED }]);
    // A copied passkey signing a fresh challenge with an old count.
    const replayed = await change(admin, await proof(admin, key, 0), "changed-once", "changed-twice");
    expectRefused(replayed, 403, PASSKEY_NOT_VERIFIED);
    expect(passwordHash(admin)).not.toBe(before);
    expect((await login(admin, admin.username, "changed-twice")).status).toBe(401);
  });

  test("a good assertion of the admin's own passkey changes them: the counter moves on, the other sessions end", async () => {
    const admin = await createSignedInAdmin();
    const key = newSoftwarePasskey(originOf(admin));
    await addPasskey(admin, key);
    const signedIn = await loginWithPasskey(admin, key);
    const elsewhere = adminCookieOf(signedIn)!;
    const done = await change(admin, await proof(admin, key), admin.password, "changed-with-key");
    expect(done.status).toBe(200);
    expect(done.json.message).toBe("Admin credentials updated successfully");
    expect(countRows(admin.ctx, "SELECT counter AS n FROM admin_passkeys")).toBe(key.counter);
    expect((await admin.request("GET", "/api/admin/me", { cookie: elsewhere })).status).toBe(401);
    expect((await loginWithPasskey(admin, key, admin.username, "changed-with-key")).status).toBe(200);
  });
});

describe("a session alone does not add, remove or replace a second factor of an admin who has one", () => {
  test("a new passkey needs one the admin holds: without it, or with another admin's, 403 and nothing added", async () => {
    const admin = await createSignedInAdmin();
    await addPasskey(admin, newSoftwarePasskey(originOf(admin)), "Mine");
    const othersKey = await anotherAdminsPasskey(admin);
    const thiefs = newSoftwarePasskey(originOf(admin));
    const bare = await addPasskey(admin, thiefs, "Thief", admin.cookie, {});
    expect(bare.status).toBe(403);
    expect(bare.json).toMatchObject({ kind: "forbidden", error: ADMIN_PASSKEY_REQUIRED, issues: [{ path: "passkey" }] });
    const options = await signInOptions(admin);
    const borrowed = { passkey: { challengeId: options.challengeId, response: assert(othersKey, options.options) } };
    expectRefused(await addPasskey(admin, thiefs, "Thief", admin.cookie, borrowed), 403, ADMIN_PASSKEY_NOT_YOURS);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys WHERE name = 'Thief'")).toBe(0);
    expect((await addPasskey(admin, thiefs, "Second")).status).toBe(200);
    expect(countRows(admin.ctx, "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action = 'passkeys.add' AND outcome = 'denied'")).toBe(
      2,
    );
  });

  test("removing a passkey needs proof of one (this one will do): without it 403, counted toward the throttle", async () => {
    const admin = await createSignedInAdmin();
    const added = await addPasskey(admin, newSoftwarePasskey(originOf(admin)), "Only");
    const bare = await admin.as("DELETE", `/api/admin/passkeys/${added.json.passkey.id}`);
    expect(bare.status).toBe(403);
    expect(bare.json).toMatchObject({ error: ADMIN_PASSKEY_REQUIRED, issues: [{ path: "passkey" }] });
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(1);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM login_failures WHERE scope = 'admin'")).toBe(1);
    expect((await removePasskey(admin, added.json.passkey.id)).status).toBe(200);
    // Gone, the password alone changes the credentials again: the proof is what kept that shut.
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(0);
  });

  test("setting up two-factor codes next to a passkey needs the passkey first", async () => {
    const admin = await createSignedInAdmin();
    await addPasskey(admin, newSoftwarePasskey(originOf(admin)));
    expectRefused(await admin.as("POST", "/api/admin/mfa/enroll"), 403, ADMIN_PASSKEY_REQUIRED);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_mfa")).toBe(0);
    const enrol = await admin.as("POST", "/api/admin/mfa/enroll", { body: await proofOf(admin, admin.cookie) });
    expect(enrol.status).toBe(200);
    expect(enrol.json.secret).toBeString();
  });

  test("a super admin does not reset their own second factor from the panel; another super admin does", async () => {
    const admin = await createSignedInAdmin();
    await addPasskey(admin, newSoftwarePasskey(originOf(admin)));
    const ownId = (admin.ctx.db.$client.query("SELECT id FROM admin_accounts WHERE username = ?").get(admin.username) as { id: string }).id;
    expectRefused(await admin.as("DELETE", `/api/admin/admins/${ownId}/mfa`), 403, OWN_RESET_FROM_CLI);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(1);
    const otherCookie = await createOtherAdmin(admin, { username: "boss-two", password: "other-pass-1", role: "super_admin" });
    const byOther = await admin.request("DELETE", `/api/admin/admins/${ownId}/mfa`, { cookie: otherCookie });
    expect(byOther.status).toBe(200);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_passkeys")).toBe(0);
  });
});
