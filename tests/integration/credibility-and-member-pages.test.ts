// The paged credibility and members listings through app.handle (decision 0045). GET
// /api/admin/credibility-entries with ?q=&page=&pageSize= answers one page, newest first, with
// the exact total; every page and search agrees with the spec's full list (still the answer
// without those parameters) and the shared search rule; the trigram index follows every insert,
// update and delete; the members' search reads the same index. GET /api/admin/members pages every
// member (no cap at 200) with the exact total. Bad parameters are refused with the JSON failure shape.
import { beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { CREDIBILITY_SEARCHED, insertEntries, insertImport } from "#core/credibility/credibility-repository";
import { createCredibilityEntry } from "#core/credibility/credibility";
import { writeTransaction } from "#core/db/db";
import { countCommonTrigrams, textSearchFor } from "#core/search/trigram-search";
import { ANSWERS } from "#server/openapi/answers";
import type { CredibilityEntryView, MemberSummary } from "#shared/api-types";
import { matchesCredibilitySearch } from "#shared/credibility-search";
import { PAGE_NUMBER_MESSAGE, PAGE_SIZE_MESSAGE } from "#shared/schemas/paging";
import { createSignedInAdmin, validCredibilityEntry, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";

const ENTRIES = "/api/admin/credibility-entries";
const MEMBERS = "/api/admin/members";

type Paged<T> = { success: true; items: T[]; total: number; page: number; pageSize: number };

const url = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

async function readPage<T>(admin: SignedInAdmin, path: string, params: Record<string, string | number>): Promise<Paged<T>> {
  const reply = await admin.as("GET", url(path, params));
  expect({ params, status: reply.status }).toEqual({ params, status: 200 });
  return reply.json as Paged<T>;
}

/** Every page at `pageSize`, joined. */
async function everyPage<T>(admin: SignedInAdmin, path: string, params: Record<string, string | number>, pageSize: number): Promise<T[]> {
  const first = await readPage<T>(admin, path, { ...params, page: 1, pageSize });
  const rows = [...first.items];
  for (let page = 2; page <= Math.ceil(first.total / pageSize); page++)
    rows.push(...(await readPage<T>(admin, path, { ...params, page, pageSize })).items);
  return rows;
}

async function fullList(admin: SignedInAdmin): Promise<CredibilityEntryView[]> {
  const reply = await admin.as("GET", ENTRIES);
  expect(reply.status).toBe(200);
  return reply.json.entries as CredibilityEntryView[];
}

const names = (rows: Array<{ contractorName: string }>) => rows.map((r) => r.contractorName);

/**
 * 120 generated entries written in one transaction (several share a created_at, so the id
 * decides their order), a few with hand-picked text through the use case, one inactive, and
 * the rows of an import that has not completed (invisible to everyone).
 */
async function knownEntries(): Promise<SignedInAdmin> {
  const admin = await createSignedInAdmin();
  const { ctx } = admin;
  const base = ctx.clock.now().getTime() - 1_000_000;
  const types = ["Hail", "Wind", "Water", "Fire"];
  writeTransaction(ctx.db, (tx) =>
    insertEntries(
      tx,
      Array.from({ length: 120 }, (_, i) => ({
        contractorName: `Contractor ${i}`,
        contractorCompany: `Company ${i % 7} Roofing`,
        contractorAddress: `${i} Main St`,
        clientName: `Client ${i}`,
        clientAddress: `${i} Elm St`,
        claimType: types[i % 4]!,
        notes: i % 10 === 0 ? `Supplement ${i} approved after appraisal` : null,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
        updatedAt: new Date(base),
      })),
    ),
  );
  const actor = cliActor("tests");
  const picked: Array<Record<string, unknown>> = [
    { contractorName: "Ñandú Obras", contractorCompany: "Pampa SRL", claimType: "Hail" },
    {
      contractorName: 'Quote "Q" Builders',
      notes: 'said "fine" twice',
      // Every optional field, so the pages' own row decoding is compared with the full list's.
      contractorPhone: "(713) 555-0100",
      contractorEmail: "quote@q.example",
      originalAmount: "12000.50",
      reducedAmount: "0.05",
      finalAmount: "18000.00",
      deductible: "1000.00",
      publicAdjuster: "Pam Public",
      fieldAdjuster: "Fred Field",
      deskAdjuster: "Dee Desk",
      successStory: "Doubled after appraisal",
    },
    { contractorName: "Percent Co", clientName: "Ann 100%_Client" },
    { contractorName: "Dana Drywall", contractorCompany: "Dry Co", claimType: "Water", notes: "Mold under the sink" },
    { contractorName: "Hidden Hal", notes: "deactivated entry" },
  ];
  for (const values of picked) {
    ctx.clock.advance(1000);
    createCredibilityEntry(ctx, actor, validCredibilityEntry(values));
  }
  ctx.db.$client.run("UPDATE credibility_entries SET is_active = 0 WHERE contractor_name = 'Hidden Hal'");
  writeTransaction(ctx.db, (tx) => {
    const importId = insertImport(tx, { actor: "tests", rowCount: 1, startedAt: ctx.clock.now() });
    insertEntries(tx, [
      {
        ...validCredibilityEntry({ contractorName: "Pending Import Pat" }),
        importId,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      } as never,
    ]);
  });
  return admin;
}

describe("paged credibility entries (admins)", () => {
  let admin: SignedInAdmin;
  let full: CredibilityEntryView[];

  beforeAll(async () => {
    admin = await knownEntries();
    full = await fullList(admin);
  });

  test("without q, page or pageSize: the spec's full list, every visible entry (inactive too), newest first", async () => {
    expect(full).toHaveLength(125);
    expect(names(full)).toContain("Hidden Hal");
    expect(names(full)).not.toContain("Pending Import Pat");
    expect(full[0]!.contractorName).toBe("Hidden Hal");
    const reply = await admin.as("GET", ENTRIES);
    expect(Object.keys(reply.json).sort()).toEqual(["entries", "success"]);
    expect(reply.headers.get("etag")).toBeTruthy();
    expect(ANSWERS.CredibilityEntries.safeParse(reply.json).success).toBe(true);
    // Another parameter is no page query.
    expect(Object.keys((await admin.as("GET", `${ENTRIES}?status=x`)).json).sort()).toEqual(["entries", "success"]);
  });

  test("q, page or pageSize alone ask for a page: page 1 of 50 by default, the exact total", async () => {
    for (const params of [{ page: 1 }, { pageSize: 50 }, { q: "" }] as Array<Record<string, string | number>>) {
      const page = await readPage<CredibilityEntryView>(admin, ENTRIES, params);
      expect(page).toMatchObject({ success: true, total: 125, page: 1, pageSize: 50 });
      expect(page.items).toEqual(full.slice(0, 50));
      expect(ANSWERS.CredibilityEntries.safeParse(page).success).toBe(true);
    }
  });

  test("every page joined is the full list in order (ties broken the same way); the last page is short", async () => {
    expect(await everyPage(admin, ENTRIES, {}, 7)).toEqual(full);
    // Byte for byte, key order included: pages join their entries' stored views by rowid, the full
    // list joins every visible one (credibility-listing.ts).
    expect(JSON.stringify(await everyPage(admin, ENTRIES, {}, 200))).toBe(JSON.stringify(full));
    const last = await readPage<CredibilityEntryView>(admin, ENTRIES, { page: 18, pageSize: 7 });
    expect(last.items).toEqual(full.slice(119));
    expect(last.total).toBe(125);
  });

  // Three characters or more: the trigram index; fewer: LIKE. Both mean the shared rule.
  test.each([
    "contractor 4",
    "CONTRACTOR 11",
    "roofing",
    "company 3",
    "appraisal",
    "supplement 40",
    "hail",
    "ñandú",
    "ÑANDÚ",
    'quote "q"',
    '"fine"',
    "100%_",
    "mold under",
    "deactivated",
    "pending import",
    "no-such-text",
    "42",
    "a",
    "%",
    "_",
    "\\",
    '"',
    "  dry co  ",
  ])("q=%p pages what the shared search finds in the full list", async (q) => {
    const expected = full.filter((entry) => matchesCredibilitySearch(entry, q));
    const first = await readPage<CredibilityEntryView>(admin, ENTRIES, { q, pageSize: 200 });
    expect(first.items).toEqual(expected);
    expect(first.total).toBe(expected.length);
    expect(await everyPage(admin, ENTRIES, { q }, 9)).toEqual(expected);
  });

  // Trigrams in many rows ("con", "ent") are skipped: the rare ones are looked up in the index and
  // the whole text is checked with LIKE on the rows found (decision 0049). Still the shared rule.
  test.each(["supplement 40", "contractor 99", "CLIENT 104", "roofing 104", "supplement 104", "pending import", "%r 1"])(
    "q=%p, with common and rare trigrams, is looked up by its rare ones and finds what the shared rule finds",
    async (q) => {
      const common = countCommonTrigrams(admin.ctx.db, CREDIBILITY_SEARCHED);
      expect(common.has("con") && common.has("ent")).toBe(true);
      expect(textSearchFor(q, common).kind).toBe("rare");
      const expected = full.filter((entry) => matchesCredibilitySearch(entry, q));
      const first = await readPage<CredibilityEntryView>(admin, ENTRIES, { q, pageSize: 200 });
      expect(first.items).toEqual(expected);
      expect(first.total).toBe(expected.length);
    },
  );

  test("a page beyond the end has no rows and the right total", async () => {
    expect(await readPage(admin, ENTRIES, { page: 4 })).toMatchObject({ items: [], total: 125, page: 4, pageSize: 50 });
    expect(await readPage(admin, ENTRIES, { q: "dry co", page: 1_000_000, pageSize: 200 })).toMatchObject({ items: [], total: 1 });
  });

  test.each([
    ["page=0", { page: 0 }, PAGE_NUMBER_MESSAGE],
    ["page=two", { page: "two" }, PAGE_NUMBER_MESSAGE],
    ["page=1.5", { page: 1.5 }, PAGE_NUMBER_MESSAGE],
    ["page=", { page: "" }, PAGE_NUMBER_MESSAGE],
    ["pageSize=0", { pageSize: 0 }, PAGE_SIZE_MESSAGE],
    ["pageSize=201", { pageSize: 201 }, PAGE_SIZE_MESSAGE],
    ["q of 101 characters", { q: "x".repeat(101) }, "Search must be at most 100 characters"],
  ] as Array<[string, Record<string, string | number>, string]>)("%s → 400 with the JSON failure shape", async (_name, params, message) => {
    const reply = await admin.as("GET", url(ENTRIES, params));
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, error: message, kind: "invalid" });
  });

  test("signed out → 401, as the full list", async () => {
    expect((await admin.request("GET", url(ENTRIES, { page: 1 }))).status).toBe(401);
  });
});

describe("the trigram index follows the table", () => {
  test("an insert, an update and a delete through the API are found, moved and gone at once; the total follows", async () => {
    const admin = await createSignedInAdmin();
    const search = async (q: string) => readPage<CredibilityEntryView>(admin, ENTRIES, { q });
    expect((await search("zebulon")).total).toBe(0);

    const created = await admin.as("POST", ENTRIES, {
      body: validCredibilityEntry({ contractorName: "Zebulon Zinc", notes: "first words" }),
    });
    expect(created.status).toBe(200);
    const id = created.json.entry.id as string;
    expect(names((await search("zebulon")).items)).toEqual(["Zebulon Zinc"]);
    expect((await search("first words")).total).toBe(1);

    expect((await admin.as("PUT", `${ENTRIES}/${id}`, { body: { contractorName: "Yolanda Yarn", notes: "second words" } })).status).toBe(
      200,
    );
    expect((await search("zebulon")).total).toBe(0);
    expect((await search("first words")).total).toBe(0);
    expect(names((await search("yolanda")).items)).toEqual(["Yolanda Yarn"]);
    expect((await search("second words")).total).toBe(1);
    // A change of no searched field leaves the index as it was.
    expect((await admin.as("PUT", `${ENTRIES}/${id}`, { body: { finalAmount: "10.00" } })).status).toBe(200);
    expect((await search("yolanda")).total).toBe(1);

    expect((await admin.as("DELETE", `${ENTRIES}/${id}`)).status).toBe(200);
    expect((await search("yolanda")).total).toBe(0);
    expect((await search("second words")).total).toBe(0);
    admin.ctx.db.$client.run("INSERT INTO credibility_search (credibility_search, rank) VALUES ('integrity-check', 1)");
  });

  test("a write from another connection (the CLI beside the server) shows in the next page and total", async () => {
    const dir = tempDir("aan-credibility-pages-");
    const admin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir: dir }) });
    await admin.as("POST", ENTRIES, { body: validCredibilityEntry({ contractorName: "Server Side" }) });
    expect((await readPage(admin, ENTRIES, { q: "side" })).total).toBe(1);
    const other = new Database(join(dir, "aan.db"));
    other.run("UPDATE credibility_entries SET contractor_name = 'Other Process'");
    other.close();
    expect((await readPage(admin, ENTRIES, { q: "side" })).total).toBe(0);
    expect(names((await readPage<CredibilityEntryView>(admin, ENTRIES, { q: "other process" })).items)).toEqual(["Other Process"]);
  });

  test("a VACUUM INTO copy (the backup's way) keeps the index in step with its table", async () => {
    const dir = tempDir("aan-credibility-search-");
    const admin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir: dir }) });
    for (let i = 0; i < 30; i++)
      createCredibilityEntry(admin.ctx, cliActor("tests"), validCredibilityEntry({ contractorName: `Builder ${i}` }));
    createCredibilityEntry(admin.ctx, cliActor("tests"), validCredibilityEntry({ contractorName: "Mike Mason" }));
    // Gaps in the rowids, as deletes leave them.
    admin.ctx.db.$client.run("DELETE FROM credibility_entries WHERE rowid % 3 = 0 AND contractor_name <> 'Mike Mason'");
    const copy = join(dir, "copy.db");
    admin.ctx.db.$client.run(`VACUUM INTO '${copy}'`);
    const db = new Database(copy);
    db.run("INSERT INTO credibility_search (credibility_search, rank) VALUES ('integrity-check', 1)");
    const rows = db
      .query(
        "SELECT e.contractor_name FROM credibility_entries e WHERE e.rowid IN (SELECT rowid FROM credibility_search WHERE credibility_search MATCH ?)",
      )
      .all('"mike"');
    expect(rows).toEqual([{ contractor_name: "Mike Mason" }]);
    db.close();
  });
});

describe("the members' credibility search reads the same index", () => {
  let admin: SignedInAdmin;
  let full: CredibilityEntryView[];
  let member: Member;

  beforeAll(async () => {
    admin = await knownEntries();
    full = await fullList(admin);
    member = await registerMember(admin.ctx, admin.request);
  });

  const memberSearch = async (params: Record<string, string | number>) => {
    const reply = await admin.request("GET", url("/api/credibility-entries", params), { cookie: member.cookie, headers: member.device });
    expect(reply.status).toBe(200);
    return reply.json as { success: true; entries: CredibilityEntryView[]; total: number; page: number; pageSize: number };
  };

  test.each([
    "q=roofing",
    "q=appraisal",
    "q=deactivated",
    "q=42",
    "q=hail&claimType=HAIL",
    "claimType=water",
    "q=%C3%B1and%C3%BA",
    "q=contractor+1&page=2",
  ])("?%s: active entries only, 20 a page, the shared rule and the exact total", async (query) => {
    const params = Object.fromEntries(new URLSearchParams(query));
    const expected = full.filter(
      (e) =>
        e.isActive &&
        matchesCredibilitySearch(e, params.q) &&
        (!params.claimType || e.claimType.toLowerCase() === params.claimType.toLowerCase()),
    );
    const page = Number(params.page ?? 1);
    const answer = await memberSearch(params);
    expect(answer).toMatchObject({ success: true, total: expected.length, page, pageSize: 20 });
    expect(answer.entries).toEqual(expected.slice((page - 1) * 20, page * 20));
    expect(ANSWERS.CredibilitySearch.safeParse(answer).success).toBe(true);
  });

  test("the notes are searched, as the member page's search box says", async () => {
    expect(names((await memberSearch({ q: "mold under" })).entries)).toEqual(["Dana Drywall"]);
  });
});

describe("paged members list (admins)", () => {
  let admin: SignedInAdmin;
  /** Every member, newest first, as the list must give them. */
  let expected: Array<{ id: string; username: string }>;

  beforeAll(async () => {
    admin = await createSignedInAdmin();
    const base = admin.ctx.clock.now().getTime() - 10_000_000;
    const insert = admin.ctx.db.$client.prepare(
      "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at) VALUES (?, ?, ?, 'x', ?, ?, '(555) 010-0000', ?, 'Policyholder', ?)",
    );
    const plan = admin.ctx.db.$client.prepare(
      "INSERT INTO user_plans (user_id, plan_name, max_devices, created_at, updated_at) VALUES (?, 'member', 2, ?, ?)",
    );
    const rows: Array<{ id: string; username: string; at: number }> = [];
    admin.ctx.db.$client.transaction(() => {
      for (let i = 0; i < 230; i++) {
        const id = crypto.randomUUID();
        // Pairs share a moment: the id decides their order.
        const at = base + Math.floor(i / 2) * 1000;
        const company = i === 7 ? "Ann 100%_Adjusting" : `Firm ${i % 9}`;
        insert.run(id, `member${i}`, `member${i}@example.com`, i === 42 ? "Quentin" : "Pat", `Number${i}`, company, at);
        if (i % 2 === 0) plan.run(id, at, at);
        rows.push({ id, username: `member${i}`, at });
      }
    })();
    expected = rows.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map(({ id, username }) => ({ id, username }));
  });

  const brief = (rows: MemberSummary[]) => rows.map(({ id, username }) => ({ id, username }));

  test("page 1 of 50 by default, newest first, with the exact total: 230, past the old cap of 200", async () => {
    const page = await readPage<MemberSummary>(admin, MEMBERS, {});
    expect(page).toMatchObject({ success: true, total: 230, page: 1, pageSize: 50 });
    expect(brief(page.items)).toEqual(expected.slice(0, 50));
    expect(page.items[0]).toMatchObject({ deviceCount: 0, lastSeenAt: null });
    expect(ANSWERS.Members.safeParse(page).success).toBe(true);
    const reply = await admin.as("GET", MEMBERS);
    expect(reply.json.total).toBe(230);
  });

  test("every page joined is every member once, in order; page 2 of 200 holds the last 30", async () => {
    expect(brief(await everyPage<MemberSummary>(admin, MEMBERS, {}, 100))).toEqual(expected);
    expect(brief(await everyPage<MemberSummary>(admin, MEMBERS, {}, 17))).toEqual(expected);
    const second = await readPage<MemberSummary>(admin, MEMBERS, { page: 2, pageSize: 200 });
    expect(brief(second.items)).toEqual(expected.slice(200));
  });

  test("a page beyond the end has no rows and the right total", async () => {
    expect(await readPage(admin, MEMBERS, { page: 6 })).toMatchObject({ items: [], total: 230, page: 6 });
  });

  test.each([
    ["quentin", ["member42"]],
    ["NUMBER42", ["member42"]],
    [
      "member13",
      [
        "member139",
        "member138",
        "member137",
        "member136",
        "member135",
        "member134",
        "member133",
        "member132",
        "member131",
        "member130",
        "member13",
      ],
    ],
    ["@example.com", null],
    ["firm 3", null],
    ["100%_", ["member7"]],
    ["%", ["member7"]],
    ["nobody", []],
  ] as Array<[string, string[] | null]>)(
    "q=%p: username, name, e-mail or company, any case; the total counts them all",
    async (q, usernames) => {
      const matching = await everyPage<MemberSummary>(admin, MEMBERS, { q }, 25);
      const first = await readPage<MemberSummary>(admin, MEMBERS, { q, pageSize: 25 });
      expect(first.total).toBe(matching.length);
      if (usernames) expect(matching.map((m) => m.username).sort()).toEqual([...usernames].sort());
      else expect(matching.length).toBeGreaterThan(25);
      // The search keeps the list's order.
      const order = expected.map((m) => m.id);
      expect(matching.map((m) => order.indexOf(m.id))).toEqual(matching.map((m) => order.indexOf(m.id)).sort((a, b) => a - b));
    },
  );

  test.each([
    ["page=0", { page: 0 }, PAGE_NUMBER_MESSAGE],
    ["page=x", { page: "x" }, PAGE_NUMBER_MESSAGE],
    ["pageSize=201", { pageSize: 201 }, PAGE_SIZE_MESSAGE],
    ["pageSize=-1", { pageSize: -1 }, PAGE_SIZE_MESSAGE],
    ["q of 101 characters", { q: "y".repeat(101) }, "Search must be at most 100 characters"],
  ] as Array<[string, Record<string, string | number>, string]>)("%s → 400 with the JSON failure shape", async (_name, params, message) => {
    const reply = await admin.as("GET", url(MEMBERS, params));
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, error: message, kind: "invalid" });
  });
});
