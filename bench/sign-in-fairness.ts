// A member's correct sign-in while anonymous clients flood registration and sign-in from other
// addresses (decision 0056). Each round fires 200 registrations with wrong invitation
// codes and 200 sign-ins with wrong passwords at once, and 10 members sign in (right password,
// known device, each from an address of their own), 100 ms apart, from the start of the flood.
// Three shapes of flood:
//
//   registrations   200 wrong-code registrations only, each from its own address (the case)
//   few-addresses   both floods, each from 10 addresses (20 attempts each: all within the throttle)
//   each-its-own    both floods, every attempt from its own address (400 addresses)
//
// The server trusts the loopback proxy (AAN_TRUSTED_PROXIES=127.0.0.1), so X-Forwarded-For is the
// client address; every round uses addresses no earlier round used. Writes
// bench/results/sign-in-fairness-latest.json.
//
//   bun run build && bun bench/sign-in-fairness.ts
//   BENCH_SERVER_COMMAND=/path/to/older/aan BENCH_RESULTS=none bun bench/sign-in-fairness.ts   (another build)
//   BENCH_SHAPES=registrations BENCH_ROUNDS=3 BENCH_RESULTS=none bun bench/sign-in-fairness.ts   (some shapes)
import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cliActor } from "#core/actor";
import { closeDatabase } from "#core/db/db";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { benchContext, registerBenchMember } from "./bench-seed";
import { startServer } from "../tests/helpers/server-process";
import { BINARY } from "./load-tools";

// Bun's fetch opens at most 256 connections at once and queues the rest: with a flood of 400 the
// members' sign-ins would wait in this client, not in the server. So the bench runs itself with
// a larger allowance (it is read when Bun starts).
if (!process.env.BUN_CONFIG_MAX_HTTP_REQUESTS) {
  const child = Bun.spawn([process.execPath, import.meta.path], {
    env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: "1024" },
    stdout: "inherit",
    stderr: "inherit",
  });
  process.exit(await child.exited);
}

const ROOT = resolve(import.meta.dir, "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const FLOOD = 200;
const FEW_ADDRESSES = 10;
const MEMBER_SIGN_INS_PER_ROUND = 10;
const MEMBER_SPACING_MS = 100;
const PASSWORD = "bench-Member-1";
const memberAddress = (k: number) => `192.0.2.${k + 1}`;
const device = (k: number) => ({
  fingerprint: new Bun.CryptoHasher("sha256").update(`bench-fair-device-${k}`).digest("hex"),
  label: `Desktop - Chrome on Linux (member ${k})`,
});

type Shape = { name: string; registrations: number; signIns: number; addresses: "few" | "each-its-own" };
const SHAPES: Shape[] = [
  { name: "registrations", registrations: FLOOD, signIns: 0, addresses: "each-its-own" },
  { name: "few-addresses", registrations: FLOOD, signIns: FLOOD, addresses: "few" },
  { name: "each-its-own", registrations: FLOOD, signIns: FLOOD, addresses: "each-its-own" },
];

/** Each member's device cookie, given at registration: their sign-ins come from that browser. */
const deviceCookies = new Map<number, string>();

async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  for (let k = 0; k < MEMBER_SIGN_INS_PER_ROUND; k++) {
    const { code } = createCustomCode(ctx, cliActor("bench"), { code: `BENCH-FAIR-${k}` });
    const phone = `(555) 010-${String(k).padStart(4, "0")}`;
    const registered = await registerBenchMember(ctx, device(k), {
      invitationCode: code.code,
      username: `member${k}`,
      password: PASSWORD,
      lastName: `Member ${k}`,
      email: `member${k}@bench.test`,
      phone,
    });
    deviceCookies.set(k, `aan_device=${registered.deviceCredential}`);
  }
  closeDatabase(ctx.db);
}

/** A distinct IPv4 address for attempt `i` of a flood (`lane` 0 registrations, 1 sign-ins) in one round. */
function addressOf(shapeIndex: number, round: number, lane: 0 | 1, i: number, addresses: Shape["addresses"]): string {
  const n = addresses === "few" ? lane * FEW_ADDRESSES + (i % FEW_ADDRESSES) : lane * FLOOD + i;
  return `10.${shapeIndex}.${round * 2 + (n >> 8)}.${n & 255}`;
}

const json = { "content-type": "application/json" };
/** The headers of a browser that never signed in here: a fingerprint of its own. */
const floodHeaders = (address: string, tag: string) => ({
  ...json,
  "x-forwarded-for": address,
  "x-device-fingerprint": new Bun.CryptoHasher("sha256").update(`flood-${tag}`).digest("hex"),
  "x-device-label": "Desktop - Chrome on Linux (flood)",
});

async function timed(url: string, init: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

function badRegistration(url: string, address: string, tag: string) {
  const body = {
    invitationCode: `WRONG-${tag}`,
    firstName: "Flood",
    lastName: "Bot",
    email: `${tag}@flood.test`,
    phone: "(555) 010-9999",
    companyName: "Flood Co",
    position: "Policyholder",
    username: `flood${tag.replace(/\W/g, "")}`,
    password: "flood-Pass-123",
    confirmPassword: "flood-Pass-123",
    ageConfirmed: true,
    termsAccepted: true,
  };
  return timed(`${url}/api/auth/register`, { method: "POST", headers: floodHeaders(address, tag), body: JSON.stringify(body) });
}

function badSignIn(url: string, address: string, tag: string) {
  return timed(`${url}/api/auth/login`, {
    method: "POST",
    headers: floodHeaders(address, tag),
    body: JSON.stringify({ username: `intruder${tag.replace(/\W/g, "")}`, password: "wrong-Pass-123" }),
  });
}

function memberSignIn(url: string, k: number) {
  const { fingerprint, label } = device(k);
  return timed(`${url}/api/auth/login`, {
    method: "POST",
    headers: {
      ...json,
      "x-forwarded-for": memberAddress(k),
      "x-device-fingerprint": fingerprint,
      "x-device-label": label,
      cookie: deviceCookies.get(k)!,
    },
    body: JSON.stringify({ username: `member${k}`, password: PASSWORD }),
  });
}

const percentile = (sorted: number[], q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0));
const tally = (statuses: number[]) =>
  Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, statuses.filter((t) => t === s).length]));

async function runShape(url: string, shape: Shape, shapeIndex: number) {
  const member: number[] = [];
  const memberStatuses: number[] = [];
  const floodStatuses: number[] = [];
  const floodSeconds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const flood = [
      ...Array.from({ length: shape.registrations }, (_, i) =>
        badRegistration(url, addressOf(shapeIndex, round, 0, i, shape.addresses), `${shapeIndex}-${round}-${i}`),
      ),
      ...Array.from({ length: shape.signIns }, (_, i) =>
        badSignIn(url, addressOf(shapeIndex, round, 1, i, shape.addresses), `${shapeIndex}-${round}-${i}`),
      ),
    ];
    const sampled = Array.from({ length: MEMBER_SIGN_INS_PER_ROUND }, async (_, k) => {
      await Bun.sleep(k * MEMBER_SPACING_MS);
      return memberSignIn(url, k);
    });
    for (const reply of await Promise.all(sampled)) {
      member.push(reply.ms);
      memberStatuses.push(reply.status);
    }
    for (const reply of await Promise.all(flood)) floodStatuses.push(reply.status);
    floodSeconds.push((performance.now() - started) / 1000);
    await Bun.sleep(300);
  }
  member.sort((a, b) => a - b);
  const figure = {
    shape: shape.name,
    flood: {
      registrations: shape.registrations,
      signIns: shape.signIns,
      addresses: shape.addresses === "few" ? FEW_ADDRESSES * (shape.signIns ? 2 : 1) : shape.registrations + shape.signIns,
    },
    rounds: ROUNDS,
    memberSignIns: member.length,
    memberStatuses: tally(memberStatuses),
    memberP50Ms: percentile(member, 0.5),
    memberP99Ms: percentile(member, 0.99),
    memberMaxMs: Math.round(member.at(-1)!),
    floodStatuses: tally(floodStatuses),
    floodSecondsPerRound: Number((floodSeconds.reduce((a, b) => a + b, 0) / floodSeconds.length).toFixed(2)),
  };
  console.log(
    `${shape.name.padEnd(14)} member sign-in p50 ${figure.memberP50Ms} ms  p99 ${figure.memberP99Ms} ms  max ${figure.memberMaxMs} ms  ${JSON.stringify(figure.memberStatuses)}  flood ${JSON.stringify(figure.floodStatuses)} in ${figure.floodSecondsPerRound} s`,
  );
  return figure;
}

const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-fair-"));
await seed(dataDir);
const command = process.env.BENCH_SERVER_COMMAND?.split(" ") ?? [BINARY];
const server = await startServer({ dataDir, command, env: { AAN_TRUSTED_PROXIES: "127.0.0.1" } });
try {
  // One sign-in first: the decoy hash and the first argon2 run are not what is measured.
  await memberSignIn(server.url, 0);
  const shapes = [];
  const chosen = process.env.BENCH_SHAPES?.split(",");
  for (const [index, shape] of SHAPES.entries())
    if (!chosen || chosen.includes(shape.name)) shapes.push(await runShape(server.url, shape, index));
  const results = {
    recordedAt: new Date().toISOString(),
    machine: `2 cores shared with other work (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} at the end), loopback`,
    server: process.env.BENCH_SERVER_COMMAND ?? "dist/aan",
    command: `bun run build && BENCH_ROUNDS=${ROUNDS} bun bench/sign-in-fairness.ts`,
    goal: "member sign-in p99 < 1000 ms",
    shapes,
  };
  if (process.env.BENCH_RESULTS !== "none") {
    writeFileSync(join(ROOT, "bench/results/sign-in-fairness-latest.json"), JSON.stringify(results, null, 2) + "\n");
    console.log("\nwritten bench/results/sign-in-fairness-latest.json");
  } else console.log(JSON.stringify(results));
} finally {
  await server.stop();
}
