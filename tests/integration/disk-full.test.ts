// A database that cannot grow (SQLITE_FULL) refuses every write with 507, Retry-After and the one
// disk-full message, never a 500, and stores nothing of the refused request; once space returns
// the same request succeeds. The database is filled as a full disk would leave it: a connection
// whose file may not grow past its size (PRAGMA max_page_count), its free pages taken by a filler
// table, then the request repeated until the pages it writes to are full too.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { DISK_FULL_MESSAGE } from "#core/platform/disk-full";
import { changePlan } from "#core/subscriptions/plans";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { countRows, createSignedInAdmin, validCredibilityEntry, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import type { Reply } from "../helpers/admin-session";
import { MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";
import { claimForm } from "../helpers/claim-form";

const operator = cliActor("tests");
const LARGEST_PAGE_COUNT = 1_073_741_823;

/** The database may not grow past its present size, and its free pages are used up. */
function fillDatabase(admin: SignedInAdmin): void {
  const sqlite = admin.ctx.db.$client;
  sqlite.exec("CREATE TABLE IF NOT EXISTS disk_filler (b BLOB)");
  const pages = (sqlite.query("PRAGMA page_count").get() as { page_count: number }).page_count;
  sqlite.exec(`PRAGMA max_page_count = ${pages}`);
  for (const size of [4000, 1000, 100, 10, 1]) {
    try {
      for (;;) sqlite.run("INSERT INTO disk_filler (b) VALUES (zeroblob(?))", [size]);
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_FULL") throw error;
    }
  }
}

function freeSpace(admin: SignedInAdmin): void {
  admin.ctx.db.$client.exec(`PRAGMA max_page_count = ${LARGEST_PAGE_COUNT}`);
}

/** Sends the request until it is refused; every answer before is a success, the refusal a 507. */
async function untilRefused(send: () => Promise<Reply>, count: () => number): Promise<Reply> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const before = count();
    const reply = await send();
    if (reply.status !== 200) {
      expect(count()).toBe(before);
      return reply;
    }
  }
  throw new Error("the database never filled up");
}

function expectDiskFull(reply: Reply): void {
  expect(reply.status).toBe(507);
  expect(reply.headers.get("retry-after")).toBe("60");
  expect(reply.json).toEqual({ success: false, error: DISK_FULL_MESSAGE, kind: "insufficient_storage" });
}

let admin: SignedInAdmin;
let member: Member;

beforeAll(async () => {
  admin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir: tempDir() }) });
  member = await registerMember(admin.ctx, admin.request);
  changePlan(admin.ctx, operator, "phantom", { estimatesQuota: 1000 });
  activateSubscription(admin.ctx, operator, member.username, { plan: "phantom", frequency: "monthly" });
});

const asMember = (method: string, path: string, body?: unknown) =>
  admin.request(method, path, { body, cookie: member.cookie, headers: member.device });

const claimBody = claimForm({ originalClaimAmount: "52000.00" });

describe("a full database answers 507 on every write, and the same request succeeds once space returns", () => {
  test("a member's sign-in", async () => {
    fillDatabase(admin);
    const signIn = () =>
      admin.request("POST", "/api/auth/login", {
        body: { username: member.username, password: MEMBER_PASSWORD },
        headers: member.device,
        cookie: member.cookie,
      });
    const sessions = () => countRows(admin.ctx, "SELECT count(*) AS n FROM sessions");
    expectDiskFull(await untilRefused(signIn, sessions));
    freeSpace(admin);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    // The browser goes on with the session this sign-in gave it (each sign-in rotates the token).
    member = { ...member, cookie: memberCookieOf(signedIn)! };
  });

  test("filing a claim", async () => {
    fillDatabase(admin);
    const claims = () => countRows(admin.ctx, "SELECT count(*) AS n FROM claims");
    expectDiskFull(await untilRefused(() => asMember("POST", "/api/claims", claimBody), claims));
    freeSpace(admin);
    const before = claims();
    expect((await asMember("POST", "/api/claims", claimBody)).status).toBe(200);
    expect(claims()).toBe(before + 1);
  });

  test("an admin's change", async () => {
    fillDatabase(admin);
    const entries = () => countRows(admin.ctx, "SELECT count(*) AS n FROM credibility_entries");
    const create = () => admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry() });
    expectDiskFull(await untilRefused(create, entries));
    freeSpace(admin);
    expect((await create()).status).toBe(200);
  });

  test("changes committed as one group: each is stored or answered 507, none 500; all succeed once space returns", async () => {
    fillDatabase(admin);
    const entries = () => countRows(admin.ctx, "SELECT count(*) AS n FROM credibility_entries");
    const sendTen = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry({ contractorName: `Grouped ${i}` }) }),
        ),
      );
    let refused: Reply[] = [];
    for (let round = 0; round < 50 && refused.length === 0; round += 1) {
      const before = entries();
      const replies = await sendTen();
      expect(replies.every((r) => r.status === 200 || r.status === 507)).toBe(true);
      refused = replies.filter((r) => r.status === 507);
      // What was answered 200 is stored, and nothing else.
      expect(entries()).toBe(before + replies.filter((r) => r.status === 200).length);
    }
    expect(refused.length).toBeGreaterThan(0);
    refused.forEach(expectDiskFull);
    freeSpace(admin);
    const before = entries();
    const replies = await sendTen();
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(entries()).toBe(before + 10);
  });
});
