// Each entry's API view is kept as JSON by SQLite (migration 0020, decision 0053): pages and the
// whole list are joined from it and a single entry is it parsed, so the SQL view is the one
// mapping of an entry to its view. These tests hold that JSON to the view as the API has always
// given it (expectedView below, written out here): the same fields in the same order,
// with the same values, for every column and for the awkward values (control characters,
// quotes, astral characters, the largest amount, the edges of a second); and they hold it in step
// through every kind of write, from the use cases or from plain SQL on another connection.
import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { cliActor } from "#core/actor";
import {
  createCredibilityEntry,
  deleteCredibilityEntry,
  importCredibilityEntries,
  updateCredibilityEntry,
} from "#core/credibility/credibility";
import { pageCredibilityEntries } from "#core/credibility/credibility-listing";
import { optionalCentsToDecimal } from "#core/money";
import type { CredibilityEntryView } from "#shared/answers/credibility";
import {
  insertEntry,
  selectEntryJsonByRowids,
  type CredibilityInsert,
  type CredibilityRow,
} from "#core/credibility/credibility-repository";
import { closeDatabase, databasePath, openDatabase, readJournal, readMigration, writeTransaction, type Db } from "#core/db/db";
import { credibilityEntries } from "#db/schema/credibility";
import { credibilityEntryJsonView } from "#db/credibility-entry-json";
import { credibilityEntry } from "#shared/answers/credibility";
import { makeTestContext } from "../helpers/context";
import { validCredibilityEntry } from "../helpers/admin-session";

const actor = cliActor("test");

/** Every column set, each to a value that tells it from the others. */
function everyColumn(overrides: Partial<CredibilityInsert> = {}): CredibilityInsert {
  return {
    contractorName: "Contractor name",
    contractorCompany: "Contractor company",
    contractorAddress: "Contractor address",
    contractorPhone: "(555) 010-0001",
    contractorEmail: "contractor@example.test",
    clientName: "Client name",
    clientAddress: "Client address",
    claimType: "Hail",
    originalAmountCents: 1_234_567,
    reducedAmountCents: 99,
    finalAmountCents: 100,
    deductibleCents: 0,
    publicAdjuster: "Public adjuster",
    fieldAdjuster: "Field adjuster",
    deskAdjuster: "Desk adjuster",
    notes: "Notes",
    successStory: "Success story",
    isActive: false,
    createdAt: new Date("2026-02-03T04:05:06.007Z"),
    updatedAt: new Date("2026-02-03T04:05:06.999Z"),
    ...overrides,
  };
}

/** The test's own account of an entry's view: its columns, amounts as decimal strings, times in ISO 8601, in this order. */
function expectedView(row: CredibilityRow): CredibilityEntryView {
  const {
    originalAmountCents,
    reducedAmountCents,
    finalAmountCents,
    deductibleCents,
    createdAt,
    updatedAt,
    importId: _importId,
    ...rest
  } = row;
  return {
    ...rest,
    originalAmount: optionalCentsToDecimal(originalAmountCents),
    reducedAmount: optionalCentsToDecimal(reducedAmountCents),
    finalAmount: optionalCentsToDecimal(finalAmountCents),
    deductible: optionalCentsToDecimal(deductibleCents),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Every stored text against expectedView of its row, key order included (JSON.stringify of both). */
function expectStoredViewsMatchRows(db: Db) {
  const rows = db.$client.query("SELECT rowid AS r FROM credibility_entries ORDER BY rowid").all() as { r: number }[];
  const stored = rows.length
    ? (JSON.parse(
        selectEntryJsonByRowids(
          db,
          rows.map((row) => row.r),
        ),
      ) as unknown[])
    : [];
  const expected = db.select().from(credibilityEntries).orderBy(credibilityEntries.id).all();
  const byId = (views: Array<{ id: string }>) => [...views].sort((a, b) => (a.id < b.id ? -1 : 1));
  expect(JSON.stringify(byId(stored as Array<{ id: string }>))).toBe(JSON.stringify(expected.map(expectedView)));
  const count = (table: string) => (db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  expect(count("credibility_entry_json")).toBe(count("credibility_entries"));
}

const storedOf = (db: Db, row: CredibilityRow) => {
  const { r } = db.$client.query("SELECT rowid AS r FROM credibility_entries WHERE id = ?").get(row.id) as { r: number };
  return (JSON.parse(selectEntryJsonByRowids(db, [r])) as unknown[])[0];
};

test("an entry with every column set: the stored JSON is expectedView's, field for field, in its order", () => {
  const { db } = makeTestContext();
  const row = insertEntry(db, everyColumn());
  expect(storedOf(db, row)).toEqual({
    id: row.id,
    contractorName: "Contractor name",
    contractorCompany: "Contractor company",
    contractorAddress: "Contractor address",
    contractorPhone: "(555) 010-0001",
    contractorEmail: "contractor@example.test",
    clientName: "Client name",
    clientAddress: "Client address",
    claimType: "Hail",
    publicAdjuster: "Public adjuster",
    fieldAdjuster: "Field adjuster",
    deskAdjuster: "Desk adjuster",
    notes: "Notes",
    successStory: "Success story",
    isActive: false,
    originalAmount: "12345.67",
    reducedAmount: "0.99",
    finalAmount: "1.00",
    deductible: "0.00",
    createdAt: "2026-02-03T04:05:06.007Z",
    updatedAt: "2026-02-03T04:05:06.999Z",
  });
  expect(JSON.stringify(storedOf(db, row))).toBe(JSON.stringify(expectedView(row)));
  // Every field of the view is there: a field added to expectedView alone fails this test.
  expect(Object.keys(storedOf(db, row) as object)).toEqual(Object.keys(expectedView(row)));
});

test.each([
  [
    "the optional fields empty",
    {
      contractorPhone: null,
      contractorEmail: null,
      originalAmountCents: null,
      reducedAmountCents: null,
      finalAmountCents: null,
      deductibleCents: null,
      publicAdjuster: null,
      fieldAdjuster: null,
      deskAdjuster: null,
      notes: null,
      successStory: null,
      isActive: true,
    },
  ],
  [
    "quotes, backslashes and control characters",
    { notes: 'a "quoted" \\ back\\slash\n\tline\r\u0001\u0008\u000c\u001f\u007f end', contractorName: "</script><b>" },
  ],
  ["characters beyond ASCII", { notes: "ñandú Ünïcödé 中文 😀 \u2028\u2029 \u00a0", clientName: "Zoë Ø" }],
  [
    "the largest amount and single cents",
    { originalAmountCents: 999_999_999_999_999, reducedAmountCents: 1, finalAmountCents: 10, deductibleCents: 100_000 },
  ],
  ["the epoch and the last millisecond of a leap day", { createdAt: new Date(0), updatedAt: new Date("2028-02-29T23:59:59.999Z") }],
  [
    "a time on the millisecond 0 of a second and a far year",
    { createdAt: new Date("2026-11-24T00:00:00.000Z"), updatedAt: new Date("9999-12-31T23:59:59.999Z") },
  ],
])("%s: the stored JSON is expectedView's", (_name, overrides) => {
  const { db } = makeTestContext();
  const row = insertEntry(db, everyColumn(overrides as Partial<CredibilityInsert>));
  expect(JSON.stringify(storedOf(db, row))).toBe(JSON.stringify(expectedView(row)));
});

test("the database's view is the one the answer's field list generates, and its JSON has the answer's fields in their order", () => {
  const { db } = makeTestContext();
  const { sql } = db.$client.query("SELECT sql FROM sqlite_master WHERE type = 'view' AND name = 'credibility_entry_as_json'").get() as {
    sql: string;
  };
  expect(sql).toBe(credibilityEntryJsonView());
  expect(Object.keys(storedOf(db, insertEntry(db, everyColumn())) as object)).toEqual(Object.keys(credibilityEntry.shape));
});

test("every millisecond of a second gives expectedView's time", () => {
  const { db } = makeTestContext();
  const base = Date.UTC(2026, 10, 24, 12, 34, 56);
  writeTransaction(db, (tx) => {
    for (let ms = 0; ms < 1000; ms++)
      insertEntry(tx, everyColumn({ createdAt: new Date(base + ms), updatedAt: new Date(base + ms * 7919) }));
  });
  expectStoredViewsMatchRows(db);
});

test("creating, editing and deleting through the use cases keeps every stored view in step", () => {
  const ctx = makeTestContext();
  const made = Array.from(
    { length: 5 },
    (_, i) =>
      createCredibilityEntry(ctx, actor, validCredibilityEntry({ contractorName: `Contractor ${i}`, originalAmount: "1200.50" })).entry,
  );
  expectStoredViewsMatchRows(ctx.db);
  updateCredibilityEntry(ctx, actor, made[1]!.id, { notes: "Edited", finalAmount: "99.99", deductible: null });
  updateCredibilityEntry(ctx, actor, made[2]!.id, { claimType: "Flood", successStory: "Paid in full" });
  deleteCredibilityEntry(ctx, actor, made[3]!.id);
  expectStoredViewsMatchRows(ctx.db);
  const page = pageCredibilityEntries(ctx, { page: 1 }).value();
  expect(page.items.map((e) => e.contractorName)).toEqual(["Contractor 4", "Contractor 2", "Contractor 1", "Contractor 0"]);
  expect(page.items.find((e) => e.contractorName === "Contractor 1")).toMatchObject({
    notes: "Edited",
    finalAmount: "99.99",
    deductible: null,
    originalAmount: "1200.50",
  });
  expect(page.items.find((e) => e.contractorName === "Contractor 2")).toMatchObject({ claimType: "Flood", successStory: "Paid in full" });
});

test("an import's entries get their stored views", () => {
  const ctx = makeTestContext();
  const rows = Array.from({ length: 3 }, (_, i) => ({
    line: i + 2,
    values: validCredibilityEntry({ contractorName: `Imported ${i}`, finalAmount: `${i}.5` }),
  }));
  importCredibilityEntries(ctx, actor, rows);
  expectStoredViewsMatchRows(ctx.db);
  expect(
    pageCredibilityEntries(ctx, {})
      .value()
      .items.map((e) => e.finalAmount)
      .sort(),
  ).toEqual(["0.50", "1.50", "2.50"]);
});

test("a change written by plain SQL on another connection (another process) moves the stored view too", () => {
  const dir = mkdtempSync(join(tmpdir(), "aan-entry-json-"));
  const db = openDatabase(dir);
  const row = insertEntry(db, everyColumn());
  const other = new Database(databasePath(dir));
  other.run("UPDATE credibility_entries SET notes = 'Changed elsewhere', deductible_cents = 12345, is_active = 1 WHERE id = ?", [row.id]);
  expect(storedOf(db, row)).toMatchObject({ notes: "Changed elsewhere", deductible: "123.45", isActive: true });
  expectStoredViewsMatchRows(db);
  other.run("DELETE FROM credibility_entries WHERE id = ?", [row.id]);
  expectStoredViewsMatchRows(db);
  other.close();
  closeDatabase(db);
});

test("a page's views come back in the page's order, a rowid that names no entry is left out, no rowids give []", () => {
  const { db } = makeTestContext();
  writeTransaction(db, (tx) => {
    for (let i = 0; i < 6; i++) insertEntry(tx, everyColumn({ contractorName: `Contractor ${i}` }));
  });
  const rowids = db.$client.query("SELECT rowid AS r, contractor_name AS name FROM credibility_entries ORDER BY rowid").all() as {
    r: number;
    name: string;
  }[];
  const names = (json: string) => (JSON.parse(json) as Array<{ contractorName: string }>).map((e) => e.contractorName);
  const wanted = [rowids[3]!, rowids[0]!, rowids[5]!, rowids[1]!, rowids[4]!];
  expect(
    names(
      selectEntryJsonByRowids(
        db,
        wanted.map((w) => w.r),
      ),
    ),
  ).toEqual(wanted.map((w) => w.name));
  expect(names(selectEntryJsonByRowids(db, [rowids[2]!.r, 999_999, rowids[0]!.r]))).toEqual([rowids[2]!.name, rowids[0]!.name]);
  expect(selectEntryJsonByRowids(db, [])).toBe("[]");
});

test("migration 0020 writes the views of the entries a database already holds", () => {
  // A database migrated up to 0019 by the migration files themselves (read as openDatabase reads them), with entries in it.
  const journal = readJournal();
  const run = (sqlite: Database, entry: (typeof journal)[number]) => {
    for (const statement of readMigration(entry).sql) if (statement.trim()) sqlite.run(statement);
  };
  const at = journal.findIndex((entry) => entry.tag === "0020_credibility_entry_json");
  expect(at).toBeGreaterThan(0);
  const sqlite = new Database(":memory:");
  for (const entry of journal.slice(0, at)) run(sqlite, entry);
  const insert = sqlite.prepare(
    "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, final_amount_cents, notes, is_active, created_at, updated_at) VALUES (?, ?, 'Co', 'Addr', 'Client', 'Client addr', 'Wind', ?, ?, ?, ?, ?)",
  );
  for (let i = 0; i < 4; i++)
    insert.run(
      `id-${i}`,
      `Contractor ${i}`,
      i === 2 ? null : 100 * i + 7,
      i === 1 ? 'say "hi"\n' : null,
      i % 2,
      1_700_000_000_123 + i,
      1_700_000_000_999 + i,
    );
  run(sqlite, journal[at]!);
  const stored = (
    sqlite
      .query("SELECT e.id, j.json FROM credibility_entries e JOIN credibility_entry_json j ON j.entry_rowid = e.rowid ORDER BY e.id")
      .all() as { json: string }[]
  ).map((r) => JSON.parse(r.json));
  expect(stored).toHaveLength(4);
  expect(stored[1]).toMatchObject({
    id: "id-1",
    notes: 'say "hi"\n',
    finalAmount: "1.07",
    isActive: true,
    createdAt: "2023-11-14T22:13:20.124Z",
    updatedAt: "2023-11-14T22:13:21.000Z",
  });
  expect(stored[2]).toMatchObject({ id: "id-2", finalAmount: null, isActive: false });
  sqlite.close();
});
