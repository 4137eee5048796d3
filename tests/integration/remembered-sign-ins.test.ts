// Signed-in reads remember their session lookup while the database is unchanged
// (decision 0048). These cases prove the memory never outlives what it remembers: a change made
// by another connection (the CLI, another process), by this one, the passing of time, or another
// device is seen by the very next request.
import { Database } from "bun:sqlite";
import { beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { changeMark, sameMark } from "#core/db/change-mark";
import { closeDatabase, openDatabase } from "#core/db/db";
import { createApp } from "#server/app";
import { createSignedInAdmin, type Requester, type SignedInAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir, type TestContext } from "../helpers/context";
import { deviceHeaders, registerMember, type Member } from "../helpers/member-session";

let ctx: TestContext;
let request: Requester;
let admin: SignedInAdmin;
/** A second connection to the same file: what the CLI or any other process writes through. */
let elsewhere: Database;

beforeAll(async () => {
  const dataDir = tempDir();
  ctx = makeTestContext({ dataDir });
  admin = await createSignedInAdmin({ ctx });
  request = makeRequester(createApp(ctx));
  elsewhere = new Database(join(dataDir, "aan.db"));
});

const me = (member: Member, device = member.device) => request("GET", "/api/auth/user", { cookie: member.cookie, headers: device });

describe("the change mark", () => {
  test("stands still over reads and moves on this connection's writes and on another connection's commits", () => {
    const start = changeMark(ctx.db);
    ctx.db.$client.query("SELECT count(*) FROM users").get();
    expect(sameMark(start, changeMark(ctx.db))).toBe(true);
    ctx.db.$client.exec("UPDATE data_versions SET version = version WHERE 0 = 1");
    expect(sameMark(start, changeMark(ctx.db))).toBe(true);
    ctx.db.$client.exec("UPDATE data_versions SET version = version + 1 WHERE resource = 'credibility_entries'");
    const afterOwnWrite = changeMark(ctx.db);
    expect(sameMark(start, afterOwnWrite)).toBe(false);
    elsewhere.exec("UPDATE data_versions SET version = version + 1 WHERE resource = 'credibility_entries'");
    expect(sameMark(afterOwnWrite, changeMark(ctx.db))).toBe(false);
  });
});

describe("the change mark of a database file in WAL mode (read through its wal-index header)", () => {
  test("an unchanged database gives the same mark without a statement; any commit or own write moves it", () => {
    const start = changeMark(ctx.db);
    expect(changeMark(ctx.db)).toBe(start);
    // Another connection's commit to a table no cached answer reads still moves it.
    elsewhere.exec("CREATE TABLE IF NOT EXISTS scratch (x)");
    elsewhere.exec("INSERT INTO scratch VALUES (1)");
    const afterCommit = changeMark(ctx.db);
    expect(sameMark(start, afterCommit)).toBe(false);
    expect(changeMark(ctx.db)).toBe(afterCommit);
    // A write of this connection taken back moves it too (total_changes counts it).
    expect(() =>
      ctx.db.$client.transaction(() => {
        ctx.db.$client.exec("INSERT INTO scratch VALUES (2)");
        throw new Error("roll back");
      })(),
    ).toThrow("roll back");
    expect(sameMark(afterCommit, changeMark(ctx.db))).toBe(false);
  });

  test("a commit by another process moves it", async () => {
    const before = changeMark(ctx.db);
    const script = `const { Database } = require("bun:sqlite"); const db = new Database(${JSON.stringify(ctx.db.$client.filename)}); db.exec("PRAGMA busy_timeout = 5000"); db.exec("INSERT INTO scratch VALUES (3)"); db.close();`;
    const child = Bun.spawnSync([process.execPath, "-e", script], { stderr: "pipe" });
    expect(child.stderr.toString()).toBe("");
    expect(child.exitCode).toBe(0);
    expect(sameMark(before, changeMark(ctx.db))).toBe(false);
  });

  test("a database opened by a relative path is watched where SQLite opened it, whatever the working folder later", () => {
    const home = process.cwd();
    const folder = tempDir();
    process.chdir(folder);
    let db: ReturnType<typeof openDatabase>;
    try {
      db = openDatabase("relative-data");
    } finally {
      process.chdir(home);
    }
    try {
      const first = changeMark(db);
      expect(changeMark(db)).toBe(changeMark(db));
      const other = new Database(join(folder, "relative-data", "aan.db"));
      other.exec("UPDATE data_versions SET version = version + 1 WHERE resource = 'credibility_entries'");
      other.close();
      expect(sameMark(first, changeMark(db))).toBe(false);
    } finally {
      closeDatabase(db);
    }
  });

  test("a mark read inside a read transaction is of its snapshot and is not kept: after it, another connection's commit shows", () => {
    changeMark(ctx.db);
    const { version: before } = ctx.db.$client.query("SELECT version FROM data_versions WHERE resource = 'invitation_codes'").get() as {
      version: number;
    };
    ctx.db.$client.transaction(() => {
      ctx.db.$client.query("SELECT count(*) FROM users").get();
      elsewhere.exec("UPDATE data_versions SET version = version + 1 WHERE resource = 'invitation_codes'");
      // The snapshot still has the old version, and so has the mark read in it.
      expect(changeMark(ctx.db).versions.invitation_codes).toBe(String(before));
    })();
    expect(changeMark(ctx.db).versions.invitation_codes).toBe(String(before + 1));
  });

  test("a database in memory is read by the statement every time", () => {
    const memory = makeTestContext();
    const first = changeMark(memory.db);
    expect(changeMark(memory.db)).not.toBe(first);
    expect(sameMark(first, changeMark(memory.db))).toBe(true);
    memory.db.$client.exec("UPDATE data_versions SET version = version + 1 WHERE resource = 'credibility_entries'");
    expect(sameMark(first, changeMark(memory.db))).toBe(false);
  });
});

describe("an admin's remembered sign-in", () => {
  test("is forgotten when another process deactivates the admin", async () => {
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(200);
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(200);
    elsewhere.query("UPDATE admin_accounts SET is_active = 0 WHERE username = ?").run(admin.username);
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(401);
    elsewhere.query("UPDATE admin_accounts SET is_active = 1 WHERE username = ?").run(admin.username);
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(200);
  });

  test("a cached list answers as of the request's own sign-in check: another process's entry shows at the next read", async () => {
    const total = async () => (await admin.as("GET", "/api/admin/credibility-entries?page=1&pageSize=20")).json.total as number;
    const before = await total();
    expect(await total()).toBe(before);
    const now = Date.now();
    elsewhere
      .query(
        "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, is_active, created_at, updated_at) VALUES (?, 'Elsewhere Roofing', 'Elsewhere Co', '1 Main St', 'A Client', '2 Elm St', 'Hail', 1, ?, ?)",
      )
      .run(crypto.randomUUID(), now, now);
    expect(await total()).toBe(before + 1);
  });

  test("shows a name changed by another process at the next request", async () => {
    expect((await admin.as("GET", "/api/admin/me")).status).toBe(200);
    elsewhere.query("UPDATE admin_accounts SET full_name = 'Renamed Elsewhere' WHERE username = ?").run(admin.username);
    const reply = await admin.as("GET", "/api/admin/me");
    expect(JSON.stringify(reply.json)).toContain("Renamed Elsewhere");
  });
});

// Last: these cases move the clock on past the admin's idle window.
describe("a member's remembered sign-in", () => {
  test("is forgotten when another process deactivates the account", async () => {
    const member = await registerMember(ctx, request, { deviceName: "remembered-1" });
    expect((await me(member)).status).toBe(200);
    expect((await me(member)).status).toBe(200);
    elsewhere.query("UPDATE users SET is_active = 0 WHERE id = ?").run(member.id);
    expect((await me(member)).status).toBe(401);
  });

  test("shows a plan changed by another process at the next request", async () => {
    const member = await registerMember(ctx, request, { deviceName: "remembered-2" });
    expect((await me(member)).json.user.maxDevices).toBe(2);
    expect((await me(member)).json.user.maxDevices).toBe(2);
    elsewhere.query("UPDATE user_plans SET max_devices = 5 WHERE user_id = ?").run(member.id);
    expect((await me(member)).json.user.maxDevices).toBe(5);
  });

  test("still refuses the session cookie without its device cookie, and records a changed fingerprint", async () => {
    const member = await registerMember(ctx, request, { deviceName: "remembered-3" });
    expect((await me(member)).status).toBe(200);
    expect((await me({ ...member, cookie: member.cookie.split("; ")[0]! })).status).toBe(401);
    expect((await me(member, deviceHeaders("remembered-3-updated"))).status).toBe(200);
    const recorded = ctx.db.$client.query("SELECT device_fingerprint FROM devices WHERE user_id = ?").get(member.id) as {
      device_fingerprint: string;
    };
    expect(recorded.device_fingerprint).toBe(deviceHeaders("remembered-3-updated")["x-device-fingerprint"]!);
    expect((await me(member)).status).toBe(200);
  });

  test("ends when the session's idle time runs out, and its idle window is still extended by use", async () => {
    const member = await registerMember(ctx, request, { deviceName: "remembered-4" });
    expect((await me(member)).status).toBe(200);
    // Used every 20 minutes for an hour: each use within the 30-minute idle window keeps it alive.
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(20 * 60 * 1000);
      expect((await me(member)).status).toBe(200);
    }
    ctx.clock.advance(31 * 60 * 1000);
    expect((await me(member)).status).toBe(401);
  });

  test("is forgotten when this server signs the member out", async () => {
    const member = await registerMember(ctx, request, { deviceName: "remembered-5" });
    expect((await me(member)).status).toBe(200);
    const out = await request("POST", "/api/auth/logout", { cookie: member.cookie, headers: member.device });
    expect(out.status).toBe(200);
    expect((await me(member)).status).toBe(401);
  });
});
