// One round of "the machine goes" with a replica (decision 0136), shared by the e2e test (one
// round) and bench/replica-crash.ts (twenty): `aan serve` replicating to a fresh file:// replica,
// invitation codes written one after another over HTTP and by `aan codes create` processes, each
// noted with the moment it was acknowledged; then the server, its Litestream and any CLI writer
// are SIGKILLed at once, the data folder deleted, and `aan restore --from-replica` rebuilds a new
// one. What counts: integrity, every write acknowledged more than DUE_MS before the kill restored,
// and the loss window (from the oldest acknowledged write that is missing to the kill).
import type { Subprocess } from "bun";
import { Database } from "bun:sqlite";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./context";
import { startServer } from "./server-process";

/** Writes acknowledged longer than this before the kill must survive it. */
export const DUE_MS = 2000;
/** The admin the rounds set up; it signs in on the restored folder. */
export const CRASH_ADMIN = { username: "crash_admin", fullName: "Crash Admin", password: "crash-Admin-9!" };

export type ReplicaCrashRound = {
  acknowledged: { http: number; cli: number };
  /** Acknowledged more than DUE_MS before the kill. */
  due: number;
  /** Of those, the codes the restored database lacks: must be none. */
  missingDue: string[];
  /** Acknowledged writes the restore lacks (any age), and how long before the kill the oldest was acknowledged. */
  lost: number;
  lossWindowMs: number;
  integrity: string;
  restoreSeconds: number;
  /** The restored data folder (the caller removes it, or starts a server on it). */
  restoredDir: string;
};

/** The processes whose parent is `pid`: the server's Litestream. */
export function childrenOf(pid: number): number[] {
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

async function waitForFirstSync(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { replica?: { lastSyncAt: string | null } };
    if (health.replica?.lastSyncAt) return;
    await Bun.sleep(200);
  }
  throw new Error("Litestream never copied to the replica within 30 s");
}

/** `command`: the aan program (the compiled binary); `writeMs`: how long writes go on before the kill. */
export async function replicaCrashRound(options: { command: string[]; writeMs: number; label?: string }): Promise<ReplicaCrashRound> {
  const label = options.label ?? "R";
  const replicaUrl = `file://${tempDir("aan-crash-replica-")}`;
  const env = { AAN_REPLICA_URL: replicaUrl, AAN_TEST_LOWEST_PASSWORD_COST: "1" };
  const server = await startServer({ command: options.command, env });
  const dataDir = server.dataDir;
  try {
    const cookie = await firstAdminCookie(server.url);
    await waitForFirstSync(server.url);

    const acknowledged: Array<{ code: string; at: number; by: "http" | "cli" }> = [];
    let writing = true;
    let cliChild: Subprocess | null = null;
    const http = (async () => {
      for (let n = 0; writing; n++) {
        const code = `${label}-H${n}`;
        const res = await fetch(`${server.url}/api/admin/invitation-codes`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ code }),
        }).catch(() => null);
        if (res?.status === 200) acknowledged.push({ code, at: Date.now(), by: "http" });
      }
    })();
    const cli = (async () => {
      for (let n = 0; writing; n++) {
        const code = `${label}-C${n}`;
        const child = Bun.spawn([...options.command, "codes", "create", code, "--data-dir", dataDir], {
          env: environment({}),
          stdout: "ignore",
          stderr: "ignore",
        });
        cliChild = child;
        if ((await child.exited) === 0 && writing) acknowledged.push({ code, at: Date.now(), by: "cli" });
      }
    })();
    await Bun.sleep(options.writeMs);

    // The machine goes: the server, its Litestream and a CLI writer in the middle of its write.
    const litestreams = childrenOf(server.process.pid);
    if (litestreams.length !== 1) throw new Error(`expected one Litestream under the server, found ${litestreams.length}`);
    server.process.kill("SIGKILL");
    for (const pid of litestreams) process.kill(pid, "SIGKILL");
    (cliChild as Subprocess | null)?.kill("SIGKILL");
    const killedAt = Date.now();
    writing = false;
    await Promise.all([http, cli]);
    rmSync(dataDir, { recursive: true, force: true });

    const restoredDir = join(tempDir("aan-crash-restored-"), "data");
    const started = performance.now();
    const restore = Bun.spawnSync([...options.command, "restore", "--from-replica", "--json", "--data-dir", restoredDir], {
      env: environment({ AAN_REPLICA_URL: replicaUrl }),
      stdout: "pipe",
      stderr: "pipe",
    });
    const restoreSeconds = Math.round((performance.now() - started) / 10) / 100;
    if (restore.exitCode !== 0) throw new Error(`aan restore --from-replica: ${restore.stderr.toString()}`);

    const db = new Database(join(restoredDir, "aan.db"), { readonly: true });
    const kept = new Set((db.query("SELECT code FROM invitation_codes").all() as Array<{ code: string }>).map((r) => r.code));
    const integrity = (db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
    db.close();
    const due = acknowledged.filter((write) => write.at < killedAt - DUE_MS);
    const lost = acknowledged.filter((write) => !kept.has(write.code));
    return {
      acknowledged: { http: acknowledged.filter((w) => w.by === "http").length, cli: acknowledged.filter((w) => w.by === "cli").length },
      due: due.length,
      missingDue: due.filter((write) => !kept.has(write.code)).map((write) => write.code),
      lost: lost.length,
      lossWindowMs: lost.length ? killedAt - Math.min(...lost.map((write) => write.at)) : 0,
      integrity,
      restoreSeconds,
      restoredDir,
    };
  } finally {
    server.process.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(new URL(replicaUrl).pathname, { recursive: true, force: true });
  }
}

/** This process's environment with `extra`, without AAN_DATA_DIR (each command names its folder). */
function environment(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name !== "AAN_DATA_DIR") env[name] = value;
  return { ...env, ...extra };
}

/** Sets up the first admin of a fresh server over HTTP; answers its session cookie. */
export async function firstAdminCookie(url: string): Promise<string> {
  const setup = await fetch(`${url}/api/admin/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...CRASH_ADMIN, confirmPassword: CRASH_ADMIN.password }),
  });
  if (setup.status !== 200) throw new Error(`admin setup: ${setup.status} ${await setup.text()}`);
  return (
    setup.headers
      .getSetCookie()
      .find((c) => /aan_admin=/.test(c))
      ?.split(";")[0] ?? (await adminCookie(url))
  );
}

async function adminCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: CRASH_ADMIN.username, password: CRASH_ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .find((c) => /aan_admin=/.test(c))!
    .split(";")[0]!;
}
