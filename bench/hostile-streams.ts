// The attacks of a hostile member at full size against the compiled binary (decision 0090), with
// what a person beside them sees meanwhile. Writes bench/results/hostile-streams-latest.json.
//   1. 2,000 live thread streams from one member in about 2 s, the server under `ulimit -n 1024`:
//      how many it holds, health latency during the wave, admin sign-ins, memory and descriptors
//      before, at the peak and after.
//   2. A thread of 300,000 messages beside one of 300: the newest page, an older page and a send.
//   npm run build && bun bench/hostile-streams.ts
import { Database } from "bun:sqlite";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { anotherMemberWithClaim, memberWithClaim, UPLOADS_ADMIN } from "../tests/helpers/member-with-claim";
import { openRawStream, type RawStream } from "../tests/helpers/raw-streams";
import { startServer } from "../tests/helpers/server-process";
import { BINARY } from "./load-tools";
import { round, spread } from "./spread";

const STREAMS = 2_000;
const TOKEN = "bench-metrics-token";
const BIG_THREAD = 300_000;
const SMALL_THREAD = 300;

const server = await startServer({
  command: ["sh", "-c", 'ulimit -n 1024 && exec "$0" "$@"', BINARY],
  // One address opens every stream: the connection gate's cap per address is lifted so the
  // streams' own caps are measured (what the gate does to one address: bench/hostile-connections.ts).
  env: { AAN_METRICS_TOKEN: TOKEN, AAN_CONNECTIONS_PER_ADDRESS: "100000" },
});
const pid = server.process.pid;
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
const descriptors = () => readdirSync(`/proc/${pid}/fd`).length;

async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const reply = await call();
  await reply.arrayBuffer();
  return { ms: performance.now() - started, status: reply.status };
}

const signIn = () =>
  fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password }),
  });

async function openStreams(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^aan_live_streams (\d+)$/m.exec(text)?.[1]);
}

// 1. The stream wave.
const attacker = await memberWithClaim(server.url, "bench_streamer");
await signIn();
Bun.gc(true);
await Bun.sleep(500);
const before = { rssMb: round(rssMb()), descriptors: descriptors() };
const health: number[] = [];
let healthFailures = 0;
let waving = true;
const prober = (async () => {
  while (waving) {
    const { ms, status } = await timed(() => fetch(`${server.url}/api/health`));
    if (status === 200) health.push(ms);
    else healthFailures++;
    await Bun.sleep(20);
  }
})();
const signIns: number[] = [];
const signer = (async () => {
  while (waving) {
    const { ms, status } = await timed(signIn);
    if (status === 200) signIns.push(ms);
    await Bun.sleep(200);
  }
})();
const started = performance.now();
const streams: RawStream[] = [];
const statuses: Record<string, number> = {};
let peak = { rssMb: 0, descriptors: 0 };
for (let batch = 0; batch < STREAMS / 100; batch++) {
  const opened = await Promise.all(
    Array.from({ length: 100 }, () => openRawStream(server.url, "/api/user/messages/events", attacker.cookie).catch(() => undefined)),
  );
  for (const s of opened) {
    const key = s ? String(s.status) : "failed";
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (s) streams.push(s);
  }
  peak = { rssMb: Math.max(peak.rssMb, round(rssMb())), descriptors: Math.max(peak.descriptors, descriptors()) };
}
const waveSeconds = round((performance.now() - started) / 1000);
const heldAtEnd = await openStreams();
await Bun.sleep(1000);
waving = false;
await Promise.all([prober, signer]);
for (const s of streams) s.socket.destroy();
await Bun.sleep(2000);
Bun.gc(true);
const after = { rssMb: round(rssMb()), descriptors: descriptors(), streams: await openStreams() };

// 2. A long thread beside a short one.
const big = await anotherMemberWithClaim(server.url, "bench_long_thread");
const small = await anotherMemberWithClaim(server.url, "bench_short_thread");
function fill(claimId: string, count: number) {
  const db = new Database(join(server.dataDir, "aan.db"));
  db.exec("PRAGMA busy_timeout = 10000");
  const insert = db.prepare(
    "INSERT INTO claim_messages (id, claim_id, seq, author, user_id, admin_id, author_name, text, created_at) VALUES (?, ?, ?, 'operative', NULL, NULL, 'Bench', ?, ?)",
  );
  const at = Date.now() - 86_400_000;
  db.transaction(() => {
    for (let seq = 1; seq <= count; seq++) insert.run(crypto.randomUUID(), claimId, seq, `Update ${seq}: ${"x".repeat(200)}`, at + seq);
    db.prepare(
      "INSERT INTO claim_threads (claim_id, last_seq, last_author, last_message_at, operative_read_seq) VALUES (?, ?, 'operative', ?, ?)",
    ).run(claimId, count, at + count, count);
  })();
  db.close();
}
const filling = performance.now();
fill(big.claimId, BIG_THREAD);
fill(small.claimId, SMALL_THREAD);
const fillSeconds = round((performance.now() - filling) / 1000);

type Reader = typeof big;
const readPage = (member: Reader, query = "") =>
  timed(() => fetch(`${server.url}/api/claims/${member.claimId}/messages${query}`, { headers: member.headers }));
const sendOne = (member: Reader, text: string) =>
  timed(() =>
    fetch(`${server.url}/api/claims/${member.claimId}/messages`, {
      method: "POST",
      headers: { ...member.headers, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ text }),
    }),
  );

/** Each figure taken in turns, the long thread then the short one, so neither pays the other's warm-up or the machine's drift. */
async function inTurns(each: (member: Reader, threadSize: number) => Promise<{ ms: number; status: number }>, rounds: number) {
  const times = { long: [] as number[], short: [] as number[] };
  let allOk = true;
  for (let i = 0; i < rounds; i++)
    for (const [key, member, size] of [
      ["long", big, BIG_THREAD],
      ["short", small, SMALL_THREAD],
    ] as const) {
      const { ms, status } = await each(member, size);
      times[key].push(ms);
      allOk &&= status === 200;
    }
  return { long: spread(times.long), short: spread(times.short), allOk };
}
// The first read of each marks its thread read (a write); what follows is a reader coming back.
const firstReads = { long: round((await readPage(big)).ms), short: round((await readPage(small)).ms) };
const newestPages = await inTurns((member) => readPage(member), 100);
const olderPages = await inTurns((member, size) => readPage(member, `?before=${Math.floor(size / 2)}`), 100);
// At most 20 a minute per member: 15 each.
const sends = await inTurns((member) => sendOne(member, "bench"), 15);
const pageBytes = async (member: Reader) =>
  (await (await fetch(`${server.url}/api/claims/${member.claimId}/messages`, { headers: member.headers })).arrayBuffer()).byteLength;
const figuresOf = (key: "long" | "short", member: Reader, messages: number) =>
  pageBytes(member).then((bytes) => ({
    messages,
    firstReadMs: firstReads[key],
    newestPage: { ...newestPages[key], bytes },
    olderPage: olderPages[key],
    send: { ...sends[key], allOk: sends.allOk },
  }));
const longThread = await figuresOf("long", big, BIG_THREAD);
const shortThread = await figuresOf("short", small, SMALL_THREAD);
await server.stop();

const results = {
  at: new Date().toISOString(),
  machine: `${navigator.hardwareConcurrency} cores`,
  streams: {
    opened: STREAMS,
    descriptorLimit: 1024,
    waveSeconds,
    answersByStatus: statuses,
    heldAtEnd,
    health: { ...spread(health), failures: healthFailures },
    adminSignIns: spread(signIns),
    before,
    peak,
    after,
  },
  threads: { fillSeconds, long: longThread, short: shortThread },
};
mkdirSync(join(import.meta.dir, "results"), { recursive: true });
writeFileSync(join(import.meta.dir, "results/hostile-streams-latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
