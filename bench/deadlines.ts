// The due lists at 100,000 claims with their events: the built binary answers
// GET /api/admin/deadlines?due=overdue, ?due=7d&owedBy=carrier and a member's GET /api/deadlines?due=7d
// under `wrk -t1 -c50` for BENCH_DURATION seconds each; goal p99 ≤ 20 ms. Each list is run on its
// first page over and over, and on a mix of its pages chosen at random per request, each page
// asked for after the `next` cursor of the page before (as a client pages), and the overdue list's
// deepest page alone. The stored
// deadlines are computed by the server's own start (no fingerprint yet: every claim is computed),
// which is timed too. Writes bench/results/deadlines-latest.json.
//
//   npm run build && bun bench/deadlines.ts
//   BENCH_DATA_DIR=<a folder seeded by an earlier run> bun bench/deadlines.ts   (measures again without seeding)
//   BENCH_CLAIMS=2000 BENCH_DURATION=1 bun bench/deadlines.ts   (only to see that it runs: its figures mean nothing)
import { Database } from "bun:sqlite";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { addDays, todayIn } from "#shared/civil-date";
import { closeDatabase, writeTransaction } from "#core/db/db";
import type { ClaimEventKind } from "#shared/claim-events";
import { benchAdminCookie, benchContext, benchDevice, benchMemberHeaders, insertPlainMembers, seedAdminAndMember } from "./bench-seed";
import { CONNECTIONS, createListingRunner, ROUNDS } from "./listing-calls";
import { DURATION_S, startBinary } from "./load-tools";

const ROOT = resolve(import.meta.dir, "..");
// BENCH_CLAIMS seeds fewer claims, only to see that the bench runs (figures need the full 100,000).
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 100_000);
const MEMBERS = Math.min(5_000, Math.max(20, Math.floor(CLAIMS / 20)));
/** The member whose list is measured owns this many claims (every member owns CLAIMS / MEMBERS). */
const DEVICE = benchDevice("bench-deadlines-device");
const STATES = ["TX", "FL", "NY", "CA", "LA", "GA", "TX", "FL", "OH", null] as const;
/**
 * What Chromium sends with every call: the lists are measured as the web receives them, in the
 * compressed form the answer cache keeps beside the plain one (a 50-row page is 33 KB plain).
 */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** A small deterministic generator, so every run seeds the same claims. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * 5,000 members (one of them the measured member, registered as the web would), 100,000 claims
 * over the last two years in TX, FL, NY, CA, LA, GA, OH and no state, each with the events a claim
 * gathers: reported a few days after the loss, then, the older the claim the likelier, an
 * acknowledgement (sometimes late), items sent, an answer, a payment, an appraisal. Straight SQL
 * in one transaction: seeding is not what is measured.
 */
async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  const holderId = await seedAdminAndMember(ctx, "BENCH-DEADLINES", DEVICE, {
    username: "holder",
    lastName: "Holder",
    email: "holder@bench.test",
    phone: "(555) 010-0003",
  });
  const sqlite = ctx.db.$client;
  const today = todayIn(new Date(), "America/Chicago");
  const now = Date.now();
  const next = random(42);
  writeTransaction(ctx.db, () => {
    const users = [holderId, ...insertPlainMembers(ctx, MEMBERS - 1, 1)];
    const claim = sqlite.prepare(
      `INSERT INTO claims (id, user_id, claim_number, property_address, homeowner, col, dol, inspection_status, service_request_type, status, documents, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'Pat Owner', ?, ?, 'pending', 'estimate', 'submitted', '[]', ?, ?, ?)`,
    );
    const event = sqlite.prepare(
      `INSERT INTO claim_events (id, claim_id, kind, "on", note, created_by, created_at) VALUES (?, ?, ?, ?, NULL, 'seed', ?)`,
    );
    for (let i = 0; i < CLAIMS; i++) {
      const id = crypto.randomUUID();
      const state = STATES[i % STATES.length]!;
      const ageDays = Math.floor(next() * 730);
      const dol = addDays(today, -ageDays);
      claim.run(id, users[i % MEMBERS]!, `CLM-${i}`, `${i} Main St, Springfield${state ? `, ${state}` : ""}`, dol, dol, state, now, now);
      const add = (kind: ClaimEventKind, after: string, days: number) => {
        const on = addDays(after, days);
        if (on > today) return undefined;
        event.run(crypto.randomUUID(), id, kind, on, now);
        return on;
      };
      const reported = add("reported", dol, 1 + Math.floor(next() * 10));
      if (!reported) continue;
      // Younger claims are further from done: a claim of a month has a fair chance of open duties.
      const progress = Math.min(1, ageDays / 120);
      if (next() < 0.3 + 0.65 * progress) add("acknowledged", reported, Math.floor(next() * 25));
      const items = next() < 0.2 + 0.7 * progress ? add("items-sent", reported, 10 + Math.floor(next() * 30)) : undefined;
      if (!items) continue;
      const answer = next() < 0.85 * progress ? add(next() < 0.8 ? "accepted" : "denied", items, Math.floor(next() * 30)) : undefined;
      if (answer && next() < 0.8) add("paid", answer, Math.floor(next() * 10));
      if (next() < 0.1) {
        const demanded = add("appraisal-demanded", items, 20 + Math.floor(next() * 60));
        if (demanded && next() < 0.7) add("appraiser-named", demanded, Math.floor(next() * 25));
        if (demanded && next() < 0.6) add("carrier-appraiser-named", demanded, Math.floor(next() * 30));
      }
    }
  });
  const events = (sqlite.query("SELECT count(*) AS n FROM claim_events").get() as { n: number }).n;
  closeDatabase(ctx.db);
  return { events };
}

async function totalOf(base: string, headers: Record<string, string>, path: string): Promise<number> {
  const res = await fetch(base + path, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { total: number }).total;
}

/**
 * The addresses of a list's first 200 pages (or all it has) as a client pages it: each page after
 * the `next` cursor of the page before, so a deep page is read from its key in the index.
 */
async function cursorPagesOf(base: string, headers: Record<string, string>, path: string): Promise<string[]> {
  const pages = [path];
  while (pages.length < 200) {
    const res = await fetch(base + pages.at(-1)!, { headers });
    if (!res.ok) throw new Error(`${pages.at(-1)}: ${res.status} ${await res.text()}`);
    const next = ((await res.json()) as { next?: string }).next;
    if (!next) break;
    pages.push(`${path}&after=${encodeURIComponent(next)}`);
  }
  return pages;
}

const reused = process.env.BENCH_DATA_DIR;
const dataDir = reused ?? mkdtempSync(join(tmpdir(), "aan-bench-deadlines-"));
let events: number;
let seedSeconds: number | null = null;
if (reused) {
  const db = new Database(join(reused, "aan.db"));
  events = (db.query("SELECT count(*) AS n FROM claim_events").get() as { n: number }).n;
  // The earlier run's sign-in holds the member's one device; this run signs in as a new client.
  db.run("DELETE FROM devices WHERE user_id = (SELECT id FROM users WHERE username = 'holder')");
  db.close();
  console.log(`measuring again on ${reused} (${events.toLocaleString("en-US")} events)`);
} else {
  console.log(`seeding ${CLAIMS.toLocaleString("en-US")} claims in ${dataDir} …`);
  const seedStarted = performance.now();
  events = (await seed(dataDir)).events;
  seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  console.log(`seeded ${events.toLocaleString("en-US")} events in ${seedSeconds} s`);
}

// The server's start computes every claim's deadlines (no fingerprint yet) before it listens.
const startStarted = performance.now();
const server = await startBinary(dataDir);
const startSeconds = Math.round((performance.now() - startStarted) / 100) / 10;
console.log(`server listening after ${startSeconds} s${reused ? "" : " (the start computed every claim's deadlines)"}`);
const { runRounds, commands } = createListingRunner({ warmUps: 5, nameWidth: 60 });
try {
  const admin = { cookie: await benchAdminCookie(server.url), ...BROWSER_HEADERS };
  const member = { ...(await benchMemberHeaders(server.url, "holder", DEVICE)), ...BROWSER_HEADERS };
  const overdue = "/api/admin/deadlines?due=overdue";
  const carrierWeek = "/api/admin/deadlines?due=7d&owedBy=carrier";
  const memberWeek = "/api/deadlines?due=7d";
  const memberOverdue = "/api/deadlines?due=overdue";
  const totals = {
    overdue: await totalOf(server.url, admin, overdue),
    carrierWeek: await totalOf(server.url, admin, carrierWeek),
    memberWeek: await totalOf(server.url, member, memberWeek),
    memberOverdue: await totalOf(server.url, member, memberOverdue),
  };
  console.log(`rows: ${JSON.stringify(totals)}`);
  const overduePages = await cursorPagesOf(server.url, admin, overdue);
  const carrierPages = await cursorPagesOf(server.url, admin, carrierWeek);
  const call = (name: string, headers: Record<string, string>, paths: string[]) => ({ name, base: server.url, headers, paths });
  const figures = await runRounds([
    call("admin: overdue, page 1", admin, [`${overdue}&page=1`]),
    call("admin: overdue, its pages at random (up to 200, each after its cursor)", admin, overduePages),
    call(`admin: overdue, page ${overduePages.length} after its cursor`, admin, [overduePages.at(-1)!]),
    call("admin: due in 7 days, owed by the carrier, page 1", admin, [`${carrierWeek}&page=1`]),
    call("admin: due in 7 days, owed by the carrier, pages at random (each after its cursor)", admin, carrierPages),
    call("member: due in 7 days (their own 20 claims)", member, [memberWeek]),
    call("member: overdue (their own 20 claims)", member, [memberOverdue]),
    call("baseline on the same machine: GET /api/health", BROWSER_HEADERS, ["/api/health"]),
  ]);
  const results = {
    recordedAt: new Date().toISOString(),
    command: "bun bench/deadlines.ts (after npm run build)",
    wrk: commands,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    headers: BROWSER_HEADERS,
    machine: "2 cores shared by the server, wrk and other work on the machine, loopback",
    goal: "p99 ≤ 20 ms at 50 connections for the due lists at 100,000 claims with their events (issue 42)",
    seeded: { claims: CLAIMS, members: MEMBERS, events, states: STATES.map((s) => s ?? "none"), seedSeconds },
    serverCommand: process.env.BENCH_SERVER_COMMAND ?? "dist/aan",
    // On a fresh seed the start computes every claim's deadlines (no packs' fingerprint yet).
    startSeconds,
    startComputedEveryClaim: !reused,
    rows: totals,
    http: figures,
  };
  writeFileSync(join(ROOT, "bench/results/deadlines-latest.json"), JSON.stringify(results, null, 2) + "\n");
  console.log("\nwritten bench/results/deadlines-latest.json");
} finally {
  server.child.kill("SIGTERM");
  await server.child.exited;
}
