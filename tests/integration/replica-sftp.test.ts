// The database's replica on an sftp:// server (decision 0136): a real OpenSSH server started by
// the test on loopback, Litestream 0.3.13 signing in with the key AAN_REPLICA_SFTP_KEY names.
// `aan serve` replicates to it, is stopped (Litestream copies the last writes), and `aan restore
// --from-replica` rebuilds a new data folder from it. Without sshd this test fails and says why.
import { afterAll, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SPAWNED_CLI, openDataDirDb, runCli } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { startLocalSshd, type LocalSshd } from "../helpers/local-sshd";
import { firstAdminCookie } from "../helpers/replica-crash";
import { startServer, type RunningServer } from "../helpers/server-process";

const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
});

async function replicaHealth(server: RunningServer) {
  return ((await (await fetch(`${server.url}/api/health`)).json()) as { replica: { state: string; lastSyncAt: string | null } }).replica;
}

/** Waits until Litestream says it copied to the replica after `after` (its beat is a second). */
async function syncedAfter(server: RunningServer, after: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const replica = await replicaHealth(server);
    if (replica.lastSyncAt && Date.parse(replica.lastSyncAt) > after) return replica;
    if (Date.now() > deadline) throw new Error(`no sync to the sftp replica: ${JSON.stringify(replica)}\n${server.stderrTail.text}`);
    await Bun.sleep(200);
  }
}

test("aan serve replicates to an sftp:// replica with a key, and restore --from-replica rebuilds from it", async () => {
  const sshd: LocalSshd = await startLocalSshd();
  stops.push(() => sshd.stop());
  const replicaPath = join(tempDir("aan-sftp-replica-"), "aan");
  const env = {
    AAN_REPLICA_URL: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${replicaPath}`,
    AAN_REPLICA_SFTP_KEY: sshd.keyPath,
  };
  const server = await startServer({ env: { ...env, AAN_TEST_LOWEST_PASSWORD_COST: "1" } });
  stops.push(() => server.stop());
  const admin = await firstAdminCookie(server.url);
  const created = await fetch(`${server.url}/api/admin/invitation-codes`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: admin },
    body: JSON.stringify({ code: "OVER-SFTP" }),
  });
  expect(created.status).toBe(200);
  const replica = await syncedAfter(server, Date.now());
  expect(replica.state).toBe("current");
  // What Litestream wrote is on the server's disk, through sshd.
  expect(readdirSync(join(replicaPath, "generations")).length).toBe(1);
  // A clean stop: Litestream copies what the WAL still holds before it exits.
  await server.stop();

  const restoredDir = join(tempDir("aan-sftp-restored-"), "data");
  const restore = await runCli(["restore", "--from-replica", "--json"], { dataDir: restoredDir, env, timeoutMs: 60_000 });
  expect(restore.stderr).toBe("");
  expect(restore.exitCode).toBe(0);
  expect(restore.json().replica).toBe(`sftp://127.0.0.1:${sshd.port}${replicaPath}`);
  const db = openDataDirDb(restoredDir);
  expect((db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
  expect(db.query("SELECT code FROM invitation_codes WHERE code = 'OVER-SFTP'").get()).toEqual({ code: "OVER-SFTP" });
  db.close();
}, 90_000);

test("a key the sftp server refuses shows in /metrics as Litestream's errors, and the server keeps serving", async () => {
  const sshd: LocalSshd = await startLocalSshd();
  stops.push(() => sshd.stop());
  const token = "sftp-metrics-token";
  const server = await startServer({
    env: {
      // A user the key does not belong to: sshd refuses every sign-in.
      AAN_REPLICA_URL: `sftp://not-${sshd.user}@127.0.0.1:${sshd.port}${join(tempDir("aan-sftp-refused-"), "aan")}`,
      AAN_REPLICA_SFTP_KEY: sshd.keyPath,
      AAN_METRICS_TOKEN: token,
    },
  });
  stops.push(() => server.stop());
  const deadline = Date.now() + 30_000;
  let metrics = "";
  while (Date.now() < deadline && !/aan_replica_errors_total\{kind="logged"\} [1-9]/.test(metrics)) {
    await Bun.sleep(250);
    metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  }
  expect(metrics).toMatch(/aan_replica_errors_total\{kind="logged"\} [1-9]/);
  expect(metrics).toContain("aan_replica_last_sync_timestamp_seconds 0");
  expect(server.stderrTail.text).toContain("unable to authenticate");
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
}, 60_000);

test("aan serve and restore --from-replica name a missing sftp key instead of asking the server", async () => {
  const dataDir = join(tempDir("aan-sftp-nokey-"), "data");
  const missing = join(tempDir("aan-sftp-keys-"), "no_such_key");
  const refused = await runCli(["restore", "--from-replica"], {
    dataDir,
    env: { AAN_REPLICA_URL: "sftp://backup@127.0.0.1:2222/srv/aan", AAN_REPLICA_SFTP_KEY: missing },
  });
  expect(refused.exitCode).toBe(1);
  expect(refused.stderr).toContain(`AAN_REPLICA_SFTP_KEY names ${missing}, which is not a file`);
  expect(existsSync(dataDir)).toBe(false);
  const serve = await runCli(["serve", "--port", "0", "--data-dir", join(tempDir("aan-sftp-nokey-serve-"), "data")], {
    command: SPAWNED_CLI,
    env: { AAN_REPLICA_URL: "sftp://backup@127.0.0.1:2222/srv/aan", AAN_REPLICA_SFTP_KEY: missing },
    timeoutMs: 30_000,
  });
  expect(serve.exitCode).toBe(2);
  expect(serve.stderr.trim().split("\n").at(-1)).toBe(`AAN_REPLICA_SFTP_KEY names ${missing}, which is not a file`);
});
