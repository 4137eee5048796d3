// The credibility listings at 100,000 entries (decision 0045): the built binary answers the
// admins' pages and searches of GET /api/admin/credibility-entries?q=&page=&pageSize= and the
// members' search GET /api/credibility-entries?q=&claimType=&page= under `wrk -t1 -c50` for
// 10 s each; goal p99 ≤ 20 ms. Each call is run with one URL over and over (a panel re-reading a
// page), and mixes send a URL chosen at random per request by a wrk script: every page of the
// list, or thousands of different searches (most of them computed: an FTS5 lookup each). Also
// the first read after a change (the order of the list is worked out again), and a check that
// the totals equal counts made straight in the database. Writes
// bench/results/listings-credibility-latest.json.
//
//   npm run build && bun bench/listings-credibility.ts
import { Database } from "bun:sqlite";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cliActor } from "#core/actor";
import { insertEntries, type CredibilityInsert } from "#core/credibility/credibility-repository";
import { closeDatabase, databasePath, writeTransaction } from "#core/db/db";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { CONNECTIONS, createListingRunner, type ListingFigure as Figure } from "./listing-calls";
import { DURATION_S, startBinary } from "./load-tools";
import { benchAdminCookie, benchContext, benchDevice, benchMemberHeaders, seedAdminAndMember } from "./bench-seed";

const ROOT = resolve(import.meta.dir, "..");
const ENTRIES = 100_000;
const DEVICE = benchDevice("bench-credibility-device", "Bench reader");

const FIRST = ["Bob", "Ana", "Luis", "Mia", "Omar", "Zoe", "Ivan", "Kim", "Raj", "Eva"];
const LAST = ["Builder", "Roofer", "Mason", "Glazier", "Carpenter", "Plumber", "Painter", "Framer"];
const TYPES = ["Hail", "Wind", "Water", "Fire", "Flood"];

/**
 * 100,000 entries written through the repository in one transaction (their createdAt a minute
 * apart, as if added over two months; "Contractor 99999" is the newest), 10% with notes and 2%
 * inactive; an admin; a paying member (no access window) signed in on one device.
 */
async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  const actor = cliActor("bench");
  await seedAdminAndMember(ctx, "BENCH-READER", DEVICE, {
    username: "reader",
    lastName: "Reader",
    email: "reader@bench.test",
    phone: "(555) 010-0002",
  });
  activateSubscription(ctx, actor, "reader", { plan: "assassin", frequency: "monthly" });
  const start = Date.now() - ENTRIES * 60_000;
  const entry = (i: number): CredibilityInsert => ({
    contractorName: `Contractor ${i} ${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
    contractorCompany: `${LAST[(i >> 3) % LAST.length]} ${i % 997} Roofing LLC`,
    contractorAddress: `${i} Main St, Tampa, FL`,
    clientName: `Client ${i} ${FIRST[(i >> 2) % FIRST.length]}`,
    clientAddress: `${i} Palm Ave, Tampa, FL`,
    claimType: TYPES[i % TYPES.length]!,
    originalAmountCents: 1_000_000 + i,
    finalAmountCents: 2_000_000 + i,
    notes: i % 10 === 0 ? `Supplement ${i} approved after appraisal demand` : null,
    isActive: i % 50 !== 0,
    createdAt: new Date(start + i * 60_000),
    updatedAt: new Date(start + i * 60_000),
  });
  writeTransaction(ctx.db, (tx) => {
    for (let from = 0; from < ENTRIES; from += 500)
      insertEntries(
        tx,
        Array.from({ length: 500 }, (_, k) => entry(from + k)),
      );
  });
  closeDatabase(ctx.db);
}

const { run, commands } = createListingRunner({ warmUps: 5, nameWidth: 58 });

/** A single read timed from the client, right after a change (median of 5). */
async function firstReadAfterChange(base: string, cookie: string, name: string, path: string) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const made = await fetch(`${base}/api/admin/credibility-entries`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        contractorName: `Fresh ${i}`,
        contractorCompany: "Fresh Co",
        contractorAddress: "1 New St",
        clientName: "New Client",
        clientAddress: "2 New St",
        claimType: "Wind",
      }),
    });
    if (!made.ok) throw new Error(`create failed: ${made.status}`);
    const started = performance.now();
    await (await fetch(base + path, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  const medianMs = Number(times.sort((a, b) => a - b)[2]!.toFixed(1));
  console.log(`${`first read after a change: ${name}`.padEnd(58)} median ${medianMs} ms of 5`);
  return { name: `GET ${path} right after POST (a new entry)`, medianMs };
}

/** The answers' totals against counts made straight in the database file. */
async function totalsExact(base: string, cookie: string, member: Record<string, string>, dataDir: string) {
  const total = async (path: string, headers: Record<string, string>) =>
    ((await (await fetch(base + path, { headers })).json()) as { total: number }).total;
  const answers = {
    adminAll: await total("/api/admin/credibility-entries?pageSize=1", { cookie }),
    adminSearch: await total("/api/admin/credibility-entries?q=roofer&pageSize=1", { cookie }),
    memberAll: await total("/api/credibility-entries", member),
    memberHail: await total("/api/credibility-entries?q=appraisal&claimType=hail", member),
  };
  const db = new Database(databasePath(dataDir), { readonly: true });
  const count = (where: string) => (db.query(`SELECT count(*) AS n FROM credibility_entries WHERE ${where}`).get() as { n: number }).n;
  const searched =
    "(contractor_name LIKE '%roofer%' OR contractor_company LIKE '%roofer%' OR client_name LIKE '%roofer%' OR claim_type LIKE '%roofer%' OR notes LIKE '%roofer%')";
  const direct = {
    adminAll: count("1"),
    adminSearch: count(searched),
    memberAll: count("is_active = 1"),
    memberHail: count("is_active = 1 AND notes LIKE '%appraisal%' AND lower(claim_type) = 'hail'"),
  };
  db.close();
  const exact = JSON.stringify(answers) === JSON.stringify(direct);
  console.log(`totals ${JSON.stringify(answers)} ${exact ? "= the database's counts" : `≠ the database's ${JSON.stringify(direct)}`}`);
  return { answers, database: direct, exact };
}

const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-credibility-"));
console.log(`seeding ${dataDir} (${ENTRIES.toLocaleString("en")} credibility entries) …`);
const seededAt = performance.now();
await seed(dataDir);
const seedSeconds = Number(((performance.now() - seededAt) / 1000).toFixed(1));
console.log(`seeded in ${seedSeconds} s`);
const server = await startBinary(dataDir);
console.log(`server ${server.url} (pid ${server.child.pid}); wrk -t1 -c${CONNECTIONS}, ${DURATION_S} s per run\n`);
const A = "/api/admin/credibility-entries";
const M = "/api/credibility-entries";
const random = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ((i + 1) * 7919 * seed) % ENTRIES);
try {
  const cookie = await benchAdminCookie(server.url);
  const admin = { cookie };
  const member = await benchMemberHeaders(server.url, "reader", DEVICE);
  const figures: Figure[] = [];
  // One URL over and over.
  figures.push(await run("admin page 1 (50 entries)", server.url, admin, [`${A}?page=1`]));
  figures.push(await run("admin deep page 1000 (offset 49,950)", server.url, admin, [`${A}?page=1000`]));
  figures.push(await run("admin FTS search q=contractor 4242", server.url, admin, [`${A}?q=contractor%204242`]));
  figures.push(await run("admin FTS search q=roofer, page 300 (~23,000 matches)", server.url, admin, [`${A}?q=roofer&page=300`]));
  figures.push(await run("admin short search q=42 (LIKE)", server.url, admin, [`${A}?q=42`]));
  figures.push(await run("member search page 1 (20 entries)", server.url, member, [`${M}?page=1`]));
  figures.push(await run("member search q=contractor 4242", server.url, member, [`${M}?q=contractor%204242`]));
  figures.push(await run("member search claimType=Hail, page 900", server.url, member, [`${M}?claimType=Hail&page=900`]));
  // A different URL per request.
  figures.push(
    await run(
      "mix: admin pages 1-2000",
      server.url,
      admin,
      Array.from({ length: 2000 }, (_, i) => `${A}?page=${i + 1}`),
    ),
  );
  figures.push(
    await run(
      "mix: 5000 admin FTS searches (contractor N)",
      server.url,
      admin,
      random(5000, 13).map((n) => `${A}?q=contractor%20${n}`),
    ),
  );
  figures.push(
    await run(
      "mix: member search pages 1-4900",
      server.url,
      member,
      Array.from({ length: 4900 }, (_, i) => `${M}?page=${i + 1}`),
    ),
  );
  figures.push(
    await run(
      "mix: 5000 member FTS searches (client N)",
      server.url,
      member,
      random(5000, 17).map((n) => `${M}?q=client%20${n}`),
    ),
  );
  const afterChange = [
    await firstReadAfterChange(server.url, cookie, "admin page 1", `${A}?page=1`),
    await firstReadAfterChange(server.url, cookie, "admin q=roofer (~23,000 matches)", `${A}?q=roofer`),
    await firstReadAfterChange(server.url, cookie, "admin q=contractor (every entry)", `${A}?q=contractor`),
  ];
  const totals = await totalsExact(server.url, cookie, member, dataDir);
  const results = {
    recordedAt: new Date().toISOString(),
    command: "bun bench/listings-credibility.ts (after npm run build)",
    wrk: commands,
    machine: "2 cores shared by the server and wrk (and other work on the machine), loopback",
    goal: "p99 ≤ 20 ms at 50 connections (issue 13)",
    seeded: { credibilityEntries: ENTRIES, inactive: "2%", withNotes: "10%", seconds: seedSeconds },
    http: figures,
    firstReadAfterChange: afterChange,
    totals,
  };
  writeFileSync(join(ROOT, "bench/results/listings-credibility-latest.json"), JSON.stringify(results, null, 2) + "\n");
  console.log("\nwritten bench/results/listings-credibility-latest.json");
} finally {
  server.child.kill("SIGTERM");
  await server.child.exited;
}
