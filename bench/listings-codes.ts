// The invitation code lists at 100,000 codes (decision 0044): the built binary answers pages,
// status pages and searches of GET /api/admin/invitation-codes?status=&q=&page=&pageSize= under
// `wrk -t1 -c50` for 10 s each; goal p99 ≤ 20 ms. Each call is run twice: one URL over and over
// (what a panel re-reading a page sends: the server's page cache answers), and a mix of URLs
// chosen at random per request by a wrk script, more of them than the cache keeps (256), so most
// are computed (what many admins, or one admin paging through, send). Also the
// first read after a change (the counters are counted again), and a check that the counters equal
// counts made straight in the database. Writes bench/results/listings-codes-latest.json.
//
//   npm run build && bun bench/listings-codes.ts
import { Database } from "bun:sqlite";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cliActor } from "#core/actor";
import { setupFirstAdmin } from "#core/admins/admins";
import { closeDatabase, databasePath, writeTransaction } from "#core/db/db";
import { insertRandomCodes } from "#core/invitation-codes/invitation-codes";
import { CONNECTIONS, createListingRunner, type ListingFigure as Figure } from "./listing-calls";
import { DURATION_S, startBinary } from "./load-tools";
import { benchContext } from "./bench-seed";

const ROOT = resolve(import.meta.dir, "..");
const PASSWORD = "bench-password-1";
const CODES = 100_000;
const BATCH = 100;
const DAY = 86_400_000;

/**
 * 100,000 codes in batches of 100 a minute apart (as generate makes them), straight through the
 * repository in one transaction; then, by rowid, 10% redeemed, 20% assigned, a batch in seven
 * expired and one in seven expiring later. Seeding is not what is measured.
 */
async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  await setupFirstAdmin(ctx, cliActor("bench"), {
    username: "bench",
    fullName: "Bench Admin",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const now = Date.now();
  const start = now - (CODES / BATCH) * 60_000;
  writeTransaction(ctx.db, (tx) => {
    for (let b = 0; b < CODES / BATCH; b++) {
      const expiresAt = b % 7 === 0 ? new Date(now - DAY) : b % 7 === 3 ? new Date(now + 30 * DAY) : null;
      insertRandomCodes(tx, BATCH, new Date(start + b * 60_000), expiresAt);
    }
  });
  const sqlite = ctx.db.$client;
  sqlite.run(
    `UPDATE invitation_codes SET assignee_type = 'person', assignee_username = 'user' || rowid, assignee_first_name = 'First' || rowid,
       assignee_last_name = 'Last' || rowid, assignee_email = 'user' || rowid || '@example.com',
       assignee_phone = '(555) ' || substr('000' || (rowid % 1000), -3) || '-' || substr('0000' || rowid, -4), assigned_at = created_at
     WHERE rowid % 5 = 1`,
  );
  sqlite.run("UPDATE invitation_codes SET is_used = 1, used_at = created_at + 1000 WHERE rowid % 10 = 0");
  const samples = sqlite.query("SELECT code FROM invitation_codes WHERE rowid % 97 = 0 LIMIT 1000").all() as Array<{ code: string }>;
  closeDatabase(ctx.db);
  return { sampleCodes: samples.map((s) => s.code) };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

const { run: runCall, commands } = createListingRunner({ warmUps: 50, nameWidth: 52 });
const run = (name: string, base: string, cookie: string, paths: string[]) => runCall(name, base, { cookie }, paths);

/** The first page read after a change: the counters are counted again (median of 5). */
async function firstReadAfterChange(base: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const made = await fetch(`${base}/api/admin/invitation-codes`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ count: 1 }),
    });
    if (!made.ok) throw new Error(`generate failed: ${made.status}`);
    const started = performance.now();
    await (await fetch(`${base}/api/admin/invitation-codes?status=unused&page=1`, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  const medianMs = Number(times.sort((a, b) => a - b)[2]!.toFixed(1));
  console.log(`${"first page read after a change (counters recounted)".padEnd(52)} median ${medianMs} ms of 5`);
  return { name: "GET ?status=unused&page=1 right after POST (generate 1)", medianMs };
}

/** The answer's counters against counts made straight in the database file. */
async function countersExact(base: string, cookie: string, dataDir: string) {
  const answer = (await (await fetch(`${base}/api/admin/invitation-codes?pageSize=1`, { headers: { cookie } })).json()) as {
    counts: Record<string, number>;
  };
  const db = new Database(databasePath(dataDir), { readonly: true });
  const now = Date.now();
  const count = (where: string) => (db.query(`SELECT count(*) AS n FROM invitation_codes WHERE ${where}`).get({ now }) as { n: number }).n;
  const unexpired = "(expires_at IS NULL OR expires_at > $now)";
  const direct = {
    active: count(`is_used = 0 AND ${unexpired}`),
    used: count("is_used = 1"),
    expired: count("is_used = 0 AND expires_at <= $now"),
    total: count("1"),
    assigned: count(`is_used = 0 AND ${unexpired} AND assignee_username IS NOT NULL`),
    unassigned: count(`is_used = 0 AND ${unexpired} AND assignee_username IS NULL`),
  };
  db.close();
  const exact = JSON.stringify(answer.counts) === JSON.stringify(direct);
  console.log(
    `counters ${JSON.stringify(answer.counts)} ${exact ? "= the database's counts" : `≠ the database's ${JSON.stringify(direct)}`}`,
  );
  return { answer: answer.counts, database: direct, exact };
}

const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-codes-"));
console.log(`seeding ${dataDir} (${CODES.toLocaleString("en")} codes) …`);
const seededAt = performance.now();
const { sampleCodes } = await seed(dataDir);
const sampleCode = sampleCodes[0]!;
console.log(`seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
const server = await startBinary(dataDir);
console.log(`server ${server.url} (pid ${server.child.pid}); wrk -t1 -c${CONNECTIONS}, ${DURATION_S} s per run\n`);
const L = "/api/admin/invitation-codes";
const pages = (from: number, to: number, query = "") => Array.from({ length: to - from + 1 }, (_, i) => `${L}?${query}page=${from + i}`);
// Searches that find a few rows each: code fragments (4 characters) and assignees' usernames.
const codeFragments = sampleCodes.map((code, i) => `${L}?q=${encodeURIComponent(code.slice(i % 10, (i % 10) + 4))}`);
const assigneeSearches = Array.from({ length: 1000 }, (_, i) => `${L}?q=user${(i * 37 + 11) * 5 + 1}`);
const shortSearches = ["A", "B", "Q7", "K9", "ZZ", "3", "9X", "M", "-A", "7"].map((q) => `${L}?q=${encodeURIComponent(q)}`);
try {
  const cookie = await login(server.url);
  const figures: Figure[] = [];
  // One URL over and over.
  figures.push(await run("page 1 (every code)", server.url, cookie, [`${L}?page=1`]));
  figures.push(await run("deep page 1000 (every code, offset 49,950)", server.url, cookie, [`${L}?page=1000`]));
  figures.push(await run("status page: unused, page 1000", server.url, cookie, [`${L}?status=unused&page=1000`]));
  figures.push(await run("status page: assigned, page 100", server.url, cookie, [`${L}?status=assigned&page=100`]));
  figures.push(
    await run(`FTS search q=${sampleCode.slice(5, 9)} (a code fragment)`, server.url, cookie, [`${L}?q=${sampleCode.slice(5, 9)}`]),
  );
  figures.push(await run("FTS search q=user4241 (an assignee)", server.url, cookie, [`${L}?q=user4241`]));
  figures.push(await run("short search q=Q7 (LIKE)", server.url, cookie, [`${L}?q=Q7`]));
  // A different URL per request.
  figures.push(await run("mix: pages 1-2000 of every code", server.url, cookie, pages(1, 2000)));
  figures.push(await run("mix: unused pages 1-1800", server.url, cookie, pages(1, 1800, "status=unused&")));
  figures.push(await run("mix: 1000 assignee searches (FTS)", server.url, cookie, assigneeSearches));
  figures.push(await run("mix: 1000 code-fragment searches (FTS)", server.url, cookie, codeFragments));
  figures.push(await run("mix: 10 short searches (LIKE; each computed once, then kept)", server.url, cookie, shortSearches));
  const afterChange = await firstReadAfterChange(server.url, cookie);
  const counters = await countersExact(server.url, cookie, dataDir);
  const results = {
    recordedAt: new Date().toISOString(),
    command: "bun bench/listings-codes.ts (after npm run build)",
    wrk: commands,
    machine: "2 cores shared by the server and wrk, loopback",
    goal: "p99 ≤ 20 ms at 50 connections (issue 13)",
    seeded: { invitationCodes: CODES + 20, redeemed: "10%", assigned: "20%", expiredBatches: "1 in 7" },
    http: figures,
    firstReadAfterChange: afterChange,
    counters,
  };
  writeFileSync(join(ROOT, "bench/results/listings-codes-latest.json"), JSON.stringify(results, null, 2) + "\n");
  console.log("\nwritten bench/results/listings-codes-latest.json");
} finally {
  server.child.kill("SIGTERM");
  await server.child.exited;
}
