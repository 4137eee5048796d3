// Admin setup, sign-in, sessions, credentials and admin management through app.handle
// (accounts-admin-api.md §2, §5, §6, §7, §8; decisions 0006 and 0007).
// Table-driven: each scenario runs on its own copy of a template built once (tests/helpers/scenario.ts):
// `bare` is a system before its setup, `base` one after it with the super admin (commander) and
// a plain admin (clerk, role admin) signed in.
import { describe, expect, test } from "bun:test";
import { createHash, randomBytes } from "node:crypto";
import {
  ADMIN_FULL_NAME,
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminCookieOf,
  adminSetCookieHeader,
  everyStoredValue,
  loginAdmin,
  setupFields,
  tokenOf,
  validCredibilityEntry,
  type Reply,
} from "../helpers/admin-session";
import {
  PLAIN_ADMIN_FULL_NAME,
  PLAIN_ADMIN_USERNAME,
  runScenarios,
  scenarioTemplate,
  withoutSession,
  type Scenario,
  type World,
} from "../helpers/scenario";

const MINUTE = 60 * 1000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const bare = scenarioTemplate({ setup: false });
const base = scenarioTemplate();

const adminCount = "SELECT count(*) FROM admin_accounts";
const codeCount = "SELECT count(*) FROM invitation_codes";
const NOTHING_SET_UP = { [adminCount]: 0, [codeCount]: 0 };
const sessionOf = (cookie: string) => `SELECT count(*) FROM sessions WHERE sid = '${sha256(tokenOf(cookie))}'`;
const sessionExists = (w: World, cookie: string) => w.value(sessionOf(cookie)) === 1;
const me = (w: World, cookie?: string) => w.request("GET", "/api/admin/me", { cookie });
const login = (w: World, username: string, password: string) => w.request("POST", "/api/admin/login", { body: { username, password } });
const expectNoCookie = (reply: Reply) => expect(adminCookieOf(reply)).toBeUndefined();

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
  const setup = (name: string, body: unknown): Scenario => ({
    name,
    actor: "anonymous",
    method: "POST",
    path: "/api/admin/setup",
    body,
    status: 200,
  });

  runScenarios(
    bare,
    [
      {
        ...setup("creates a super admin and 20 unused, unassigned invitation codes", setupFields()),
        json: { success: true, message: expect.stringMatching(/\S/), admin: { fullName: ADMIN_FULL_NAME }, invitationCodes: 20 },
        db: {
          "SELECT username, full_name, role, is_active FROM admin_accounts": [
            { username: ADMIN_USERNAME, full_name: ADMIN_FULL_NAME, role: "super_admin", is_active: 1 },
          ],
          "SELECT count(*) FROM invitation_codes WHERE is_used = 0 AND assignee_username IS NULL": 20,
          [codeCount]: 20,
        },
        audit: { "setup/success": 1 },
      },
      ...SETUP_VALIDATION.map(([what, overrides, message]) => ({
        ...setup(`refuses ${what} with 400 and creates nothing`, { ...setupFields(), ...overrides }),
        status: 400,
        json: { success: false, error: message, kind: "invalid" },
        db: NOTHING_SET_UP,
        audit: { "setup/failure": 1 },
      })),
      {
        ...setup("a cross-site setup on a fresh system creates nothing", setupFields()),
        headers: { origin: "https://evil.example" },
        status: 403,
        json: { success: false, kind: "forbidden" },
        db: NOTHING_SET_UP,
        audit: { "access/denied": 1 },
      },
    ],
    { concurrent: true },
  );

  runScenarios(base, [
    {
      ...setup(
        "a second setup answers 409 and changes nothing; its admin cannot sign in",
        setupFields({ username: "intruder", fullName: "In Truder", password: "intruder-pw", confirmPassword: "intruder-pw" }),
      ),
      status: 409,
      json: { success: false, error: "Admin setup has already been completed", kind: "conflict" },
      unchanged: ["admin_accounts", "invitation_codes"],
      audit: { "setup/failure": 1 },
      check: async (_reply, w) => expect((await login(w, "intruder", "intruder-pw")).status).toBe(401),
    },
  ]);
});

describe("GET /api/admin/setup-status answers without a session", () => {
  const status = (name: string, setupDone: boolean): Scenario => ({
    name,
    actor: "anonymous",
    method: "GET",
    path: "/api/admin/setup-status",
    status: 200,
    jsonEquals: { success: true, setupDone },
    audit: {},
  });
  runScenarios(bare, [status("setupDone false before the setup", false)]);
  runScenarios(base, [status("setupDone true after it", true)]);
});

describe("POST /api/admin/login", () => {
  const signIn = (name: string, body: unknown): Scenario => ({
    name,
    actor: "anonymous",
    method: "POST",
    path: "/api/admin/login",
    body,
    status: 200,
  });
  const RIGHT = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };

  runScenarios(
    base,
    [
      {
        ...signIn("signs in with an HttpOnly SameSite=Strict Path=/ cookie and answers the full name", RIGHT),
        json: { success: true, admin: { fullName: ADMIN_FULL_NAME } },
        audit: { "login/success": 1 },
        check: (reply) => {
          const header = adminSetCookieHeader(reply)!;
          expect(header).toMatch(/^aan_admin=[^;]+/);
          expect(header).toMatch(/;\s*HttpOnly/i);
          expect(header).toMatch(/;\s*SameSite=Strict/i);
          expect(header).toMatch(/;\s*Path=\/(;|$)/i);
          // http base URL: no Secure flag, no __Host- prefix.
          expect(header).not.toMatch(/;\s*Secure/i);
        },
      },
      {
        ...signIn("stores only the SHA-256 of the token; the token itself is nowhere in the database", RIGHT),
        check: (reply, w) => {
          const token = tokenOf(adminCookieOf(reply)!);
          expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
          expect(w.value("SELECT kind, subject_id FROM sessions WHERE sid = ?", sha256(token))).toEqual({
            kind: "admin",
            subject_id: w.adminIds.superAdmin,
          });
          expect(everyStoredValue(w.ctx).filter((v) => v.includes(token))).toEqual([]);
        },
      },
      {
        ...signIn("records lastLoginAt at the time of the sign-in", RIGHT),
        before: (w) => w.ctx.clock.advance(5 * MINUTE),
        db: (w) => ({ [`SELECT last_login_at FROM admin_accounts WHERE username = '${ADMIN_USERNAME}'`]: w.ctx.clock.now().getTime() }),
      },
      ...(
        [
          ["a wrong password", { username: ADMIN_USERNAME, password: "wrong-password" }],
          ["an unknown username", { username: "nobody-here", password: ADMIN_PASSWORD }],
        ] as const
      ).map(([what, body]) => ({
        ...signIn(`${what} → 401 Invalid credentials, no cookie, no session`, body),
        status: 401,
        jsonEquals: { success: false, error: "Invalid credentials", kind: "unauthenticated" },
        unchanged: ["sessions"],
        audit: { "login/failure": 1 },
        check: expectNoCookie,
      })),
      {
        ...signIn("an inactive admin cannot sign in, and their open session stops counting", {
          username: PLAIN_ADMIN_USERNAME,
          password: ADMIN_PASSWORD,
        }),
        before: (w) => w.ctx.db.$client.run(`UPDATE admin_accounts SET is_active = 0 WHERE username = '${PLAIN_ADMIN_USERNAME}'`),
        status: 401,
        json: { success: false, error: "Invalid credentials" },
        check: async (reply, w) => {
          expectNoCookie(reply);
          expect((await me(w, w.cookies.plainAdmin)).status).toBe(401);
        },
      },
      ...(
        [
          ["a 2-character username", { username: "ab", password: ADMIN_PASSWORD }, "Username must be at least 3 characters"],
          ["a missing username", { password: ADMIN_PASSWORD }, "Username must be at least 3 characters"],
          ["a 5-character password", { username: ADMIN_USERNAME, password: "12345" }, "Password must be at least 6 characters"],
          ["a missing password", { username: ADMIN_USERNAME }, "Password must be at least 6 characters"],
        ] as const
      ).map(([what, body, message]) => ({
        ...signIn(`refuses ${what} with 400 and its message`, body),
        status: 400,
        json: { success: false, error: message, kind: "invalid" },
        unchanged: ["sessions"],
        check: expectNoCookie,
      })),
      {
        ...signIn("signing in again while presenting the old cookie rotates: the old session row is deleted", RIGHT),
        actor: "admin",
        check: async (reply, w) => {
          const [first, second] = [w.cookies.superAdmin, adminCookieOf(reply)!];
          expect(tokenOf(second)).not.toBe(tokenOf(first));
          expect(sessionExists(w, first)).toBe(false);
          expect(sessionExists(w, second)).toBe(true);
          expect((await me(w, first)).status).toBe(401);
          expect((await me(w, second)).status).toBe(200);
        },
      },
    ],
    { concurrent: true },
  );
});

/** A member's session token, stored by the scenario that presents it. */
const MEMBER_TOKEN = randomBytes(32).toString("base64url");

describe("GET /api/admin/me and sessions", () => {
  const meScenario = (name: string, actor: Scenario["actor"], status: number): Scenario => ({
    name,
    actor,
    method: "GET",
    path: "/api/admin/me",
    status,
  });
  const refused = (name: string, actor: Scenario["actor"]): Scenario => ({
    ...meScenario(name, actor, 401),
    json: { success: false, kind: "unauthenticated" },
    audit: { "access/denied": 1 },
  });

  runScenarios(base, [
    {
      ...meScenario("answers the signed-in admin's id, username, full name and role", "admin", 200),
      jsonEquals: (w: World) => ({
        success: true,
        admin: { id: w.adminIds.superAdmin, username: ADMIN_USERNAME, fullName: ADMIN_FULL_NAME, role: "super_admin" },
      }),
    },
    {
      ...meScenario("a plain admin is answered with role admin", "plainAdmin", 200),
      json: { admin: { username: PLAIN_ADMIN_USERNAME, fullName: PLAIN_ADMIN_FULL_NAME, role: "admin" } },
    },
    refused("401 with no cookie", "anonymous"),
    refused("401 with a garbage cookie", { cookie: "aan_admin=garbage" }),
    refused("401 with a well-formed but unknown token", { cookie: `aan_admin=${randomBytes(32).toString("base64url")}` }),
    {
      ...refused("a member session is never an admin session", { cookie: `aan_admin=${MEMBER_TOKEN}` }),
      before: (w) => {
        const now = w.ctx.clock.now().getTime();
        w.ctx.db.$client
          .query(
            "INSERT INTO sessions (sid, sess, expire, kind, subject_id, created_at, last_seen_at, absolute_expire) VALUES (?, '{}', ?, 'member', ?, ?, ?, ?)",
          )
          .run(sha256(MEMBER_TOKEN), now + 30 * MINUTE, w.adminIds.superAdmin, now, now, now + 12 * 60 * MINUTE);
      },
    },
    {
      name: "logout deletes the session row, clears the cookie, and the old cookie then gets 401",
      actor: "admin",
      method: "POST",
      path: "/api/admin/logout",
      status: 200,
      json: { success: true },
      db: (w) => ({ [sessionOf(w.cookies.superAdmin)]: 0, [sessionOf(w.cookies.plainAdmin)]: 1 }),
      audit: { "logout/success": 1 },
      check: async (reply, w) => {
        const cleared = adminSetCookieHeader(reply);
        expect(cleared).toMatch(/^aan_admin=;|^aan_admin=(;|$)/);
        expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
        expect((await me(w, w.cookies.superAdmin)).status).toBe(401);
      },
    },
  ]);

  test("a session idle for 30 minutes is over, one used within 30 minutes lives on", async () => {
    const w = await base.fresh();
    const [kept, idle] = [w.newSession("superAdmin"), w.newSession("superAdmin")];
    w.ctx.clock.advance(29 * MINUTE);
    expect((await me(w, kept)).status).toBe(200);
    w.ctx.clock.advance(1 * MINUTE + 1000); // `idle` has not been used for 30 minutes and 1 second
    expect((await me(w, idle)).status).toBe(401);
    w.ctx.clock.advance(28 * MINUTE); // `kept` was last used 29 minutes and 1 second ago
    expect((await me(w, kept)).status).toBe(200);
    w.ctx.clock.advance(30 * MINUTE);
    expect((await me(w, kept)).status).toBe(401);
  });

  test("a session ends 12 hours after sign-in even when used every 20 minutes", async () => {
    const w = await base.fresh();
    const cookie = w.newSession("superAdmin");
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      w.ctx.clock.advance(20 * MINUTE);
      const res = await me(w, cookie);
      if (res.status !== 200) throw new Error(`session ended early, after ${minutes} minutes`);
    }
    w.ctx.clock.advance(20 * MINUTE + 1000); // just past 12 hours after sign-in
    expect((await me(w, cookie)).status).toBe(401);
  });
});

describe("admin cookie with an https base URL", () => {
  const https = base.extend(() => undefined, { config: { baseUrl: "https://aan.example" } });
  runScenarios(https, [
    {
      name: "is named __Host-aan_admin, carries Secure, and signs the admin in",
      actor: "anonymous",
      method: "POST",
      path: "/api/admin/login",
      body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      status: 200,
      check: async (reply, w) => {
        const header = adminSetCookieHeader(reply)!;
        expect(header).toMatch(/^__Host-aan_admin=[^;]+/);
        expect(header).toMatch(/;\s*Secure/i);
        expect(header).toMatch(/;\s*HttpOnly/i);
        expect(header).toMatch(/;\s*SameSite=Strict/i);
        expect(header).toMatch(/;\s*Path=\/(;|$)/i);
        expect(header).not.toMatch(/;\s*Domain=/i);
        const cookie = adminCookieOf(reply)!;
        expect((await me(w, cookie)).status).toBe(200);
        // The unprefixed name does not count under https.
        expect((await me(w, `aan_admin=${tokenOf(cookie)}`)).status).toBe(401);
      },
    },
  ]);
});

describe("POST /api/admin/update-credentials", () => {
  const change = (name: string, body: unknown, status: number): Scenario => ({
    name,
    actor: "admin",
    method: "POST",
    path: "/api/admin/update-credentials",
    body,
    status,
    unchanged: ["admin_accounts"],
  });

  runScenarios(
    base,
    [
      ...(
        [
          ["an empty body", {}, "All fields are required"],
          [
            "an empty username",
            { currentPassword: ADMIN_PASSWORD, newUsername: "", newPassword: "newpass1", confirmPassword: "newpass1" },
            "All fields are required",
          ],
          [
            "a missing confirmation",
            { currentPassword: ADMIN_PASSWORD, newUsername: "newname", newPassword: "newpass1" },
            "All fields are required",
          ],
          [
            "an empty password",
            { currentPassword: ADMIN_PASSWORD, newUsername: "newname", newPassword: "", confirmPassword: "" },
            "All fields are required",
          ],
          [
            "a missing current password",
            { newUsername: "newname", newPassword: "newpass1", confirmPassword: "newpass1" },
            "All fields are required",
          ],
          [
            "passwords that differ",
            { currentPassword: ADMIN_PASSWORD, newUsername: "newname", newPassword: "newpass1", confirmPassword: "newpass2" },
            "Passwords do not match",
          ],
          [
            "a 5-character password",
            { currentPassword: ADMIN_PASSWORD, newUsername: "newname", newPassword: "short", confirmPassword: "short" },
            "Password must be at least 6 characters",
          ],
          [
            "a 2-character username",
            { currentPassword: ADMIN_PASSWORD, newUsername: "ab", newPassword: "newpass1", confirmPassword: "newpass1" },
            "Username must be at least 3 characters",
          ],
        ] as const
      ).map(([what, body, message]) => ({
        ...change(`refuses ${what} with 400 and changes nothing`, body, 400),
        json: { success: false, error: message, kind: "invalid" },
        audit: { "credentials.update/failure": 1 },
      })),
      {
        ...change(
          "a username taken by another admin → 409, nothing changes",
          { currentPassword: ADMIN_PASSWORD, newUsername: PLAIN_ADMIN_USERNAME, newPassword: "newpass1", confirmPassword: "newpass1" },
          409,
        ),
        json: { success: false, kind: "conflict" },
        audit: { "credentials.update/failure": 1 },
      },
      {
        ...change(
          "a wrong current password → 403 in words, nothing changes, a refusal on record",
          { currentPassword: "not-my-password", newUsername: "hijacked", newPassword: "hijacked-pw", confirmPassword: "hijacked-pw" },
          403,
        ),
        json: {
          success: false,
          error: "Current password is incorrect",
          kind: "forbidden",
          issues: [{ path: "currentPassword", message: "Current password is incorrect" }],
        },
        audit: { "credentials.update/denied": 1 },
      },
      {
        ...change(
          "a cross-site credentials change → 403, nothing changes",
          { currentPassword: ADMIN_PASSWORD, newUsername: "hijacked", newPassword: "hijacked-pw", confirmPassword: "hijacked-pw" },
          403,
        ),
        headers: { origin: "https://evil.example" },
        json: { success: false, kind: "forbidden" },
        audit: { "access/denied": 1 },
      },
    ],
    { concurrent: true },
  );

  test("changes username and password; the current session stays, the admin's other sessions end", async () => {
    const w = await base.fresh();
    const other = w.newSession("superAdmin");
    const res = await w.as("admin")("POST", "/api/admin/update-credentials", {
      body: {
        currentPassword: ADMIN_PASSWORD,
        newUsername: "  newcommander  ",
        newPassword: "brand-new-pw",
        confirmPassword: "brand-new-pw",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Admin credentials updated successfully" });

    const current = await me(w, w.cookies.superAdmin);
    expect(current.status).toBe(200);
    expect(current.json.admin.username).toBe("newcommander");
    expect((await me(w, other)).status).toBe(401);
    expect(sessionExists(w, other)).toBe(false);
    // Another admin's session is untouched.
    expect((await me(w, w.cookies.plainAdmin)).status).toBe(200);

    const [oldUsername, oldPassword] = await Promise.all([
      login(w, ADMIN_USERNAME, "brand-new-pw"),
      login(w, "newcommander", ADMIN_PASSWORD),
    ]);
    expect(oldUsername.status).toBe(401);
    expect(oldPassword.status).toBe(401);
    await loginAdmin(w.request, "newcommander", "brand-new-pw");
  });
});

describe("POST /api/admin/update-credentials with a stolen session: the current password is guessed", () => {
  const guess = (w: World, currentPassword: string) =>
    w.as("admin")("POST", "/api/admin/update-credentials", {
      body: { currentPassword, newUsername: "hijacked", newPassword: "hijacked-pw", confirmPassword: "hijacked-pw" },
    });

  test("five wrong guesses, then 429 with Retry-After, even for the right password; the sign-in is throttled alike", async () => {
    const w = await base.fresh();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess(w, `guess-${i}-pw`)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const throttled = await guess(w, ADMIN_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.json).toMatchObject({
      success: false,
      kind: "throttled",
      error: "Too many sign-in attempts. Try again in 15 minutes.",
    });
    // The window is 15 minutes from the oldest failure: the header says when, in seconds.
    expect(Number(throttled.headers.get("retry-after"))).toBe(15 * 60);
    expect(w.value("SELECT count(*) FROM admin_accounts WHERE username = 'hijacked'")).toBe(0);
    expect((await login(w, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(429);
    expect(w.auditCounts()).toMatchObject({ "credentials.update/denied": 5, "credentials.update/throttled": 1 });
  });

  test("a right current password forgives the earlier wrong guesses, as a sign-in does", async () => {
    const w = await base.fresh();
    for (let i = 0; i < 4; i++) expect((await guess(w, `guess-${i}-pw`)).status).toBe(403);
    const changed = await w.as("admin")("POST", "/api/admin/update-credentials", {
      body: { currentPassword: ADMIN_PASSWORD, newUsername: ADMIN_USERNAME, newPassword: "brand-new-pw", confirmPassword: "brand-new-pw" },
    });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await guess(w, `again-${i}-pw`)).status).toBe(403);
  });
});

describe("GET/POST /api/admin/admins", () => {
  const newAdmin = (overrides: Record<string, unknown> = {}) => ({
    username: "officer",
    fullName: "Olive Officer",
    password: "officer-pw",
    confirmPassword: "officer-pw",
    ...overrides,
  });
  const create = (name: string, body: unknown, status: number): Scenario => ({
    name,
    actor: "admin",
    method: "POST",
    path: "/api/admin/admins",
    body,
    status,
  });
  const refused = (name: string, body: unknown, status: number): Scenario => ({
    ...create(name, body, status),
    unchanged: ["admin_accounts"],
  });

  runScenarios(
    base,
    [
      {
        name: "a super admin lists the admins, without password hashes",
        actor: "superAdmin",
        method: "GET",
        path: "/api/admin/admins",
        status: 200,
        json: {
          success: true,
          admins: [
            { username: ADMIN_USERNAME, fullName: ADMIN_FULL_NAME, role: "super_admin", isActive: true },
            { username: PLAIN_ADMIN_USERNAME, role: "admin", isActive: true },
          ],
        },
        check: (reply) => {
          expect(reply.text).not.toContain("argon2");
          expect(reply.text).not.toMatch(/passwordHash|password_hash/);
        },
      },
      {
        ...create("creates an admin with role admin by default", newAdmin(), 200),
        before: (w) => w.ctx.clock.advance(1000),
        json: { success: true, admin: { username: "officer", fullName: "Olive Officer", role: "admin" } },
        audit: { "admin.create/success": 1 },
        check: async (_reply, w) => {
          const list = await w.as("admin")("GET", "/api/admin/admins");
          expect(list.json.admins.map((a: { username: string; role: string }) => [a.username, a.role])).toEqual([
            [ADMIN_USERNAME, "super_admin"],
            [PLAIN_ADMIN_USERNAME, "admin"],
            ["officer", "admin"],
          ]);
        },
      },
      {
        ...create("creates a super admin when asked", newAdmin({ username: "chief", role: "super_admin" }), 200),
        json: { admin: { role: "super_admin" } },
        db: { "SELECT count(*) FROM admin_accounts WHERE username = 'chief' AND role = 'super_admin'": 1 },
      },
      ...[...SETUP_VALIDATION, ["an unknown role", { role: "root" }, "Role must be admin or super_admin"] as const].map(
        ([what, overrides, message]) => ({
          ...refused(`refuses ${what} with 400 and creates nothing`, { ...newAdmin({ username: "rejected" }), ...overrides }, 400),
          json: { success: false, error: message, kind: "invalid" },
          audit: { "admin.create/failure": 1 },
        }),
      ),
      {
        ...refused("a duplicate username → 409", newAdmin({ username: PLAIN_ADMIN_USERNAME, fullName: "Other Officer" }), 409),
        json: { success: false, kind: "conflict" },
        audit: { "admin.create/failure": 1 },
      },
      {
        name: "an admin-role admin gets 403 on GET /admins",
        actor: "plainAdmin",
        method: "GET",
        path: "/api/admin/admins",
        status: 403,
        json: { success: false, kind: "forbidden" },
        audit: { "access/denied": 1 },
      },
      {
        ...refused("an admin-role admin gets 403 on POST /admins, and creates nothing", newAdmin({ username: "sneaky" }), 403),
        actor: "plainAdmin",
        json: { success: false, kind: "forbidden" },
        audit: { "admin.create/denied": 1 },
      },
    ],
    { concurrent: true },
  );
});

describe("every /api/admin call except setup, setup-status and login needs an admin session", () => {
  const someId = "5b0f5b5e-8c4e-4c2a-9d7a-1a2b3c4d5e6f";
  const ENDPOINTS: Array<[string, string, Record<string, unknown>?]> = [
    ["POST", "/api/admin/logout"],
    ["GET", "/api/admin/me"],
    [
      "POST",
      "/api/admin/update-credentials",
      { currentPassword: "guess-pw", newUsername: "hijack", newPassword: "hijack-pw", confirmPassword: "hijack-pw" },
    ],
    ["GET", "/api/admin/admins"],
    ["POST", "/api/admin/admins", { username: "hijack", fullName: "Hi Jack", password: "hijack-pw", confirmPassword: "hijack-pw" }],
    ["GET", "/api/admin/audit-log"],
    ["GET", "/api/admin/invitation-codes"],
    ["POST", "/api/admin/invitation-codes", { count: 5 }],
    ["POST", "/api/admin/invitation-codes", { code: "HIJACK" }],
    [
      "POST",
      `/api/admin/invitation-codes/${someId}/assign`,
      {
        assigneeUsername: "jdoe",
        assigneeFirstName: "J",
        assigneeLastName: "D",
        assigneePhone: "(555) 123-4567",
        assigneeEmail: "j@example.com",
      },
    ],
    ["DELETE", `/api/admin/invitation-codes/${someId}/assign`],
    ["GET", "/api/admin/credibility-entries"],
    ["POST", "/api/admin/credibility-entries", validCredibilityEntry()],
    ["PUT", `/api/admin/credibility-entries/${someId}`, { contractorName: "Hijack" }],
    ["DELETE", `/api/admin/credibility-entries/${someId}`],
  ];
  runScenarios(
    base,
    ENDPOINTS.map(([method, path, body]) =>
      withoutSession({ name: `${method} ${path}${body && "code" in body ? " {code}" : ""} → 401, nothing changes`, method, path, body }, [
        "admin_accounts",
        "invitation_codes",
        "credibility_entries",
        "sessions",
      ]),
    ),
  );
});

describe("cross-site state changes are refused", () => {
  const generate = (name: string, headers: Record<string, string>, status: number): Scenario => ({
    name,
    actor: "admin",
    method: "POST",
    path: "/api/admin/invitation-codes",
    body: { count: 1 },
    headers,
    status,
  });
  runScenarios(base, [
    ...(
      [
        ["an Origin of another site", { origin: "https://evil.example" }],
        ["an Origin on another port", { origin: "http://localhost:8080" }],
        ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
        ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
      ] as const
    ).map(([what, headers]) => ({
      ...generate(`POST /invitation-codes with ${what} → 403 and no code is made`, headers, 403),
      json: { success: false, kind: "forbidden" },
      db: { [codeCount]: 20 },
      audit: { "access/denied": 1 },
    })),
    { ...generate("the same request from our own origin passes", { origin: "http://localhost" }, 200), db: { [codeCount]: 21 } },
    {
      name: "a cross-site logout leaves the session alive",
      actor: "admin",
      method: "POST",
      path: "/api/admin/logout",
      headers: { origin: "https://evil.example" },
      status: 403,
      db: (w) => ({ [sessionOf(w.cookies.superAdmin)]: 1 }),
      audit: { "access/denied": 1 },
      check: async (_reply, w) => expect((await me(w, w.cookies.superAdmin)).status).toBe(200),
    },
  ]);
});
