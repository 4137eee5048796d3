// Activity retention (decision 0059): two years of member activity on a data folder, then the
// roll-up the hourly maintenance runs. Records how long it takes, how long each batch holds the
// write lock, how small activity_daily is, and what the created_at index costs an insert.
// bench/results/activity-rollup-latest.json.
//
//   bun bench/activity-rollup.ts            (BENCH_ACTIVITY_ROWS_PER_DAY=1500 by default)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { manualClock } from "#core/platform/clock";
import { DEFAULT_ACTIVITY_RETENTION_DAYS } from "#core/platform/config";
import { closeDatabase, writeTransaction } from "#core/db/db";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { runMaintenance } from "#core/db/maintenance";
import { rollUpActivityBefore } from "#core/members/member-repository";
import { benchContext, registerBenchMember } from "./bench-seed";

const DAY = 24 * 60 * 60 * 1000;
const DAYS = 730;
const ROWS_PER_DAY = Number(process.env.BENCH_ACTIVITY_ROWS_PER_DAY ?? 1500);
const BATCH = 2000; // maintenance.ts's DELETE_BATCH
const ACTIONS = ["login", "login", "login", "logout", "device.added", "claim.filed", "document.uploaded"];

const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-activity-"));
// One moment for the rows, the cutoff and the maintenance: the system clock would move rows past it.
const NOW = Date.now();
const ctx = { ...benchContext(dataDir), clock: manualClock(new Date(NOW)) };
const code = createCustomCode(ctx, cliActor("bench"), { code: "BENCH-ACTIVITY" }).code.code;
const device = { fingerprint: "f".repeat(64), label: "Bench device" };
const member = await registerBenchMember(ctx, device, {
  invitationCode: code,
  username: "activity",
  password: "bench-password-1",
  lastName: "Bench",
  email: "activity@example.com",
  phone: "(713) 555-0100",
});
const userId = member.member.id;

/** Rows as recordActivity writes them (description, address, agent), `perDay` a day for `days` days up to now. */
function fill(days: number, perDay: number): number {
  const insert = ctx.db.$client.prepare(
    "INSERT INTO user_activity_log (id, user_id, action, description, metadata, ip_address, user_agent, created_at) VALUES (?, ?, ?, 'Signed in on Desktop - Chrome on Linux', '{}', '203.0.113.7', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', ?)",
  );
  const started = performance.now();
  for (let day = 0; day < days; day++) {
    ctx.db.$client.transaction(() => {
      for (let i = 0; i < perDay; i++)
        insert.run(crypto.randomUUID(), userId, ACTIONS[i % ACTIONS.length]!, NOW - day * DAY - Math.floor((i / perDay) * DAY));
    })();
  }
  return performance.now() - started;
}

const fillMs = fill(DAYS, ROWS_PER_DAY);
const rows = ctx.db.$client.query("SELECT count(*) AS n FROM user_activity_log").get() as { n: number };

// The roll-up, batch by batch as runMaintenance does it, each batch timed.
const cutoff = new Date(NOW - DEFAULT_ACTIVITY_RETENTION_DAYS * DAY);
const batchMs: number[] = [];
let rolled = 0;
const rollStarted = performance.now();
for (let batch = BATCH; batch === BATCH; rolled += batch) {
  const t = performance.now();
  batch = writeTransaction(ctx.db, (tx) => rollUpActivityBefore(tx, cutoff, BATCH));
  batchMs.push(performance.now() - t);
}
const rollMs = performance.now() - rollStarted;
const nothingLeftMs = (() => {
  const t = performance.now();
  const report = runMaintenance(ctx);
  if (report.activityRows !== 0) throw new Error("a second run found rows");
  return performance.now() - t;
})();
const daily = ctx.db.$client.query("SELECT count(*) AS n, sum(count) AS total FROM activity_daily").get() as { n: number; total: number };
if (daily.total !== rolled) throw new Error(`activity_daily counts ${daily.total}, rolled ${rolled}`);

// What the created_at index costs an insert: the same rows into the table with and without it.
const insertCost = (withIndex: boolean) => {
  ctx.db.$client.exec(
    withIndex
      ? "CREATE INDEX IF NOT EXISTS user_activity_log_created_idx ON user_activity_log (created_at)"
      : "DROP INDEX IF EXISTS user_activity_log_created_idx",
  );
  const ms = fill(20, 5000);
  ctx.db.$client.exec("DELETE FROM user_activity_log WHERE rowid > (SELECT max(rowid) - 100000 FROM user_activity_log)");
  return (ms * 1000) / 100_000;
};
const perInsertUs = { withoutIndex: insertCost(false), withIndex: insertCost(true) };

batchMs.sort((a, b) => a - b);
const round = (n: number) => Math.round(n * 100) / 100;
const result = {
  date: new Date().toISOString(),
  command: "bun bench/activity-rollup.ts",
  days: DAYS,
  rowsPerDay: ROWS_PER_DAY,
  rows: rows.n,
  fillMs: Math.round(fillMs),
  retentionDays: DEFAULT_ACTIVITY_RETENTION_DAYS,
  rolledUp: rolled,
  rollUpMs: Math.round(rollMs),
  rowsPerSecond: Math.round((rolled / rollMs) * 1000),
  batches: batchMs.length,
  batchMsP50: round(batchMs[Math.floor(batchMs.length / 2)]!),
  batchMsMax: round(batchMs.at(-1)!),
  secondRunMs: round(nothingLeftMs),
  activityDailyRows: daily.n,
  perInsertUs: { withoutIndex: round(perInsertUs.withoutIndex), withIndex: round(perInsertUs.withIndex) },
};
console.log(result);
writeFileSync(join(import.meta.dir, "results", "activity-rollup-latest.json"), `${JSON.stringify(result, null, 2)}\n`);
closeDatabase(ctx.db);
rmSync(dataDir, { recursive: true, force: true });
