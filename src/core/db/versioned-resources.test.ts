// The versioned resources are declared once (versioned-resources.ts) and their triggers live in
// migrations, which are never edited: a migrated database must hold exactly the triggers the
// list declares, each raising its own resource's version, and a data_versions row per resource.
import { afterAll, expect, test } from "bun:test";
import { closeDatabase, openDatabase } from "./db";
import { VERSIONED_RESOURCE_NAMES, versionTriggerStatements } from "./versioned-resources";

const db = openDatabase(":memory:");
afterAll(() => closeDatabase(db));

/** Whitespace and a trailing semicolon aside, as SQLite keeps a trigger's text in sqlite_master. */
const normal = (sql: string) =>
  sql
    .replace(/\s+/g, " ")
    .replace(/;?\s*$/, "")
    .trim();

const declared = Object.fromEntries(
  VERSIONED_RESOURCE_NAMES.flatMap((resource) => Object.entries(versionTriggerStatements(resource).triggers)),
);

test("every trigger the list declares is in a migrated database, as the list writes it (a new resource needs a custom migration with these statements)", () => {
  const inDatabase = Object.fromEntries(
    (db.$client.query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all() as Array<{ name: string; sql: string }>).map(
      (t) => [t.name, normal(t.sql)],
    ),
  );
  const missing = Object.entries(declared).filter(([name, sql]) => inDatabase[name] !== normal(sql));
  expect(missing.map(([, sql]) => `${sql};`)).toEqual([]);
});

test("every trigger that raises a version in a migrated database is on the list", () => {
  const raising = db.$client
    .query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%data_versions%'")
    .values()
    .map((row) => String(row[0]));
  expect(raising.filter((name) => !(name in declared))).toEqual([]);
});

test("every resource on the list has its data_versions row, and the table holds no other", () => {
  const rows = db.$client
    .query("SELECT resource FROM data_versions ORDER BY resource")
    .values()
    .map((row) => String(row[0]));
  expect(rows).toEqual([...VERSIONED_RESOURCE_NAMES].sort());
});

test("the statements of a resource: its row, then one trigger per table and change", () => {
  const { row, triggers } = versionTriggerStatements("credibility_entries");
  expect(row).toBe("INSERT INTO `data_versions` (`resource`, `version`) VALUES ('credibility_entries', 0) ON CONFLICT DO NOTHING");
  expect(Object.keys(triggers)).toEqual([
    "credibility_entries_insert_version",
    "credibility_entries_update_version",
    "credibility_entries_delete_version",
    "credibility_imports_update_version",
  ]);
});
