// Opens the one SQLite file with the pragmas of ARCHITECTURE.md and applies pending migrations.
import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "../platform/asset-paths";
import { stopChangeWatch } from "./change-mark";
import type { Db } from "./db-handle";

export type { Db } from "./db-handle";

export const DATABASE_FILE_NAME = "aan.db";

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME);
}

/** How long a statement waits for another process's lock before failing as busy. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** SQLite's "another connection holds the lock" (SQLITE_BUSY, and its _SNAPSHOT/_RECOVERY forms). */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code === "SQLITE_LOCKED")) return true;
  return error instanceof Error && /database is locked/i.test(error.message);
}

/**
 * The most this connection keeps of the database's pages in its own memory (KiB; filled only as
 * pages are read). SQLite's default of 2 MiB holds a small database whole, but at 100,000 claims a
 * page of a list or a member's log reads rows spread over the file: each page missing from the cache
 * is a read from the system's cache.
 */
const PAGE_CACHE_KIB = 64 * 1024;

/** Opens (creating when missing) `<dataDir>/aan.db`, or an in-memory database for ":memory:". */
export function openDatabase(dataDir: string | ":memory:"): Db {
  let sqlite: Database;
  if (dataDir === ":memory:") {
    sqlite = new Database(":memory:", { strict: true });
  } else {
    // Owner-only, as every file in it (src/main.ts sets the umask for the files).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    sqlite = new Database(databasePath(dataDir), { create: true, strict: true });
  }
  // busy_timeout first, so that even switching to WAL waits for another process's lock.
  sqlite.exec(`PRAGMA busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = FULL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`);
  // No relational schema: the relational query API is not used, and its per-table builders would
  // be made at every open and every transaction, slowing starts and writes.
  const db = drizzle({ client: sqlite }) as Db;
  applyMigrations(sqlite);
  return db;
}

const MIGRATIONS_TABLE = "__drizzle_migrations";

type JournalEntry = { tag: string; when: number };

/** drizzle-kit's list of migrations (meta/_journal.json), in order. */
export function readJournal(): JournalEntry[] {
  return (JSON.parse(readFileSync(join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;
}

/**
 * One migration as drizzle's migrator reads it: its statements (split at drizzle-kit's
 * breakpoints), its journal time and the SHA-256 of its file. Read here rather than with
 * drizzle-orm/migrator, whose node:crypto import alone costs a CLI start 5 ms.
 */
export function readMigration(entry: JournalEntry) {
  const text = readFileSync(join(migrationsFolder(), `${entry.tag}.sql`), "utf8");
  return {
    sql: text.split("--> statement-breakpoint"),
    folderMillis: entry.when,
    hash: new Bun.CryptoHasher("sha256").update(text).digest("hex"),
  };
}

/**
 * Applies the pending migrations once, whoever else starts on the same folder at the same moment
 * (80 CLI processes on an empty folder, or the server beside a CLI command). drizzle's own
 * migrator reads which migrations are applied before it takes a lock, so two processes both
 * apply the first one and one dies on "table already exists". Here the read and the writes sit
 * in one BEGIN IMMEDIATE transaction: a second process waits for the first, then finds nothing
 * to do. The bookkeeping table is drizzle's own, so drizzle-kit keeps understanding it.
 */
function applyMigrations(sqlite: Database): void {
  const journal = readJournal();
  const upToDate = () => {
    const exists = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE);
    if (!exists) return false;
    const last = sqlite.query(`SELECT max(created_at) AS at FROM ${MIGRATIONS_TABLE}`).get() as { at: number | null };
    return journal.every((entry) => last.at !== null && Number(last.at) >= entry.when);
  };
  // The common case, a database already up to date, reads no migration file and takes no write lock.
  if (upToDate()) return;
  const migrations = journal.map(readMigration);
  sqlite
    .transaction(() => {
      sqlite.run(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
      const last = sqlite.query(`SELECT max(created_at) AS at FROM ${MIGRATIONS_TABLE}`).get() as { at: number | null };
      const insert = sqlite.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (hash, created_at) VALUES (?, ?)`);
      for (const migration of migrations) {
        if (last.at !== null && Number(last.at) >= migration.folderMillis) continue;
        for (const statement of migration.sql) if (statement.trim()) sqlite.run(statement);
        insert.run(migration.hash, migration.folderMillis);
      }
    })
    .immediate();
}

/**
 * Runs `work` in one synchronous `BEGIN IMMEDIATE` transaction: it takes the write lock at the
 * start, so two writers never both read a state and then both act on it. `work` must not await.
 */
export function writeTransaction<T>(db: Db, work: (tx: Db) => T): T {
  return db.transaction((tx) => work(tx as unknown as Db), { behavior: "immediate" });
}

/**
 * Runs `work` as one read transaction: its statements see one snapshot of the database (WAL), so a
 * page and its total agree even while another process writes.
 */
export function readTransaction<T>(db: Db, work: (tx: Db) => T): T {
  return db.transaction((tx) => work(tx as unknown as Db), { behavior: "deferred" });
}

/**
 * From now on a statement that meets another process's lock fails at once (SQLITE_BUSY) instead
 * of waiting: bun:sqlite waits synchronously, which on the server would freeze every request.
 * The server retries such writes asynchronously (src/server/group-commit.ts).
 */
export function failFastOnLocks(db: Db): void {
  db.$client.exec("PRAGMA busy_timeout = 0");
}

export function closeDatabase(db: Db): void {
  stopChangeWatch(db.$client);
  db.$client.close();
}
