// The SQL that writes a credibility entry's API view as JSON (the view credibility_entry_as_json of
// migration 0020, decision 0053), generated from the answer's field list: each field of
// `credibilityEntry`, in its order, read from the table's column of the same name, or from
// `<field>Cents` for an amount, and written as the API writes it (amounts "1234.56", times ISO 8601
// with milliseconds, flags true/false). tests/integration/credibility-entry-json.test.ts holds the
// database's view to this text; a change of the answer is a new migration that recreates the view
// with what `bun db/credibility-entry-json.ts` prints, and rebuilds the stored texts.
import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { credibilityEntry } from "#shared/answers/credibility";
import { credibilityEntries } from "./schema/credibility";

const columns: Record<string, SQLiteColumn> = getTableColumns(credibilityEntries);

/** One field of the view: its JSON name and the SQL of its value. */
function fieldSql(field: string): string {
  const amount = columns[`${field}Cents`];
  if (amount) {
    const c = `\`${amount.name}\``;
    return `CASE WHEN ${c} IS NULL THEN NULL ELSE printf('%d.%02d', ${c} / 100, ${c} % 100) END`;
  }
  const column = columns[field];
  if (!column) throw new Error(`credibility_entries has no column for the answer's field ${field}`);
  const c = `\`${column.name}\``;
  if (column.columnType === "SQLiteBoolean") return `json(CASE WHEN ${c} THEN 'true' ELSE 'false' END)`;
  if (column.columnType === "SQLiteTimestamp") {
    return `strftime('%Y-%m-%dT%H:%M:%S', ${c} / 1000, 'unixepoch') || printf('.%03dZ', ${c} % 1000)`;
  }
  return c;
}

/** `CREATE VIEW credibility_entry_as_json …` as the answer's fields make it. */
export function credibilityEntryJsonView(): string {
  const fields = Object.keys(credibilityEntry.shape).map((field) => `    '${field}', ${fieldSql(field)}`);
  return [
    "CREATE VIEW `credibility_entry_as_json` AS SELECT",
    "  `rowid` AS `entry_rowid`,",
    "  json_object(",
    fields.join(",\n"),
    "  ) AS `json`",
    "FROM `credibility_entries`",
  ].join("\n");
}

if (import.meta.main) console.log(credibilityEntryJsonView() + ";");
