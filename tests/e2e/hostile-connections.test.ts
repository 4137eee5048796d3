// One client address opens connections as a slow-request attacker does, against the compiled
// binary started with 1,024 descriptors (decision 0096): 1,100 connections that send the start of
// a request and never finish it. The gate holds 64 of them and answers the rest 429 at once;
// health, asked from another address, answers throughout; /metrics and the log say what was
// refused; descriptors come back. Behind a trusted proxy, one client's slow bodies are capped by
// the address X-Forwarded-For names.
// Timings of the same wave: bench/hostile-connections.ts.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import http from "node:http";
import net from "node:net";
import { openSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CONNECTIONS_FROM_ADDRESS_MESSAGE } from "#shared/errors";
import { tempDir } from "../helpers/context";
import { REPO_ROOT, startServer } from "../helpers/server-process";

setDefaultTimeout(60_000);

const BINARY = join(REPO_ROOT, "dist/aan");
const TOKEN = "metrics-token-for-the-connections-test";
const WAVE = 1_100;
const PER_ADDRESS = 64;
/** Linux answers on every 127.x.y.z: the attacker and the bystander are two addresses to the server. */
const ATTACKER = "127.0.0.1";
const BYSTANDER = "127.0.0.2";

async function startLimited(env: Record<string, string> = {}) {
  const logPath = join(tempDir("aan-connections-log-"), "stderr.log");
  const server = await startServer({
    stderr: openSync(logPath, "w", 0o600),
    // The limit in force for the server, as an operator's `ulimit -n` sets it.
    command: ["sh", "-c", 'ulimit -n 1024 && exec "$0" "$@"', BINARY],
    env: { AAN_METRICS_TOKEN: TOKEN, ...env },
  });
  return { server, log: () => readFileSync(logPath, "utf8"), port: Number(new URL(server.url).port) };
}

/** Polls until `settled` holds or 10 s pass. */
async function settles(settled: () => boolean | Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + 10_000; Date.now() < until; await Bun.sleep(50)) if (await settled()) return true;
  return settled();
}

/** A GET from `from`, on a connection of its own: the status (or the error's code) and the body. */
function answerTo(port: number, from: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number | string; body: string }>((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path, localAddress: from, agent: false, headers }, (reply) => {
      let body = "";
      reply.on("data", (chunk) => (body += chunk.toString()));
      reply.on("end", () => resolve({ status: reply.statusCode ?? 0, body }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, body: "" }));
  });
}

const getFrom = async (port: number, from: string, path: string, headers: Record<string, string> = {}) =>
  (await answerTo(port, from, path, headers)).status;

type SlowConnection = { socket: net.Socket; received(): string; closed(): boolean };

/** A connection from `from` that sends `start` and then nothing more. */
function slowConnection(port: number, from: string, start: string): Promise<SlowConnection> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: from });
    let text = "";
    let closed = false;
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("error", () => undefined);
    socket.once("close", () => (closed = true));
    const connection = { socket, received: () => text, closed: () => closed };
    socket.once("connect", () => {
      socket.write(start);
      resolve(connection);
    });
    socket.once("close", () => resolve(connection));
  });
}

/** A figure of /metrics, asked from the bystander's address (the attacker's may be at its cap). */
const metric = async (port: number, line: RegExp) => {
  const { body } = await answerTo(port, BYSTANDER, "/metrics", { authorization: `Bearer ${TOKEN}` });
  return Number(line.exec(body)?.[1]);
};

describe("one address opening slow connections without end", () => {
  let running: Awaited<ReturnType<typeof startLimited>>;
  beforeAll(async () => {
    running = await startLimited();
  });
  afterAll(async () => {
    await running?.server.stop();
  });

  test("the start says which caps are in force: the descriptor limit read, the connections it pays for, one address's", () => {
    expect(running.log()).toMatch(/connection_caps.*"descriptorLimit":1024.*"connections":298.*"perAddress":64/);
  });

  test("1,100 unfinished requests: 64 held, the rest answered 429 at once, health from another address answers throughout", async () => {
    const { port } = running;
    const descriptors = () => readdirSync(`/proc/${running.server.process.pid}/fd`).length;
    const before = descriptors();
    const health: (number | string)[] = [];
    let waving = true;
    const probe = (async () => {
      while (waving) {
        health.push(await getFrom(port, BYSTANDER, "/api/health"));
        await Bun.sleep(20);
      }
    })();

    const wave = await Promise.all(
      Array.from({ length: WAVE }, () => slowConnection(port, ATTACKER, "GET /api/health HTTP/1.1\r\nHost: aan\r\nX-Slow: ")),
    );
    const refused = (c: SlowConnection) => c.received().startsWith("HTTP/1.1 429 Too Many Requests\r\n");
    expect(await settles(() => wave.filter((c) => c.closed()).length === WAVE - PER_ADDRESS)).toBe(true);
    waving = false;
    await probe;

    expect(wave.filter(refused).length).toBe(WAVE - PER_ADDRESS);
    expect(wave.filter((c) => !c.closed()).every((c) => c.received() === "")).toBe(true);
    const answer = wave.find(refused)!.received();
    expect(answer).toContain("\r\nRetry-After: 5\r\n");
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!).error).toBe(CONNECTIONS_FROM_ADDRESS_MESSAGE);
    // Answered, every one (how fast is bench/hostile-connections.ts's to measure, on a quiet machine).
    expect(health.length).toBeGreaterThan(0);
    expect(health.filter((status) => status !== 200)).toEqual([]);

    // The attacker's address is still held to its cap while its 64 stay; the bystander is not.
    expect(await getFrom(port, ATTACKER, "/api/health")).toBe(429);
    expect(await getFrom(port, BYSTANDER, "/api/health")).toBe(200);
    expect(await metric(port, /^aan_connection_refusals_total\{cap="address"\} (\d+)$/m)).toBe(WAVE - PER_ADDRESS + 1);
    expect(await metric(port, /^aan_connections (\d+)$/m)).toBeGreaterThanOrEqual(PER_ADDRESS);
    expect(await settles(() => running.log().includes('"event":"connection_refused"'))).toBe(true);

    for (const c of wave) c.socket.destroy();
    expect(await settles(async () => (await getFrom(port, ATTACKER, "/api/health")) === 200)).toBe(true);
    expect(await settles(() => descriptors() <= before + 2)).toBe(true);
  });
});

describe("behind a trusted proxy, slow bodies are counted per forwarded client", () => {
  let running: Awaited<ReturnType<typeof startLimited>>;
  beforeAll(async () => {
    // The proxy is this machine: its connections are not held to one address's cap.
    running = await startLimited({ AAN_TRUSTED_PROXIES: ATTACKER });
  });
  afterAll(async () => {
    await running?.server.stop();
  });

  const slowBody = (client: string) =>
    slowConnection(
      running.port,
      ATTACKER,
      `POST /api/auth/login HTTP/1.1\r\nHost: aan\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`,
    );

  test("one client has at most 64 bodies in flight; the 65th is 429, another client behind the same proxy passes", async () => {
    const held = [];
    for (let i = 0; i < PER_ADDRESS; i++) held.push(await slowBody("203.0.113.7"));
    // The proxy itself is exempt: all 64 connections are in, none refused at the gate.
    expect(await settles(async () => (await metric(running.port, /^aan_connections (\d+)$/m)) >= PER_ADDRESS)).toBe(true);
    const extra = await slowBody("203.0.113.7");
    expect(await settles(() => extra.received().includes("\r\n\r\n"))).toBe(true);
    expect(extra.received()).toStartWith("HTTP/1.1 429 ");
    expect(extra.received()).toContain(CONNECTIONS_FROM_ADDRESS_MESSAGE);
    expect(held.every((c) => !c.closed())).toBe(true);

    const other = await getFrom(running.port, ATTACKER, "/api/health", { "x-forwarded-for": "203.0.113.8" });
    expect(other).toBe(200);
    for (const c of held) c.socket.destroy();
  });
});
