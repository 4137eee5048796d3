// "All admin access attempts are logged" (decisions 0008 and 0015): every admin action and access attempt leaves
// exactly one admin_audit_log row with action, outcome, actor, client address and user agent,
// and the log never holds a password or a session token.
import { beforeAll, describe, expect, test } from "bun:test";
import { AUDIT_ROLLUP_WINDOW_MS } from "#core/audit/audit-log";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminCookieOf,
  everyStoredValue,
  setupFields,
  tokenOf,
  validAssignee,
  validCredibilityEntry,
  type Reply,
  type Requester,
} from "../helpers/admin-session";

const USER_AGENT = "AuditTest/1.0 (integration)";
const WRONG_PASSWORD = "Wr0ng-Secret-Pass";
const THROTTLED_PASSWORD = "Thr0ttled-Secret";
const NEW_PASSWORD = "N3w-Secret-Passw0rd";
const DEPUTY_PASSWORD = "D3puty-Secret-Pass";
const NEW_USERNAME = "commander2";

type AuditRow = {
  id: number;
  at: number;
  actor: string;
  admin_id: string | null;
  client_address: string | null;
  user_agent: string | null;
  action: string;
  outcome: string;
  detail: string | null;
};

// One system for the whole file: the steps below run in order, as an admin would.
const ctx: TestContext = makeTestContext();
const plainRequest = makeRequester(createApp(ctx));
/** Every request of this file carries a user agent. */
const request: Requester = (method, path, options = {}) =>
  plainRequest(method, path, { ...options, headers: { "user-agent": USER_AGENT, ...options.headers } });

const passwords = new Set<string>([ADMIN_PASSWORD, WRONG_PASSWORD, THROTTLED_PASSWORD, NEW_PASSWORD, DEPUTY_PASSWORD]);
const tokens = new Set<string>();
let cookie = "";
let adminId = "";
let username = ADMIN_USERNAME;

const maxId = () => (ctx.db.$client.query("SELECT coalesce(max(id), 0) AS n FROM admin_audit_log").get() as { n: number }).n;
const totalRows = () => (ctx.db.$client.query("SELECT count(*) AS n FROM admin_audit_log").get() as { n: number }).n;

/**
 * Runs one call and answers its reply with the audit rows it added. Each call comes a roll-up
 * window after the last, so every anonymous refusal starts its own row (roll-up has its own tests).
 */
async function audited(call: () => Promise<Reply>): Promise<{ reply: Reply; rows: AuditRow[] }> {
  ctx.clock.advance(AUDIT_ROLLUP_WINDOW_MS);
  const before = maxId();
  const countBefore = totalRows();
  const reply = await call();
  const rows = ctx.db.$client.query("SELECT * FROM admin_audit_log WHERE id > ? ORDER BY id").all(before) as AuditRow[];
  expect(totalRows() - countBefore).toBe(rows.length);
  const set = adminCookieOf(reply);
  if (set && tokenOf(set)) tokens.add(tokenOf(set));
  return { reply, rows };
}

function expectOneRow(rows: AuditRow[], expected: { action: string; outcome: string; actor: string | RegExp; adminId?: string | null }) {
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row.action).toBe(expected.action);
  expect(row.outcome).toBe(expected.outcome);
  if (expected.actor instanceof RegExp) expect(row.actor).toMatch(expected.actor);
  else expect(row.actor).toBe(expected.actor);
  if (expected.adminId !== undefined) expect(row.admin_id).toBe(expected.adminId);
  // Through app.handle there is no socket: the address is "unknown", never a forwarded one.
  expect(row.client_address).toBe("unknown");
  expect(row.user_agent).toBe(USER_AGENT);
  expect(row.at).toBe(ctx.clock.now().getTime());
  return row;
}

const as = (method: string, path: string, body?: unknown) => request(method, path, { cookie, body });

describe("each admin action leaves exactly one audit row", () => {
  let codeId = "";
  let entryId = "";

  test("setup → setup/success by an anonymous actor", async () => {
    const { reply, rows } = await audited(() => request("POST", "/api/admin/setup", { body: setupFields() }));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "setup", outcome: "success", actor: /^anonymous/, adminId: null });
    adminId = (ctx.db.$client.query("SELECT id FROM admin_accounts").get() as { id: string }).id;
  });

  test("a second setup → setup/failure", async () => {
    const { reply, rows } = await audited(() => request("POST", "/api/admin/setup", { body: setupFields({ username: "intruder" }) }));
    expect(reply.status).toBe(409);
    expectOneRow(rows, { action: "setup", outcome: "failure", actor: /^anonymous/ });
  });

  test("login success → login/success by admin:<username>", async () => {
    const { reply, rows } = await audited(() =>
      request("POST", "/api/admin/login", { body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } }),
    );
    expect(reply.status).toBe(200);
    cookie = adminCookieOf(reply)!;
    expectOneRow(rows, { action: "login", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("login failure → login/failure by an anonymous actor naming the username", async () => {
    const { reply, rows } = await audited(() =>
      request("POST", "/api/admin/login", { body: { username: ADMIN_USERNAME, password: WRONG_PASSWORD } }),
    );
    expect(reply.status).toBe(401);
    const row = expectOneRow(rows, { action: "login", outcome: "failure", actor: /^anonymous/, adminId: null });
    expect(row.actor).toContain(ADMIN_USERNAME);
  });

  test("a login refused by validation → login/failure", async () => {
    const { reply, rows } = await audited(() => request("POST", "/api/admin/login", { body: { username: "ab", password: "short" } }));
    expect(reply.status).toBe(400);
    expectOneRow(rows, { action: "login", outcome: "failure", actor: /^anonymous/ });
  });

  test("a throttled attempt → login/throttled", async () => {
    for (let i = 0; i < 5; i++) {
      const { reply, rows } = await audited(() =>
        request("POST", "/api/admin/login", { body: { username: "ghost-user", password: WRONG_PASSWORD } }),
      );
      expect(reply.status).toBe(401);
      expectOneRow(rows, { action: "login", outcome: "failure", actor: "anonymous:ghost-user" });
    }
    const { reply, rows } = await audited(() =>
      request("POST", "/api/admin/login", { body: { username: "ghost-user", password: THROTTLED_PASSWORD } }),
    );
    expect(reply.status).toBe(429);
    expectOneRow(rows, { action: "login", outcome: "throttled", actor: "anonymous:ghost-user" });
  });

  test.each([
    ["GET", "/api/admin/me"],
    ["GET", "/api/admin/invitation-codes"],
    ["POST", "/api/admin/credibility-entries"],
    ["DELETE", "/api/admin/invitation-codes/0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77/assign"],
  ])("%s %s without a session → access/denied naming the call", async (method, path) => {
    const { reply, rows } = await audited(() => request(method, path, { body: method === "POST" ? validCredibilityEntry() : undefined }));
    expect(reply.status).toBe(401);
    const row = expectOneRow(rows, { action: "access", outcome: "denied", actor: /^anonymous/, adminId: null });
    expect(row.detail).toContain(`${method} ${path}`);
  });

  test("a garbage cookie → access/denied", async () => {
    const { reply, rows } = await audited(() => request("GET", "/api/admin/me", { cookie: "aan_admin=forged-token-value" }));
    expect(reply.status).toBe(401);
    expectOneRow(rows, { action: "access", outcome: "denied", actor: /^anonymous/ });
    expect(rows[0]!.detail ?? "").not.toContain("forged-token-value");
  });

  test("codes generated → codes.generate/success", async () => {
    const { reply, rows } = await audited(() => as("POST", "/api/admin/invitation-codes", { count: 5 }));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "codes.generate", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("a refused generate → codes.generate/failure", async () => {
    const { reply, rows } = await audited(() => as("POST", "/api/admin/invitation-codes", { count: 0 }));
    expect(reply.status).toBe(400);
    expectOneRow(rows, { action: "codes.generate", outcome: "failure", actor: `admin:${ADMIN_USERNAME}` });
  });

  test("custom code created → codes.create/success", async () => {
    const { reply, rows } = await audited(() => as("POST", "/api/admin/invitation-codes", { code: "audit-me" }));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "codes.create", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
    codeId = (ctx.db.$client.query("SELECT id FROM invitation_codes WHERE code = 'AUDIT-ME'").get() as { id: string }).id;
  });

  test("code assigned → codes.assign/success", async () => {
    const { reply, rows } = await audited(() => as("POST", `/api/admin/invitation-codes/${codeId}/assign`, validAssignee()));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "codes.assign", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("a refused assign (already assigned) → codes.assign/failure", async () => {
    const { reply, rows } = await audited(() => as("POST", `/api/admin/invitation-codes/${codeId}/assign`, validAssignee()));
    expect(reply.status).toBe(409);
    expectOneRow(rows, { action: "codes.assign", outcome: "failure", actor: `admin:${ADMIN_USERNAME}` });
  });

  test("code unassigned → codes.unassign/success", async () => {
    const { reply, rows } = await audited(() => as("DELETE", `/api/admin/invitation-codes/${codeId}/assign`));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "codes.unassign", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("entry created → credibility.create/success", async () => {
    const { reply, rows } = await audited(() => as("POST", "/api/admin/credibility-entries", validCredibilityEntry()));
    expect(reply.status).toBe(200);
    entryId = reply.json.entry.id;
    expectOneRow(rows, { action: "credibility.create", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("entry updated → credibility.update/success", async () => {
    const { reply, rows } = await audited(() => as("PUT", `/api/admin/credibility-entries/${entryId}`, { notes: "Updated" }));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "credibility.update", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("entry deleted → credibility.delete/success", async () => {
    const { reply, rows } = await audited(() => as("DELETE", `/api/admin/credibility-entries/${entryId}`));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "credibility.delete", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
  });

  test("a refused delete (unknown entry) → credibility.delete/failure", async () => {
    const { reply, rows } = await audited(() => as("DELETE", `/api/admin/credibility-entries/${entryId}`));
    expect(reply.status).toBe(404);
    expectOneRow(rows, { action: "credibility.delete", outcome: "failure", actor: `admin:${ADMIN_USERNAME}` });
  });

  test("admin created → admin.create/success", async () => {
    const { reply, rows } = await audited(() =>
      as("POST", "/api/admin/admins", {
        username: "deputy",
        fullName: "Dee Puty",
        password: DEPUTY_PASSWORD,
        confirmPassword: DEPUTY_PASSWORD,
      }),
    );
    expect(reply.status).toBe(200);
    const row = expectOneRow(rows, { action: "admin.create", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
    expect(row.detail ?? "").toContain("deputy");
  });

  test("an admin-role admin refused on POST /admins → admin.create/denied", async () => {
    const login = await audited(() => request("POST", "/api/admin/login", { body: { username: "deputy", password: DEPUTY_PASSWORD } }));
    expectOneRow(login.rows, { action: "login", outcome: "success", actor: "admin:deputy" });
    const deputyCookie = adminCookieOf(login.reply)!;
    const { reply, rows } = await audited(() =>
      request("POST", "/api/admin/admins", {
        cookie: deputyCookie,
        body: { username: "sneaky", fullName: "Sneaky One", password: DEPUTY_PASSWORD, confirmPassword: DEPUTY_PASSWORD },
      }),
    );
    expect(reply.status).toBe(403);
    expectOneRow(rows, { action: "admin.create", outcome: "denied", actor: "admin:deputy" });
  });

  test("an admin-role admin refused on GET /admins → one denied row (authorization failures are logged)", async () => {
    const deputyCookie = adminCookieOf(
      await request("POST", "/api/admin/login", { body: { username: "deputy", password: DEPUTY_PASSWORD } }),
    )!;
    tokens.add(tokenOf(deputyCookie));
    const { reply, rows } = await audited(() => request("GET", "/api/admin/admins", { cookie: deputyCookie }));
    expect(reply.status).toBe(403);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "denied", actor: "admin:deputy", client_address: "unknown", user_agent: USER_AGENT });
  });

  test("credentials changed → credentials.update/success", async () => {
    const { reply, rows } = await audited(() =>
      as("POST", "/api/admin/update-credentials", {
        currentPassword: ADMIN_PASSWORD,
        newUsername: NEW_USERNAME,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    expect(reply.status).toBe(200);
    // The actor is who was signed in when the change was made.
    expectOneRow(rows, { action: "credentials.update", outcome: "success", actor: `admin:${ADMIN_USERNAME}`, adminId });
    username = NEW_USERNAME;
  });

  test("a refused credentials change → credentials.update/failure", async () => {
    const { reply, rows } = await audited(() =>
      as("POST", "/api/admin/update-credentials", {
        currentPassword: NEW_PASSWORD,
        newUsername: "abc",
        newPassword: NEW_PASSWORD,
        confirmPassword: WRONG_PASSWORD,
      }),
    );
    expect(reply.status).toBe(400);
    expectOneRow(rows, { action: "credentials.update", outcome: "failure", actor: `admin:${username}` });
  });

  test("reads leave no row", async () => {
    const { rows } = await audited(async () => {
      await as("GET", "/api/admin/me");
      await as("GET", "/api/admin/invitation-codes");
      await as("GET", "/api/admin/credibility-entries");
      return as("GET", "/api/admin/audit-log");
    });
    expect(rows).toEqual([]);
  });

  test("logout → logout/success", async () => {
    tokens.add(tokenOf(cookie));
    const { reply, rows } = await audited(() => as("POST", "/api/admin/logout"));
    expect(reply.status).toBe(200);
    expectOneRow(rows, { action: "logout", outcome: "success", actor: `admin:${username}`, adminId });
  });
});

describe("what the log never holds", () => {
  test("no row contains any password used in this file nor any session token", () => {
    const rows = ctx.db.$client.query("SELECT * FROM admin_audit_log").all() as AuditRow[];
    expect(rows.length).toBeGreaterThan(20);
    expect(tokens.size).toBeGreaterThanOrEqual(3);
    const values = everyStoredValue(ctx, ["admin_audit_log"]);
    const secrets = [...passwords, ...tokens];
    const leaks = values.filter((value) => secrets.some((secret) => value.includes(secret)));
    expect(leaks).toEqual([]);
    // Neither the token's hash (the sessions sid).
    const hashes = (ctx.db.$client.query("SELECT sid FROM sessions").all() as Array<{ sid: string }>).map((r) => r.sid);
    expect(values.filter((value) => hashes.some((h) => value.includes(h)))).toEqual([]);
  });
});

describe("GET /api/admin/audit-log", () => {
  let auditor = "";
  beforeAll(async () => {
    const reply = await request("POST", "/api/admin/login", { body: { username: NEW_USERNAME, password: NEW_PASSWORD } });
    auditor = adminCookieOf(reply)!;
    if (!auditor) throw new Error(`sign-in failed: ${reply.text}`);
  });
  const read = (query = "") => request("GET", `/api/admin/audit-log${query}`, { cookie: auditor });

  test("answers the entries newest first", async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const entries = res.json.entries as Array<{ id: number; action: string; at: string }>;
    expect(entries.length).toBe(Math.min(totalRows(), 100));
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(maxId());
    expect(entries[0]!.action).toBe("login"); // this block's own sign-in
    expect(new Date(entries[0]!.at).toISOString()).toBe(entries[0]!.at);
  });

  test("?action=login keeps only sign-in rows", async () => {
    const res = await read("?action=login");
    expect(res.status).toBe(200);
    const entries = res.json.entries as Array<{ action: string }>;
    const expected = (ctx.db.$client.query("SELECT count(*) AS n FROM admin_audit_log WHERE action = 'login'").get() as { n: number }).n;
    expect(entries).toHaveLength(expected);
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(["login"]));
  });

  test("?limit=2 answers the two newest", async () => {
    const res = await read("?limit=2");
    expect(res.status).toBe(200);
    expect(res.json.entries.map((e: { id: number }) => e.id)).toEqual([maxId(), maxId() - 1]);
  });

  test.each(["?limit=0", "?limit=501", "?limit=abc", "?action=no.such.action"])("%s → 400", async (query) => {
    const res = await read(query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, kind: "invalid" });
  });

  test("?limit=0 names the limit rule", async () => {
    const res = await read("?limit=0");
    expect(res.json.error).toBe("Limit must be a whole number from 1 to 500");
  });
});
