// One member opens live thread streams as an attacker would, against the compiled binary started
// with 2,048 descriptors (decision 0090): 300 raw sockets at once are all answered, but the member
// never holds more than 5 streams (each new one ends their oldest); the server's own cap refuses
// further streams with 503 and Retry-After and says so in its log; health and sign-ins answer
// throughout; descriptors return to where they were; and a member's streams end within a
// heartbeat of their sign-out. Full size, with timings (2,000 streams, 1,024 descriptors): bench/hostile-streams.ts.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { openSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { anotherMemberWithClaim, memberWithClaim, UPLOADS_ADMIN, type Uploader } from "../helpers/member-with-claim";
import { openRawStream, type RawStream } from "../helpers/raw-streams";
import { tempDir } from "../helpers/context";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";
import { DESCRIPTORS_PER_CONNECTION } from "#server/descriptor-budget";

setDefaultTimeout(60_000);

const BINARY = join(REPO_ROOT, "dist/aan");
const TOKEN = "metrics-token-for-the-streams-test";
const SERVER_CAP = 12;
const WAVE = 300;

let server: RunningServer;
let attacker: Uploader;
let logPath: string;
/** Everything the server logged so far (its stderr goes to a file: a wave of requests logs more than a pipe's tail keeps). */
const serverLog = () => readFileSync(logPath, "utf8");

beforeAll(async () => {
  logPath = join(tempDir("aan-streams-log-"), "stderr.log");
  server = await startServer({
    stderr: openSync(logPath, "w", 0o600),
    // The limit in force for the server, as an operator's `ulimit -n` sets it.
    command: ["sh", "-c", 'ulimit -n 2048 && exec "$0" "$@"', BINARY],
    // The wave comes from one address: its connections are let past the gate's cap of 64 (what
    // the gate does to such a wave is tests/e2e/hostile-connections.test.ts's), so each reaches
    // the streams' own caps, which this file is about.
    env: { AAN_METRICS_TOKEN: TOKEN, AAN_LIVE_STREAMS_MAX: String(SERVER_CAP), AAN_CONNECTIONS_PER_ADDRESS: String(WAVE + 100) },
  });
  attacker = await memberWithClaim(server.url, "streamer");
});

afterAll(async () => {
  await server?.stop();
});

const descriptors = () => readdirSync(`/proc/${server.process.pid}/fd`).length;

async function openStreams(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^aan_live_streams (\d+)$/m.exec(text)?.[1]);
}

/** Polls until `settled` holds or 10 s pass. */
async function settles(settled: () => boolean | Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + 10_000; Date.now() < until; await Bun.sleep(100)) if (await settled()) return true;
  return settled();
}

async function signIn(): Promise<number> {
  const reply = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password }),
  });
  await reply.text();
  return reply.status;
}

describe("a member opening streams without end", () => {
  test("the start says which caps are in force: the descriptor limit read, the server's cap and one holder's", () => {
    expect(serverLog()).toMatch(/connection_caps.*"descriptorLimit":2048.*"liveStreams":12.*"liveStreamsPerHolder":5/);
  });

  test("300 raw streams at once: each answered, at most 5 held, health and sign-ins answer meanwhile, descriptors come back", async () => {
    const before = descriptors();
    const path = `/api/claims/${attacker.claimId}/messages/events`;
    const health: number[] = [];
    let waving = true;
    const probe = (async () => {
      while (waving) {
        health.push((await fetch(`${server.url}/api/health`)).status);
        await Bun.sleep(50);
      }
    })();
    const streams: RawStream[] = await Promise.all(
      Array.from({ length: WAVE }, (_, i) => openRawStream(server.url, i % 2 ? path : "/api/user/messages/events", attacker.cookie)),
    );
    const signedIn = await signIn();
    waving = false;
    await probe;
    expect(streams.map((s) => s.status)).toEqual(Array(WAVE).fill(200));
    expect(await settles(async () => (await openStreams()) === 5)).toBe(true);
    // Every replaced stream was told so, and its connection ended by the server.
    const replaced = streams.filter((s) => s.received().includes('"reason":"replaced"'));
    expect(replaced.length).toBe(WAVE - 5);
    // Their connections were closed with them, not kept alive holding a descriptor each.
    expect(await settles(() => replaced.every((s) => s.closed()))).toBe(true);
    // Answered, each of them (how fast is bench/hostile-streams.ts's to measure, on a quiet machine).
    expect(signedIn).toBe(200);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    expect(serverLog()).toContain("live_stream_replaced");
    for (const s of streams) s.socket.destroy();
    expect(await settles(async () => (await openStreams()) === 0)).toBe(true);
    // This test's own keep-alive connections (health and a sign-in at once) may stay: 3 descriptors each.
    expect(await settles(() => descriptors() <= before + 2 * DESCRIPTORS_PER_CONNECTION)).toBe(true);
  });

  test("past the server's cap a stream is refused with 503 and Retry-After, and the log says so", async () => {
    const members = [attacker, ...(await Promise.all(["stream_b", "stream_c"].map((name) => anotherMemberWithClaim(server.url, name))))];
    const held: RawStream[] = [];
    for (const member of members)
      for (let i = 0; i < 5; i++) held.push(await openRawStream(server.url, "/api/user/messages/events", member.cookie));
    const statuses = held.map((s) => s.status);
    expect(statuses.filter((s) => s === 200).length).toBe(SERVER_CAP);
    const refused = held.filter((s) => s.status === 503);
    expect(refused.length).toBe(15 - SERVER_CAP);
    for (const s of refused) expect(s.headers).toContain("retry-after: 30");
    expect(await settles(() => serverLog().includes("live_stream_refused"))).toBe(true);
    for (const s of held) s.socket.destroy();
    expect(await settles(async () => (await openStreams()) === 0)).toBe(true);
  });

  test("a member's streams end within a heartbeat of their sign-out", async () => {
    const streams = await Promise.all(
      Array.from({ length: 3 }, () => openRawStream(server.url, "/api/user/messages/events", attacker.cookie)),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const out = await fetch(`${server.url}/api/auth/logout`, { method: "POST", headers: { ...attacker.headers, origin: server.url } });
    expect(out.status).toBe(200);
    // Each answer ends: its last event says why, then the chunked body's end (the connection itself may be kept alive).
    const over = (s: RawStream) => s.received().includes('data: {"reason":"signed_out"}') && s.received().endsWith("0\r\n\r\n");
    expect(await settles(() => streams.every(over))).toBe(true);
    for (const s of streams) s.socket.destroy();
  });
});
