// The database's replica (AAN_REPLICA_URL, decision 0125) with the real Litestream (the npm
// package's v0.3.13 binary) against a file:// replica, around a spawned `aan serve`: health and
// metrics say how far behind it is; `aan restore --from-replica` refuses what it must. The crash
// under writes is tests/e2e/replica-crash.test.ts (the compiled binary) and bench/replica-crash.ts.
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { runCli, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { startServer, type RunningServer } from "../helpers/server-process";
import { memberWithClaim } from "../helpers/member-with-claim";

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
  expect(health.replica.state).toBe("current");
  // Litestream copies on its own beat (a second): the first sync is waited for, at most 20 s.
  const readMetrics = async () => (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  let metrics = await readMetrics();
  for (let waited = 0; !/aan_replica_last_sync_timestamp_seconds [1-9]/.test(metrics) && waited < 20_000; waited += 250) {
    await Bun.sleep(250);
    metrics = await readMetrics();
  }
  expect(metrics).toMatch(/aan_replica_lag_seconds \d/);
  expect(metrics).toContain("aan_replica_running 1");
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
