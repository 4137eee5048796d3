// The member's security page at 100,000 audit rows (decision 0137): the built binary answers a
// member's GET /api/account/security (the newest page of both lists, and pages deep in both after
// a cursor) under `wrk -t1 -c50` for BENCH_DURATION seconds each, in BENCH_ROUNDS rounds. Goal: the
// figures at 100,000 rows within 15% of those at 2,000 (BENCH_AUDIT_ROWS=2000). The audit log
// holds AUDIT_ROWS rows (admins' work on every member, sign-in refusals, reads), the measured
// member's among them; the activity log as many sign-ins, the member's among them. The plans of the
// page's two reads are printed and kept: each must read its own index, newest first, no sort.
// Writes bench/results/security-page-latest.json (a smaller seed: security-page-<rows>-rows-latest.json).
//
//   npm run build && bun bench/security-page.ts
//   BENCH_AUDIT_ROWS=2000 bun bench/security-page.ts   (the small seed the full one is compared with)
//   BENCH_DATA_DIR=<a folder seeded by an earlier run> bun bench/security-page.ts   (measures again without seeding)
import { Database } from "bun:sqlite";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { closeDatabase, writeTransaction } from "#core/db/db";
import { SECURITY_PAGE_SIZE } from "#shared/security-page";
import { benchContext, benchDevice, benchMemberHeaders, insertPlainMembers, seedAdminAndMember } from "./bench-seed";
import { CONNECTIONS, createListingRunner, ROUNDS } from "./listing-calls";
import { DURATION_S, startBinary } from "./load-tools";

const ROOT = resolve(import.meta.dir, "..");
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 100_000);
const MEMBERS = Math.max(10, Math.round(AUDIT_ROWS / 20));
/** The measured member's share: 2% of the audit rows are admins' changes to their account, 3% of the sign-ins theirs. */
const OWN_ACTIONS = Math.round(AUDIT_ROWS * 0.02);
const OWN_SIGN_INS = Math.round(AUDIT_ROWS * 0.03);
const DEVICE = benchDevice("bench-security-device");
/** The full seed's figures, and a small seed's beside them: the two say whether the log's size slows the page. */
const OUT = AUDIT_ROWS === 100_000 ? "security-page-latest.json" : `security-page-${AUDIT_ROWS}-rows-latest.json`;
const MEMBER_ACTIONS = [
  "members.max_devices",
  "subscriptions.activate",
  "members.reset_devices",
  "subscriptions.cancel",
  "members.deactivate",
];
const OTHER_ACTIONS = ["access", "member.login", "codes.generate", "claims.status", "login"];
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * The admin, the measured member (registered as the web would) and MEMBERS others; AUDIT_ROWS
 * audit rows over the last year, half of them admins' changes to members (OWN_ACTIONS on the
 * measured member), the rest reads and refusals with no member; as many sign-in rows in the
 * activity log (OWN_SIGN_INS the member's). Straight SQL in one transaction: seeding is not measured.
 */
async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  const memberId = await seedAdminAndMember(ctx, "BENCH-SECURITY", DEVICE, {
    username: "watched",
    lastName: "Watched",
    email: "watched@bench.test",
    phone: "(555) 010-0004",
  });
  const sqlite = ctx.db.$client;
  const adminId = (sqlite.query("SELECT id FROM admin_accounts LIMIT 1").get() as { id: string }).id;
  const now = Date.now();
  const yearMs = 365 * 24 * 3600 * 1000;
  writeTransaction(ctx.db, () => {
    const others = insertPlainMembers(ctx, MEMBERS);
    const audit = sqlite.prepare(
      "INSERT INTO admin_audit_log (at, actor, admin_id, client_address, user_agent, action, outcome, detail, member_id) VALUES (?, 'admin:bench', ?, '198.51.100.7', ?, ?, 'success', ?, ?)",
    );
    // Spread over the year in time order, the measured member's rows among everyone's.
    const ownEvery = Math.max(1, Math.floor(AUDIT_ROWS / Math.max(1, OWN_ACTIONS)));
    for (let i = 0; i < AUDIT_ROWS; i++) {
      const at = now - yearMs + Math.floor((i / AUDIT_ROWS) * yearMs);
      if (i % ownEvery === 0) {
        audit.run(at, adminId, UA, MEMBER_ACTIONS[i % MEMBER_ACTIONS.length]!, `member=watched maxDevices=${2 + (i % 3)}`, memberId);
      } else if (i % 2 === 0) {
        audit.run(at, adminId, UA, MEMBER_ACTIONS[i % MEMBER_ACTIONS.length]!, `member=member${i % MEMBERS}`, others[i % MEMBERS]!);
      } else {
        audit.run(at, adminId, UA, OTHER_ACTIONS[i % OTHER_ACTIONS.length]!, "GET /api/admin/members", null);
      }
    }
    const signIn = sqlite.prepare(
      "INSERT INTO user_activity_log (id, user_id, action, description, metadata, ip_address, approximate_address, user_agent, created_at) VALUES (?, ?, 'login', 'Signed in on Bench', ?, '203.0.113.9', '203.0.113.0/24', ?, ?)",
    );
    const metadata = JSON.stringify({ device: "Bench", method: "password" });
    const ownSignInEvery = Math.max(1, Math.floor(AUDIT_ROWS / Math.max(1, OWN_SIGN_INS)));
    for (let i = 0; i < AUDIT_ROWS; i++) {
      const at = now - yearMs + Math.floor((i / AUDIT_ROWS) * yearMs);
      signIn.run(crypto.randomUUID(), i % ownSignInEvery === 0 ? memberId : others[i % MEMBERS]!, metadata, UA, at);
    }
  });
  closeDatabase(ctx.db);
}

type SecurityAnswer = {
  signIns: { id: string }[];
  signInsNext: string | null;
  adminActions: { id: number }[];
  adminActionsNext: number | null;
};

/** Walks both lists to their ends (the admin actions up to 200 pages) and answers every page's URL. */
async function pagePaths(base: string, headers: Record<string, string>) {
  const get = async (path: string) => {
    const res = await fetch(base + path, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as SecurityAnswer;
  };
  const signIns: string[] = [];
  for (let next = (await get("/api/account/security")).signInsNext; next; next = (await get(signIns.at(-1)!)).signInsNext)
    signIns.push(`/api/account/security?signInsAfter=${next}`);
  const actions: string[] = [];
  for (let next = (await get("/api/account/security")).adminActionsNext; next && actions.length < 200;)
    next = (await get(actions[actions.push(`/api/account/security?adminActionsAfter=${next}`) - 1]!)).adminActionsNext;
  return { signIns, actions };
}

/** The plans SQLite chooses for the page's two list reads, on the seeded file. */
function queryPlans(dataDir: string) {
  const db = new Database(join(dataDir, "aan.db"), { readonly: true });
  const member = (db.query("SELECT id FROM users WHERE username = 'watched'").get() as { id: string }).id;
  const plan = (query: string, ...params: (string | number)[]) =>
    (db.query(`EXPLAIN QUERY PLAN ${query}`).all(...params) as { detail: string }[]).map((row) => row.detail);
  const plans = {
    signIns: plan(
      "SELECT id FROM user_activity_log WHERE user_id = ? AND action = 'login' AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?",
      member,
      Date.now(),
      "~",
      SECURITY_PAGE_SIZE + 1,
    ),
    adminActions: plan(
      "SELECT id FROM admin_audit_log WHERE member_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
      member,
      1e12,
      SECURITY_PAGE_SIZE + 1,
    ),
  };
  const rows = {
    audit: (db.query("SELECT count(*) AS n FROM admin_audit_log").get() as { n: number }).n,
    ownActions: (db.query("SELECT count(*) AS n FROM admin_audit_log WHERE member_id = ?").get(member) as { n: number }).n,
    signIns: (db.query("SELECT count(*) AS n FROM user_activity_log WHERE action = 'login'").get() as { n: number }).n,
    ownSignIns: (
      db.query("SELECT count(*) AS n FROM user_activity_log WHERE action = 'login' AND user_id = ?").get(member) as { n: number }
    ).n,
  };
  db.close();
  for (const [name, steps] of Object.entries(plans)) console.log(`plan of ${name}: ${steps.join(" / ")}`);
  const readsItsIndex = (steps: string[], index: string) =>
    steps.some((s) => s.includes(index)) && !steps.some((s) => s.includes("TEMP B-TREE"));
  if (
    !readsItsIndex(plans.signIns, "user_activity_log_user_action_idx") ||
    !readsItsIndex(plans.adminActions, "admin_audit_log_member_idx")
  )
    throw new Error("a list of the security page does not read its own index in order");
  return { plans, rows };
}

const reused = process.env.BENCH_DATA_DIR;
const dataDir = reused ?? mkdtempSync(join(tmpdir(), "aan-bench-security-"));
let seedSeconds: number | null = null;
if (reused) {
  const db = new Database(join(reused, "aan.db"));
  // The earlier run's sign-in holds a device; this run signs in as a new client.
  db.run(
    "DELETE FROM devices WHERE user_id = (SELECT id FROM users WHERE username = 'watched') AND device_label = 'Bench member' AND rowid <> (SELECT min(rowid) FROM devices WHERE user_id = (SELECT id FROM users WHERE username = 'watched'))",
  );
  db.close();
  console.log(`measuring again on ${reused}`);
} else {
  console.log(`seeding ${AUDIT_ROWS.toLocaleString("en-US")} audit rows and as many sign-ins in ${dataDir} …`);
  const started = performance.now();
  await seed(dataDir);
  seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`seeded in ${seedSeconds} s`);
}
const { plans, rows } = queryPlans(dataDir);
console.log(`rows: ${JSON.stringify(rows)}`);

const server = await startBinary(dataDir);
const { runRounds, commands } = createListingRunner({ warmUps: 5, nameWidth: 64 });
try {
  const member = await benchMemberHeaders(server.url, "watched", DEVICE);
  const pages = await pagePaths(server.url, member);
  console.log(`pages: ${pages.signIns.length + 1} of sign-ins, ${pages.actions.length + 1} of admin actions walked`);
  const call = (name: string, headers: Record<string, string>, paths: string[]) => ({ name, base: server.url, headers, paths });
  const figures = await runRounds([
    call("member: the security page, newest of both lists", member, ["/api/account/security"]),
    call("member: sign-ins, a page after a cursor, at random", member, pages.signIns),
    call("member: admin actions, a page after a cursor, at random (up to 200)", member, pages.actions),
    call("baseline on the same machine: GET /api/health", {}, ["/api/health"]),
  ]);
  const results = {
    recordedAt: new Date().toISOString(),
    command: `bun bench/security-page.ts (after npm run build)${AUDIT_ROWS === 100_000 ? "" : ` with BENCH_AUDIT_ROWS=${AUDIT_ROWS}`}`,
    wrk: commands,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    machine: "2 cores shared by the server, wrk and other work on the machine, loopback",
    goal: "at 100,000 audit rows, each list as fast as at 2,000 (within 15%: the log's size does not slow the page); p99 at 50 connections recorded (decision 0137)",
    seeded: { auditRows: AUDIT_ROWS, members: MEMBERS + 1, seedSeconds },
    rows,
    plans,
    serverCommand: process.env.BENCH_SERVER_COMMAND ?? "dist/aan",
    http: figures,
  };
  writeFileSync(join(ROOT, "bench/results", OUT), JSON.stringify(results, null, 2) + "\n");
  console.log(`\nwritten bench/results/${OUT}`);
} finally {
  server.child.kill("SIGTERM");
  await server.child.exited;
}
