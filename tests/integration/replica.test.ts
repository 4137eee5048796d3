// The database's replica (AAN_REPLICA_URL, decision 0125) with the real Litestream (the npm
// package's v0.3.13 binary) against a file:// replica, around a spawned `aan serve`: health and
// metrics say how far behind it is (a paused Litestream reads as behind, a killed one is started
// again); the last write before a stop is copied; `aan restore --from-replica` goes back to a
// point in time and refuses what it must. The crash
// under writes is tests/e2e/replica-crash.test.ts (the compiled binary) and bench/replica-crash.ts.
import { afterAll, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { REPLICA_BEHIND_SECONDS } from "#core/platform/health";
import { queryDataDir, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { startServer, type RunningServer } from "../helpers/server-process";
import { memberWithClaim } from "../helpers/member-with-claim";
import { childrenOf, firstAdminCookie } from "../helpers/replica-crash";

const METRICS_TOKEN = "replica-metrics-token";
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
});

test("health and metrics name the replica and how far behind it is", async () => {
  const replica = tempDir("aan-replica-");
  const env = { AAN_REPLICA_URL: `file://${replica}`, AAN_METRICS_TOKEN: METRICS_TOKEN, AAN_TEST_LOWEST_PASSWORD_COST: "1" };
  const server = await startServer({ env });
  running.push(server);
  await memberWithClaim(server.url, "replicated");

  const health = await (await fetch(`${server.url}/api/health`)).json();
  // The server's log says why when Litestream is not running.
  expect({ replica: health.replica?.state, log: health.replica?.state === "current" ? "" : server.stderrTail.text }).toEqual({
    replica: "current",
    log: "",
  });
  // Litestream copies on its own beat (a second): the first sync is waited for, at most 20 s.
  const readMetrics = async () => (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  let metrics = await readMetrics();
  for (let waited = 0; !/aan_replica_last_sync_timestamp_seconds [1-9]/.test(metrics) && waited < 20_000; waited += 250) {
    await Bun.sleep(250);
    metrics = await readMetrics();
  }
  expect(metrics).toMatch(/aan_replica_lag_seconds \d/);
  expect(metrics).toMatch(/^aan_replica_running 1$/m);
  expect(metrics).toMatch(/aan_replica_last_sync_timestamp_seconds [1-9]/);

  await server.stop();
}, 60_000);

test("restore --from-replica refuses a data folder that already holds a database, and a wrong time", async () => {
  const dataDir = tempDir("aan-holds-");
  const env = { AAN_REPLICA_URL: `file://${tempDir("aan-replica-")}` };
  await setupDataDir({ dataDir });
  const refused = await runCli(["restore", "--from-replica"], { dataDir, env });
  expect(refused.exitCode).toBe(1);
  expect(refused.stderr).toContain("already exists: restore into a new data folder (--data-dir NEW)");
  const wrongTime = await runCli(["restore", "--from-replica", "--timestamp", "yesterday"], { dataDir: join(dataDir, "new"), env });
  expect(wrongTime.stderr).toContain("Not a point in time: yesterday");
});

/** Health's replica part, read over HTTP (the answer must stay 200 whatever the replica does). */
async function replicaHealth(url: string): Promise<{ state: string; lagSeconds: number; lastSyncAt: string | null }> {
  const res = await fetch(`${url}/api/health`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { replica: { state: string; lagSeconds: number; lastSyncAt: string | null } }).replica;
}

/** Waits until Litestream says it copied something after `after` (ms since the epoch). */
async function syncedAfter(url: string, after: number, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { lastSyncAt } = await replicaHealth(url);
    if (lastSyncAt && Date.parse(lastSyncAt) > after) return;
    if (Date.now() > deadline) throw new Error(`no sync after ${new Date(after).toISOString()} within ${withinMs} ms`);
    await Bun.sleep(200);
  }
}

async function createCode(url: string, cookie: string, code: string): Promise<void> {
  const res = await fetch(`${url}/api/admin/invitation-codes`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ code }),
  });
  expect(res.status).toBe(200);
}

/** The invitation codes of the replica's latest state, restored into a new folder. */
async function latestCodes(replicaUrl: string): Promise<string[]> {
  const now = join(tempDir("aan-now-"), "data");
  await runCliOk(["restore", "--from-replica"], { dataDir: now, env: { AAN_REPLICA_URL: replicaUrl } });
  return codesIn(now);
}

/** The invitation codes a restored data folder holds. */
function codesIn(dataDir: string): string[] {
  return queryDataDir<{ code: string }>(dataDir, "SELECT code FROM invitation_codes").map((row) => row.code);
}

test("a replica that stops copying reads as behind while the service answers 200; Litestream killed is started again and copies", async () => {
  const env = {
    AAN_REPLICA_URL: `file://${tempDir("aan-replica-")}`,
    AAN_METRICS_TOKEN: METRICS_TOKEN,
    AAN_TEST_LOWEST_PASSWORD_COST: "1",
  };
  const server = await startServer({ env });
  running.push(server);
  const cookie = await firstAdminCookie(server.url);
  await syncedAfter(server.url, 0);
  const readMetrics = async () => (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

  // Litestream paused (a hung copier): writes go on, the lag grows past the bound, health says so.
  const [litestream] = childrenOf(server.process.pid);
  expect(litestream).toBeNumber();
  process.kill(litestream!, "SIGSTOP");
  await createCode(server.url, cookie, "WHILE-PAUSED");
  await Bun.sleep((REPLICA_BEHIND_SECONDS + 1.5) * 1000);
  const behind = await replicaHealth(server.url);
  expect(behind.state).toBe("behind");
  expect(behind.lagSeconds).toBeGreaterThan(REPLICA_BEHIND_SECONDS);
  expect(Number((await readMetrics()).match(/^aan_replica_lag_seconds (\S+)$/m)?.[1])).toBeGreaterThan(REPLICA_BEHIND_SECONDS);
  process.kill(litestream!, "SIGCONT");
  const resumed = Date.now();
  await syncedAfter(server.url, resumed);
  expect((await replicaHealth(server.url)).state).toBe("current");

  // Litestream killed: the server counts it, starts another, and that one copies new writes.
  process.kill(litestream!, "SIGKILL");
  const killed = Date.now();
  const deadline = killed + 20_000;
  let metrics = await readMetrics();
  while (
    Date.now() < deadline &&
    !(/^aan_replica_errors_total\{kind="restarted"\} 1$/m.test(metrics) && /^aan_replica_running 1$/m.test(metrics))
  ) {
    await Bun.sleep(200);
    metrics = await readMetrics();
  }
  expect(metrics).toMatch(/^aan_replica_errors_total\{kind="restarted"\} 1$/m);
  expect(metrics).toMatch(/^aan_replica_running 1$/m);
  const [again] = childrenOf(server.process.pid);
  expect(again).toBeNumber();
  expect(again).not.toBe(litestream);
  await createCode(server.url, cookie, "AFTER-RESTART");
  await syncedAfter(server.url, Date.now());
  expect(server.stderrTail.text).toContain("replica_stopped");
  await server.stop();
}, 90_000);

test("a write acknowledged just before the server stops is in the replica: Litestream is stopped after the last write", async () => {
  const replicaUrl = `file://${tempDir("aan-replica-")}`;
  const server = await startServer({ env: { AAN_REPLICA_URL: replicaUrl, AAN_TEST_LOWEST_PASSWORD_COST: "1" } });
  running.push(server);
  const cookie = await firstAdminCookie(server.url);
  await syncedAfter(server.url, 0);
  // Inside Litestream's one-second beat: only its copy at shutdown can carry this write.
  await createCode(server.url, cookie, "LAST-WRITE");
  await server.stop();

  const restored = join(tempDir("aan-restored-"), "data");
  await runCliOk(["restore", "--from-replica", "--json"], { dataDir: restored, env: { AAN_REPLICA_URL: replicaUrl } });
  expect(codesIn(restored)).toContain("LAST-WRITE");
  // Only the database and SQLite's own companions of it: nothing of Litestream's work file.
  expect(readdirSync(restored).filter((name) => name.includes(".tmp"))).toEqual([]);
}, 60_000);

test("restore --from-replica --timestamp rebuilds the database as it was then: a later write is not in it", async () => {
  const replicaUrl = `file://${tempDir("aan-replica-")}`;
  const server = await startServer({ env: { AAN_REPLICA_URL: replicaUrl, AAN_TEST_LOWEST_PASSWORD_COST: "1" } });
  running.push(server);
  const cookie = await firstAdminCookie(server.url);
  // Before its first snapshot the replica has nothing to restore from.
  await syncedAfter(server.url, 0);
  await createCode(server.url, cookie, "BEFORE");
  // A sync logged after the write may have read the WAL before it: the replica itself is asked.
  const deadline = Date.now() + 20_000;
  while (!(await latestCodes(replicaUrl)).includes("BEFORE")) {
    if (Date.now() > deadline) throw new Error("BEFORE never reached the replica within 20 s");
    await Bun.sleep(500);
  }
  // The restore reads whole seconds: the moment is taken a second clear of both writes' copies.
  await Bun.sleep(1100);
  const moment = new Date();
  await Bun.sleep(1100);
  await createCode(server.url, cookie, "AFTER");
  await server.stop();

  const then = join(tempDir("aan-then-"), "data");
  const report = (
    await runCliOk(["restore", "--from-replica", "--timestamp", moment.toISOString(), "--json"], {
      dataDir: then,
      env: { AAN_REPLICA_URL: replicaUrl },
    })
  ).json();
  expect(report.timestamp).toBe(moment.toISOString().replace(/\.\d{3}Z$/, "Z"));
  expect(codesIn(then)).toContain("BEFORE");
  expect(codesIn(then)).not.toContain("AFTER");

  expect(await latestCodes(replicaUrl)).toEqual(expect.arrayContaining(["BEFORE", "AFTER"]));
}, 60_000);
