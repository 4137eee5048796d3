// A mark of the database as one connection sees it. It moves when another connection (this
// process's or another's: the CLI, a restore) commits (PRAGMA data_version) and when this
// connection writes a row (total_changes(), which counts rows written by triggers and by
// statements later rolled back too). While the mark stands still, every read answers as before:
// an answer kept from then may be given again without asking SQLite. Reading the mark is one
// statement (~3 µs), cheaper than any lookup it saves.
import type { Db } from "./db";
import { sqliteOf } from "./prepared";

export type ChangeMark = { readonly dataVersion: number; readonly totalChanges: number };

const MARK_SQL = "SELECT data_version, total_changes() FROM pragma_data_version";

export function changeMark(db: Db): ChangeMark {
  const [dataVersion, totalChanges] = sqliteOf(db).query(MARK_SQL).values()[0] as [number, number];
  return { dataVersion, totalChanges };
}

export const sameMark = (a: ChangeMark, b: ChangeMark) => a.dataVersion === b.dataVersion && a.totalChanges === b.totalChanges;
