// The paged code lists through app.handle (decision 0044): GET /api/admin/invitation-codes with
// ?status=&q=&page=&pageSize= answers one page of one list, newest first, with the exact total
// and the panel's counters; every page and search agrees with the spec's full lists (still the
// answer without those parameters) read at the same moment; the trigram index follows every
// insert, update and delete; bad parameters are refused with the JSON failure shape.
import { beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { CODES_SEARCHED } from "#core/invitation-codes/code-repository";
import { eachInvitationCodeBatch, pageInvitationCodes } from "#core/invitation-codes/code-listing";
import { countCommonTrigrams, textSearchFor } from "#core/search/trigram-search";
import { ANSWERS } from "#server/openapi/answers";
import { codeCounters, codesWithStatus, matchesCodeSearch, type CodeLists, type InvitationCodeView } from "#shared/invitation-code-lists";
import { CODE_STATUS_MESSAGE, CODE_STATUSES, type CodeStatus } from "#shared/schemas/invitation-codes";
import { PAGE_NUMBER_MESSAGE, PAGE_SIZE_MESSAGE } from "#shared/schemas/paging";
import { createSignedInAdmin, loginAdmin, validAssignee, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import { deviceHeaders, registration } from "../helpers/member-session";

const CODES = "/api/admin/invitation-codes";
const DAY = 24 * 60 * 60 * 1000;

type Page = {
  success: true;
  items: InvitationCodeView[];
  total: number;
  page: number;
  pageSize: number;
  counts: ReturnType<typeof codeCounters>;
};

const pageUrl = (params: Record<string, string | number>) =>
  `${CODES}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

async function readPage(admin: SignedInAdmin, params: Record<string, string | number>): Promise<Page> {
  const reply = await admin.as("GET", pageUrl(params));
  expect(reply.status).toBe(200);
  return reply.json as Page;
}

async function fullLists(admin: SignedInAdmin): Promise<CodeLists> {
  const reply = await admin.as("GET", CODES);
  expect(reply.status).toBe(200);
  return reply.json.codes as CodeLists;
}

/** Every page of a list at `pageSize`, joined. */
async function everyPage(admin: SignedInAdmin, params: Record<string, string | number>, pageSize: number): Promise<InvitationCodeView[]> {
  const first = await readPage(admin, { ...params, page: 1, pageSize });
  const rows = [...first.items];
  for (let page = 2; page <= Math.ceil(first.total / pageSize); page++)
    rows.push(...(await readPage(admin, { ...params, page, pageSize })).items);
  return rows;
}

/** The server's order: newest first, the code breaking ties (the full lists use the same). */
const newestFirst = (a: InvitationCodeView, b: InvitationCodeView) =>
  b.createdAt.localeCompare(a.createdAt) || (a.code < b.code ? 1 : a.code > b.code ? -1 : 0);
const expectedList = (lists: CodeLists, status: CodeStatus, q?: string) =>
  [...codesWithStatus(lists, status)].sort(newestFirst).filter((code) => matchesCodeSearch(code, q));
const codesOf = (rows: InvitationCodeView[]) => rows.map((r) => r.code);

async function createCode(admin: SignedInAdmin, code: string, expiresInDays?: number) {
  const reply = await admin.as("POST", CODES, { body: { code, expiresInDays } });
  expect(reply.status).toBe(200);
  return reply.json.code as InvitationCodeView;
}

async function assign(admin: SignedInAdmin, id: string, overrides: Record<string, string>) {
  const reply = await admin.as("POST", `${CODES}/${id}/assign`, { body: validAssignee(overrides) });
  expect(reply.status).toBe(200);
}

/** Moves the clock on; the admin signs in again, since days outlast an admin session. */
async function passTime(admin: SignedInAdmin, ms: number): Promise<void> {
  admin.ctx.clock.advance(ms);
  const cookie = await loginAdmin(admin.request, admin.username, admin.password);
  admin.as = (method, path, opts = {}) => admin.request(method, path, { cookie, ...opts });
}

/**
 * 20 setup codes, then: ALPHA-ONE assigned to zelda, BRAVO-TWO to mario_b, CHARLIE-3 redeemed by a
 * member, DELTA-4 expired, ECHO-5 assigned and expired, FOXTROT-6 expiring later. A day passes.
 */
async function knownCodes(): Promise<SignedInAdmin> {
  const admin = await createSignedInAdmin();
  const alpha = await createCode(admin, "ALPHA-ONE");
  admin.ctx.clock.advance(1000);
  const bravo = await createCode(admin, "BRAVO-TWO");
  await createCode(admin, "CHARLIE-3");
  await createCode(admin, "DELTA-4", 1);
  admin.ctx.clock.advance(1000);
  const echo = await createCode(admin, "ECHO-5", 1);
  await createCode(admin, "FOXTROT-6", 30);
  await assign(admin, alpha.id, {
    assigneeUsername: "zelda",
    assigneeFirstName: "Zelda",
    assigneeLastName: "Hyrule",
    assigneeEmail: "zelda@example.com",
    assigneePhone: "(555) 123-4567",
  });
  await assign(admin, bravo.id, {
    assigneeUsername: "mario_b",
    assigneeFirstName: "Mario",
    assigneeLastName: "Bros",
    assigneeEmail: "mario@example.org",
    assigneePhone: "(713) 555-0100",
  });
  await assign(admin, echo.id, {
    assigneeUsername: "echoes",
    assigneeFirstName: "Echo",
    assigneeLastName: "Late",
    assigneeEmail: "echo@example.com",
    assigneePhone: "(555) 999-0000",
  });
  const registered = await admin.request("POST", "/api/auth/register", {
    body: registration("CHARLIE-3"),
    headers: deviceHeaders("laptop"),
  });
  expect(registered.status).toBe(200);
  await passTime(admin, DAY);
  return admin;
}

describe("paged invitation code lists", () => {
  let admin: SignedInAdmin;
  let lists: CodeLists;

  beforeAll(async () => {
    admin = await knownCodes();
    lists = await fullLists(admin);
  });

  test("counts are the panel's counters, exact: expired codes leave Active, count in Expired and Total", async () => {
    const page = await readPage(admin, { status: "all" });
    expect(page.counts).toEqual({ active: 23, used: 1, expired: 2, total: 26, assigned: 2, unassigned: 21 });
    expect(page.counts).toEqual(codeCounters(lists));
  });

  // status → total, a code it must hold, one it must not
  test.each([
    ["unused", 23, "FOXTROT-6", "DELTA-4"],
    ["used", 1, "CHARLIE-3", "ALPHA-ONE"],
    ["assigned", 2, "BRAVO-TWO", "ECHO-5"],
    ["unassigned", 21, "FOXTROT-6", "ALPHA-ONE"],
    ["expired", 2, "ECHO-5", "FOXTROT-6"],
    ["all", 26, "CHARLIE-3", "NOPE"],
  ] as const)("status=%s: %i codes, newest first, the same as the full list", async (status, total, holds, lacks) => {
    const page = await readPage(admin, { status, pageSize: 200 });
    expect(page).toMatchObject({ success: true, total, page: 1, pageSize: 200 });
    expect(codesOf(page.items)).toContain(holds);
    expect(codesOf(page.items)).not.toContain(lacks);
    expect(page.items).toEqual(expectedList(lists, status));
  });

  test("the page answer's code views are the full list's views, field for field", async () => {
    const page = await readPage(admin, { status: "expired" });
    expect(page.items.find((c) => c.code === "ECHO-5")).toEqual(lists.expired.find((c) => c.code === "ECHO-5")!);
    expect(page.items.find((c) => c.code === "ECHO-5")).toMatchObject({ isExpired: true, assigneeUsername: "echoes" });
    const used = await readPage(admin, { status: "used" });
    expect(used.items[0]).toMatchObject({ code: "CHARLIE-3", isUsed: true, usedByUsername: expect.any(String) });
  });

  test("status alone, q alone or page alone ask for a page; status defaults to every code, page to 1, pageSize to 50", async () => {
    const byQ = await readPage(admin, { q: "" });
    expect(byQ).toMatchObject({ total: 26, page: 1, pageSize: 50 });
    expect(byQ.items).toHaveLength(26);
    expect((await readPage(admin, { page: 1 })).total).toBe(26);
    expect((await readPage(admin, { pageSize: 5 })).items).toHaveLength(5);
  });

  // Three characters or more: the trigram index; fewer: LIKE. Both mean what the panel's search meant.
  test.each([
    "zelda",
    "ZELDA",
    "lpha-o",
    "example.com",
    "example",
    "(555)",
    "555",
    "ros",
    "no-such-code",
    "a",
    "Z",
    "5)",
    "_b",
    "_",
    "%",
    "\\",
    "o_",
    "-",
    "  zelda  ",
    "zelda#x",
  ])("q=%p finds in every list what the full lists' search finds", async (q) => {
    for (const status of CODE_STATUSES) {
      const page = await readPage(admin, { status, q, pageSize: 200 });
      const expected = expectedList(lists, status, q);
      expect(page.items).toEqual(expected);
      expect(page.total).toBe(expected.length);
      // The counters do not follow the search: they count every code.
      expect(page.counts.total).toBe(26);
    }
  });

  // Trigrams held by many codes are skipped: the rare ones are looked up, LIKE checks the whole
  // text (decision 0049). Among 26 codes every trigram held is common; "da#" and "a#x" are held by none.
  test("a text with common and rare trigrams is looked up by its rare ones", async () => {
    const common = countCommonTrigrams(admin.ctx.db, CODES_SEARCHED);
    expect(textSearchFor("zelda#x", common)).toEqual({ kind: "rare", match: '"da#" AND "a#x"', like: "%zelda#x%" });
    expect(textSearchFor("zelda", common).kind).toBe("phrase");
    expect((await readPage(admin, { q: "zelda#x" })).total).toBe(0);
  });

  test("a short search with LIKE's own characters matches them literally", async () => {
    expect(codesOf((await readPage(admin, { q: "_" })).items)).toEqual(["BRAVO-TWO"]);
    expect((await readPage(admin, { q: "%" })).total).toBe(0);
  });

  test("pages: every page joined is the whole list in order; the last page is short; the total is the list's", async () => {
    const joined = await everyPage(admin, { status: "unused" }, 4);
    expect(joined).toEqual(expectedList(lists, "unused"));
    const last = await readPage(admin, { status: "unused", page: 6, pageSize: 4 });
    expect(last.items).toHaveLength(3);
    expect(last.total).toBe(23);
    const searched = await everyPage(admin, { status: "all", q: "example" }, 2);
    expect(codesOf(searched)).toEqual(["ECHO-5", "BRAVO-TWO", "ALPHA-ONE"]);
  });

  test("byte for byte, key order included, every list's pages are its full list", async () => {
    for (const status of CODE_STATUSES) {
      const joined = await everyPage(admin, { status }, 200);
      expect({ status, json: JSON.stringify(joined) }).toEqual({ status, json: JSON.stringify(expectedList(lists, status)) });
    }
  });

  test("deep pages read from anchors (every 3 rows here, 100 in service) are the same pages, at any page size", () => {
    for (const status of CODE_STATUSES) {
      for (const pageSize of [1, 2, 4, 7]) {
        const joined: InvitationCodeView[] = [];
        for (let page = 1; page <= Math.ceil(26 / pageSize) + 1; page++)
          joined.push(...pageInvitationCodes(admin.ctx, { status, page, pageSize }, 3).items);
        expect({ status, pageSize, codes: codesOf(joined) }).toEqual({ status, pageSize, codes: codesOf(expectedList(lists, status)) });
      }
    }
  });

  test("the export's batches (keyset from the last row read) hold every code of the list once, in the list's order", () => {
    for (const status of CODE_STATUSES) {
      for (const batchSize of [1, 3, 1000]) {
        const batches = [...eachInvitationCodeBatch(admin.ctx, status, batchSize)];
        expect(batches.every((batch) => batch.length <= batchSize)).toBe(true);
        expect({ status, batchSize, rows: batches.flat() }).toEqual({ status, batchSize, rows: expectedList(lists, status) });
      }
    }
    // The walk's read transaction is over: writes go on.
    expect(admin.ctx.db.$client.inTransaction).toBe(false);
  });

  test("a page beyond the end has no rows and the right total", async () => {
    expect(await readPage(admin, { status: "assigned", page: 2 })).toMatchObject({ items: [], total: 2, page: 2, pageSize: 50 });
    expect(await readPage(admin, { q: "zelda", page: 1000, pageSize: 200 })).toMatchObject({ items: [], total: 1, page: 1000 });
  });

  test.each([
    ["status=bogus", { status: "bogus" }, CODE_STATUS_MESSAGE],
    ["status=", { status: "" }, CODE_STATUS_MESSAGE],
    ["page=0", { page: 0 }, PAGE_NUMBER_MESSAGE],
    ["page=two", { page: "two" }, PAGE_NUMBER_MESSAGE],
    ["page=1.5", { page: 1.5 }, PAGE_NUMBER_MESSAGE],
    ["pageSize=0", { pageSize: 0 }, PAGE_SIZE_MESSAGE],
    ["pageSize=201", { pageSize: 201 }, PAGE_SIZE_MESSAGE],
    ["q of 101 characters", { q: "x".repeat(101) }, "Search must be at most 100 characters"],
  ] as Array<[string, Record<string, string | number>, string]>)("%s → 400 with the JSON failure shape", async (_name, params, message) => {
    const reply = await admin.as("GET", pageUrl(params));
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, error: message, kind: "invalid" });
  });

  test("a page and the full lists both fit the answer the OpenAPI document shows", async () => {
    for (const path of [pageUrl({ status: "assigned", q: "example" }), pageUrl({ page: 9 }), CODES]) {
      const parsed = ANSWERS.InvitationCodes.safeParse((await admin.as("GET", path)).json);
      expect({ path, issues: parsed.error?.issues ?? [] }).toEqual({ path, issues: [] });
    }
  });

  test("without a session → 401, paged or not", async () => {
    expect((await admin.request("GET", pageUrl({ status: "unused" }))).status).toBe(401);
    expect((await admin.request("GET", CODES)).status).toBe(401);
  });

  test("without page parameters the answer stays the spec's lists (and other parameters do not change that)", async () => {
    for (const path of [CODES, `${CODES}?foo=1`]) {
      const reply = await admin.as("GET", path);
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.json).sort()).toEqual(["codes", "success"]);
      expect(Object.keys(reply.json.codes).sort()).toEqual(["assigned", "expired", "unassigned", "unused", "used"]);
      expect(reply.json.codes).toEqual(lists);
    }
  });
});

describe("the counters and the search follow every change", () => {
  test("expiry: a code that expires moves between the counts when the clock passes it, with no change to the data", async () => {
    const admin = await createSignedInAdmin();
    await createCode(admin, "SOON-1", 1);
    expect((await readPage(admin, { status: "expired" })).counts).toMatchObject({ active: 21, expired: 0, total: 21 });
    await passTime(admin, DAY - 1);
    expect((await readPage(admin, { status: "expired" })).total).toBe(0);
    await passTime(admin, 1);
    const after = await readPage(admin, { status: "expired" });
    expect(codesOf(after.items)).toEqual(["SOON-1"]);
    expect(after.counts).toMatchObject({ active: 20, expired: 1, total: 21, unassigned: 20 });
    // The clock set back (an operator fixing the time): the code is active again.
    admin.ctx.clock.advance(-2 * DAY);
    const cookie = await loginAdmin(admin.request, admin.username, admin.password);
    const back = await admin.request("GET", pageUrl({ status: "expired" }), { cookie });
    expect(back.json.counts).toMatchObject({ active: 21, expired: 0 });
  });

  test("insert, assign, unassign, rename and delete are reflected in the search (the triggers keep the index in step)", async () => {
    const admin = await createSignedInAdmin();
    const found = async (q: string) => codesOf((await readPage(admin, { q })).items);

    const code = await createCode(admin, "KILO-77");
    expect(await found("ilo-7")).toEqual(["KILO-77"]);

    await assign(admin, code.id, {
      assigneeUsername: "quintus",
      assigneeFirstName: "Quintus",
      assigneeLastName: "Maximus",
      assigneeEmail: "q@legion.test",
    });
    expect(await found("quint")).toEqual(["KILO-77"]);
    expect(await found("legion.test")).toEqual(["KILO-77"]);
    expect((await readPage(admin, { status: "assigned", q: "maximus" })).total).toBe(1);

    expect((await admin.as("DELETE", `${CODES}/${code.id}/assign`)).status).toBe(200);
    expect(await found("quint")).toEqual([]);
    expect(await found("ilo-7")).toEqual(["KILO-77"]);

    const sqlite = admin.ctx.db.$client;
    sqlite.query("UPDATE invitation_codes SET code = 'LIMA-88' WHERE id = ?").run(code.id);
    expect(await found("ilo-7")).toEqual([]);
    expect(await found("ima-8")).toEqual(["LIMA-88"]);
    // A redemption changes no searched column: the index is left alone and still agrees.
    sqlite.query("UPDATE invitation_codes SET is_used = 1, used_at = ? WHERE id = ?").run(Date.now(), code.id);
    expect(codesOf((await readPage(admin, { status: "used", q: "lima" })).items)).toEqual(["LIMA-88"]);

    sqlite.query("DELETE FROM invitation_codes WHERE id = ?").run(code.id);
    expect(await found("ima-8")).toEqual([]);
    expect((await readPage(admin, { q: "" })).counts.total).toBe(20);
    // FTS5's own check of the index against the table: it throws when they differ.
    sqlite.run("INSERT INTO invitation_code_search (invitation_code_search, rank) VALUES ('integrity-check', 1)");
  });

  test("a code a use case answers (created, assigned, extended) is the code its page shows, byte for byte", async () => {
    const admin = await createSignedInAdmin();
    const shown = async (code: string) => JSON.stringify((await readPage(admin, { q: code })).items[0]);
    const created = await createCode(admin, "LIMA-42", 30);
    expect(JSON.stringify(created)).toBe(await shown("LIMA-42"));
    const assigned = await admin.as("POST", `${CODES}/${created.id}/assign`, { body: validAssignee({ assigneeUsername: "lima42" }) });
    expect(JSON.stringify(assigned.json.code)).toBe(await shown("LIMA-42"));
    const extended = await admin.as("POST", `${CODES}/${created.id}/extend`, { body: { expiresInDays: null } });
    expect(JSON.stringify(extended.json.code)).toBe(await shown("LIMA-42"));
  });

  test("anchors are found again after a change and after an expiry: deep pages stay the lists' pages", async () => {
    const admin = await createSignedInAdmin();
    await createCode(admin, "SOON-2", 1);
    admin.ctx.clock.advance(1000);
    await createCode(admin, "NEWEST-1");
    const deepPages = () =>
      [3, 4, 5, 6, 7, 8].flatMap((page) => codesOf(pageInvitationCodes(admin.ctx, { status: "unused", page, pageSize: 4 }, 5).items));
    const expected = async (from: number) => codesOf(expectedList(await fullLists(admin), "unused")).slice(from);
    expect(deepPages()).toEqual(await expected(8));
    await createCode(admin, "NEWER-2");
    expect(deepPages()).toEqual(await expected(8));
    await passTime(admin, DAY);
    expect((await fullLists(admin)).expired.map((c) => c.code)).toEqual(["SOON-2"]);
    expect(deepPages()).toEqual(await expected(8));
  });

  test("a generated batch is searchable at once, and counted", async () => {
    const admin = await createSignedInAdmin();
    const batch = await admin.as("POST", CODES, { body: { count: 3 } });
    const made: string[] = batch.json.codes;
    for (const code of made) expect(codesOf((await readPage(admin, { q: code.slice(3, 9) })).items)).toContain(code);
    expect((await readPage(admin, { status: "unassigned" })).counts).toMatchObject({ total: 23, active: 23, unassigned: 23 });
  });

  test("a VACUUM INTO copy (the backup's way) keeps the index in step with its table", async () => {
    const dir = tempDir("aan-code-search-");
    const admin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir: dir }) });
    const code = await createCode(admin, "MIKE-99");
    await assign(admin, code.id, { assigneeUsername: "mike" });
    // Gaps in the rowids, as deletes leave them.
    admin.ctx.db.$client.run("DELETE FROM invitation_codes WHERE rowid % 3 = 0 AND code <> 'MIKE-99'");
    const copy = join(dir, "copy.db");
    admin.ctx.db.$client.run(`VACUUM INTO '${copy}'`);
    const db = new Database(copy);
    db.run("INSERT INTO invitation_code_search (invitation_code_search, rank) VALUES ('integrity-check', 1)");
    const rows = db
      .query(
        "SELECT c.code FROM invitation_codes c WHERE c.rowid IN (SELECT rowid FROM invitation_code_search WHERE invitation_code_search MATCH ?)",
      )
      .all('"mike"');
    expect(rows).toEqual([{ code: "MIKE-99" }]);
    db.close();
  });
});
