// The hardening proofs at full size (the test suite runs them small): crash safety with 20
// SIGKILLs under code and upload load (files and rows must agree after), 1,000 fuzzed payloads
// per API route, 60 s of server + CLI writes on one database, 80 CLI processes migrating one
// empty folder, and health latency while another process holds the write lock. Writes
// bench/results/hardening-latest.json.
//
//   npm run build && bun bench/hardening.ts            (all)
//   bun bench/hardening.ts crash fuzz                  (some)
import { Database } from "bun:sqlite";
import { spawn } from "bun";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { crashRun } from "../tests/helpers/crash-run";
import { tempDir } from "../tests/helpers/context";
import { startServer } from "../tests/helpers/server-process";

const ROOT = resolve(import.meta.dir, "..");
const BINARY = join(ROOT, "dist/aan");
const PASSWORD = "bench-Hard-Pass1";
const results: Record<string, unknown> = { at: new Date().toISOString(), machine: "2 cores" };

async function run(command: string[], env: Record<string, string> = {}) {
  const child = spawn(command, { cwd: ROOT, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { code, stdout, stderr };
}

async function crash() {
  const started = performance.now();
  const report = await crashRun({ command: [BINARY], kills: 20, loadMs: 500, writers: 8, uploaders: 4 });
  results.crash = {
    at: new Date().toISOString(),
    ...report,
    missing: report.missing.length,
    documentsMissing: report.documentsMissing.length,
    filesWithoutRow: report.filesWithoutRow.length,
    rowsWithoutFile: report.rowsWithoutFile.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

async function fuzz() {
  const started = performance.now();
  const out = await run([process.execPath, "test", "tests/integration/api-fuzz.test.ts"], { AAN_FUZZ_RUNS: "1000" });
  const routes = (out.stderr.match(/\(pass\)|\(fail\)/g) ?? []).length;
  results.fuzz = {
    payloadsPerRoute: 1000,
    passed: out.code === 0,
    tests: routes,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

async function concurrentWrites() {
  const server = await startServer({ command: [BINARY] });
  await fetch(`${server.url}/api/admin/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", fullName: "Bench Admin", password: PASSWORD, confirmPassword: PASSWORD }),
  });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const deadline = performance.now() + 60_000;
  const tally = { http: 0, httpBusy: 0, http5xx: 0, cli: 0, cliFailed: 0, cliErrors: new Set<string>() };
  const httpWriter = async (n: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const res = await fetch(`${server.url}/api/admin/invitation-codes`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ code: `HTTP-${n}-${i}` }),
      });
      if (res.status === 200) tally.http++;
      else if (res.status === 503) tally.httpBusy++;
      else if (res.status >= 500) tally.http5xx++;
    }
  };
  const cliWriter = async (n: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const out = await run([BINARY, "codes", "create", `CLI-${n}-${i}`, "--data-dir", server.dataDir]);
      if (out.code === 0) tally.cli++;
      else {
        tally.cliFailed++;
        tally.cliErrors.add(out.stderr.trim().split("\n")[0] ?? "");
      }
    }
  };
  await Promise.all([...[0, 1, 2, 3].map(httpWriter), ...[0, 1].map(cliWriter)]);
  await server.stop();
  const db = new Database(join(server.dataDir, "aan.db"), { readonly: true });
  const count = (like: string) => (db.query("SELECT count(*) AS n FROM invitation_codes WHERE code LIKE ?").get(like) as { n: number }).n;
  results.concurrentWrites = {
    seconds: 60,
    httpAcknowledged: tally.http,
    httpStored: count("HTTP-%"),
    http503: tally.httpBusy,
    http5xxOther: tally.http5xx,
    cliAcknowledged: tally.cli,
    cliStored: count("CLI-%"),
    cliFailed: tally.cliFailed,
    cliErrors: [...tally.cliErrors],
    integrity: (db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check,
  };
  db.close();
}

async function migrationRace() {
  const dataDir = join(tempDir("aan-race-"), "data");
  const outs = await Promise.all(Array.from({ length: 80 }, () => run([BINARY, "codes", "list", "--data-dir", dataDir])));
  results.migrationRace = {
    processes: 80,
    exitedZero: outs.filter((o) => o.code === 0).length,
    errors: [...new Set(outs.filter((o) => o.code !== 0).map((o) => o.stderr.trim()))],
  };
}

async function lockLatency() {
  const server = await startServer({ command: [BINARY] });
  const other = new Database(join(server.dataDir, "aan.db"));
  other.run("BEGIN IMMEDIATE");
  const samples: number[] = [];
  const until = performance.now() + 3000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(`${server.url}/api/health`);
    samples.push(performance.now() - started);
    await Bun.sleep(20);
  }
  other.run("COMMIT");
  other.close();
  await server.stop();
  samples.sort((a, b) => a - b);
  results.healthWhileLocked = {
    lockHeldMs: 3000,
    samples: samples.length,
    p50Ms: round(samples[Math.floor(samples.length / 2)]!),
    maxMs: round(samples.at(-1)!),
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const steps: Record<string, () => Promise<void>> = {
  crash,
  fuzz,
  concurrent: concurrentWrites,
  migrations: migrationRace,
  lock: lockLatency,
};
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(steps);
for (const name of chosen) {
  const step = steps[name];
  if (!step) throw new Error(`unknown step ${name}; one of ${Object.keys(steps).join(", ")}`);
  process.stderr.write(`bench hardening: ${name}…\n`);
  await step();
}
mkdirSync(join(ROOT, "bench/results"), { recursive: true });
// A run of some steps replaces their figures and keeps the others'.
const latest = join(ROOT, "bench/results/hardening-latest.json");
const previous = existsSync(latest) ? (JSON.parse(readFileSync(latest, "utf8")) as Record<string, unknown>) : {};
writeFileSync(latest, JSON.stringify({ ...previous, ...results }, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
