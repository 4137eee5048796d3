// The credibility database through app.handle (spec §3, §5, §7, §8): six required fields,
// amounts as decimal strings stored in cents, partial updates, deletes.
import { beforeAll, describe, expect, test } from "bun:test";
import { createSignedInAdmin, countRows, validCredibilityEntry, type SignedInAdmin } from "../helpers/admin-session";

const BASE = "/api/admin/credibility-entries";
const UNKNOWN_ID = "8a6c1d7e-3b2f-4e9a-a1c0-5d4e3f2a1b0c";

let admin: SignedInAdmin;
beforeAll(async () => {
  admin = await createSignedInAdmin();
});

const create = (body: unknown) => admin.as("POST", BASE, { body });
const entryRow = (id: string) => admin.ctx.db.$client.query("SELECT * FROM credibility_entries WHERE id = ?").get(id) as Record<string, unknown> | null;
const entryCount = () => countRows(admin.ctx, "SELECT count(*) AS n FROM credibility_entries");

describe("POST /api/admin/credibility-entries", () => {
  test("creates an entry from the six required fields; absent optional fields are null", async () => {
    const res = await create(validCredibilityEntry());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Entry created successfully" });
    const entry = res.json.entry;
    expect(entry).toMatchObject({
      ...validCredibilityEntry(),
      contractorPhone: null,
      contractorEmail: null,
      originalAmount: null,
      reducedAmount: null,
      finalAmount: null,
      deductible: null,
      notes: null,
      successStory: null,
    });
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(entry.createdAt).toBe(admin.ctx.clock.now().toISOString());
    expect(entry.updatedAt).toBe(entry.createdAt);
    expect(entryRow(entry.id)).toMatchObject({ contractor_name: "Bob Builder", original_amount_cents: null });
  });

  test.each([
    ["originalAmount", "52000", "52000.00", 5_200_000, "original_amount_cents"],
    ["reducedAmount", 10.5, "10.50", 1050, "reduced_amount_cents"],
    ["finalAmount", "0.07", "0.07", 7, "final_amount_cents"],
    ["deductible", "1,250.5", "1250.50", 125_050, "deductible_cents"],
    ["originalAmount", 0, "0.00", 0, "original_amount_cents"],
    ["finalAmount", "9999999999999.99", "9999999999999.99", 999_999_999_999_999, "final_amount_cents"],
  ])("%s %p is answered as %p and stored as %i cents", async (field, input, decimal, cents, column) => {
    const res = await create(validCredibilityEntry({ [field]: input }));
    expect(res.status).toBe(200);
    expect(res.json.entry[field]).toBe(decimal);
    expect(entryRow(res.json.entry.id)![column]).toBe(cents);
  });

  test.each([
    ["contractorName", "Contractor name is required"],
    ["contractorCompany", "Contractor company is required"],
    ["contractorAddress", "Contractor address is required"],
    ["clientName", "Client name is required"],
    ["clientAddress", "Client address is required"],
    ["claimType", "Claim type is required"],
  ])("a missing or blank %s → 400 %p", async (field, message) => {
    const before = entryCount();
    for (const value of [undefined, "", "   "]) {
      const res = await create(validCredibilityEntry({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, error: message, kind: "invalid" });
    }
    expect(entryCount()).toBe(before);
  });

  test.each([
    ["originalAmount", "12.345"],
    ["reducedAmount", "-5"],
    ["finalAmount", "abc"],
    ["deductible", -1],
    ["originalAmount", "1e5"],
    ["originalAmount", "99999999999999"],
  ])("%s %p → 400, nothing stored", async (field, value) => {
    const before = entryCount();
    const res = await create(validCredibilityEntry({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, kind: "invalid" });
    expect(res.json.error).toMatch(/amount|Deductible/i);
    expect(entryCount()).toBe(before);
  });

  test("phone and email are optional and kept when given; a bad email → 400", async () => {
    const res = await create(validCredibilityEntry({ contractorPhone: "(813) 555-0100", contractorEmail: " bob@builder.example " }));
    expect(res.status).toBe(200);
    expect(res.json.entry).toMatchObject({ contractorPhone: "(813) 555-0100", contractorEmail: "bob@builder.example" });

    const before = entryCount();
    const bad = await create(validCredibilityEntry({ contractorEmail: "not-an-email" }));
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, error: "Contractor email must be a valid email address", kind: "invalid" });
    expect(entryCount()).toBe(before);
  });
});

describe("GET /api/admin/credibility-entries", () => {
  test("lists every entry, newest first", async () => {
    admin.ctx.clock.advance(60_000);
    const older = (await create(validCredibilityEntry({ contractorName: "Older Entry" }))).json.entry;
    admin.ctx.clock.advance(60_000);
    const newer = (await create(validCredibilityEntry({ contractorName: "Newer Entry", finalAmount: "42" }))).json.entry;

    const res = await admin.as("GET", BASE);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const entries = res.json.entries as Array<{ id: string; createdAt: string }>;
    expect(entries).toHaveLength(entryCount());
    expect(entries[0]).toEqual(newer);
    expect(entries[1]).toEqual(older);
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries[0]).toMatchObject({ finalAmount: "42.00" });
  });
});

describe("PUT /api/admin/credibility-entries/:id", () => {
  test("a partial update changes only the given fields and bumps updatedAt", async () => {
    const original = (
      await create(
        validCredibilityEntry({
          contractorPhone: "(813) 555-0100",
          contractorEmail: "bob@builder.example",
          originalAmount: "52000",
          finalAmount: "61000.25",
          notes: "First notes",
          successStory: "They paid.",
        }),
      )
    ).json.entry;
    admin.ctx.clock.advance(5 * 60_000);

    const res = await admin.as("PUT", `${BASE}/${original.id}`, { body: { claimType: "Hail", reducedAmount: "1000.5" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Entry updated successfully" });
    const updated = res.json.entry;
    expect(updated).toEqual({
      ...original,
      claimType: "Hail",
      reducedAmount: "1000.50",
      updatedAt: admin.ctx.clock.now().toISOString(),
    });
    expect(updated.createdAt).toBe(original.createdAt);
    expect(entryRow(original.id)).toMatchObject({
      claim_type: "Hail",
      reduced_amount_cents: 100_050,
      original_amount_cents: 5_200_000,
      final_amount_cents: 6_100_025,
      contractor_phone: "(813) 555-0100",
      notes: "First notes",
      updated_at: admin.ctx.clock.now().getTime(),
    });
  });

  test("an update obeys the create rules for the fields it carries", async () => {
    const entry = (await create(validCredibilityEntry())).json.entry;
    for (const [body, message] of [
      [{ contractorName: "  " }, "Contractor name is required"],
      [{ finalAmount: "12.345" }, undefined],
      [{ contractorEmail: "nope" }, "Contractor email must be a valid email address"],
    ] as Array<[Record<string, unknown>, string | undefined]>) {
      const res = await admin.as("PUT", `${BASE}/${entry.id}`, { body });
      expect(res.status).toBe(400);
      if (message) expect(res.json.error).toBe(message);
    }
    expect(entryRow(entry.id)).toMatchObject({ contractor_name: "Bob Builder", final_amount_cents: null, contractor_email: null });
  });

  test("an amount can be cleared with null", async () => {
    const entry = (await create(validCredibilityEntry({ deductible: "500" }))).json.entry;
    const res = await admin.as("PUT", `${BASE}/${entry.id}`, { body: { deductible: null } });
    expect(res.status).toBe(200);
    expect(res.json.entry.deductible).toBeNull();
    expect(entryRow(entry.id)!.deductible_cents).toBeNull();
  });

  test.each([
    ["PUT", { contractorName: "X Y" }],
    ["DELETE", undefined],
  ])("%s with a non-uuid id → 400 'Invalid credibility entry ID'", async (method, body) => {
    const res = await admin.as(method, `${BASE}/not-a-uuid`, { body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: "Invalid credibility entry ID", kind: "invalid" });
  });

  test.each([
    ["PUT", { contractorName: "X Y" }],
    ["DELETE", undefined],
  ])("%s with an unknown uuid → 404", async (method, body) => {
    const res = await admin.as(method, `${BASE}/${UNKNOWN_ID}`, { body });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, kind: "not_found" });
  });
});

describe("DELETE /api/admin/credibility-entries/:id", () => {
  test("deletes the entry; a second delete and an update then get 404", async () => {
    const entry = (await create(validCredibilityEntry({ contractorName: "Doomed Entry" }))).json.entry;
    const res = await admin.as("DELETE", `${BASE}/${entry.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Entry deleted successfully" });
    expect(entryRow(entry.id)).toBeNull();
    const listed = (await admin.as("GET", BASE)).json.entries as Array<{ id: string }>;
    expect(listed.map((e) => e.id)).not.toContain(entry.id);
    expect((await admin.as("DELETE", `${BASE}/${entry.id}`)).status).toBe(404);
    expect((await admin.as("PUT", `${BASE}/${entry.id}`, { body: { notes: "back?" } })).status).toBe(404);
  });
});

describe("every credibility call needs an admin session", () => {
  test.each([
    ["GET", BASE, undefined],
    ["POST", BASE, validCredibilityEntry()],
    ["PUT", `${BASE}/${UNKNOWN_ID}`, { notes: "x" }],
    ["DELETE", `${BASE}/${UNKNOWN_ID}`, undefined],
  ])("%s %s without a session → 401, nothing changes", async (method, path, body) => {
    const before = admin.ctx.db.$client.query("SELECT * FROM credibility_entries ORDER BY id").all();
    const res = await admin.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, kind: "unauthenticated" });
    expect(admin.ctx.db.$client.query("SELECT * FROM credibility_entries ORDER BY id").all()).toEqual(before);
  });

  test("a real entry cannot be changed or deleted without a session", async () => {
    const entry = (await create(validCredibilityEntry())).json.entry;
    expect((await admin.request("PUT", `${BASE}/${entry.id}`, { body: { notes: "tampered" } })).status).toBe(401);
    expect((await admin.request("DELETE", `${BASE}/${entry.id}`)).status).toBe(401);
    expect(entryRow(entry.id)).toMatchObject({ notes: null });
  });
});
