// A page's rows are read by rowid (selectEntryValuesByRowids): they come back in the order the
// page gives, whatever order the table keeps them in, each starting with its place in the page;
// a rowid that names no entry is left out, and the others keep their order.
import { expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { createCredibilityEntry } from "#core/credibility/credibility";
import { ENTRY_VALUE_INDEX, selectEntryValuesByRowids } from "#core/credibility/credibility-repository";
import { makeTestContext } from "../helpers/context";
import { validCredibilityEntry } from "../helpers/admin-session";

function seeded(count: number) {
  const ctx = makeTestContext();
  for (let i = 0; i < count; i++) createCredibilityEntry(ctx, cliActor("test"), validCredibilityEntry({ contractorName: `Contractor ${i}` }));
  const rowids = ctx.db.$client.query("SELECT rowid AS r, contractor_name AS name FROM credibility_entries ORDER BY rowid").all() as { r: number; name: string }[];
  return { ctx, rowids };
}

const names = (rows: unknown[][]) => rows.map((row) => row[ENTRY_VALUE_INDEX.contractorName]);

test("rows come back in the page's order, not the table's", () => {
  const { ctx, rowids } = seeded(6);
  const wanted = [rowids[3]!, rowids[0]!, rowids[5]!, rowids[1]!, rowids[4]!];
  const rows = selectEntryValuesByRowids(ctx.db, wanted.map((w) => w.r));
  expect(names(rows)).toEqual(wanted.map((w) => w.name));
  expect(rows.map((row) => row[0])).toEqual([0, 1, 2, 3, 4]);
});

test("a rowid that names no entry is left out; the rest keep their order", () => {
  const { ctx, rowids } = seeded(3);
  const rows = selectEntryValuesByRowids(ctx.db, [rowids[2]!.r, 999_999, rowids[0]!.r]);
  expect(names(rows)).toEqual([rowids[2]!.name, rowids[0]!.name]);
});

test("no rowids, no statement and no rows", () => {
  const { ctx } = seeded(1);
  expect(selectEntryValuesByRowids(ctx.db, [])).toEqual([]);
});
