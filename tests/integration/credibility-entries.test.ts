// The credibility database through app.handle (spec §3, §5, §6, §7, §8): six required fields,
// amounts as decimal strings stored in cents, partial updates, deletes. Table-driven: every
// scenario runs on its own copy of a state built once (see tests/helpers/scenario.ts).
import { describe, expect } from "bun:test";
import { validCredibilityEntry } from "../helpers/admin-session";
import { runScenarios, scenarioTemplate, withoutSession, type Scenario, type World } from "../helpers/scenario";

const BASE = "/api/admin/credibility-entries";
const UNKNOWN_ID = "8a6c1d7e-3b2f-4e9a-a1c0-5d4e3f2a1b0c";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Entry = Record<string, unknown> & { id: string; createdAt: string };

/** No entries yet: a created entry is the only row of credibility_entries. */
const empty = scenarioTemplate();
/** One entry with every kind of field filled in, created through the API. */
const withEntry = empty.extend(async (w) => {
  const res = await w.as("admin")("POST", BASE, {
    body: validCredibilityEntry({
      contractorPhone: "(813) 555-0100",
      contractorEmail: "bob@builder.example",
      originalAmount: "52000",
      finalAmount: "61000.25",
      deductible: "500",
      notes: "First notes",
      successStory: "They paid.",
    }),
  });
  if (res.status !== 200) throw new Error(res.text);
  return { entry: res.json.entry as Entry };
});
type W = World<{ entry: Entry }>;

const entryCount = "SELECT count(*) FROM credibility_entries";
const theRow = "SELECT * FROM credibility_entries";
const entryPath = (w: W) => `${BASE}/${w.fixture.entry.id}`;

describe("POST /api/admin/credibility-entries", () => {
  const create = (name: string, body: unknown): Scenario => ({ name, actor: "admin", method: "POST", path: BASE, body, status: 200 });
  const refused = (name: string, body: unknown, error: unknown): Scenario => ({
    ...create(name, body),
    status: 400,
    json: { success: false, error, kind: "invalid" },
    db: { [entryCount]: 0 },
    audit: { "credibility.create/failure": 1 },
  });

  runScenarios(empty, [
    {
      ...create("creates an entry from the six required fields; absent optional fields are null", validCredibilityEntry()),
      json: (w: World) => ({
        success: true,
        message: "Entry created successfully",
        entry: {
          ...validCredibilityEntry(),
          id: expect.stringMatching(UUID),
          contractorPhone: null,
          contractorEmail: null,
          originalAmount: null,
          reducedAmount: null,
          finalAmount: null,
          deductible: null,
          notes: null,
          successStory: null,
          createdAt: w.ctx.clock.now().toISOString(),
          updatedAt: w.ctx.clock.now().toISOString(),
        },
      }),
      db: { [theRow]: { contractor_name: "Bob Builder", original_amount_cents: null }, [entryCount]: 1 },
      audit: { "credibility.create/success": 1 },
    },
    {
      ...create("a plain admin creates entries too", validCredibilityEntry()),
      actor: "plainAdmin",
      db: { [entryCount]: 1 },
    },
    ...(
      [
        ["originalAmount", "52000", "52000.00", 5_200_000, "original_amount_cents"],
        ["reducedAmount", 10.5, "10.50", 1050, "reduced_amount_cents"],
        ["finalAmount", "0.07", "0.07", 7, "final_amount_cents"],
        ["deductible", "1,250.5", "1250.50", 125_050, "deductible_cents"],
        ["originalAmount", 0, "0.00", 0, "original_amount_cents"],
        ["finalAmount", "9999999999999.99", "9999999999999.99", 999_999_999_999_999, "final_amount_cents"],
      ] as const
    ).map(([field, input, decimal, cents, column]) => ({
      ...create(
        `${field} ${JSON.stringify(input)} is answered as "${decimal}" and stored as ${cents} cents`,
        validCredibilityEntry({ [field]: input }),
      ),
      json: { entry: { [field]: decimal } },
      db: { [`SELECT ${column} FROM credibility_entries`]: cents },
    })),
    ...(
      [
        ["contractorName", "Contractor name is required"],
        ["contractorCompany", "Contractor company is required"],
        ["contractorAddress", "Contractor address is required"],
        ["clientName", "Client name is required"],
        ["clientAddress", "Client address is required"],
        ["claimType", "Claim type is required"],
      ] as const
    ).flatMap(([field, message]) =>
      (
        [
          ["missing", undefined],
          ["empty", ""],
          ["blank", "   "],
        ] as const
      ).map(([how, value]) => refused(`a ${how} ${field} → 400 "${message}"`, validCredibilityEntry({ [field]: value }), message)),
    ),
    ...(
      [
        ["originalAmount", "12.345"],
        ["reducedAmount", "-5"],
        ["finalAmount", "abc"],
        ["deductible", -1],
        ["originalAmount", "1e5"],
        ["originalAmount", "99999999999999"],
      ] as const
    ).map(([field, value]) =>
      refused(
        `${field} ${JSON.stringify(value)} → 400, nothing stored`,
        validCredibilityEntry({ [field]: value }),
        expect.stringMatching(/amount|Deductible/i),
      ),
    ),
    {
      ...create(
        "phone and email are optional and kept when given",
        validCredibilityEntry({ contractorPhone: "(813) 555-0100", contractorEmail: " bob@builder.example " }),
      ),
      json: { entry: { contractorPhone: "(813) 555-0100", contractorEmail: "bob@builder.example" } },
    },
    refused(
      "a bad contractor email → 400",
      validCredibilityEntry({ contractorEmail: "not-an-email" }),
      "Contractor email must be a valid email address",
    ),
  ]);
});

describe("GET /api/admin/credibility-entries", () => {
  let created: Entry[] = [];
  runScenarios(empty, [
    {
      name: "lists every entry as it was created, newest first",
      actor: "admin",
      method: "GET",
      path: BASE,
      before: async (w) => {
        created = [];
        for (const [contractorName, finalAmount] of [["Older Entry"], ["Newer Entry", "42"]]) {
          w.ctx.clock.advance(60_000);
          const res = await w.as("admin")("POST", BASE, { body: validCredibilityEntry({ contractorName, finalAmount }) });
          expect(res.status).toBe(200);
          created.push(res.json.entry);
        }
      },
      status: 200,
      jsonEquals: () => ({ success: true, entries: [...created].reverse() }),
      json: {
        entries: [
          { contractorName: "Newer Entry", finalAmount: "42.00" },
          { contractorName: "Older Entry", finalAmount: null },
        ],
      },
      audit: {},
      check: (reply) => {
        const times = (reply.json.entries as Entry[]).map((e) => Date.parse(e.createdAt));
        expect(times[0]).toBeGreaterThan(times[1]!);
      },
    },
  ]);
});

describe("PUT /api/admin/credibility-entries/:id", () => {
  const update = (name: string, body: unknown): Scenario<{ entry: Entry }> => ({
    name,
    actor: "admin",
    method: "PUT",
    path: entryPath,
    body,
    status: 200,
  });
  const UNTOUCHED = {
    [theRow]: { contractor_name: "Bob Builder", final_amount_cents: 6_100_025, contractor_email: "bob@builder.example" },
  };

  runScenarios(withEntry, [
    {
      ...update("a partial update changes only the given fields and bumps updatedAt", { claimType: "Hail", reducedAmount: "1000.5" }),
      before: (w) => w.ctx.clock.advance(5 * 60_000),
      jsonEquals: (w: W) => ({
        success: true,
        message: "Entry updated successfully",
        entry: { ...w.fixture.entry, claimType: "Hail", reducedAmount: "1000.50", updatedAt: w.ctx.clock.now().toISOString() },
      }),
      db: (w) => ({
        [theRow]: {
          claim_type: "Hail",
          reduced_amount_cents: 100_050,
          original_amount_cents: 5_200_000,
          final_amount_cents: 6_100_025,
          contractor_phone: "(813) 555-0100",
          notes: "First notes",
          created_at: Date.parse(w.fixture.entry.createdAt),
          updated_at: w.ctx.clock.now().getTime(),
        },
      }),
      audit: { "credibility.update/success": 1 },
    },
    {
      ...update("a plain admin updates entries too", { notes: "Plain notes" }),
      actor: "plainAdmin",
      db: { [theRow]: { notes: "Plain notes" } },
    },
    ...(
      [
        ["a blank contractor name", { contractorName: "  " }, "Contractor name is required"],
        ["an amount with 3 decimals", { finalAmount: "12.345" }, expect.stringMatching(/Final amount/)],
        ["a bad contractor email", { contractorEmail: "nope" }, "Contractor email must be a valid email address"],
      ] as const
    ).map(([what, body, error]) => ({
      ...update(`an update obeys the create rules: ${what} → 400, nothing changes`, body),
      status: 400,
      json: { success: false, error, kind: "invalid" },
      db: UNTOUCHED,
      audit: { "credibility.update/failure": 1 },
    })),
    {
      ...update("an amount can be cleared with null", { deductible: null }),
      json: { entry: { deductible: null } },
      db: { [theRow]: { deductible_cents: null, final_amount_cents: 6_100_025 } },
    },
  ]);
});

describe("PUT and DELETE of ids that are not there", () => {
  runScenarios(
    withEntry,
    (
      [
        ["PUT", { contractorName: "X Y" }],
        ["DELETE", undefined],
      ] as const
    ).flatMap(([method, body]): Array<Scenario<{ entry: Entry }>> => [
      {
        name: `${method} with a non-uuid id → 400 'Invalid credibility entry ID'`,
        actor: "admin",
        method,
        path: `${BASE}/not-a-uuid`,
        body,
        status: 400,
        json: { success: false, error: "Invalid credibility entry ID", kind: "invalid" },
        unchanged: ["credibility_entries"],
      },
      {
        name: `${method} with an unknown uuid → 404`,
        actor: "admin",
        method,
        path: `${BASE}/${UNKNOWN_ID}`,
        body,
        status: 404,
        json: { success: false, kind: "not_found" },
        unchanged: ["credibility_entries"],
      },
    ]),
  );
});

describe("DELETE /api/admin/credibility-entries/:id", () => {
  runScenarios(withEntry, [
    {
      name: "deletes the entry; it leaves the listing, and a second delete and an update then get 404",
      actor: "admin",
      method: "DELETE",
      path: entryPath,
      status: 200,
      json: { success: true, message: "Entry deleted successfully" },
      db: { [entryCount]: 0 },
      audit: { "credibility.delete/success": 1 },
      check: async (_reply, w) => {
        const admin = w.as("admin");
        expect((await admin("GET", BASE)).json.entries).toEqual([]);
        expect((await admin("DELETE", entryPath(w))).status).toBe(404);
        expect((await admin("PUT", entryPath(w), { body: { notes: "back?" } })).status).toBe(404);
      },
    },
    {
      name: "a plain admin deletes entries too",
      actor: "plainAdmin",
      method: "DELETE",
      path: entryPath,
      status: 200,
      db: { [entryCount]: 0 },
    },
  ]);
});

describe("every credibility call needs an admin session", () => {
  const ANONYMOUS: Array<[string, string | ((w: W) => string), unknown]> = [
    ["GET", BASE, undefined],
    ["POST", BASE, validCredibilityEntry()],
    ["PUT", `${BASE}/${UNKNOWN_ID}`, { notes: "x" }],
    ["DELETE", `${BASE}/${UNKNOWN_ID}`, undefined],
    ["PUT", entryPath, { notes: "tampered" }],
    ["DELETE", entryPath, undefined],
  ];
  runScenarios(
    withEntry,
    ANONYMOUS.map(([method, path, body]) =>
      withoutSession(
        {
          name: `${method} ${typeof path === "string" ? path : `${BASE}/<the real entry>`} without a session → 401, nothing changes`,
          method,
          path,
          body,
        },
        ["credibility_entries"],
      ),
    ),
  );
});
