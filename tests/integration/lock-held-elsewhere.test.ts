// A lock held by another process never freezes the server (hardening issue, item 2): while
// another connection holds the write lock, health and reads answer at once, a waiting write
// yields and succeeds once the lock clears, and a lock that outlasts the wait is a 503 with
// Retry-After, never a 500.
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { databasePath } from "#core/db/db";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, tempDir, type TestContext } from "../helpers/context";
import { ADMIN_PASSWORD, ADMIN_USERNAME, loginAdmin, setupAdmin, type Requester } from "../helpers/admin-session";

let dataDir: string;
let ctx: TestContext;
let request: Requester;
let cookie: string;
/** A second connection to the same file, as the CLI or an external sqlite3 would hold it. */
let other: Database;

beforeAll(async () => {
  dataDir = tempDir();
  ctx = makeTestContext({ dataDir });
  request = makeRequester(createApp(ctx));
  await setupAdmin(request);
  cookie = await loginAdmin(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  other = new Database(databasePath(dataDir));
});
afterAll(() => {
  other.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const codeCount = () => (ctx.db.$client.query("SELECT count(*) AS n FROM invitation_codes").get() as { n: number }).n;

describe("a write lock held by another connection", () => {
  test("for 3 s: health and reads answer within 50 ms, the waiting write succeeds after the lock clears", async () => {
    const before = codeCount();
    other.run("BEGIN IMMEDIATE");
    const lockedAt = performance.now();
    const write = request("POST", "/api/admin/invitation-codes", { body: { count: 3 }, cookie });
    let writeDone = false;
    void write.then(() => (writeDone = true));

    const started = performance.now();
    const health = await request("GET", "/api/health");
    const healthMs = performance.now() - started;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(50);
    const list = await request("GET", "/api/admin/credibility-entries", { cookie });
    expect(list.status).toBe(200);
    expect(writeDone).toBe(false);

    await Bun.sleep(Math.max(0, 3000 - (performance.now() - lockedAt)));
    expect(writeDone).toBe(false);
    other.run("COMMIT");
    const reply = await write;
    expect(reply.status).toBe(200);
    expect(codeCount()).toBe(before + 3);
  });

  test("past the wait: 503 with Retry-After and the failure shape, nothing written", async () => {
    const before = codeCount();
    ctx.config.lockWaitMs = 200;
    other.run("BEGIN IMMEDIATE");
    try {
      const reply = await request("POST", "/api/admin/invitation-codes", { body: { count: 3 }, cookie });
      expect(reply.status).toBe(503);
      expect(reply.headers.get("retry-after")).toBe("1");
      expect(reply.json).toEqual({ success: false, error: "The database is busy. Please try again in a moment.", kind: "busy" });
    } finally {
      other.run("ROLLBACK");
      ctx.config.lockWaitMs = 5000;
    }
    expect(codeCount()).toBe(before);
  });
});
