// The overview's statements: plain SQL over the indexes its migration added, prepared once per
// connection (bun:sqlite keeps a statement per text) and bound by name.
import type { Db } from "../db/db";
import { sqliteOf } from "../db/prepared";

type Params = Record<string, string | number | null>;

export function allRows<Row>(db: Db, text: string, params: Params = {}): Row[] {
  return sqliteOf(db).query(text).all(params) as Row[];
}

export function oneRow<Row>(db: Db, text: string, params: Params = {}): Row {
  return sqliteOf(db).query(text).get(params) as Row;
}
