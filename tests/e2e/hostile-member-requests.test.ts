// What a member's own requests can do to the compiled binary: a flood of refused message sends
// grows the member's activity log by a row a minute, not a row a request (decision 0094); a
// browser signed in before device cookies that restores its tabs together gets the same device
// cookie on each of their first requests, none signed out (decision 0095).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { databasePath } from "#core/db/db";
import { MESSAGES_PER_MINUTE } from "#shared/claim-messages";
import { anotherMemberWithClaim, memberWithClaim, type Uploader } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const FLOOD = 500;
const TABS = 8;

let server: RunningServer;
let member: Uploader;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  server = await startServer({ command: [BINARY] });
  member = await memberWithClaim(server.url, "flooder");
});

afterAll(async () => {
  await server?.stop();
});

/** Runs `read` on the server's database file, opened read-only beside the running server. */
function readDb<T>(read: (db: Database) => T): T {
  const db = new Database(databasePath(server.dataDir), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const activityRows = (userId: string) =>
  readDb((db) => (db.query("SELECT count(*) AS n FROM user_activity_log WHERE user_id = ?").get(userId) as { n: number }).n);

describe("a member flooding refused message sends", () => {
  test(`${FLOOD} sends: ${MESSAGES_PER_MINUTE} go through, the rest are 429, and the activity log grows by a few rows`, async () => {
    const before = activityRows(member.userId);
    const send = () =>
      fetch(`${member.url}/api/claims/${member.claimId}/messages`, {
        method: "POST",
        headers: { ...member.headers, "content-type": "application/json" },
        body: JSON.stringify({ text: "Are you there?" }),
      }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() }));
    const statuses = new Map<number, number>();
    // Ten at a time, as a script hammering the endpoint would.
    for (let sent = 0; sent < FLOOD; sent += 10) {
      for (const reply of await Promise.all(Array.from({ length: 10 }, send))) {
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        if (reply.status === 429) expect(reply.retryAfter).toMatch(/^\d+$/);
      }
    }
    // The flood may straddle a minute of the message rate: at most twice the rate goes through.
    const sentOk = statuses.get(200) ?? 0;
    expect(sentOk).toBeGreaterThanOrEqual(MESSAGES_PER_MINUTE);
    expect(sentOk).toBeLessThanOrEqual(2 * MESSAGES_PER_MINUTE);
    expect(statuses.get(429)).toBe(FLOOD - sentOk);
    const grown = activityRows(member.userId) - before;
    // One row per message sent, and one per minute the refusals touched (the flood takes seconds).
    expect(grown).toBeLessThanOrEqual(sentOk + 3);
    const refused = readDb(
      (db) =>
        db
          .query("SELECT sum(repeats) AS total, count(*) AS rows FROM user_activity_log WHERE user_id = ? AND action = 'message.refused'")
          .get(member.userId) as { total: number; rows: number },
    );
    expect(refused.total).toBe(FLOOD - sentOk);
    expect(refused.rows).toBeLessThanOrEqual(3);
  }, 30_000);
});

describe("a browser from before device cookies restoring its tabs", () => {
  test(`${TABS} parallel first requests of its session all answer 200 with the one adopted device cookie`, async () => {
    const legacy = await anotherMemberWithClaim(server.url, "early-bird");
    // As the upgrade left a device signed in before device cookies: no credential on its row, and
    // a browser holding the session cookie alone.
    readWrite((db) =>
      db.run("UPDATE devices SET credential_hash = NULL, credential_expires_at = NULL, last_label = NULL WHERE user_id = ?", [
        legacy.userId,
      ]),
    );
    const session = legacy.cookie.split("; ").find((pair) => /^(__Host-)?aan_member=/.test(pair))!;
    const headers = { ...legacy.headers, cookie: session };
    const paths = ["/api/auth/user", "/api/user/devices", "/api/user/activity", "/api/claims"];
    const replies = await Promise.all(
      Array.from({ length: TABS }, (_, i) =>
        fetch(`${server.url}${paths[i % paths.length]}`, { headers }).then(async (res) => ({
          status: res.status,
          device: res.headers
            .getSetCookie()
            .map((h) => h.split(";")[0]!)
            .find((pair) => /^(__Host-)?aan_device=/.test(pair)),
          body: await res.text(),
        })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(TABS).fill(200));
    const cookies = new Set(replies.map((reply) => reply.device));
    expect(cookies.size).toBe(1);
    const [deviceCookie] = [...cookies];
    expect(deviceCookie).toMatch(/^aan_device=[A-Za-z0-9_-]{43}$/);
    // The cookie they were all given is the device's: the browser stays signed in with it.
    const after = await fetch(`${server.url}/api/auth/user`, { headers: { ...legacy.headers, cookie: `${session}; ${deviceCookie}` } });
    expect(after.status).toBe(200);
  }, 30_000);
});

function readWrite(write: (db: Database) => void): void {
  const db = new Database(databasePath(server.dataDir));
  try {
    db.run("PRAGMA busy_timeout = 5000");
    write(db);
  } finally {
    db.close();
  }
}
