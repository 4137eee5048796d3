// A mark of the database as one connection sees it. It moves when another connection (this
// process's or another's: the CLI, a restore) commits (PRAGMA data_version) and when this
// connection writes a row (total_changes(), which counts rows written by triggers and by
// statements later rolled back too). While the mark stands still, every read answers as before:
// an answer kept from then may be given again without asking SQLite.
//
// The mark also carries the cached resources' versions (data-version.ts, one per entry of
// versioned-resources.ts), read in the same statement: a signed-in list read, whose sign-in check
// read the mark already, then needs no statement for them.
//
// Reading the mark is one statement, but a statement that reads the database opens a read
// transaction, and in WAL mode that takes and releases a lock on the -shm file (two fcntl calls):
// a cost every signed-in request would pay. So a file database in WAL mode is watched instead through its
// wal-index header (see HEADER_BYTES): while the header reads the same and this connection has
// written nothing, the mark stands still and no statement runs (decision 0050 has the figures).
import type { Database, Statement } from "bun:sqlite";
import type { Db } from "./db-handle";
import { sqliteOf } from "./prepared";
import { VERSIONED_RESOURCE_NAMES, type VersionedResource } from "./versioned-resources";

export type ChangeMark = {
  readonly dataVersion: number;
  readonly totalChanges: number;
  /** Each cached resource's version at the moment of the mark, as resourceVersion gives it. */
  readonly versions: Readonly<Record<VersionedResource, string>>;
};

const MARK_SQL = `SELECT data_version, total_changes(), ${VERSIONED_RESOURCE_NAMES.map(
  (resource) => `(SELECT version FROM data_versions WHERE resource = '${resource}')`,
).join(", ")} FROM pragma_data_version`;

/**
 * The wal-index header: the first 96 bytes of `<database>-shm`, two copies of the 48-byte header
 * that SQLite rewrites at every commit, by any connection of any process (its change counter
 * moves at each transaction: sqlite.org/walformat.html, "the wal-index header"). A new reader
 * learns of a commit only through this header, so while it reads the same nothing was committed.
 * SQLite writes the second copy first; two copies that differ are a header being written.
 * The file stays while any connection has the database open, as the server's connection does.
 */
const HEADER_BYTES = 96;

type HeaderWatch = {
  /** The -shm file mapped as SQLite maps it: a read is a copy from memory, no system call. */
  shm: Uint8Array;
  /** The header as read now, and as read just before `mark` was read. */
  now: Buffer;
  seen: Buffer;
  mark?: ChangeMark;
  /** total_changes() reads no table: no read transaction, no lock. */
  ownChanges: Statement<unknown, []>;
};

/** Per connection: its watch, or null when it has none (in memory, not WAL, no -shm file). */
const watches = new WeakMap<Database, HeaderWatch | null>();

function readMark(connection: Database): ChangeMark {
  const [dataVersion, totalChanges, ...counters] = connection.query(MARK_SQL).values()[0] as [number, number, ...Array<number | null>];
  const versions = Object.fromEntries(VERSIONED_RESOURCE_NAMES.map((resource, i) => [resource, String(counters[i] ?? 0)]));
  return { dataVersion, totalChanges, versions: versions as ChangeMark["versions"] };
}

function startWatch(connection: Database): HeaderWatch | null {
  // The path as SQLite resolved it when it opened the file (absolute; empty in memory).
  const file = (connection.query("SELECT file FROM pragma_database_list WHERE name = 'main'").get() as { file?: string } | null)?.file;
  if (!file) return null;
  const mode = (connection.query("PRAGMA journal_mode").get() as { journal_mode?: string } | null)?.journal_mode;
  if (mode !== "wal") return null;
  try {
    const shm = Bun.mmap(`${file}-shm`, { shared: true });
    if (shm.length < HEADER_BYTES) return null;
    return {
      shm,
      now: Buffer.alloc(HEADER_BYTES),
      seen: Buffer.alloc(HEADER_BYTES),
      ownChanges: connection.query("SELECT total_changes()"),
    };
  } catch {
    return null;
  }
}

/** A header read whole, with its two copies alike (not caught while SQLite writes it). */
function readHeader(watch: HeaderWatch): boolean {
  watch.now.set(watch.shm.subarray(0, HEADER_BYTES));
  return watch.now.compare(watch.now, 0, 48, 48, HEADER_BYTES) === 0;
}

export function changeMark(db: Db): ChangeMark {
  const connection = sqliteOf(db);
  // Inside a transaction the mark is of its snapshot, which a later commit leaves behind: it is
  // read, never kept (a kept mark is the state after the last commit the header shows).
  if (connection.inTransaction) return readMark(connection);
  const watch = watches.get(connection);
  if (watch === undefined) {
    // The first mark runs the statement, which also makes sure the -shm file exists.
    const mark = readMark(connection);
    watches.set(connection, startWatch(connection));
    return mark;
  }
  if (watch === null) return readMark(connection);
  const ownChanges = (watch.ownChanges.values()[0] as [number])[0];
  const whole = readHeader(watch);
  if (whole && watch.mark && ownChanges === watch.mark.totalChanges && watch.now.equals(watch.seen)) return watch.mark;
  // Moved, or not known: the header read before the mark, so a commit in between moves it again.
  watch.now.copy(watch.seen);
  const mark = readMark(connection);
  watch.mark = whole ? mark : undefined;
  return mark;
}

export const sameMark = (a: ChangeMark, b: ChangeMark) => a.dataVersion === b.dataVersion && a.totalChanges === b.totalChanges;

/** Releases a connection's watch (its -shm file descriptor); closeDatabase calls it. */
export function stopChangeWatch(connection: Database): void {
  watches.delete(connection);
}
