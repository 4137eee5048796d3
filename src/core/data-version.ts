// A token that changes whenever the database may have changed: SQLite's data_version moves on
// commits of other connections (the CLI beside the server), total_changes() on this connection's
// own writes. Lets the server keep a serialized listing until the data under it changes.
import type { AppContext } from "./context";

export function databaseVersion(ctx: AppContext): string {
  const client = ctx.db.$client;
  const other = client.query("PRAGMA data_version").get() as { data_version: number };
  const own = client.query("SELECT total_changes() AS n").get() as { n: number };
  return `${other.data_version}:${own.n}`;
}
