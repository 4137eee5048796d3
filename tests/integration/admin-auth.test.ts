// Admin setup, sign-in, sessions, credentials and admin management through app.handle
// (accounts-admin-api.md §2, §5, §7, §8; issue 3 "Sessions and sign-in security").
import { beforeAll, describe, expect, test } from "bun:test";
import { createHash, randomBytes } from "node:crypto";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import {
  ADMIN_FULL_NAME,
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminCookieOf,
  adminSetCookieHeader,
  countRows,
  createOtherAdmin,
  createSignedInAdmin,
  everyStoredValue,
  loginAdmin,
  setupAdmin,
  setupFields,
  tokenOf,
  validCredibilityEntry,
  type Requester,
  type SignedInAdmin,
} from "../helpers/admin-session";

const MINUTE = 60 * 1000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function freshApp(config?: Parameters<typeof makeTestContext>[0]) {
  const ctx = makeTestContext(config);
  return { ctx, request: makeRequester(createApp(ctx)) };
}

const adminCount = (ctx: TestContext) => countRows(ctx, "SELECT count(*) AS n FROM admin_accounts");
const codeCount = (ctx: TestContext) => countRows(ctx, "SELECT count(*) AS n FROM invitation_codes");
const sessionCount = (ctx: TestContext) => countRows(ctx, "SELECT count(*) AS n FROM sessions");
const sessionExists = (ctx: TestContext, cookie: string) =>
  countRows(ctx, "SELECT count(*) AS n FROM sessions WHERE sid = ?", sha256(tokenOf(cookie))) === 1;

/** The validation table of §5 "Admin setup", shared by setup and admin creation. */
const SETUP_VALIDATION: Array<[string, Record<string, unknown>, string]> = [
  ["a 2-character username", { username: "ab" }, "Username must be at least 3 characters"],
  ["a missing username", { username: undefined }, "Username must be at least 3 characters"],
  ["a blank username (trimmed)", { username: "   " }, "Username must be at least 3 characters"],
  ["a 1-character full name", { fullName: "A" }, "Full name must be at least 2 characters"],
  ["a missing full name", { fullName: undefined }, "Full name must be at least 2 characters"],
  ["a 5-character password", { password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
  ["a missing confirmation", { confirmPassword: undefined }, "Password confirmation required"],
  ["a 5-character confirmation", { confirmPassword: "12345" }, "Password confirmation required"],
  ["a confirmation that differs", { confirmPassword: "another-password" }, "Passwords don't match"],
];

describe("POST /api/admin/setup", () => {
  test("creates a super admin and 20 unused, unassigned invitation codes", async () => {
    const { ctx, request } = freshApp();
    const res = await setupAdmin(request);
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/\S/);
    expect(res.json).toMatchObject({ success: true, admin: { fullName: ADMIN_FULL_NAME }, invitationCodes: 20 });
    const admins = ctx.db.$client.query("SELECT username, full_name, role, is_active FROM admin_accounts").all();
    expect(admins).toEqual([{ username: ADMIN_USERNAME, full_name: ADMIN_FULL_NAME, role: "super_admin", is_active: 1 }]);
    expect(countRows(ctx, "SELECT count(*) AS n FROM invitation_codes WHERE is_used = 0 AND assignee_username IS NULL")).toBe(20);
    expect(codeCount(ctx)).toBe(20);
  });

  test.each(SETUP_VALIDATION)("refuses %s with 400 and creates nothing", async (_name, overrides, message) => {
    const { ctx, request } = freshApp();
    const res = await request("POST", "/api/admin/setup", { body: { ...setupFields(), ...overrides } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: message, kind: "invalid" });
    expect(adminCount(ctx)).toBe(0);
    expect(codeCount(ctx)).toBe(0);
  });

  test("a second setup answers 409 and changes nothing", async () => {
    const { ctx, request } = freshApp();
    expect((await setupAdmin(request)).status).toBe(200);
    const before = ctx.db.$client.query("SELECT * FROM admin_accounts").all();
    const codesBefore = ctx.db.$client.query("SELECT code FROM invitation_codes ORDER BY code").all();

    const res = await setupAdmin(request, { username: "intruder", fullName: "In Truder", password: "intruder-pw", confirmPassword: "intruder-pw" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, error: "Admin setup has already been completed", kind: "conflict" });
    expect(ctx.db.$client.query("SELECT * FROM admin_accounts").all()).toEqual(before);
    expect(ctx.db.$client.query("SELECT code FROM invitation_codes ORDER BY code").all()).toEqual(codesBefore);
    // The intruder cannot sign in.
    const login = await request("POST", "/api/admin/login", { body: { username: "intruder", password: "intruder-pw" } });
    expect(login.status).toBe(401);
  });
});

describe("GET /api/admin/setup-status", () => {
  test("answers setupDone false before the setup and true after, without a session", async () => {
    const { request } = freshApp();
    const before = await request("GET", "/api/admin/setup-status");
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ success: true, setupDone: false });
    await setupAdmin(request);
    const after = await request("GET", "/api/admin/setup-status");
    expect(after.json).toEqual({ success: true, setupDone: true });
  });
});

describe("POST /api/admin/login", () => {
  let admin: SignedInAdmin;
  let ctx: TestContext;
  let request: Requester;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
    ({ ctx, request } = admin);
  });

  test("signs in with an HttpOnly SameSite=Strict Path=/ cookie and answers the full name", async () => {
    const res = await request("POST", "/api/admin/login", { body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, admin: { fullName: ADMIN_FULL_NAME } });
    const header = adminSetCookieHeader(res)!;
    expect(header).toMatch(/^aan_admin=[^;]+/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Strict/i);
    expect(header).toMatch(/;\s*Path=\/(;|$)/i);
    // http base URL: no Secure flag, no __Host- prefix.
    expect(header).not.toMatch(/;\s*Secure/i);
  });

  test("stores only the SHA-256 of the token; the token itself is nowhere in the database", async () => {
    const cookie = await loginAdmin(request, ADMIN_USERNAME, ADMIN_PASSWORD);
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    const row = ctx.db.$client.query("SELECT kind, subject_id FROM sessions WHERE sid = ?").get(sha256(token)) as { kind: string; subject_id: string };
    expect(row.kind).toBe("admin");
    const adminId = (ctx.db.$client.query("SELECT id FROM admin_accounts WHERE username = ?").get(ADMIN_USERNAME) as { id: string }).id;
    expect(row.subject_id).toBe(adminId);
    expect(everyStoredValue(ctx).filter((v) => v.includes(token))).toEqual([]);
  });

  test("records lastLoginAt at the time of the sign-in", async () => {
    ctx.clock.advance(5 * MINUTE);
    await loginAdmin(request, ADMIN_USERNAME, ADMIN_PASSWORD);
    const row = ctx.db.$client.query("SELECT last_login_at FROM admin_accounts WHERE username = ?").get(ADMIN_USERNAME) as { last_login_at: number };
    expect(row.last_login_at).toBe(ctx.clock.now().getTime());
  });

  test.each([
    ["a wrong password", { username: ADMIN_USERNAME, password: "wrong-password" }],
    ["an unknown username", { username: "nobody-here", password: ADMIN_PASSWORD }],
  ])("%s → 401 Invalid credentials, no cookie, no session", async (_name, body) => {
    const sessions = sessionCount(ctx);
    const res = await request("POST", "/api/admin/login", { body });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, error: "Invalid credentials", kind: "unauthenticated" });
    expect(adminCookieOf(res)).toBeUndefined();
    expect(sessionCount(ctx)).toBe(sessions);
  });

  test("an inactive admin cannot sign in, and their open session stops counting", async () => {
    const deputyCookie = await createOtherAdmin(admin, { username: "sleeper", password: "sleeper-pw" });
    ctx.db.$client.run("UPDATE admin_accounts SET is_active = 0 WHERE username = 'sleeper'");

    const res = await request("POST", "/api/admin/login", { body: { username: "sleeper", password: "sleeper-pw" } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, error: "Invalid credentials" });
    expect(adminCookieOf(res)).toBeUndefined();
    expect((await request("GET", "/api/admin/me", { cookie: deputyCookie })).status).toBe(401);
  });

  test.each([
    ["a 2-character username", { username: "ab", password: ADMIN_PASSWORD }, "Username must be at least 3 characters"],
    ["a missing username", { password: ADMIN_PASSWORD }, "Username must be at least 3 characters"],
    ["a 5-character password", { username: ADMIN_USERNAME, password: "12345" }, "Password must be at least 6 characters"],
    ["a missing password", { username: ADMIN_USERNAME }, "Password must be at least 6 characters"],
  ])("refuses %s with 400 and its message", async (_name, body, message) => {
    const res = await request("POST", "/api/admin/login", { body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: message, kind: "invalid" });
    expect(adminCookieOf(res)).toBeUndefined();
  });

  test("signing in again while presenting the old cookie rotates: the old session row is deleted", async () => {
    const first = await loginAdmin(request, ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(sessionExists(ctx, first)).toBe(true);
    const second = await loginAdmin(request, ADMIN_USERNAME, ADMIN_PASSWORD, { cookie: first });
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect(sessionExists(ctx, first)).toBe(false);
    expect(sessionExists(ctx, second)).toBe(true);
    expect((await request("GET", "/api/admin/me", { cookie: first })).status).toBe(401);
    expect((await request("GET", "/api/admin/me", { cookie: second })).status).toBe(200);
  });
});

describe("GET /api/admin/me and sessions", () => {
  let ctx: TestContext;
  let request: Requester;
  beforeAll(async () => {
    ({ ctx, request } = freshApp());
    await setupAdmin(request);
  });
  const signIn = () => loginAdmin(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const me = (cookie?: string) => request("GET", "/api/admin/me", { cookie });

  test("answers the signed-in admin's id, username, full name and role", async () => {
    const res = await me(await signIn());
    expect(res.status).toBe(200);
    const id = (ctx.db.$client.query("SELECT id FROM admin_accounts").get() as { id: string }).id;
    expect(res.json).toEqual({ success: true, admin: { id, username: ADMIN_USERNAME, fullName: ADMIN_FULL_NAME, role: "super_admin" } });
  });

  test.each([
    ["no cookie", undefined],
    ["a garbage cookie", "aan_admin=garbage"],
    ["a well-formed but unknown token", `aan_admin=${randomBytes(32).toString("base64url")}`],
  ])("401 with %s", async (_name, cookie) => {
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, kind: "unauthenticated" });
  });

  test("logout deletes the session row, clears the cookie, and the old cookie then gets 401", async () => {
    const cookie = await signIn();
    expect(sessionExists(ctx, cookie)).toBe(true);
    const res = await request("POST", "/api/admin/logout", { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    expect(sessionExists(ctx, cookie)).toBe(false);
    const cleared = adminSetCookieHeader(res);
    expect(cleared).toMatch(/^aan_admin=;|^aan_admin=(;|$)/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await me(cookie)).status).toBe(401);
  });

  test("a session idle for 30 minutes is over, one used within 30 minutes lives on", async () => {
    const kept = await signIn();
    const idle = await signIn();
    ctx.clock.advance(29 * MINUTE);
    expect((await me(kept)).status).toBe(200);
    ctx.clock.advance(1 * MINUTE + 1000); // `idle` has not been used for 30 minutes and 1 second
    expect((await me(idle)).status).toBe(401);
    ctx.clock.advance(28 * MINUTE); // `kept` was last used 29 minutes and 1 second ago
    expect((await me(kept)).status).toBe(200);
    ctx.clock.advance(30 * MINUTE);
    expect((await me(kept)).status).toBe(401);
  });

  test("a session ends 12 hours after sign-in even when used every 20 minutes", async () => {
    const cookie = await signIn();
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      ctx.clock.advance(20 * MINUTE);
      const res = await me(cookie);
      if (res.status !== 200) throw new Error(`session ended early, after ${minutes} minutes`);
    }
    ctx.clock.advance(20 * MINUTE + 1000); // just past 12 hours after sign-in
    expect((await me(cookie)).status).toBe(401);
  });

  test("a member session is never an admin session", async () => {
    const token = randomBytes(32).toString("base64url");
    const adminId = (ctx.db.$client.query("SELECT id FROM admin_accounts").get() as { id: string }).id;
    const now = ctx.clock.now().getTime();
    ctx.db.$client
      .query("INSERT INTO sessions (sid, sess, expire, kind, subject_id, created_at, last_seen_at, absolute_expire) VALUES (?, '{}', ?, 'member', ?, ?, ?, ?)")
      .run(sha256(token), now + 30 * MINUTE, adminId, now, now, now + 12 * 60 * MINUTE);
    const res = await me(`aan_admin=${token}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, kind: "unauthenticated" });
  });
});

describe("admin cookie with an https base URL", () => {
  test("is named __Host-aan_admin, carries Secure, and signs the admin in", async () => {
    const { request } = freshApp({ config: { baseUrl: "https://aan.example" } });
    await setupAdmin(request);
    const res = await request("POST", "/api/admin/login", { body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    const header = adminSetCookieHeader(res)!;
    expect(header).toMatch(/^__Host-aan_admin=[^;]+/);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Strict/i);
    expect(header).toMatch(/;\s*Path=\/(;|$)/i);
    expect(header).not.toMatch(/;\s*Domain=/i);
    const cookie = adminCookieOf(res)!;
    expect((await request("GET", "/api/admin/me", { cookie })).status).toBe(200);
    // The unprefixed name does not count under https.
    expect((await request("GET", "/api/admin/me", { cookie: `aan_admin=${tokenOf(cookie)}` })).status).toBe(401);
  });
});

describe("POST /api/admin/update-credentials", () => {
  let admin: SignedInAdmin;
  const storedUsernames = () =>
    (admin.ctx.db.$client.query("SELECT username FROM admin_accounts ORDER BY username").all() as Array<{ username: string }>).map((r) => r.username);
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });

  test.each([
    ["an empty body", {}, "All fields are required"],
    ["an empty username", { newUsername: "", newPassword: "newpass1", confirmPassword: "newpass1" }, "All fields are required"],
    ["a missing confirmation", { newUsername: "newname", newPassword: "newpass1" }, "All fields are required"],
    ["an empty password", { newUsername: "newname", newPassword: "", confirmPassword: "" }, "All fields are required"],
    ["passwords that differ", { newUsername: "newname", newPassword: "newpass1", confirmPassword: "newpass2" }, "Passwords do not match"],
    ["a 5-character password", { newUsername: "newname", newPassword: "short", confirmPassword: "short" }, "Password must be at least 6 characters"],
    ["a 2-character username", { newUsername: "ab", newPassword: "newpass1", confirmPassword: "newpass1" }, "Username must be at least 3 characters"],
  ])("refuses %s with 400 and changes nothing", async (_name, body, message) => {
    const res = await admin.as("POST", "/api/admin/update-credentials", { body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: message, kind: "invalid" });
    expect(storedUsernames()).toEqual([ADMIN_USERNAME]);
  });

  test("a username taken by another admin → 409, nothing changes", async () => {
    await createOtherAdmin(admin, { username: "deputy", password: "deputy-pw" });
    const hashBefore = admin.ctx.db.$client.query("SELECT password_hash FROM admin_accounts WHERE username = ?").get(ADMIN_USERNAME);
    const res = await admin.as("POST", "/api/admin/update-credentials", {
      body: { newUsername: "deputy", newPassword: "newpass1", confirmPassword: "newpass1" },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, kind: "conflict" });
    expect(storedUsernames()).toEqual([ADMIN_USERNAME, "deputy"]);
    expect(admin.ctx.db.$client.query("SELECT password_hash FROM admin_accounts WHERE username = ?").get(ADMIN_USERNAME)).toEqual(hashBefore);
  });

  test("changes username and password; the current session stays, the admin's other sessions end", async () => {
    const other = await loginAdmin(admin.request, ADMIN_USERNAME, ADMIN_PASSWORD);
    const deputy = await loginAdmin(admin.request, "deputy", "deputy-pw");
    const res = await admin.as("POST", "/api/admin/update-credentials", {
      body: { newUsername: "  newcommander  ", newPassword: "brand-new-pw", confirmPassword: "brand-new-pw" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Admin credentials updated successfully" });

    const me = await admin.as("GET", "/api/admin/me");
    expect(me.status).toBe(200);
    expect(me.json.admin.username).toBe("newcommander");
    expect((await admin.request("GET", "/api/admin/me", { cookie: other })).status).toBe(401);
    expect(sessionExists(admin.ctx, other)).toBe(false);
    // Another admin's session is untouched.
    expect((await admin.request("GET", "/api/admin/me", { cookie: deputy })).status).toBe(200);

    const oldUsername = await admin.request("POST", "/api/admin/login", { body: { username: ADMIN_USERNAME, password: "brand-new-pw" } });
    expect(oldUsername.status).toBe(401);
    const oldPassword = await admin.request("POST", "/api/admin/login", { body: { username: "newcommander", password: ADMIN_PASSWORD } });
    expect(oldPassword.status).toBe(401);
    await loginAdmin(admin.request, "newcommander", "brand-new-pw");
  });
});

describe("GET/POST /api/admin/admins", () => {
  let admin: SignedInAdmin;
  const newAdmin = (overrides: Record<string, unknown> = {}) => ({
    username: "officer",
    fullName: "Olive Officer",
    password: "officer-pw",
    confirmPassword: "officer-pw",
    ...overrides,
  });
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });

  test("a super admin lists the admins, without password hashes", async () => {
    const res = await admin.as("GET", "/api/admin/admins");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.admins).toHaveLength(1);
    expect(res.json.admins[0]).toMatchObject({ username: ADMIN_USERNAME, fullName: ADMIN_FULL_NAME, role: "super_admin", isActive: true });
    expect(res.text).not.toContain("argon2");
    expect(res.text).not.toMatch(/passwordHash|password_hash/);
  });

  test("creates an admin with role admin by default", async () => {
    const res = await admin.as("POST", "/api/admin/admins", { body: newAdmin() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, admin: { username: "officer", fullName: "Olive Officer", role: "admin" } });
    const list = await admin.as("GET", "/api/admin/admins");
    expect(list.json.admins.map((a: { username: string; role: string }) => [a.username, a.role])).toEqual([
      [ADMIN_USERNAME, "super_admin"],
      ["officer", "admin"],
    ]);
  });

  test("creates a super admin when asked", async () => {
    const res = await admin.as("POST", "/api/admin/admins", { body: newAdmin({ username: "chief", role: "super_admin" }) });
    expect(res.status).toBe(200);
    expect(res.json.admin.role).toBe("super_admin");
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_accounts WHERE username = 'chief' AND role = 'super_admin'")).toBe(1);
  });

  test.each([
    ...SETUP_VALIDATION,
    ["an unknown role", { role: "root" }, "Role must be admin or super_admin"],
  ] as Array<[string, Record<string, unknown>, string]>)("refuses %s with 400 and creates nothing", async (_name, overrides, message) => {
    const before = adminCount(admin.ctx);
    const res = await admin.as("POST", "/api/admin/admins", { body: { ...newAdmin({ username: "rejected" }), ...overrides } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: message, kind: "invalid" });
    expect(adminCount(admin.ctx)).toBe(before);
  });

  test("a duplicate username → 409", async () => {
    const before = adminCount(admin.ctx);
    const res = await admin.as("POST", "/api/admin/admins", { body: newAdmin({ fullName: "Other Officer" }) });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, kind: "conflict" });
    expect(adminCount(admin.ctx)).toBe(before);
  });

  test("an admin-role admin gets 403 on GET and POST /admins, and creates nothing", async () => {
    const officer = await loginAdmin(admin.request, "officer", "officer-pw");
    const before = adminCount(admin.ctx);
    const list = await admin.request("GET", "/api/admin/admins", { cookie: officer });
    expect(list.status).toBe(403);
    expect(list.json).toMatchObject({ success: false, kind: "forbidden" });
    const create = await admin.request("POST", "/api/admin/admins", { cookie: officer, body: newAdmin({ username: "sneaky" }) });
    expect(create.status).toBe(403);
    expect(create.json).toMatchObject({ success: false, kind: "forbidden" });
    expect(adminCount(admin.ctx)).toBe(before);
  });
});

describe("every /api/admin call except setup, setup-status and login needs an admin session", () => {
  const someId = "5b0f5b5e-8c4e-4c2a-9d7a-1a2b3c4d5e6f";
  const ENDPOINTS: Array<[string, string, unknown?]> = [
    ["POST", "/api/admin/logout"],
    ["GET", "/api/admin/me"],
    ["POST", "/api/admin/update-credentials", { newUsername: "hijack", newPassword: "hijack-pw", confirmPassword: "hijack-pw" }],
    ["GET", "/api/admin/admins"],
    ["POST", "/api/admin/admins", { username: "hijack", fullName: "Hi Jack", password: "hijack-pw", confirmPassword: "hijack-pw" }],
    ["GET", "/api/admin/audit-log"],
    ["GET", "/api/admin/invitation-codes"],
    ["POST", "/api/admin/invitation-codes", { count: 5 }],
    ["POST", "/api/admin/invitation-codes", { code: "HIJACK" }],
    ["POST", `/api/admin/invitation-codes/${someId}/assign`, { assigneeUsername: "jdoe", assigneeFirstName: "J", assigneeLastName: "D", assigneePhone: "(555) 123-4567", assigneeEmail: "j@example.com" }],
    ["DELETE", `/api/admin/invitation-codes/${someId}/assign`],
    ["GET", "/api/admin/credibility-entries"],
    ["POST", "/api/admin/credibility-entries", validCredibilityEntry()],
    ["PUT", `/api/admin/credibility-entries/${someId}`, { contractorName: "Hijack" }],
    ["DELETE", `/api/admin/credibility-entries/${someId}`],
  ];
  let ctx: TestContext;
  let request: Requester;
  beforeAll(async () => {
    ({ ctx, request } = freshApp());
    await setupAdmin(request);
  });

  test.each(ENDPOINTS)("%s %s → 401", async (method, path, body) => {
    const res = await request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, kind: "unauthenticated" });
  });

  test("none of the refused calls changed anything", () => {
    expect(ctx.db.$client.query("SELECT username FROM admin_accounts").all()).toEqual([{ username: ADMIN_USERNAME }]);
    expect(codeCount(ctx)).toBe(20);
    expect(countRows(ctx, "SELECT count(*) AS n FROM credibility_entries")).toBe(0);
  });
});

describe("cross-site state changes are refused", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });

  test.each([
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["an Origin on another port", { origin: "http://localhost:8080" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
  ])("POST /invitation-codes with %s → 403 and no code is made", async (_name, headers) => {
    const res = await admin.as("POST", "/api/admin/invitation-codes", { body: { count: 5 }, headers });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, kind: "forbidden" });
    expect(codeCount(admin.ctx)).toBe(20);
  });

  test("the same request from our own origin passes", async () => {
    const res = await admin.as("POST", "/api/admin/invitation-codes", { body: { count: 1 }, headers: { origin: "http://localhost" } });
    expect(res.status).toBe(200);
    expect(codeCount(admin.ctx)).toBe(21);
  });

  test("a cross-site logout leaves the session alive", async () => {
    const res = await admin.as("POST", "/api/admin/logout", { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(sessionExists(admin.ctx, admin.cookie)).toBe(true);
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(200);
  });

  test("a cross-site credentials change changes nothing", async () => {
    const res = await admin.as("POST", "/api/admin/update-credentials", {
      body: { newUsername: "hijacked", newPassword: "hijacked-pw", confirmPassword: "hijacked-pw" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(admin.ctx.db.$client.query("SELECT username FROM admin_accounts").all()).toEqual([{ username: ADMIN_USERNAME }]);
  });

  test("a cross-site setup on a fresh system creates nothing", async () => {
    const { ctx, request } = freshApp();
    const res = await request("POST", "/api/admin/setup", { body: setupFields(), headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(adminCount(ctx)).toBe(0);
    expect(codeCount(ctx)).toBe(0);
  });
});
