// Crash and loss with Litestream's replica, at full size (decision 0136): BENCH_ROUNDS rounds
// (20) of tests/helpers/replica-crash.ts on the compiled binary (HTTP and CLI writes for
// BENCH_WRITE_SECONDS, then the server, its Litestream and the CLI writer SIGKILLed, the data
// folder deleted, `aan restore --from-replica`): writes acknowledged more than 2 s before the kill
// that are missing (must be 0), the worst loss window seen, the restore times. Then the restore
// time of a database of BENCH_CLAIMS claims (100,000), seeded with straight SQL, replicated by
// `aan serve`, restored into a new folder. Writes bench/results/replica-crash-latest.json at full
// size, bench/results/tmp-replica-crash.json (git-ignored) for a smaller run.
//
//   npm run build && bun bench/replica-crash.ts
//   BENCH_ROUNDS=3 BENCH_CLAIMS=5000 bun bench/replica-crash.ts     (a quick proof that it works)
import { spawnSync } from "bun";
import { rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { closeDatabase, writeTransaction } from "#core/db/db";
import { tempDir } from "../tests/helpers/context";
import { replicaCrashRound, DUE_MS } from "../tests/helpers/replica-crash";
import { benchContext } from "./bench-seed";
import { BINARY, startBinary } from "./load-tools";

const ROOT = resolve(import.meta.dir, "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WRITE_MS = Number(process.env.BENCH_WRITE_SECONDS ?? 4) * 1000;
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 100_000);
const MEMBERS = Math.max(1, Math.round(CLAIMS / 20));
const FULL = ROUNDS >= 20 && CLAIMS >= 100_000;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function crashRounds() {
  const rounds = [];
  for (let n = 1; n <= ROUNDS; n++) {
    const round = await replicaCrashRound({ command: [BINARY], writeMs: WRITE_MS, label: `R${n}` });
    rmSync(dirname(round.restoredDir), { recursive: true, force: true });
    const { restoredDir: _, ...kept } = round;
    rounds.push(kept);
    console.log(
      `round ${n}: ${round.acknowledged.http} HTTP + ${round.acknowledged.cli} CLI writes acknowledged, ${round.due} due, ` +
        `${round.missingDue.length} of them missing, ${round.lost} lost (window ${round.lossWindowMs} ms), ` +
        `integrity ${round.integrity}, restore ${round.restoreSeconds} s`,
    );
  }
  return {
    rounds: ROUNDS,
    writeSeconds: WRITE_MS / 1000,
    acknowledged: rounds.reduce((sum, r) => sum + r.acknowledged.http + r.acknowledged.cli, 0),
    due: rounds.reduce((sum, r) => sum + r.due, 0),
    missingDue: rounds.reduce((sum, r) => sum + r.missingDue.length, 0),
    integrityFailures: rounds.filter((r) => r.integrity !== "ok").length,
    worstLossWindowMs: Math.max(...rounds.map((r) => r.lossWindowMs)),
    lostPerRound: rounds.map((r) => r.lost),
    restoreSeconds: {
      p50: percentile(
        rounds.map((r) => r.restoreSeconds),
        0.5,
      ),
      max: Math.max(...rounds.map((r) => r.restoreSeconds)),
    },
    perRound: rounds,
  };
}

/** MEMBERS members and CLAIMS claims by straight SQL in one transaction (seeding is not measured). */
function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  const sqlite = ctx.db.$client;
  const now = Date.now();
  writeTransaction(ctx.db, () => {
    const users: string[] = [];
    const user = sqlite.prepare(
      "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at) VALUES (?, ?, ?, 'x', 'Bench', ?, '(555) 010-0000', 'Bench Co', 'Owner', ?)",
    );
    for (let i = 0; i < MEMBERS; i++) {
      const id = crypto.randomUUID();
      user.run(id, `member${i}`, `member${i}@bench.test`, `Member${i}`, now);
      users.push(id);
    }
    const claim = sqlite.prepare(
      `INSERT INTO claims (id, user_id, claim_number, property_address, homeowner, col, dol, inspection_status, service_request_type, status, documents, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'Pat Owner', ?, ?, 'pending', 'estimate', 'submitted', '[]', 'TX', ?, ?)`,
    );
    const event = sqlite.prepare(
      `INSERT INTO claim_events (id, claim_id, kind, "on", note, created_by, created_at) VALUES (?, ?, 'reported', ?, NULL, 'seed', ?)`,
    );
    for (let i = 0; i < CLAIMS; i++) {
      const id = crypto.randomUUID();
      const dol = `2026-${String(1 + (i % 10)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
      claim.run(id, users[i % MEMBERS]!, `CLM-${i}`, `${i} Main St, Springfield, TX`, dol, dol, now, now);
      event.run(crypto.randomUUID(), id, dol, now);
    }
  });
  closeDatabase(ctx.db);
}

async function restoreAtSize() {
  const dataDir = tempDir("aan-bench-replica-");
  const replica = tempDir("aan-bench-replica-copy-");
  const restoredDir = join(tempDir("aan-bench-replica-restored-"), "data");
  try {
    console.log(`seeding ${CLAIMS.toLocaleString("en-US")} claims …`);
    seed(dataDir);
    const env = { AAN_REPLICA_URL: `file://${replica}` };
    const server = await startBinary(dataDir, env);
    const started = performance.now();
    let firstSyncSeconds: number | null = null;
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await Bun.sleep(250)) {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { replica?: { lastSyncAt: string | null } };
      if (health.replica?.lastSyncAt) {
        firstSyncSeconds = Math.round((performance.now() - started) / 100) / 10;
        break;
      }
    }
    // A clean stop: Litestream copies the rest of the WAL before it exits.
    server.child.kill("SIGTERM");
    await server.child.exited;
    if (firstSyncSeconds === null) throw new Error("Litestream never copied the seeded database");
    const databaseBytes = statSync(join(dataDir, "aan.db")).size;
    const replicaBytes = Number(spawnSync(["du", "-sb", replica]).stdout.toString().split("\t")[0]);
    const wallStarted = performance.now();
    const restore = spawnSync([BINARY, "restore", "--from-replica", "--json", "--data-dir", restoredDir], {
      env: { ...process.env, ...env },
      stdout: "pipe",
      stderr: "pipe",
    });
    const wallSeconds = Math.round((performance.now() - wallStarted) / 100) / 10;
    if (restore.exitCode !== 0) throw new Error(`restore failed: ${restore.stderr.toString()}`);
    const report = JSON.parse(restore.stdout.toString()) as { seconds: number; tables: Record<string, number> };
    console.log(
      `restore of ${report.tables.claims} claims (${(databaseBytes / 1048576).toFixed(1)} MiB database, ${(replicaBytes / 1048576).toFixed(1)} MiB replica): ` +
        `${report.seconds} s by its own count (Litestream and integrity_check), ${wallSeconds} s with the process start`,
    );
    return {
      claims: report.tables.claims,
      members: MEMBERS,
      databaseMiB: Math.round(databaseBytes / 104857.6) / 10,
      replicaMiB: Math.round(replicaBytes / 104857.6) / 10,
      firstSyncSeconds,
      restoreSeconds: report.seconds,
      restoreWallSeconds: wallSeconds,
    };
  } finally {
    for (const folder of [dataDir, replica, dirname(restoredDir)]) rmSync(folder, { recursive: true, force: true });
  }
}

const crash = await crashRounds();
const restore = await restoreAtSize();
const results = {
  recordedAt: new Date().toISOString(),
  command: "bun bench/replica-crash.ts (after npm run build)",
  machine: "2 cores shared with other work on the machine; replica on the same disk (file://)",
  litestream: "0.3.13 (npm @flydotio/litestream-linux-x64), sync interval 1 s",
  dueMs: DUE_MS,
  crash,
  restoreAtSize: restore,
};
const out = join(ROOT, FULL ? "bench/results/replica-crash-latest.json" : "bench/results/tmp-replica-crash.json");
writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
console.log(
  `\n${crash.rounds} rounds: ${crash.missingDue} of ${crash.due} writes due before the kill missing, worst loss window ${crash.worstLossWindowMs} ms; ` +
    `restore at ${restore.claims} claims ${restore.restoreSeconds} s\nwritten ${out.slice(ROOT.length + 1)}`,
);
