// Invitation codes through app.handle: listing, batch and custom creation, assign and unassign,
// concurrency, the cached listing and its compressed forms (spec §3, §4, §5, §6, §7, §8, §9).
// One template per file (setup, two signed-in admins); every scenario runs on its own copy.
import { Database } from "bun:sqlite";
import { beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext } from "../helpers/context";
import { countRows, setupAdmin, validAssignee, type AssigneeBody } from "../helpers/admin-session";
import { runScenarios, scenarioTemplate, type Scenario, type World } from "../helpers/scenario";

const CODES = "/api/admin/invitation-codes";
const CODE_FORMAT = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;
const INVALID_COUNT = "Invalid Count: Please enter a number between 1 and 100";
const EMPTY_CODE = "Invalid Code: Please enter a custom code";
const ALL_REQUIRED = "All fields are required: Username, First Name, Last Name, Phone, and Email";
const UNKNOWN_ID = "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77";
const CODE_FIELDS = [
  "id",
  "code",
  "usedAt",
  "createdAt",
  "assignedAt",
  "assigneeUsername",
  "assigneeFirstName",
  "assigneeLastName",
  "assigneePhone",
  "assigneeEmail",
];

type CodeView = Record<string, string | null> & { id: string; code: string };
type Lists = { unused: CodeView[]; used: CodeView[]; assigned: CodeView[]; unassigned: CodeView[] };
type Fixture = { codes: Array<{ id: string; code: string }> };
type W = World<Fixture>;

/** The 20 codes of the setup, in a fixed order; every copy has them unused and unassigned. */
const template = scenarioTemplate<Fixture>({
  build: (w) => ({ codes: w.ctx.db.$client.query("SELECT id, code FROM invitation_codes ORDER BY code").all() as Fixture["codes"] }),
});

const codeId = (n: number) => (w: W) => w.fixture.codes[n]!.id;
const assignPath = (n: number) => (w: W) => `${CODES}/${w.fixture.codes[n]!.id}/assign`;
const codeRow = (w: W, id: string) =>
  w.ctx.db.$client.query("SELECT * FROM invitation_codes WHERE id = ?").get(id) as Record<string, unknown>;
const rowOf = (n: number) => (w: W) => `SELECT * FROM invitation_codes WHERE id = '${w.fixture.codes[n]!.id}'`;
const totalCodes = "SELECT count(*) FROM invitation_codes";
const markUsed = (w: W, id: string) =>
  w.ctx.db.$client.query("UPDATE invitation_codes SET is_used = 1, used_at = ? WHERE id = ?").run(w.ctx.clock.now().getTime(), id);
const idsOf = (codes: CodeView[]) => codes.map((c) => c.id);

async function listing(w: W): Promise<Lists> {
  const res = await w.as("admin")("GET", CODES);
  if (res.status !== 200) throw new Error(`listing answered ${res.status}: ${res.text}`);
  expect(res.json.success).toBe(true);
  return res.json.codes;
}

async function assign(w: W, n: number, body: unknown = validAssignee()): Promise<void> {
  const res = await w.as("admin")("POST", assignPath(n)(w), { body });
  if (res.status !== 200) throw new Error(`assign answered ${res.status}: ${res.text}`);
}

describe("GET /api/admin/invitation-codes", () => {
  runScenarios(template, [
    {
      name: "after setup: 20 unused and unassigned codes, none used or assigned, each with every field",
      actor: "admin",
      method: "GET",
      path: CODES,
      status: 200,
      json: { success: true },
      audit: {},
      check: (reply) => {
        const lists: Lists = reply.json.codes;
        expect(lists.unused).toHaveLength(20);
        expect(lists.unassigned).toHaveLength(20);
        expect(lists.used).toEqual([]);
        expect(lists.assigned).toEqual([]);
        for (const code of lists.unused) {
          for (const field of CODE_FIELDS) expect(code).toHaveProperty(field);
          expect(code.code).toMatch(CODE_FORMAT);
          expect(code.usedAt).toBeNull();
          expect(code.assignedAt).toBeNull();
          expect(code.assigneeUsername).toBeNull();
          expect(new Date(code.createdAt!).toISOString()).toBe(code.createdAt!);
        }
      },
    },
    {
      name: "a plain admin lists the codes too",
      actor: "plainAdmin",
      method: "GET",
      path: CODES,
      status: 200,
      check: (reply) => expect(reply.json.codes.unused).toHaveLength(20),
    },
    {
      name: "newest first",
      actor: "admin",
      method: "GET",
      path: CODES,
      before: async (w) => {
        w.ctx.clock.advance(60_000);
        expect((await w.as("admin")("POST", CODES, { body: { code: "newest-1" } })).status).toBe(200);
      },
      status: 200,
      check: (reply) => {
        const lists: Lists = reply.json.codes;
        expect(lists.unused[0]!.code).toBe("NEWEST-1");
        expect(lists.unassigned[0]!.code).toBe("NEWEST-1");
        const times = lists.unused.map((c) => Date.parse(c.createdAt!));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      },
    },
    {
      name: "an assigned code is in unused and assigned; a used code moves to used with its usedAt",
      actor: "admin",
      method: "GET",
      path: CODES,
      before: async (w) => {
        await assign(w, 0);
        w.ctx.clock.advance(1000);
        markUsed(w, w.fixture.codes[1]!.id);
      },
      status: 200,
      check: (reply, w) => {
        const lists: Lists = reply.json.codes;
        const [assigned, used] = [codeId(0)(w), codeId(1)(w)];
        expect(idsOf(lists.assigned)).toEqual([assigned]);
        expect(idsOf(lists.unused)).toContain(assigned);
        expect(idsOf(lists.unassigned)).not.toContain(assigned);
        expect(lists.assigned[0]).toMatchObject({ assigneeUsername: "jdoe", assigneeEmail: "john.doe@example.com" });
        expect(idsOf(lists.used)).toEqual([used]);
        expect(lists.used[0]!.usedAt).toBe(w.ctx.clock.now().toISOString());
        for (const list of [lists.unused, lists.unassigned, lists.assigned]) expect(idsOf(list)).not.toContain(used);
        expect(lists.unused).toHaveLength(19);
        expect(lists.unassigned).toHaveLength(18);
      },
    },
  ]);
});

/** The codes a call added, as the listing shows them. */
async function addedCodes(w: W): Promise<CodeView[]> {
  const before = new Set(w.fixture.codes.map((c) => c.id));
  return (await listing(w)).unused.filter((c) => !before.has(c.id));
}

const refusedCount = (name: string, body: unknown): Scenario<Fixture> => ({
  name: `count ${name} → 400 with the spec's message, nothing generated`,
  actor: "admin",
  method: "POST",
  path: CODES,
  body,
  status: 400,
  json: { success: false, error: INVALID_COUNT, kind: "invalid" },
  db: { [totalCodes]: 20 },
  audit: { "codes.generate/failure": 1 },
});

describe("POST /api/admin/invitation-codes {count}", () => {
  runScenarios(template, [
    ...[1, 5, 100].map((count): Scenario<Fixture> => ({
      name: `generates ${count} readable, unique, unused codes`,
      actor: "admin",
      method: "POST",
      path: CODES,
      body: { count },
      status: 200,
      json: { success: true, message: `Generated ${count} new invitation codes` },
      db: { [totalCodes]: 20 + count, "SELECT count(DISTINCT code) FROM invitation_codes": 20 + count },
      audit: { "codes.generate/success": 1 },
      check: async (_reply, w) => {
        const added = await addedCodes(w);
        expect(added).toHaveLength(count);
        for (const c of added) {
          expect(c.code).toHaveLength(14);
          expect(c.code).toMatch(CODE_FORMAT);
          expect(c.assigneeUsername).toBeNull();
        }
      },
    })),
    {
      name: "a plain admin generates codes too",
      actor: "plainAdmin",
      method: "POST",
      path: CODES,
      body: { count: 2 },
      status: 200,
      db: { [totalCodes]: 22 },
      audit: { "codes.generate/success": 1 },
    },
    refusedCount("0", { count: 0 }),
    refusedCount("101", { count: 101 }),
    refusedCount("2.5", { count: 2.5 }),
    refusedCount('"5" (text)', { count: "5" }),
    refusedCount("missing", {}),
    refusedCount("-1", { count: -1 }),
    refusedCount("null", { count: null }),
    {
      name: "a JSON body over 64 KB → 413, nothing generated",
      actor: "admin",
      method: "POST",
      path: CODES,
      body: { count: 5, padding: "x".repeat(65 * 1024) },
      status: 413,
      json: { success: false, kind: "too_large" },
      db: { [totalCodes]: 20 },
    },
  ]);
});

const vip1 = "SELECT count(*) FROM invitation_codes WHERE code = 'VIP-1'";
const createVip1 = async (w: W) => expect((await w.as("admin")("POST", CODES, { body: { code: "VIP-1" } })).status).toBe(200);

describe("POST /api/admin/invitation-codes {code}", () => {
  runScenarios(template, [
    {
      name: "trims and upper-cases a custom code",
      actor: "admin",
      method: "POST",
      path: CODES,
      body: { code: " vip-1 " },
      status: 200,
      json: { success: true, message: "Created custom code: VIP-1" },
      db: { [vip1]: 1, [totalCodes]: 21 },
      audit: { "codes.create/success": 1 },
      check: async (_reply, w) => expect((await listing(w)).unassigned.map((c) => c.code)).toContain("VIP-1"),
    },
    ...[
      ["an empty", ""],
      ["a blank", "   "],
    ].map(([what, code]): Scenario<Fixture> => ({
      name: `${what} code → 400 'Invalid Code: Please enter a custom code'`,
      actor: "admin",
      method: "POST",
      path: CODES,
      body: { code },
      status: 400,
      json: { success: false, error: EMPTY_CODE, kind: "invalid" },
      db: { [totalCodes]: 20 },
      audit: { "codes.create/failure": 1 },
    })),
    {
      name: "51 characters → 400, nothing stored",
      actor: "admin",
      method: "POST",
      path: CODES,
      body: { code: "a".repeat(51) },
      status: 400,
      json: { success: false, kind: "invalid" },
      db: { [totalCodes]: 20 },
    },
    {
      name: "50 characters are accepted",
      actor: "admin",
      method: "POST",
      path: CODES,
      body: { code: "b".repeat(50) },
      status: 200,
      json: { message: `Created custom code: ${"B".repeat(50)}` },
      db: { [`SELECT count(*) FROM invitation_codes WHERE code = '${"B".repeat(50)}'`]: 1 },
    },
    ...["VIP-1", "vip-1", " Vip-1"].map((code): Scenario<Fixture> => ({
      name: `a duplicate (${JSON.stringify(code)}, upper-cased) → 409, nothing stored`,
      actor: "admin",
      method: "POST",
      path: CODES,
      before: createVip1,
      body: { code },
      status: 409,
      json: { success: false, kind: "conflict" },
      db: { [totalCodes]: 21, [vip1]: 1 },
      audit: { "codes.create/failure": 1 },
    })),
  ]);
});

const assignScenario = (name: string, body: unknown, status: number, json: unknown, db?: Scenario<Fixture>["db"]): Scenario<Fixture> => ({
  name,
  actor: "admin",
  method: "POST",
  path: assignPath(0),
  body,
  status,
  json,
  db,
});

const VALIDATION: Array<[string, Partial<Record<keyof AssigneeBody, unknown>>, string]> = [
  ["a missing username", { assigneeUsername: undefined }, ALL_REQUIRED],
  ["a missing first name", { assigneeFirstName: undefined }, ALL_REQUIRED],
  ["a missing last name", { assigneeLastName: undefined }, ALL_REQUIRED],
  ["a missing phone", { assigneePhone: undefined }, ALL_REQUIRED],
  ["a missing email", { assigneeEmail: undefined }, ALL_REQUIRED],
  ["a blank first name", { assigneeFirstName: "   " }, ALL_REQUIRED],
  ["a blank email", { assigneeEmail: "  " }, ALL_REQUIRED],
  ["a 2-character username", { assigneeUsername: "jd" }, "Username must be at least 3 characters long"],
  ["a 2-character username after trimming", { assigneeUsername: "  jd  " }, "Username must be at least 3 characters long"],
  ["a phone of seven digits", { assigneePhone: "555-4567" }, "Phone must be in format (xxx) xxx-xxxx"],
  ["a phone with letters", { assigneePhone: "555-123-CALL" }, "Phone must be in format (xxx) xxx-xxxx"],
  ["a phone of twelve digits", { assigneePhone: "55 5123 456 789" }, "Phone must be in format (xxx) xxx-xxxx"],
  ["an email without @", { assigneeEmail: "john.example.com" }, "Valid email is required"],
  ["an email without a domain", { assigneeEmail: "john@" }, "Valid email is required"],
];

const unassigned = (n: number) => (w: W) => ({ [rowOf(n)(w)]: { assignee_username: null, assigned_at: null } });

describe("assign and unassign", () => {
  runScenarios(template, [
    {
      name: "assigns with trimmed fields and records assignedAt and the assigning admin",
      actor: "admin",
      method: "POST",
      path: assignPath(0),
      body: {
        assigneeUsername: "  jdoe  ",
        assigneeFirstName: " John ",
        assigneeLastName: " Doe ",
        assigneePhone: " (555) 123-4567 ",
        assigneeEmail: " john.doe@example.com ",
      },
      status: 200,
      json: (w: W) => ({ success: true, message: `Code ${w.fixture.codes[0]!.code} assigned successfully` }),
      db: (w) => ({
        [rowOf(0)(w)]: {
          assignee_username: "jdoe",
          assignee_first_name: "John",
          assignee_last_name: "Doe",
          assignee_phone: "(555) 123-4567",
          assignee_email: "john.doe@example.com",
          assigned_at: w.ctx.clock.now().getTime(),
          assigned_by_admin_id: w.adminIds.superAdmin,
          is_used: 0,
        },
      }),
      audit: { "codes.assign/success": 1 },
      check: async (_reply, w) => {
        const listed = (await listing(w)).unused.find((c) => c.id === codeId(0)(w));
        expect(listed).toMatchObject({
          assigneeUsername: "jdoe",
          assigneeFirstName: "John",
          assigneeLastName: "Doe",
          assignedAt: w.ctx.clock.now().toISOString(),
        });
      },
    },
    {
      name: "a plain admin assigns too, and is recorded as the assigning admin",
      actor: "plainAdmin",
      method: "POST",
      path: assignPath(0),
      body: validAssignee(),
      status: 200,
      db: (w) => ({ [rowOf(0)(w)]: { assignee_username: "jdoe", assigned_by_admin_id: w.adminIds.plainAdmin } }),
    },
    ...VALIDATION.map(([what, overrides, message]) => ({
      ...assignScenario(`refuses ${what} with 400 and its message; the code stays unassigned`, validAssignee(overrides), 400, {
        success: false,
        error: message,
        kind: "invalid",
      }),
      db: unassigned(0),
      audit: { "codes.assign/failure": 1 },
    })),
    {
      ...assignScenario(
        "assigning an already-assigned code → 409; the first assignee stays",
        validAssignee({ assigneeUsername: "usurper", assigneeEmail: "usurper@example.com" }),
        409,
        { success: false, kind: "conflict" },
        (w) => ({ [rowOf(0)(w)]: { assignee_username: "jdoe", assignee_email: "john.doe@example.com" } }),
      ),
      before: (w) => assign(w, 0),
    },
    {
      ...assignScenario("an assignee username already on another code → 409; this code stays unassigned", validAssignee(), 409, {
        success: false,
        kind: "conflict",
      }),
      before: (w) => assign(w, 1),
      db: (w) => ({ ...unassigned(0)(w), "SELECT count(*) FROM invitation_codes WHERE assignee_username = 'jdoe'": 1 }),
    },
    {
      ...assignScenario(
        "a used code cannot be assigned (409), and stays as it is",
        validAssignee(),
        409,
        { success: false, kind: "conflict" },
        (w) => ({
          [rowOf(0)(w)]: { assignee_username: null, is_used: 1 },
        }),
      ),
      before: (w) => markUsed(w, w.fixture.codes[0]!.id),
    },
    {
      name: "a used code cannot be unassigned (409), and stays as it is",
      actor: "admin",
      method: "DELETE",
      path: assignPath(0),
      before: async (w) => {
        await assign(w, 0);
        markUsed(w, w.fixture.codes[0]!.id);
      },
      status: 409,
      json: { success: false, kind: "conflict" },
      db: (w) => ({ [rowOf(0)(w)]: { assignee_username: "jdoe", is_used: 1 } }),
      audit: { "codes.unassign/failure": 1 },
    },
    ...(["POST", "DELETE"] as const).flatMap((method): Array<Scenario<Fixture>> => {
      const what = method === "POST" ? "assign" : "unassign";
      const body = method === "POST" ? validAssignee() : undefined;
      return [
        {
          name: `${what} of an unknown uuid → 404`,
          actor: "admin",
          method,
          path: `${CODES}/${UNKNOWN_ID}/assign`,
          body,
          status: 404,
          json: { success: false, kind: "not_found" },
        },
        {
          name: `${what} of a non-uuid id → 400 'Invalid invitation code ID'`,
          actor: "admin",
          method,
          path: `${CODES}/not-a-uuid/assign`,
          body,
          status: 400,
          json: { success: false, error: "Invalid invitation code ID", kind: "invalid" },
        },
      ];
    }),
    {
      ...assignScenario("assign (numeric id) of a non-uuid id → 400 'Invalid invitation code ID'", validAssignee(), 400, {
        success: false,
        error: "Invalid invitation code ID",
        kind: "invalid",
      }),
      path: `${CODES}/12345/assign`,
    },
    {
      name: "unassign clears every assignee field",
      actor: "admin",
      method: "DELETE",
      path: assignPath(0),
      before: (w) => assign(w, 0),
      status: 200,
      json: (w: W) => ({ success: true, message: `Code ${w.fixture.codes[0]!.code} unassigned successfully` }),
      db: (w) => ({
        [rowOf(0)(w)]: {
          assignee_type: null,
          assignee_username: null,
          assignee_first_name: null,
          assignee_last_name: null,
          assignee_phone: null,
          assignee_email: null,
          assigned_at: null,
          assigned_by_admin_id: null,
          is_used: 0,
        },
      }),
      audit: { "codes.unassign/success": 1 },
      check: async (_reply, w) => {
        const lists = await listing(w);
        expect(idsOf(lists.unassigned)).toContain(codeId(0)(w));
        expect(idsOf(lists.assigned)).not.toContain(codeId(0)(w));
      },
    },
    {
      name: "unassigning an unassigned code → 409",
      actor: "admin",
      method: "DELETE",
      path: assignPath(0),
      status: 409,
      json: { success: false, kind: "conflict" },
      audit: { "codes.unassign/failure": 1 },
    },
  ]);
});

describe("concurrency", () => {
  test("two simultaneous assignments of one code: one 200, one 409, and the winner's assignee is stored", async () => {
    const w = await template.fresh();
    const bodies = [
      validAssignee({ assigneeUsername: "alice", assigneeEmail: "alice@example.com" }),
      validAssignee({ assigneeUsername: "bobby", assigneeEmail: "bobby@example.com" }),
    ];
    const replies = await Promise.all(bodies.map((body) => w.as("admin")("POST", assignPath(0)(w), { body })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = bodies[replies.findIndex((r) => r.status === 200)]!;
    expect(codeRow(w, codeId(0)(w))).toMatchObject({ assignee_username: winner.assigneeUsername, assignee_email: winner.assigneeEmail });
  });

  // Twice as many racers as password-hash slots (4): the later ones hash while the first commit.
  const RACERS = 8;
  test(`${RACERS} simultaneous setups on a fresh system: one 200, the rest 409, one admin, 20 codes`, async () => {
    const ctx = makeTestContext();
    const request = makeRequester(createApp(ctx));
    const replies = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        setupAdmin(request, { username: `racer${i}`, password: `racer-pw-${i}`, confirmPassword: `racer-pw-${i}` }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const r of replies.filter((r) => r.status === 409)) expect(r.json.error).toBe("Admin setup has already been completed");
    expect(countRows(ctx, "SELECT count(*) AS n FROM admin_accounts")).toBe(1);
    expect(countRows(ctx, "SELECT count(*) AS n FROM invitation_codes")).toBe(20);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(ctx.db.$client.query("SELECT username FROM admin_accounts").get()).toEqual({ username: `racer${winner}` });
  });
});

describe("the cached listing follows every change", () => {
  test("a generate and a custom code are visible in the next GET", async () => {
    const w = await template.fresh();
    expect((await listing(w)).unused).toHaveLength(20);
    expect((await w.as("admin")("POST", CODES, { body: { count: 3 } })).status).toBe(200);
    expect((await listing(w)).unused).toHaveLength(23);
    expect((await w.as("admin")("POST", CODES, { body: { code: "fresh-one" } })).status).toBe(200);
    expect((await listing(w)).unused.map((c) => c.code)).toContain("FRESH-ONE");
  });

  test("an assign and an unassign are visible in the next GET", async () => {
    const w = await template.fresh();
    const id = codeId(0)(w);
    await listing(w);
    await assign(w, 0);
    let lists = await listing(w);
    expect(idsOf(lists.assigned)).toEqual([id]);
    expect(idsOf(lists.unassigned)).not.toContain(id);

    expect((await w.as("admin")("DELETE", assignPath(0)(w))).status).toBe(200);
    lists = await listing(w);
    expect(lists.assigned).toEqual([]);
    expect(idsOf(lists.unassigned)).toContain(id);
  });

  test("a change written directly to the database (same connection) is visible", async () => {
    const w = await template.fresh();
    await listing(w);
    markUsed(w, codeId(0)(w));
    expect(idsOf((await listing(w)).used)).toEqual([codeId(0)(w)]);
  });

  test("a change committed by another connection to the database file (the CLI) is visible", async () => {
    const w = await template.fresh({ onDisk: true });
    await listing(w);
    const other = new Database(join(w.ctx.config.dataDir, "aan.db"));
    try {
      other.exec("PRAGMA busy_timeout = 5000");
      other.query("UPDATE invitation_codes SET is_used = 1, used_at = ? WHERE id = ?").run(Date.now(), codeId(0)(w));
    } finally {
      other.close();
    }
    expect(idsOf((await listing(w)).used)).toEqual([codeId(0)(w)]);
  });
});

describe("compressed listing", () => {
  /** 120 codes: enough for compression to pay. */
  const manyCodes = template.extend(async (w) => {
    const res = await w.as("admin")("POST", CODES, { body: { count: 100 } });
    if (res.status !== 200) throw new Error(res.text);
    return w.fixture;
  });
  let w: W;
  beforeAll(async () => {
    w = await manyCodes.fresh();
  });

  async function raw(acceptEncoding?: string) {
    const headers: Record<string, string> = { cookie: w.cookies.superAdmin };
    if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
    const response = await w.app.handle(new Request(`http://localhost${CODES}`, { headers }));
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  test("without accept-encoding the answer is plain JSON", async () => {
    const plain = await raw();
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(plain.bytes.toString("utf8")).codes.unused).toHaveLength(120);
  });

  test.each([
    ["gzip", "gzip", (b: Buffer) => gunzipSync(b)],
    ["br", "br", (b: Buffer) => brotliDecompressSync(b)],
    ["gzip, deflate, br", "br", (b: Buffer) => brotliDecompressSync(b)],
    ["gzip, deflate", "gzip", (b: Buffer) => gunzipSync(b)],
  ])("accept-encoding %p → content-encoding %s, decoding to the plain JSON", async (accept, encoding, decode) => {
    const plainText = (await raw()).bytes.toString("utf8");
    const packed = await raw(accept);
    expect(packed.status).toBe(200);
    expect(packed.headers.get("content-encoding")).toBe(encoding);
    expect(packed.headers.get("vary") ?? "").toMatch(/accept-encoding/i);
    expect(packed.bytes.length).toBeLessThan(plainText.length);
    expect(decode(packed.bytes).toString("utf8")).toBe(plainText);
  });

  test("the compressed forms follow a change too", async () => {
    const before = JSON.parse(gunzipSync((await raw("gzip")).bytes).toString("utf8"));
    JSON.parse(brotliDecompressSync((await raw("br")).bytes).toString("utf8"));
    w.ctx.clock.advance(1000);
    expect((await w.as("admin")("POST", CODES, { body: { code: "after-cache" } })).status).toBe(200);
    const gz = JSON.parse(gunzipSync((await raw("gzip")).bytes).toString("utf8"));
    const br = JSON.parse(brotliDecompressSync((await raw("br")).bytes).toString("utf8"));
    expect(gz.codes.unused).toHaveLength(before.codes.unused.length + 1);
    expect(gz.codes.unused[0].code).toBe("AFTER-CACHE");
    expect(br).toEqual(gz);
  });
});
