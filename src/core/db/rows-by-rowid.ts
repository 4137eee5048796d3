// The rows of one page, read by rowid in one statement whatever the page size: the rowids travel
// as one JSON array, `json_each(?) AS page` turns them into rows, and each row read starts with
// `page.key`, its place in the page. The rows are put in that order here: `ORDER BY page.key`
// made SQLite copy every selected column through a temporary B-tree to sort rows that mostly
// came in order already (decision 0052). A rowid that names no row is left out.
import type { Db } from "./db";
import { prepared } from "./prepared";

/**
 * The rows `select` names (`SELECT page.key, … FROM json_each(?) AS page JOIN …`) for these
 * rowids, in their order; `name` keeps the statement once per connection.
 */
export function rowsByRowid<Row extends [number, ...unknown[]]>(db: Db, name: string, select: string, rowids: readonly number[]): Row[] {
  if (rowids.length === 0) return [];
  const statement = prepared(db, name, (root) => root.$client.query<Row, [string]>(select));
  return (statement.values(JSON.stringify(rowids)) as Row[]).sort((a, b) => a[0] - b[0]);
}
