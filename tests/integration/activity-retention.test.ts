// Member activity is kept AAN_ACTIVITY_RETENTION_DAYS (400 by default); the hourly maintenance
// counts older rows into activity_daily (per UTC day and action) and then removes them, so daily
// sign-ins and devices can still be charted. The counts equal the rows that were there, a second
// run counts nothing twice, a day rolled up in two runs adds up, and maintenance run by several
// processes at once on one data folder counts every row exactly once.
import { expect, test } from "bun:test";
import { loadConfig, DEFAULT_ACTIVITY_RETENTION_DAYS } from "#core/platform/config";
import { ACTIVITY_ROWS_PER_RUN, runMaintenance } from "#core/db/maintenance";
import { createApp } from "#server/app";
import { countRows } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir, type TestContext } from "../helpers/context";
import { MEMBER_PASSWORD, registerMember } from "../helpers/member-session";
import { REPO_ROOT } from "../helpers/server-process";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A Friday, 10:00 UTC: the day the oldest activity happened. */
const T0 = Date.UTC(2025, 0, 10, 10);
const ACTIONS = ["login", "device.added", "logout"] as const;

type Count = { day: string; action: string; count: number };

/** Rows (before a moment) per UTC day and action, counted here from each row's own time, not by the SQL under test. */
function countsOfRows(ctx: TestContext, before = Number.MAX_SAFE_INTEGER): Count[] {
  const rows = ctx.db.$client.query("SELECT action, created_at AS at FROM user_activity_log WHERE created_at < ?").all(before) as {
    action: string;
    at: number;
  }[];
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = `${new Date(row.at).toISOString().slice(0, 10)} ${row.action}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => ({ day: key.split(" ")[0]!, action: key.split(" ")[1]!, count }));
}

const rolledUp = (ctx: TestContext): Count[] => ctx.db.$client.query("SELECT day, action, count FROM activity_daily").all() as Count[];

/** Two lists of counts as one total per day and action, in one order. */
function merged(...lists: Count[][]): Count[] {
  const totals = new Map<string, number>();
  for (const { day, action, count } of lists.flat()) totals.set(`${day} ${action}`, (totals.get(`${day} ${action}`) ?? 0) + count);
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => ({ day: key.split(" ")[0]!, action: key.split(" ")[1]!, count }));
}

/** `n` rows of `userId`'s activity spread over the five days up to T0, as sign-ins and devices. */
function oldActivity(ctx: TestContext, userId: string, n: number) {
  const insert = ctx.db.$client.prepare(
    "INSERT INTO user_activity_log (id, user_id, action, metadata, created_at) VALUES (?, ?, ?, '{}', ?)",
  );
  ctx.db.$client.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(crypto.randomUUID(), userId, ACTIONS[i % 3]!, T0 - (i % 5) * DAY - (i % 7) * HOUR);
  })();
}

test("the retention is 400 days unless AAN_ACTIVITY_RETENTION_DAYS says otherwise; a bad value stops the start", () => {
  expect(DEFAULT_ACTIVITY_RETENTION_DAYS).toBeGreaterThanOrEqual(400);
  expect(loadConfig({ webRoot: "/tmp" }, {}).activityRetentionDays).toBe(DEFAULT_ACTIVITY_RETENTION_DAYS);
  expect(loadConfig({ webRoot: "/tmp" }, { AAN_ACTIVITY_RETENTION_DAYS: "730" }).activityRetentionDays).toBe(730);
  expect(() => loadConfig({ webRoot: "/tmp" }, { AAN_ACTIVITY_RETENTION_DAYS: "0" })).toThrow("Invalid AAN_ACTIVITY_RETENTION_DAYS: 0");
});

test("rows past the retention are counted per day and action, then removed; a second run counts nothing twice", async () => {
  const ctx = makeTestContext();
  const request = makeRequester(createApp(ctx));
  // Real sign-ups and sign-ins on the first day, then many more rows over the days before it.
  ctx.clock.set(new Date(T0));
  const member = await registerMember(ctx, request, { deviceName: "laptop" });
  await registerMember(ctx, request, { deviceName: "phone" });
  expect((await request("POST", "/api/auth/logout", { cookie: member.cookie, headers: member.device })).status).toBe(200);
  oldActivity(ctx, member.id, 4500);
  // Later the same day, and within the retention: kept by the first run.
  const signIn = () =>
    request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: member.device,
      cookie: member.cookie,
    });
  ctx.clock.set(new Date(T0 + 12 * HOUR));
  expect((await signIn()).status).toBe(200);
  ctx.clock.set(new Date(T0 + 2 * DAY));
  expect((await signIn()).status).toBe(200);
  const before = countsOfRows(ctx);
  const pastRetention = countsOfRows(ctx, T0 + 2 * HOUR);
  const total = countRows(ctx, "SELECT count(*) AS n FROM user_activity_log");
  const old = countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE created_at <= ?", T0);
  expect(old).toBeGreaterThan(4500);

  // 400 days and 2 hours after the first day: everything up to T0 is past the retention.
  ctx.clock.set(new Date(T0 + DEFAULT_ACTIVITY_RETENTION_DAYS * DAY + 2 * HOUR));
  expect(runMaintenance(ctx).activityRows).toBe(old);
  expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log")).toBe(total - old);
  expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE created_at <= ?", T0)).toBe(0);
  expect(merged(rolledUp(ctx))).toEqual(merged(pastRetention));
  expect(merged(rolledUp(ctx), countsOfRows(ctx))).toEqual(merged(before));

  // Idempotent: nothing new is past the retention, so nothing is counted again.
  const once = merged(rolledUp(ctx));
  expect(runMaintenance(ctx).activityRows).toBe(0);
  expect(merged(rolledUp(ctx))).toEqual(once);

  // The rest of the first day passes the retention: it adds to that day's count.
  ctx.clock.advance(11 * HOUR);
  expect(runMaintenance(ctx).activityRows).toBe(1);
  expect(merged(rolledUp(ctx), countsOfRows(ctx))).toEqual(merged(before));
  expect(merged(rolledUp(ctx)).find((c) => c.day === "2025-01-10" && c.action === "login")!.count).toBe(
    before.find((c) => c.day === "2025-01-10" && c.action === "login")!.count,
  );
  // Still within 400 days: the sign-in two days later is kept as a row.
  expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log")).toBe(1);
});

test("a run counts at most ACTIVITY_ROWS_PER_RUN rows; the next run goes on where it stopped", async () => {
  const ctx = makeTestContext();
  ctx.clock.set(new Date(T0));
  const member = await registerMember(ctx, makeRequester(createApp(ctx)), { deviceName: "laptop" });
  oldActivity(ctx, member.id, ACTIVITY_ROWS_PER_RUN + 1000);
  const before = merged(countsOfRows(ctx));
  const total = countRows(ctx, "SELECT count(*) AS n FROM user_activity_log");

  ctx.clock.set(new Date(T0 + DEFAULT_ACTIVITY_RETENTION_DAYS * DAY + HOUR));
  expect(runMaintenance(ctx).activityRows).toBe(ACTIVITY_ROWS_PER_RUN);
  expect(runMaintenance(ctx).activityRows).toBe(total - ACTIVITY_ROWS_PER_RUN);
  expect(runMaintenance(ctx).activityRows).toBe(0);
  expect(merged(rolledUp(ctx))).toEqual(before);
});

test("maintenance run by several processes at once on one data folder counts every row exactly once", async () => {
  const dataDir = tempDir();
  const ctx = makeTestContext({ dataDir });
  ctx.clock.set(new Date(T0));
  const member = await registerMember(ctx, makeRequester(createApp(ctx)), { deviceName: "laptop" });
  oldActivity(ctx, member.id, 3 * ACTIVITY_ROWS_PER_RUN);
  const before = merged(countsOfRows(ctx));
  const total = countRows(ctx, "SELECT count(*) AS n FROM user_activity_log");

  const at = String(T0 + DEFAULT_ACTIVITY_RETENTION_DAYS * DAY + HOUR);
  const children = Array.from({ length: 4 }, () =>
    Bun.spawn([process.execPath, "tests/fixtures/run-maintenance.ts", dataDir, at], { cwd: REPO_ROOT, stdout: "pipe", stderr: "pipe" }),
  );
  const results = await Promise.all(
    children.map(async (child) => ({
      code: await child.exited,
      out: (await new Response(child.stdout).text()).trim(),
      err: await new Response(child.stderr).text(),
    })),
  );
  for (const r of results) expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: "" });
  expect(results.map((r) => Number(r.out)).reduce((a, b) => a + b, 0)).toBe(total);
  expect(countRows(ctx, "SELECT count(*) AS n FROM user_activity_log")).toBe(0);
  expect(merged(rolledUp(ctx))).toEqual(before);
});
