import { expect, test } from "bun:test";
import { runMaintenance } from "#core/db/maintenance";
import { mondayOf } from "#core/stats/stats-window";
import { mkdirSync, utimesSync, writeFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { makeTestContext, tempDir } from "../helpers/context";

const DAY = 24 * 60 * 60 * 1000;

test("maintenance removes audit rows past the retention, spent sign-in attempts and expired sessions, and keeps the rest", () => {
  const ctx = makeTestContext({ config: { auditRetentionDays: 30 } });
  const now = ctx.clock.now().getTime();
  const audit = ctx.db.$client.prepare(
    "INSERT INTO admin_audit_log (at, actor, action, outcome) VALUES (?, 'cli:test', 'login', 'success')",
  );
  for (let i = 0; i < 4500; i++) audit.run(now - 31 * DAY);
  audit.run(now - 29 * DAY);
  const attempt = ctx.db.$client.prepare(
    "INSERT INTO login_failures (scope, username, client_address, at, settled) VALUES ('admin', 'x', 'a', ?, ?)",
  );
  attempt.run(now - 16 * 60_000, 1); // past the 15-minute window
  attempt.run(now - 5 * 60_000, 1); // still counts
  attempt.run(now - 2 * 60_000, 0); // abandoned in flight
  attempt.run(now - 10_000, 0); // in flight now
  ctx.db.$client.run(
    "INSERT INTO sessions (sid, kind, subject_id, sess, created_at, last_seen_at, expire, absolute_expire) VALUES ('old', 'admin', 'a', '{}', 0, 0, ?, ?), ('live', 'admin', 'a', '{}', 0, 0, ?, ?)",
    [now - 1, now + DAY, now + 60_000, now + DAY],
  );

  expect(runMaintenance(ctx)).toEqual({
    auditRows: 4500,
    activityRows: 0,
    activeDays: 0,
    loginAttempts: 2,
    sessions: 1,
    abandonedImports: 0,
    abandonedUploads: 0,
  });
  expect((ctx.db.$client.query("SELECT count(*) AS n FROM admin_audit_log").get() as { n: number }).n).toBe(1);
  // What went is counted first, per day, action and outcome.
  expect(ctx.db.$client.query("SELECT action, outcome, count FROM audit_daily").all()).toEqual([
    { action: "login", outcome: "success", count: 4500 },
  ]);
  expect((ctx.db.$client.query("SELECT count(*) AS n FROM login_failures").get() as { n: number }).n).toBe(2);
  expect(ctx.db.$client.query("SELECT sid FROM sessions").all()).toEqual([{ sid: "live" }]);
});

test("maintenance removes uploads left half-written for over a day, and nothing else", () => {
  const dataDir = tempDir();
  const ctx = makeTestContext({ config: { dataDir } });
  const folder = join(dataDir, "uploads", "member-1");
  mkdirSync(folder, { recursive: true });
  const old = (ctx.clock.now().getTime() - 2 * DAY) / 1000;
  for (const [name, stale] of [
    ["done", true],
    ["dead.part", true],
    ["arriving.part", false],
  ] as const) {
    writeFileSync(join(folder, name), "x");
    if (stale) utimesSync(join(folder, name), old, old);
  }
  expect(runMaintenance(ctx).abandonedUploads).toBe(1);
  expect(readdirSync(folder).sort()).toEqual(["arriving.part", "done"]);
});

test("the days and weeks members signed in are forgotten past the overview's 400 days; their counts stay", () => {
  const ctx = makeTestContext();
  const today = Math.floor(ctx.clock.now().getTime() / DAY);
  ctx.db.$client.run(
    "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at) VALUES ('u1', 'm1', 'm1@x.test', 'x', 'M', 'One', '(555) 010-0000', 'Co', 'Owner', 0)",
  );
  const signIn = ctx.db.$client.prepare(
    "INSERT INTO user_activity_log (id, user_id, action, metadata, created_at) VALUES (?, 'u1', 'login', '{}', ?)",
  );
  signIn.run("old", (today - 420) * DAY);
  signIn.run("recent", (today - 10) * DAY);
  const rows = (table: string) => (ctx.db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  expect([rows("member_active_days"), rows("member_active_weeks")]).toEqual([2, 2]);
  expect(runMaintenance(ctx).activeDays).toBe(1);
  expect([rows("member_active_days"), rows("member_active_weeks")]).toEqual([1, 1]);
  // The week's count sits on its Monday, which is the old sign-in's own day when the test runs on a Monday.
  const count = (metric: string, day: number) =>
    ctx.db.$client.query("SELECT count FROM stats_daily WHERE metric = ? AND day = ?").all(metric, day);
  const oldDay = today - 420;
  expect(count("active", oldDay)).toEqual([{ count: 1 }]);
  expect(count("active_week", mondayOf(oldDay))).toEqual([{ count: 1 }]);
});
