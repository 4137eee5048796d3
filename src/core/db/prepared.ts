// Prepared statements for the queries every request runs (the session lookup, the signed-in
// member or admin): drizzle builds such a query once per connection instead of per call, which
// is most of the cost of a short read. Cached per SQLite connection, so they serve the
// connection's own transactions too (SQLite runs a statement inside the connection's open
// transaction).
import type { Database } from "bun:sqlite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { Db } from "./db-handle";

const roots = new WeakMap<Database, Db>();
const statements = new WeakMap<Database, Map<string, unknown>>();

/** The SQLite connection behind a drizzle handle (the root or one of its transactions). */
export function sqliteOf(db: Db): Database {
  const holder = db as unknown as { $client?: Database; session?: { client?: Database } };
  const client = holder.$client ?? holder.session?.client;
  if (!client) throw new Error("no SQLite connection behind this database handle");
  return client;
}

/** The statement `name` of this connection, built by `build` on first use. */
export function prepared<T>(db: Db, name: string, build: (root: Db) => T): T {
  const client = sqliteOf(db);
  let byName = statements.get(client);
  if (!byName) statements.set(client, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    let root = roots.get(client);
    if (!root) roots.set(client, (root = drizzle({ client }) as Db));
    statement = build(root);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * The values of a prepared insert of `keys`, each a placeholder of the same name: the statement is
 * built once, and each run fills them from one object (`statement.run(row)`).
 */
export function placeholdersFor<Row>(keys: readonly string[]): Row {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Row;
}

/**
 * A bound LIMIT or OFFSET, written `(? + 0)`. SQLite reads the value bound to a bare `LIMIT ?` while
 * it plans, so binding one (even the same) makes it plan the statement again at its next run:
 * a cost paid on every run of a hot statement. An expression is only read as the
 * statement runs (decision 0049).
 */
export const boundCount = (name: string) => sql`(${sql.placeholder(name)} + 0)`;
