// What the audit log and the overview say about sign-ins (decision 0097): the password step of a
// two-factor sign-in is its own `mfa.prompt` row, never a failed sign-in; a wrong code and a
// reused code are separate failure rows with their own words, even from one address within the
// roll-up's minute; a reused code is answered "This code was just used; wait for the next one"
// (the code that confirmed the enrolment, typed again at the next sign-in); a member refused at
// the device limit is a failed sign-in in the security chart. An admin's first sign-in says so.
import { describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import type { OperatorStats } from "#shared/answers/stats";
import { INVALID_MFA_CODE, MFA_CODE_JUST_USED, MFA_CODE_REQUIRED } from "#shared/schemas/admin";
import { createSignedInAdmin, setupAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext } from "../helpers/context";
import { createApp } from "#server/app";
import { deviceHeaders, MEMBER_PASSWORD, registerMember } from "../helpers/member-session";

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });

type AuditRow = { action: string; outcome: string; detail: string; repeats: number; actor: string };
const auditRows = (admin: SignedInAdmin, where: string): AuditRow[] =>
  admin.ctx.db.$client
    .query(`SELECT action, outcome, detail, repeats, actor FROM admin_audit_log WHERE ${where} ORDER BY id`)
    .all() as AuditRow[];

const login = (admin: SignedInAdmin, code?: string) =>
  admin.request("POST", "/api/admin/login", {
    body: { username: admin.username, password: admin.password, ...(code === undefined ? {} : { code }) },
  });

async function securityStats(admin: SignedInAdmin): Promise<OperatorStats["security"]> {
  const reply = await admin.as("GET", "/api/admin/stats?range=7");
  expect(reply.status).toBe(200);
  return (reply.json as OperatorStats).security;
}
const total = (line: number[]) => line.reduce((sum, n) => sum + n, 0);

/** An admin with two-factor sign-in confirmed with the code of this moment; answers the secret and that code. */
async function enrolled(admin: SignedInAdmin) {
  const enrol = await admin.as("POST", "/api/admin/mfa/enroll");
  const secret = enrol.json.secret as string;
  const confirmingCode = codeAt(secret, admin.ctx.clock.now());
  expect((await admin.as("POST", "/api/admin/mfa/confirm", { body: { code: confirmingCode } })).status).toBe(200);
  return { secret, confirmingCode };
}

describe("the two-factor steps of an admin sign-in", () => {
  test("the password step is an mfa.prompt row of the admin, not a failed sign-in, and the overview counts no failure", async () => {
    const admin = await createSignedInAdmin();
    const { secret } = await enrolled(admin);
    admin.ctx.clock.advance(60_000);
    const asked = await login(admin);
    expect(asked.status).toBe(401);
    expect(asked.json.issues).toEqual([{ path: "code", message: MFA_CODE_REQUIRED }]);
    expect((await login(admin, codeAt(secret, admin.ctx.clock.now()))).status).toBe(200);

    expect(auditRows(admin, "action = 'login' AND outcome <> 'success'")).toEqual([]);
    expect(auditRows(admin, "action = 'mfa.prompt'")).toEqual([
      {
        action: "mfa.prompt",
        outcome: "success",
        detail: "password accepted; two-factor code asked for",
        repeats: 1,
        actor: `admin:${admin.username}`,
      },
    ]);
    expect(total((await securityStats(admin)).signIns.lines.failed)).toBe(0);
  });

  test("the code that confirmed the enrolment, typed again at sign-in, is answered 'just used', not 'invalid'", async () => {
    const admin = await createSignedInAdmin();
    const { secret, confirmingCode } = await enrolled(admin);
    const reused = await login(admin, confirmingCode);
    expect(reused.status).toBe(401);
    expect(reused.json).toMatchObject({
      success: false,
      kind: "unauthenticated",
      error: MFA_CODE_JUST_USED,
      issues: [{ path: "code", message: MFA_CODE_JUST_USED }],
    });
    // The next step's code signs in.
    admin.ctx.clock.advance(30_000);
    expect((await login(admin, codeAt(secret, admin.ctx.clock.now()))).status).toBe(200);
  });

  test("a wrong code and a reused code within one minute from one address are two failure rows with their own words", async () => {
    const admin = await createSignedInAdmin();
    const { secret } = await enrolled(admin);
    admin.ctx.clock.advance(60_000);
    const code = codeAt(secret, admin.ctx.clock.now());
    expect((await login(admin, code)).status).toBe(200);
    expect((await login(admin, "000000")).json.error).toBe(INVALID_MFA_CODE);
    expect((await login(admin, code)).json.error).toBe(MFA_CODE_JUST_USED);
    expect((await login(admin, "111111")).json.error).toBe(INVALID_MFA_CODE);
    expect((await login(admin, code)).json.error).toBe(MFA_CODE_JUST_USED);

    const failures = auditRows(admin, "action = 'login' AND outcome = 'failure'").map(({ detail, repeats }) => ({ detail, repeats }));
    expect(failures).toEqual([
      { detail: "wrong two-factor code", repeats: 2 },
      { detail: "two-factor code used again", repeats: 2 },
    ]);
    expect(total((await securityStats(admin)).signIns.lines.failed)).toBe(4);
  });

  test("changing the credentials with a just-used code says so too", async () => {
    const admin = await createSignedInAdmin();
    const { confirmingCode } = await enrolled(admin);
    const reply = await admin.as("POST", "/api/admin/update-credentials", {
      body: {
        currentPassword: admin.password,
        newUsername: admin.username,
        newPassword: "brand-new-pw",
        confirmPassword: "brand-new-pw",
        code: confirmingCode,
      },
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({ error: MFA_CODE_JUST_USED, issues: [{ path: "code", message: MFA_CODE_JUST_USED }] });
  });
});

describe("a member refused at the device limit", () => {
  test("is a failed member.login in the audit and counts in the security chart", async () => {
    const admin = await createSignedInAdmin();
    const member = await registerMember(admin.ctx, admin.request, { deviceName: "home" });
    const loginOn = (device: string) =>
      admin.request("POST", "/api/auth/login", {
        body: { username: member.username, password: MEMBER_PASSWORD },
        headers: deviceHeaders(`${member.username}-${device}`),
      });
    expect((await loginOn("phone")).status).toBe(200);
    const refused = await loginOn("tablet");
    expect(refused.status).toBe(403);

    expect(
      auditRows(admin, "action = 'member.login' AND outcome <> 'success'").map(({ outcome, detail }) => ({ outcome, detail })),
    ).toEqual([{ outcome: "failure", detail: "device limit reached" }]);
    expect(total((await securityStats(admin)).signIns.lines.failed)).toBe(1);
  });
});

describe("an admin's first sign-in", () => {
  test("the answer says it is the first; the next sign-in says it is not", async () => {
    const ctx = makeTestContext();
    const request = makeRequester(createApp(ctx));
    expect((await setupAdmin(request)).status).toBe(200);
    const first = await request("POST", "/api/admin/login", { body: { username: "commander", password: "s3cret-Pass!" } });
    expect(first.json).toMatchObject({ success: true, firstSignIn: true });
    const second = await request("POST", "/api/admin/login", { body: { username: "commander", password: "s3cret-Pass!" } });
    expect(second.json).toMatchObject({ success: true, firstSignIn: false });
  });
});
