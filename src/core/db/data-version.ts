// The version of one cached resource: a counter that triggers raise on every insert, update or
// delete of its tables, from any connection (the server's or the CLI's). A cache keyed on it
// survives everything else the database does: session touches, audit rows, sign-in attempts.
// Which resources have one, and which tables raise it: versioned-resources.ts.
import type { Statement } from "bun:sqlite";
import type { AppContext } from "../context";
import { changeMark, type ChangeMark } from "./change-mark";
import type { Db } from "./db";
import { sqliteOf } from "./prepared";
import type { VersionedResource } from "./versioned-resources";

const statements = new WeakMap<Db, Statement<{ version: number }, [string]>>();

/**
 * The version now. Outside a transaction it is read from a change mark: `asOf`, one this request
 * read already, or the mark now (which asks SQLite nothing while nothing was committed). Inside
 * one it is the version of the transaction's snapshot, read by a statement.
 */
export function resourceVersion(ctx: AppContext, resource: VersionedResource, asOf?: ChangeMark): string {
  if (!sqliteOf(ctx.db).inTransaction) return (asOf ?? changeMark(ctx.db)).versions[resource];
  let statement = statements.get(ctx.db);
  if (!statement) {
    statement = ctx.db.$client.query<{ version: number }, [string]>("SELECT version FROM data_versions WHERE resource = ?");
    statements.set(ctx.db, statement);
  }
  return String(statement.get(resource)?.version ?? 0);
}
