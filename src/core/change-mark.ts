// A mark of the database as one connection sees it. It moves when another connection (this
// process's or another's: the CLI, a restore) commits (PRAGMA data_version) and when this
// connection writes a row (total_changes(), which counts rows written by triggers and by
// statements later rolled back too). While the mark stands still, every read answers as before:
// an answer kept from then may be given again without asking SQLite. Reading the mark is one
// statement (~3 µs), cheaper than any lookup it saves.
//
// The mark also carries the cached resources' versions (data-version.ts), read in the same
// statement: a signed-in list read then needs no second statement for them (issue 13).
import type { VersionedResource } from "./data-version";
import type { Db } from "./db";
import { sqliteOf } from "./prepared";

export type ChangeMark = {
  readonly dataVersion: number;
  readonly totalChanges: number;
  /** Each cached resource's version at the moment of the mark, as resourceVersion gives it. */
  readonly versions: Readonly<Record<VersionedResource, string>>;
};

const MARK_SQL = `SELECT data_version, total_changes(),
  (SELECT version FROM data_versions WHERE resource = 'invitation_codes'),
  (SELECT version FROM data_versions WHERE resource = 'credibility_entries')
  FROM pragma_data_version`;

export function changeMark(db: Db): ChangeMark {
  const [dataVersion, totalChanges, codes, credibility] = sqliteOf(db).query(MARK_SQL).values()[0] as [number, number, number | null, number | null];
  return { dataVersion, totalChanges, versions: { invitation_codes: String(codes ?? 0), credibility_entries: String(credibility ?? 0) } };
}

export const sameMark = (a: ChangeMark, b: ChangeMark) => a.dataVersion === b.dataVersion && a.totalChanges === b.totalChanges;
