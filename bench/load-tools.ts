// Load tools shared by the benchmarks: start the built binary on a data folder, drive one URL with
// wrk (Debian) or autocannon (node_modules), and read a process's peak memory.
import { spawn } from "bun";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "..");
export const BINARY = join(ROOT, "dist/aan");
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export type Figure = {
  name: string;
  path: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytesPerReq: number;
};

/**
 * `env` is added to this process's environment, handed over explicitly: Bun.spawn gives a child the
 * environment the bench started with, not what it set in process.env since.
 */
export async function startBinary(
  dataDir: string,
  env: Record<string, string> = {},
  // BENCH_SERVER_COMMAND (e.g. "bun --cpu-prof-md src/main.ts") runs another build of the server, for profiling.
  command = process.env.BENCH_SERVER_COMMAND?.split(" ") ?? [BINARY],
) {
  return startListening([...command, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir], env);
}

/**
 * A plain Bun.serve in its own process sending `body` with its content headers to every request
 * (bench/same-bytes-server.ts): what the runtime itself reaches with an answer of that size.
 */
export async function startSameBytesServer(body: Uint8Array, contentType: string, contentEncoding?: string) {
  const file = join(mkdtempSync(join(tmpdir(), "aan-same-bytes-")), "body");
  writeFileSync(file, body);
  return startListening([
    process.execPath,
    join(ROOT, "bench/same-bytes-server.ts"),
    file,
    contentType,
    ...(contentEncoding ? [contentEncoding] : []),
  ]);
}

/** Spawns a server that prints "listening on <url>" and answers once it has. */
async function startListening(command: string[], env: Record<string, string> = {}) {
  const child = spawn(command, { stdout: "pipe", stderr: "ignore", env: { ...process.env, ...env } });
  const reader = child.stdout.getReader();
  let seen = "";
  while (!seen.includes("listening on")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("server exited: " + seen);
    seen += new TextDecoder().decode(value);
  }
  void (async () => {
    while (!(await reader.read()).done);
  })();
  return { child, url: seen.match(/listening on (http:\/\/\S+)/)![1]! };
}

/** wrk (Debian) when installed: a C client measures large answers without becoming the bottleneck. */
export const WRK = process.env.BENCH_TOOL === "autocannon" ? undefined : (Bun.which("wrk") ?? undefined);
export const TOOL = WRK ? "wrk" : "autocannon";

function toMs(text: string): number {
  const m = text.match(/([\d.]+)(us|ms|s)/);
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
}

/** wrk's threads: the side-by-side figures are `wrk -t1 -c50` (one core for the client). */
export const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);

async function wrk(name: string, url: string, headers: Record<string, string>, connections: number): Promise<Figure> {
  const args = [WRK!, `-t${WRK_THREADS}`, `-c${connections}`, `-d${DURATION_S}s`, "--latency"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  const out = await new Response(spawn(args, { stdout: "pipe", stderr: "ignore" }).stdout).text();
  return { name, path: new URL(url).pathname, connections, ...wrkFigures(out) };
}

/** The figures of one `wrk --latency` run, read from its printed report. */
export function wrkFigures(out: string): Pick<Figure, "reqPerSec" | "p50Ms" | "p99Ms" | "errors" | "non2xx" | "bytesPerReq"> {
  const line = (label: RegExp) => out.split("\n").find((l) => label.test(l)) ?? "";
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  const transfer = out.match(/requests in [^,]+, ([\d.]+)(B|KB|MB|GB) read/);
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer?.[2] ?? "B"] ?? 1;
  const bytes = transfer ? Number(transfer[1]) * unit : 0;
  const errors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const percentile = (label: RegExp) => toMs(line(label).trim().split(/\s+/)[1] ?? "");
  return {
    reqPerSec: Math.round(
      Number(
        line(/Requests\/sec/)
          .split(/\s+/)
          .pop(),
      ),
    ),
    p50Ms: percentile(/^\s+50%/),
    p99Ms: percentile(/^\s+99%/),
    errors: errors
      ? errors
          .slice(1)
          .map(Number)
          .reduce((a, b) => a + b, 0)
      : 0,
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    bytesPerReq: requests ? Math.round(bytes / requests) : 0,
  };
}

/** Drives each URL for `seconds` without recording: the server's JIT reaches its steady state. */
export async function warmUp(targets: Array<[string, Record<string, string>]>, seconds = 2): Promise<void> {
  for (const [url, headers] of targets) {
    if (!WRK) {
      await fetch(url, { headers });
      continue;
    }
    const args = [WRK, "-t1", `-c${CONNECTIONS}`, `-d${seconds}s`];
    for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
    await spawn([...args, url], { stdout: "ignore", stderr: "ignore" }).exited;
  }
}

export async function load(name: string, url: string, headers: Record<string, string> = {}, connections = CONNECTIONS): Promise<Figure> {
  // One request first: steady state is measured here; the first read after a change is measured apart.
  await fetch(url, { headers });
  const figure = WRK ? await wrk(name, url, headers, connections) : await autocannon(name, url, headers, connections);
  console.log(
    `${name.padEnd(46)} ${String(figure.reqPerSec).padStart(7)} req/s  p50 ${String(figure.p50Ms).padStart(6)} ms  p99 ${String(figure.p99Ms).padStart(6)} ms  ${figure.bytesPerReq} B/req  errors ${figure.errors} non2xx ${figure.non2xx}`,
  );
  return figure;
}

async function autocannon(name: string, url: string, headers: Record<string, string>, connections: number): Promise<Figure> {
  const args = ["node", join(ROOT, "node_modules/autocannon/autocannon.js"), "-j", "-c", String(connections), "-d", String(DURATION_S)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  const proc = spawn(args, { stdout: "pipe", stderr: "ignore" });
  const result = JSON.parse(await new Response(proc.stdout).text());
  const figure: Figure = {
    name,
    path: new URL(url).pathname,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerReq: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
  return figure;
}

export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)![1]) / 1024);
}
