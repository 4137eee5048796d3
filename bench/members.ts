// The members' side under load (decisions 0023 and 0045): member sign-ins at 50 concurrent (rate and p99),
// GET /api/auth/user (the call every page makes) against GET /api/health on the same run, and the
// members' credibility search at 100,000 entries. Writes bench/results/members-latest.json.
//
//   npm run build && bun bench/members.ts
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cliActor } from "#core/actor";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { closeDatabase } from "#core/db/db";
import { load, startBinary, TOOL, type Figure } from "./load-tools";
import { benchContext, cookiesSetBy, registerBenchMember } from "./bench-seed";

const ROOT = resolve(import.meta.dir, "..");
const MEMBERS = 200;
const ENTRIES = 100_000;
const PASSWORD = "bench-Member-1";
const SIGN_IN_SECONDS = 10;
const SIGN_IN_CONCURRENCY = 50;

const device = (i: number) => ({
  fingerprint: new Bun.CryptoHasher("sha256").update(`bench-device-${i}`).digest("hex"),
  label: `Desktop - Chrome on Linux #${i}`,
});

async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  const actor = cliActor("bench");
  await Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      const { code } = createCustomCode(ctx, actor, { code: `BENCH-${i}` });
      const { deviceCredential } = await registerBenchMember(ctx, device(i), {
        invitationCode: code.code,
        username: `member${i}`,
        password: PASSWORD,
        lastName: `Member ${i}`,
        email: `member${i}@bench.test`,
        phone: `(555) 010-${String(i).padStart(4, "0")}`,
      });
      deviceCookies.set(i, `aan_device=${deviceCredential}`);
    }),
  );
  // 100,000 entries straight into the table, in batches: seeding is not what is measured.
  const insert = ctx.db.$client.prepare(
    "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, created_at, updated_at, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
  );
  const claimTypes = ["Hail", "Wind", "Water", "Fire", "Flood"];
  const now = Date.now();
  for (let start = 0; start < ENTRIES; start += 5000) {
    ctx.db.$client.transaction(() => {
      for (let i = start; i < start + 5000; i++) {
        insert.run(
          crypto.randomUUID(),
          `Contractor ${i}`,
          `Company ${i % 997}`,
          `${i} Main St`,
          `Client ${i}`,
          `${i} Elm St`,
          claimTypes[i % 5]!,
          now - i,
          now - i,
        );
      }
    })();
  }
  closeDatabase(ctx.db);
}

/** Each member's device cookie, from their registration: every sign-in is on that one browser. */
const deviceCookies = new Map<number, string>();

async function signIn(url: string, i: number): Promise<{ cookie: string; ms: number }> {
  const started = performance.now();
  const d = device(i);
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-device-fingerprint": d.fingerprint,
      "x-device-label": d.label,
      cookie: deviceCookies.get(i)!,
    },
    body: JSON.stringify({ username: `member${i}`, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`member sign-in failed: ${res.status} ${await res.text()}`);
  return { cookie: cookiesSetBy(res), ms: performance.now() - started };
}

/** 50 workers signing members in for 10 s: sign-ins per second and the latency percentiles. */
async function signInLoad(url: string) {
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const until = performance.now() + SIGN_IN_SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        try {
          latencies.push((await signIn(url, next++ % MEMBERS)).ms);
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 60) : String(error);
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  const figure = {
    name: `POST /api/auth/login, ${SIGN_IN_CONCURRENCY} concurrent for ${SIGN_IN_SECONDS} s`,
    signIns: latencies.length,
    perSecond: Math.round(latencies.length / SIGN_IN_SECONDS),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    refused: Object.fromEntries(refusals),
  };
  console.log(
    `${figure.name.padEnd(46)} ${figure.perSecond} sign-ins/s  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms  refused ${JSON.stringify(figure.refused)}`,
  );
  return figure;
}

const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-members-"));
console.log(`seeding ${dataDir} (${MEMBERS} members, ${ENTRIES} credibility entries) …`);
await seed(dataDir);
const server = await startBinary(dataDir);
try {
  const signInFigure = await signInLoad(server.url);
  const { cookie } = await signIn(server.url, 0);
  const d = device(0);
  const member = { cookie, "x-device-fingerprint": d.fingerprint, "x-device-label": d.label };
  const figures: Figure[] = [];
  figures.push(await load("GET /api/health", `${server.url}/api/health`));
  figures.push(await load("GET /api/auth/user (signed-in member)", `${server.url}/api/auth/user`, member));
  figures.push(await load("GET /api/credibility-entries 100k, page 1", `${server.url}/api/credibility-entries`, member));
  figures.push(
    await load("GET /api/credibility-entries 100k, q=contractor 4242", `${server.url}/api/credibility-entries?q=contractor%204242`, member),
  );
  figures.push(
    await load(
      "GET /api/credibility-entries 100k, claimType=Hail p.2000",
      `${server.url}/api/credibility-entries?claimType=Hail&page=1000`,
      member,
    ),
  );
  const results = {
    recordedAt: new Date().toISOString(),
    machine: "2 cores, loopback",
    tool: TOOL,
    seeded: { members: MEMBERS, credibilityEntries: ENTRIES },
    signIns: signInFigure,
    http: figures,
  };
  writeFileSync(join(ROOT, "bench/results/members-latest.json"), JSON.stringify(results, null, 2) + "\n");
  console.log("\nwritten bench/results/members-latest.json");
} finally {
  server.child.kill("SIGTERM");
  await server.child.exited;
}
