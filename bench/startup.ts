// Executable start (decision 0050), on the compiled binary: `aan --version`, a plain command on
// an existing database (`aan codes list`), `aan serve` to its first health answer, and the
// server's resident memory once idle. Medians of several runs; bench/results/startup-latest.json.
// Beside them, the machine's floor: a compiled one-line program, started the same way.
//
//   npm run build && bun bench/startup.ts
import { spawn, spawnSync } from "bun";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BINARY } from "./load-tools";

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

function timeCommand(args: string[], program = BINARY): number {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = spawnSync([program, ...args], { stdout: "ignore", stderr: "ignore" });
    runs.push(performance.now() - started);
    if (result.exitCode !== 0) throw new Error(`${program} ${args.join(" ")} exited ${result.exitCode}`);
  }
  return round(median(runs));
}

/**
 * The machine's floor: a one-line program compiled by the same Bun, timed the same way. Starting
 * a 100 MB executable costs this before any of AAN's code runs; on some days this machine takes
 * 3 ms for it, on others 35 ms, and every figure below moves with it.
 */
function compiledHelloMs(): number {
  const dir = mkdtempSync(join(tmpdir(), "aan-bench-hello-"));
  writeFileSync(join(dir, "hello.ts"), 'console.log("hello");\n');
  const built = spawnSync([process.execPath, "build", "--compile", join(dir, "hello.ts"), "--outfile", join(dir, "hello")], {
    stdout: "ignore",
    stderr: "pipe",
  });
  if (built.exitCode !== 0) throw new Error(`bun build --compile failed: ${built.stderr.toString()}`);
  return timeCommand([], join(dir, "hello"));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function serveToFirstHealth(dataDir: string): Promise<{ ms: number; idleRssMb: number }> {
  const times: number[] = [];
  const rss: number[] = [];
  // Every run times the start (a median of 15: one start varies by 10 ms on this machine); the
  // first five also wait to read the idle RSS.
  for (let i = 0; i < RUNS; i++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn([BINARY, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
      stdout: "ignore",
      stderr: "ignore",
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        await Bun.sleep(1);
      }
    }
    times.push(performance.now() - started);
    if (i < 5) {
      await Bun.sleep(2000);
      rss.push(Number(readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024);
    }
    child.kill("SIGTERM");
    await child.exited;
  }
  return { ms: round(median(times)), idleRssMb: Math.round(median(rss)) };
}

export async function measureStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-start-"));
  // An existing database: created and migrated once before anything is timed.
  spawnSync([BINARY, "codes", "list", "--data-dir", dataDir], { stdout: "ignore", stderr: "ignore" });
  const floor = compiledHelloMs();
  const version = timeCommand(["--version"]);
  const plainCommand = timeCommand(["codes", "list", "--data-dir", dataDir]);
  const serve = await serveToFirstHealth(dataDir);
  const figures = {
    compiledHelloMs: floor,
    versionMs: version,
    plainCommandMs: plainCommand,
    serveToFirstHealthMs: serve.ms,
    idleRssMb: serve.idleRssMb,
    goals: { versionMs: 30, plainCommandMs: 30, serveToFirstHealthMs: 50, idleRssMb: 60 },
  };
  console.log(`a compiled hello (the floor)  ${floor} ms`);
  console.log(`aan --version                 ${version} ms (goal ≤ 30)`);
  console.log(`aan codes list (existing db)  ${plainCommand} ms (goal ≤ 30)`);
  console.log(`aan serve → first health      ${serve.ms} ms (goal ≤ 50)`);
  console.log(`idle RSS of aan serve         ${serve.idleRssMb} MB (goal ≤ 60)`);
  return figures;
}

if (import.meta.main) {
  const figures = await measureStartup();
  writeFileSync(
    join(import.meta.dir, "results", "startup-latest.json"),
    JSON.stringify(
      { recordedAt: new Date().toISOString(), command: "npm run build && bun bench/startup.ts", runs: RUNS, ...figures },
      null,
      2,
    ) + "\n",
  );
}
