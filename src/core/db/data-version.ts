// The version of one cached resource: a counter that triggers raise on every insert, update or
// delete of its table, from any connection (the server's or the CLI's). A cache keyed on it
// survives everything else the database does: session touches, audit rows, sign-in attempts.
import type { Statement } from "bun:sqlite";
import type { ChangeMark } from "./change-mark";
import type { AppContext } from "../context";
import type { Db } from "./db";

/** The tables that have a version (see the migration data_version_triggers). */
export type VersionedResource = "invitation_codes" | "credibility_entries";

const statements = new WeakMap<Db, Statement<{ version: number }, [string]>>();

/**
 * The version now, or as of `asOf`: a change mark this request read already (a signed-in read's,
 * sessions.ts markOfLastSignIn), which carries every resource's version and spares the statement.
 */
export function resourceVersion(ctx: AppContext, resource: VersionedResource, asOf?: ChangeMark): string {
  if (asOf) return asOf.versions[resource];
  let statement = statements.get(ctx.db);
  if (!statement) {
    statement = ctx.db.$client.query<{ version: number }, [string]>("SELECT version FROM data_versions WHERE resource = ?");
    statements.set(ctx.db, statement);
  }
  return String(statement.get(resource)?.version ?? 0);
}
