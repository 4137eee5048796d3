// `aan credibility import` writes in short transactions yet all-or-nothing: its rows stay
// invisible until the import completes, an import that died leaves nothing visible and is
// cleaned up by maintenance (hardening issue, item 2).
import { expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { importCredibilityEntries, IMPORT_BATCH_ROWS, ABANDONED_IMPORT_MS } from "#core/credibility/credibility";
import { listCredibilityEntries } from "#core/credibility/credibility-listing";
import { runMaintenance } from "#core/db/maintenance";
import { makeTestContext } from "../helpers/context";
import { validCredibilityEntry } from "../helpers/admin-session";

const actor = cliActor("importer");
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ line: i + 2, values: validCredibilityEntry({ contractorName: `Contractor ${i}` }) }));
const count = (ctx: ReturnType<typeof makeTestContext>, sql: string) => (ctx.db.$client.query(sql).get() as { n: number }).n;

test("an import larger than one batch writes every row and shows them all", () => {
  const ctx = makeTestContext();
  const n = IMPORT_BATCH_ROWS * 2 + 7;
  expect(importCredibilityEntries(ctx, actor, rows(n))).toMatchObject({ message: `Imported ${n} credibility entries`, imported: n });
  expect(listCredibilityEntries(ctx).value().entries).toHaveLength(n);
  expect(count(ctx, "SELECT count(*) AS n FROM credibility_imports WHERE completed_at IS NOT NULL")).toBe(1);
});

test("rows of an import that has not completed are invisible; maintenance removes them once abandoned", () => {
  const ctx = makeTestContext();
  importCredibilityEntries(ctx, actor, rows(3));
  // A process that died after its first batch: an incomplete import with some rows.
  const now = ctx.clock.now().getTime();
  ctx.db.$client.run("INSERT INTO credibility_imports (id, actor, row_count, started_at) VALUES ('dead', 'cli:x', 10, ?)", [now]);
  ctx.db.$client.run(
    "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, import_id, created_at, updated_at) VALUES ('ghost', 'Ghost', 'Co', 'Addr', 'Client', 'Addr', 'Wind', 'dead', ?, ?)",
    [now, now],
  );
  expect(
    listCredibilityEntries(ctx)
      .value()
      .entries.map((e) => e.contractorName),
  ).not.toContain("Ghost");
  expect(runMaintenance(ctx).abandonedImports).toBe(0);
  ctx.clock.advance(ABANDONED_IMPORT_MS + 1);
  expect(runMaintenance(ctx).abandonedImports).toBe(1);
  expect(count(ctx, "SELECT count(*) AS n FROM credibility_entries WHERE import_id = 'dead'")).toBe(0);
  expect(listCredibilityEntries(ctx).value().entries).toHaveLength(3);
});

test("an import with one bad row writes nothing at all, and names the line", () => {
  const ctx = makeTestContext();
  const input = rows(IMPORT_BATCH_ROWS + 1);
  input[IMPORT_BATCH_ROWS] = { line: 999, values: validCredibilityEntry({ claimType: "" }) };
  expect(() => importCredibilityEntries(ctx, actor, input)).toThrow("line 999: Claim type is required");
  expect(count(ctx, "SELECT count(*) AS n FROM credibility_entries")).toBe(0);
  expect(count(ctx, "SELECT count(*) AS n FROM credibility_imports")).toBe(0);
});
