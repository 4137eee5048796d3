// The database's replica (AAN_REPLICA_URL, decision 0125) with the real Litestream (the npm
// package's v0.3.13 binary) against a file:// replica, around a spawned `aan serve`: health and
// metrics say how far behind it is; one round of the crash: writes acknowledged over HTTP while
// the server and its Litestream are SIGKILLed, the data folder deleted, `aan restore
// --from-replica` into a new one: integrity ok, and every write acknowledged more than 2 s before
// the kill is there (bench/replica-crash.ts runs 20 rounds). Then `aan serve` starts on it.
import { afterAll, expect, test } from "bun:test";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDataDirDb, runCli, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { startServer, type RunningServer } from "../helpers/server-process";
import { UPLOADS_ADMIN, memberWithClaim, uploadsAdminCookie } from "../helpers/member-with-claim";

const METRICS_TOKEN = "replica-metrics-token";
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
});

/** The processes whose parent is `pid` (the server's Litestream). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

test("health and metrics name the replica; a crash under writes loses nothing acknowledged 2 s before it", async () => {
  const replica = tempDir("aan-replica-");
  const env = { AAN_REPLICA_URL: `file://${replica}`, AAN_METRICS_TOKEN: METRICS_TOKEN, AAN_TEST_LOWEST_PASSWORD_COST: "1" };
  const server = await startServer({ env });
  running.push(server);
  await memberWithClaim(server.url, "replicated");
  const admin = await uploadsAdminCookie(server.url);

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

  // Writes one after another, each acknowledged with its time, until the kill.
  const acknowledged: Array<{ code: string; at: number }> = [];
  let writing = true;
  const writer = (async () => {
    for (let n = 0; writing; n++) {
      const code = `CRASH-${n}`;
      const res = await fetch(`${server.url}/api/admin/invitation-codes`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: admin },
        body: JSON.stringify({ code }),
      }).catch(() => null);
      if (res?.status === 200) acknowledged.push({ code, at: Date.now() });
    }
  })();
  await Bun.sleep(4000);
  const litestreams = childrenOf(server.process.pid);
  expect(litestreams.length).toBe(1);
  // The machine goes: the server and its Litestream at once.
  server.process.kill("SIGKILL");
  for (const pid of litestreams) process.kill(pid, "SIGKILL");
  const killedAt = Date.now();
  writing = false;
  await writer;
  rmSync(server.dataDir, { recursive: true, force: true });

  const restoredDir = tempDir("aan-restored-");
  rmSync(restoredDir, { recursive: true });
  const restore = await runCli(["restore", "--from-replica", "--json"], {
    dataDir: restoredDir,
    env: { AAN_REPLICA_URL: `file://${replica}` },
  });
  expect(restore.exitCode).toBe(0);
  expect(restore.json().tables.invitation_codes).toBeGreaterThan(0);

  const db = openDataDirDb(restoredDir);
  const kept = new Set((db.query("SELECT code FROM invitation_codes").all() as Array<{ code: string }>).map((r) => r.code));
  expect((db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
  db.close();
  const due = acknowledged.filter((write) => write.at < killedAt - 2000);
  expect(due.length).toBeGreaterThan(0);
  expect(due.filter((write) => !kept.has(write.code))).toEqual([]);

  // The restored folder serves.
  const again = await startServer({ dataDir: restoredDir, env: { AAN_TEST_LOWEST_PASSWORD_COST: "1" } });
  running.push(again);
  const login = await fetch(`${again.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password }),
  });
  expect(login.status).toBe(200);
  expect(join(restoredDir, "aan.db")).toBeTruthy();
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
