// Invitation codes through app.handle: listing, batch and custom creation, assign and unassign,
// concurrency, the cached listing and its compressed forms (spec §3, §4, §5, §7, §8, §9).
import { Database } from "bun:sqlite";
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, tempDir, type TestContext } from "../helpers/context";
import {
  countRows,
  createSignedInAdmin,
  setupAdmin,
  validAssignee,
  type AssigneeBody,
  type SignedInAdmin,
} from "../helpers/admin-session";

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

async function listing(admin: SignedInAdmin): Promise<Lists> {
  const res = await admin.as("GET", "/api/admin/invitation-codes");
  if (res.status !== 200) throw new Error(`listing answered ${res.status}: ${res.text}`);
  expect(res.json.success).toBe(true);
  return res.json.codes;
}

const codeOf = (lists: Lists, id: string) => [...lists.unused, ...lists.used].find((c) => c.id === id);
const idsOf = (codes: CodeView[]) => codes.map((c) => c.id);
const codeRow = (ctx: TestContext, id: string) =>
  ctx.db.$client.query("SELECT * FROM invitation_codes WHERE id = ?").get(id) as Record<string, unknown>;
const totalCodes = (ctx: TestContext) => countRows(ctx, "SELECT count(*) AS n FROM invitation_codes");
const markUsed = (ctx: TestContext, id: string) =>
  ctx.db.$client.query("UPDATE invitation_codes SET is_used = 1, used_at = ? WHERE id = ?").run(ctx.clock.now().getTime(), id);

/** An unused, unassigned code, taken out of the pool so tests do not share it. */
function freshCodeTaker(admin: SignedInAdmin) {
  const taken = new Set<string>();
  return async (): Promise<CodeView> => {
    const code = (await listing(admin)).unassigned.find((c) => !taken.has(c.id));
    if (!code) throw new Error("no unassigned code left");
    taken.add(code.id);
    return code;
  };
}

describe("GET /api/admin/invitation-codes", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });

  test("after setup: 20 unused and unassigned codes, none used or assigned, each with every field", async () => {
    const lists = await listing(admin);
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
  });

  test("newest first", async () => {
    admin.ctx.clock.advance(60_000);
    const created = await admin.as("POST", "/api/admin/invitation-codes", { body: { code: "newest-1" } });
    expect(created.status).toBe(200);
    const lists = await listing(admin);
    expect(lists.unused[0]!.code).toBe("NEWEST-1");
    expect(lists.unassigned[0]!.code).toBe("NEWEST-1");
    const times = lists.unused.map((c) => Date.parse(c.createdAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test("an assigned code is in unused and assigned; a used code moves to used with its usedAt", async () => {
    const [toAssign, toUse] = (await listing(admin)).unassigned.slice(-2);
    expect((await admin.as("POST", `/api/admin/invitation-codes/${toAssign!.id}/assign`, { body: validAssignee() })).status).toBe(200);
    admin.ctx.clock.advance(1000);
    markUsed(admin.ctx, toUse!.id);

    const lists = await listing(admin);
    expect(idsOf(lists.assigned)).toEqual([toAssign!.id]);
    expect(idsOf(lists.unused)).toContain(toAssign!.id);
    expect(idsOf(lists.unassigned)).not.toContain(toAssign!.id);
    expect(lists.assigned[0]).toMatchObject({ assigneeUsername: "jdoe", assigneeEmail: "john.doe@example.com" });

    expect(idsOf(lists.used)).toEqual([toUse!.id]);
    expect(lists.used[0]!.usedAt).toBe(admin.ctx.clock.now().toISOString());
    for (const list of [lists.unused, lists.unassigned, lists.assigned]) expect(idsOf(list)).not.toContain(toUse!.id);
    expect(lists.unused).toHaveLength(20); // 21 codes, one used
    expect(lists.unassigned).toHaveLength(19);
  });
});

describe("POST /api/admin/invitation-codes {count}", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });

  test.each([1, 5, 100])("generates %i readable, unique, unused codes", async (count) => {
    const before = new Set((await listing(admin)).unused.map((c) => c.code));
    const res = await admin.as("POST", "/api/admin/invitation-codes", { body: { count } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: `Generated ${count} new invitation codes` });
    const added = (await listing(admin)).unused.filter((c) => !before.has(c.code));
    expect(added).toHaveLength(count);
    for (const c of added) {
      expect(c.code).toHaveLength(14);
      expect(c.code).toMatch(CODE_FORMAT);
      expect(c.assigneeUsername).toBeNull();
    }
    expect(new Set(added.map((c) => c.code)).size).toBe(count);
  });

  test.each([
    ["0", { count: 0 }],
    ["101", { count: 101 }],
    ["2.5", { count: 2.5 }],
    ['"5" (text)', { count: "5" }],
    ["missing", {}],
    ["-1", { count: -1 }],
    ["null", { count: null }],
  ])("count %s → 400 with the spec's message, nothing generated", async (_name, body) => {
    const before = totalCodes(admin.ctx);
    const res = await admin.as("POST", "/api/admin/invitation-codes", { body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: INVALID_COUNT, kind: "invalid" });
    expect(totalCodes(admin.ctx)).toBe(before);
  });
});

describe("POST /api/admin/invitation-codes {code}", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });
  const create = (code: unknown) => admin.as("POST", "/api/admin/invitation-codes", { body: { code } });
  const stored = (code: string) => countRows(admin.ctx, "SELECT count(*) AS n FROM invitation_codes WHERE code = ?", code);

  test("trims and upper-cases a custom code", async () => {
    const res = await create(" vip-1 ");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Created custom code: VIP-1" });
    expect(stored("VIP-1")).toBe(1);
    expect((await listing(admin)).unassigned.map((c) => c.code)).toContain("VIP-1");
  });

  test.each([
    ["empty", ""],
    ["blank", "   "],
  ])("an %s code → 400 'Invalid Code: Please enter a custom code'", async (_name, code) => {
    const before = totalCodes(admin.ctx);
    const res = await create(code);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: EMPTY_CODE, kind: "invalid" });
    expect(totalCodes(admin.ctx)).toBe(before);
  });

  test("51 characters → 400, nothing stored; 50 characters are accepted", async () => {
    const tooLong = "a".repeat(51);
    const res = await create(tooLong);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, kind: "invalid" });
    expect(stored(tooLong.toUpperCase())).toBe(0);

    const longest = "b".repeat(50);
    const ok = await create(longest);
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(`Created custom code: ${longest.toUpperCase()}`);
    expect(stored(longest.toUpperCase())).toBe(1);
  });

  test.each(["VIP-1", "vip-1", " Vip-1"])("a duplicate (%p, upper-cased) → 409, nothing stored", async (code) => {
    const before = totalCodes(admin.ctx);
    const res = await create(code);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, kind: "conflict" });
    expect(totalCodes(admin.ctx)).toBe(before);
    expect(stored("VIP-1")).toBe(1);
  });
});

describe("assign and unassign", () => {
  let admin: SignedInAdmin;
  let takeCode: () => Promise<CodeView>;
  let adminId: string;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
    takeCode = freshCodeTaker(admin);
    adminId = (admin.ctx.db.$client.query("SELECT id FROM admin_accounts").get() as { id: string }).id;
  });
  // A username may stand on one code only: each test starts with no assignee anywhere.
  beforeEach(() => {
    admin.ctx.db.$client.run(
      "UPDATE invitation_codes SET assignee_type = NULL, assignee_username = NULL, assignee_first_name = NULL, assignee_last_name = NULL, assignee_phone = NULL, assignee_email = NULL, assigned_at = NULL, assigned_by_admin_id = NULL",
    );
  });
  const assign = (id: string, body: unknown = validAssignee()) => admin.as("POST", `/api/admin/invitation-codes/${id}/assign`, { body });
  const unassign = (id: string) => admin.as("DELETE", `/api/admin/invitation-codes/${id}/assign`);

  test("assigns with trimmed fields and records assignedAt and the assigning admin", async () => {
    const code = await takeCode();
    const res = await assign(code.id, {
      assigneeUsername: "  jdoe  ",
      assigneeFirstName: " John ",
      assigneeLastName: " Doe ",
      assigneePhone: " (555) 123-4567 ",
      assigneeEmail: " john.doe@example.com ",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: `Code ${code.code} assigned successfully` });
    expect(codeRow(admin.ctx, code.id)).toMatchObject({
      assignee_username: "jdoe",
      assignee_first_name: "John",
      assignee_last_name: "Doe",
      assignee_phone: "(555) 123-4567",
      assignee_email: "john.doe@example.com",
      assigned_at: admin.ctx.clock.now().getTime(),
      assigned_by_admin_id: adminId,
      is_used: 0,
    });
    const listed = codeOf(await listing(admin), code.id)!;
    expect(listed).toMatchObject({ assigneeUsername: "jdoe", assigneeFirstName: "John", assigneeLastName: "Doe", assignedAt: admin.ctx.clock.now().toISOString() });
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
    ["a phone without parentheses", { assigneePhone: "555-123-4567" }, "Phone must be in format (xxx) xxx-xxxx"],
    ["a phone without the space", { assigneePhone: "(555)123-4567" }, "Phone must be in format (xxx) xxx-xxxx"],
    ["a phone of bare digits", { assigneePhone: "5551234567" }, "Phone must be in format (xxx) xxx-xxxx"],
    ["an email without @", { assigneeEmail: "john.example.com" }, "Valid email is required"],
    ["an email without a domain", { assigneeEmail: "john@" }, "Valid email is required"],
  ];

  test.each(VALIDATION)("refuses %s with 400 and its message; the code stays unassigned", async (_name, overrides, message) => {
    const code = await takeCode();
    const res = await assign(code.id, validAssignee(overrides));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: message, kind: "invalid" });
    expect(codeRow(admin.ctx, code.id)).toMatchObject({ assignee_username: null, assigned_at: null });
  });

  test("assigning an already-assigned code → 409; the first assignee stays", async () => {
    const code = await takeCode();
    expect((await assign(code.id)).status).toBe(200);
    const res = await assign(code.id, validAssignee({ assigneeUsername: "usurper", assigneeEmail: "usurper@example.com" }));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, kind: "conflict" });
    expect(codeRow(admin.ctx, code.id)).toMatchObject({ assignee_username: "jdoe", assignee_email: "john.doe@example.com" });
  });

  test("a used code can be neither assigned nor unassigned (409), and stays as it is", async () => {
    const unassigned = await takeCode();
    markUsed(admin.ctx, unassigned.id);
    const assignRes = await assign(unassigned.id);
    expect(assignRes.status).toBe(409);
    expect(assignRes.json).toMatchObject({ success: false, kind: "conflict" });
    expect(codeRow(admin.ctx, unassigned.id)).toMatchObject({ assignee_username: null, is_used: 1 });

    const assigned = await takeCode();
    expect((await assign(assigned.id)).status).toBe(200);
    markUsed(admin.ctx, assigned.id);
    const unassignRes = await unassign(assigned.id);
    expect(unassignRes.status).toBe(409);
    expect(unassignRes.json).toMatchObject({ success: false, kind: "conflict" });
    expect(codeRow(admin.ctx, assigned.id)).toMatchObject({ assignee_username: "jdoe", is_used: 1 });
  });

  test.each([
    ["assign", () => assign(UNKNOWN_ID)],
    ["unassign", () => unassign(UNKNOWN_ID)],
  ])("%s of an unknown uuid → 404", async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, kind: "not_found" });
  });

  test.each([
    ["assign", () => assign("not-a-uuid")],
    ["unassign", () => unassign("not-a-uuid")],
    ["assign (numeric id)", () => assign("12345")],
  ])("%s of a non-uuid id → 400 'Invalid invitation code ID'", async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: "Invalid invitation code ID", kind: "invalid" });
  });

  test("unassign clears every assignee field", async () => {
    const code = await takeCode();
    expect((await assign(code.id)).status).toBe(200);
    const res = await unassign(code.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: `Code ${code.code} unassigned successfully` });
    expect(codeRow(admin.ctx, code.id)).toMatchObject({
      assignee_type: null,
      assignee_username: null,
      assignee_first_name: null,
      assignee_last_name: null,
      assignee_phone: null,
      assignee_email: null,
      assigned_at: null,
      assigned_by_admin_id: null,
      is_used: 0,
    });
    const lists = await listing(admin);
    expect(idsOf(lists.unassigned)).toContain(code.id);
    expect(idsOf(lists.assigned)).not.toContain(code.id);
  });

  test("unassigning an unassigned code → 409", async () => {
    const code = await takeCode();
    const res = await unassign(code.id);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, kind: "conflict" });
  });
});

describe("concurrency", () => {
  test("two simultaneous assignments of one code: one 200, one 409, and the winner's assignee is stored", async () => {
    const admin = await createSignedInAdmin();
    const code = (await listing(admin)).unassigned[0]!;
    const bodies = [
      validAssignee({ assigneeUsername: "alice", assigneeEmail: "alice@example.com" }),
      validAssignee({ assigneeUsername: "bobby", assigneeEmail: "bobby@example.com" }),
    ];
    const replies = await Promise.all(bodies.map((body) => admin.as("POST", `/api/admin/invitation-codes/${code.id}/assign`, { body })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = bodies[replies.findIndex((r) => r.status === 200)]!;
    expect(codeRow(admin.ctx, code.id)).toMatchObject({ assignee_username: winner.assigneeUsername, assignee_email: winner.assigneeEmail });
  });

  test("20 simultaneous setups on a fresh system: one 200, 19 × 409, one admin, 20 codes", async () => {
    const ctx = makeTestContext();
    const request = makeRequester(createApp(ctx));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        setupAdmin(request, { username: `racer${i}`, password: `racer-pw-${i}`, confirmPassword: `racer-pw-${i}` }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of replies.filter((r) => r.status === 409)) expect(r.json.error).toBe("Admin setup has already been completed");
    expect(countRows(ctx, "SELECT count(*) AS n FROM admin_accounts")).toBe(1);
    expect(totalCodes(ctx)).toBe(20);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(ctx.db.$client.query("SELECT username FROM admin_accounts").get()).toEqual({ username: `racer${winner}` });
  });
});

describe("the cached listing follows every change", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
  });

  test("a generate is visible in the next GET", async () => {
    expect((await listing(admin)).unused).toHaveLength(20);
    expect((await admin.as("POST", "/api/admin/invitation-codes", { body: { count: 3 } })).status).toBe(200);
    expect((await listing(admin)).unused).toHaveLength(23);
    expect((await admin.as("POST", "/api/admin/invitation-codes", { body: { code: "fresh-one" } })).status).toBe(200);
    expect((await listing(admin)).unused.map((c) => c.code)).toContain("FRESH-ONE");
  });

  test("an assign and an unassign are visible in the next GET", async () => {
    const code = (await listing(admin)).unassigned[0]!;
    expect((await admin.as("POST", `/api/admin/invitation-codes/${code.id}/assign`, { body: validAssignee() })).status).toBe(200);
    let lists = await listing(admin);
    expect(idsOf(lists.assigned)).toEqual([code.id]);
    expect(idsOf(lists.unassigned)).not.toContain(code.id);

    expect((await admin.as("DELETE", `/api/admin/invitation-codes/${code.id}/assign`)).status).toBe(200);
    lists = await listing(admin);
    expect(lists.assigned).toEqual([]);
    expect(idsOf(lists.unassigned)).toContain(code.id);
  });

  test("a change written directly to the database (same connection) is visible", async () => {
    const code = (await listing(admin)).unassigned[0]!;
    markUsed(admin.ctx, code.id);
    expect(idsOf((await listing(admin)).used)).toEqual([code.id]);
  });

  test("a change committed by another connection to the database file (the CLI) is visible", async () => {
    const dataDir = tempDir("aan-codes-");
    const fileAdmin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir }) });
    const code = (await listing(fileAdmin)).unassigned[0]!;
    const other = new Database(join(dataDir, "aan.db"));
    try {
      other.exec("PRAGMA busy_timeout = 5000");
      other.query("UPDATE invitation_codes SET is_used = 1, used_at = ? WHERE id = ?").run(Date.now(), code.id);
    } finally {
      other.close();
    }
    expect(idsOf((await listing(fileAdmin)).used)).toEqual([code.id]);
  });
});

describe("compressed listing", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
    const res = await admin.as("POST", "/api/admin/invitation-codes", { body: { count: 100 } });
    if (res.status !== 200) throw new Error(res.text);
  });

  async function raw(acceptEncoding?: string) {
    const headers: Record<string, string> = { cookie: admin.cookie };
    if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
    const response = await admin.app.handle(new Request("http://localhost/api/admin/invitation-codes", { headers }));
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
    admin.ctx.clock.advance(1000);
    expect((await admin.as("POST", "/api/admin/invitation-codes", { body: { code: "after-cache" } })).status).toBe(200);
    const gz = JSON.parse(gunzipSync((await raw("gzip")).bytes).toString("utf8"));
    const br = JSON.parse(brotliDecompressSync((await raw("br")).bytes).toString("utf8"));
    expect(gz.codes.unused).toHaveLength(before.codes.unused.length + 1);
    expect(gz.codes.unused[0].code).toBe("AFTER-CACHE");
    expect(br).toEqual(gz);
  });
});
