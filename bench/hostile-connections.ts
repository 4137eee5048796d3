// Slow connections from one address against the compiled binary under `ulimit -n 1024` (decision
// 0096), with what a person at another address sees meanwhile. Writes
// bench/results/hostile-connections-latest.json.
//   1. 1,100 connections from 127.0.0.1 that send the start of a request and nothing more: how
//      many are held and refused and how soon, health asked from 127.0.0.2 every 20 ms and an
//      admin's sign-in from there every 200 ms during the wave, descriptors and memory before, at
//      the peak and after.
//   2. How long the server keeps a connection that stops: silent or trickling headers, a silent
//      or trickling body.
//   3. What the gate costs: `wrk -t1 -c50` on /api/health through the public port and straight to
//      the HTTP server behind it, in turns.
//   npm run build && bun bench/hostile-connections.ts [BINARY]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { join } from "node:path";
import { spawnSync } from "bun";
import { startServer } from "../tests/helpers/server-process";
import { UPLOADS_ADMIN as ADMIN } from "../tests/helpers/member-with-claim";
import { BINARY, load, warmUp } from "./load-tools";
import { round, spread } from "./spread";

const WAVE = 1_100;
/** How long the bystander keeps asking after the wave, while the attacker holds what it got. */
const HELD_SECONDS = 8;
const ATTACKER = "127.0.0.1";
const BYSTANDER = "127.0.0.2";
const binary = process.argv[2] ?? BINARY;

const server = await startServer({ command: ["sh", "-c", 'ulimit -n 1024 && exec "$0" "$@"', binary] });
const pid = server.process.pid;
const port = Number(new URL(server.url).port);
const rssMb = () => round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);
const descriptors = () => readdirSync(`/proc/${pid}/fd`).length;

/** One request from `from` on a connection of its own: how long it took, and whether it answered 200. */
function askFrom(from: string, path: string, body?: unknown): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: text ? "POST" : "GET",
        localAddress: from,
        agent: false,
        headers: text ? { "content-type": "application/json", "content-length": Buffer.byteLength(text) } : {},
      },
      (reply) => {
        reply.resume();
        reply.on("end", () => resolve({ ms: performance.now() - started, ok: reply.statusCode === 200 }));
      },
    );
    request.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
    request.end(text);
  });
}
const healthFrom = (from: string) => askFrom(from, "/api/health");
const signInFrom = (from: string) => askFrom(from, "/api/admin/login", { username: ADMIN.username, password: ADMIN.password });

/** A connection from `from` that sends `start`, then `tick` every `everyMs` (if any): when it was answered and closed. */
function stalled(from: string, start: string, tick?: string, everyMs = 3_000) {
  const started = performance.now();
  const socket = net.connect({ host: "127.0.0.1", port, localAddress: from });
  let received = "";
  let answeredMs: number | undefined;
  const ticker = tick ? setInterval(() => socket.write(tick), everyMs) : undefined;
  socket.on("connect", () => socket.write(start));
  socket.on("data", (chunk) => {
    answeredMs ??= performance.now() - started;
    received += chunk.toString();
  });
  socket.on("error", () => undefined);
  const closed = new Promise<{ status: string; answeredMs?: number; closedMs: number }>((resolve) =>
    socket.once("close", () => {
      clearInterval(ticker);
      resolve({
        status: received.split("\r\n")[0] || "(none)",
        answeredMs: answeredMs && round(answeredMs),
        closedMs: round(performance.now() - started),
      });
    }),
  );
  return { socket, closed, isClosed: () => socket.destroyed };
}

// 1. The wave.
await askFrom(BYSTANDER, "/api/admin/setup", { ...ADMIN, confirmPassword: ADMIN.password });
await signInFrom(BYSTANDER);
const before = { descriptors: descriptors(), rssMb: rssMb() };
const health: number[] = [];
let healthFailures = 0;
let waving = true;
const signIns: number[] = [];
let signInFailures = 0;
const probe = (async () => {
  while (waving) {
    const { ms, ok } = await healthFrom(BYSTANDER);
    health.push(ms);
    if (!ok) healthFailures++;
    await Bun.sleep(20);
  }
})();
const signing = (async () => {
  while (waving) {
    const { ms, ok } = await signInFrom(BYSTANDER);
    signIns.push(ms);
    if (!ok) signInFailures++;
    await Bun.sleep(200);
  }
})();
const peak = { descriptors: 0, rssMb: 0 };
const sampler = setInterval(() => {
  peak.descriptors = Math.max(peak.descriptors, descriptors());
  peak.rssMb = Math.max(peak.rssMb, rssMb());
}, 50);
const waveStarted = performance.now();
const wave = Array.from({ length: WAVE }, () => stalled(ATTACKER, "GET /api/health HTTP/1.1\r\nHost: aan\r\nX-Slow: "));
while (wave.filter((c) => c.isClosed()).length < WAVE - 64 && performance.now() - waveStarted < 30_000) await Bun.sleep(10);
const refusedWithinSeconds = round((performance.now() - waveStarted) / 1000);
// The attacker keeps its 64: the bystander goes on asking while they are held.
await Bun.sleep(HELD_SECONDS * 1000);
waving = false;
await Promise.all([probe, signing]);
clearInterval(sampler);
const statuses: Record<string, number> = {};
const heldAfterWave = wave.filter((c) => !c.isClosed()).length;
for (const c of wave) c.socket.destroy();
for (const { status } of await Promise.all(wave.map((c) => c.closed))) statuses[status] = (statuses[status] ?? 0) + 1;
await Bun.sleep(2_000);
const after = { descriptors: descriptors(), rssMb: rssMb() };

// 2. How long a stopped connection is kept (each from the bystander's address, in parallel).
const post = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: aan\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`;
const holds = Object.fromEntries(
  await Promise.all(
    Object.entries({
      silentHeaders: stalled(BYSTANDER, "GET /api/health HTTP/1.1\r\nHost: aan\r\n"),
      tricklingHeaders: stalled(BYSTANDER, "GET /api/health HTTP/1.1\r\nHost: aan\r\n", "X-A: b\r\n"),
      silentBody: stalled(BYSTANDER, post(100)),
      tricklingBody: stalled(BYSTANDER, post(100_000), " "),
      tricklingRefusedBody: stalled(BYSTANDER, post(900_000), " "),
    }).map(async ([name, c]) => [name, await c.closed] as const),
  ),
);

// 3. What the gate costs.
const innerPort = Number(
  spawnSync(["ss", "-ltnpH"])
    .stdout.toString()
    .split("\n")
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => /127\.0\.0\.1:(\d+)/.exec(line)?.[1])
    .find((p) => p && Number(p) !== port),
);
const through = `http://127.0.0.1:${port}/api/health`;
const straight = `http://127.0.0.1:${innerPort}/api/health`;
const gateCost: Record<string, unknown>[] = [];
// A build without the gate listens on one port only.
if (innerPort) {
  await warmUp([
    [through, {}],
    [straight, {}],
  ]);
  for (let i = 0; i < 2; i++)
    for (const [name, url] of [
      ["through the gate", through],
      ["straight to the HTTP server", straight],
    ] as const) {
      const { reqPerSec, p50Ms, p99Ms, errors, non2xx } = await load(name, url, {}, 50);
      gateCost.push({ name, reqPerSec, p50Ms, p99Ms, errors, non2xx });
    }
}
await server.stop();

const results = {
  at: new Date().toISOString(),
  machine: `${navigator.hardwareConcurrency} cores`,
  binary,
  wave: {
    connections: WAVE,
    descriptorLimit: 1024,
    refusedWithinSeconds,
    measuredForSecondsAfter: HELD_SECONDS,
    heldAfterWave,
    answersByStatus: statuses,
    health: { ...spread(health), failures: healthFailures },
    adminSignIns: { ...spread(signIns), failures: signInFailures },
    before,
    peak,
    after,
  },
  holds,
  gateCost,
};
mkdirSync(join(import.meta.dir, "results"), { recursive: true });
if (binary === BINARY)
  writeFileSync(join(import.meta.dir, "results/hostile-connections-latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
