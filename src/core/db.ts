// Opens the one SQLite file with the pragmas of DESIGN.md and applies pending migrations.
import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import * as schema from "#db/schema/index";
import { migrationsFolder } from "./asset-paths";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

export const DATABASE_FILE_NAME = "aan.db";

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME);
}

/** Opens (creating when missing) `<dataDir>/aan.db`, or an in-memory database for ":memory:". */
export function openDatabase(dataDir: string | ":memory:"): Db {
  let sqlite: Database;
  if (dataDir === ":memory:") {
    sqlite = new Database(":memory:", { strict: true });
  } else {
    mkdirSync(dataDir, { recursive: true });
    sqlite = new Database(databasePath(dataDir), { create: true, strict: true });
  }
  // busy_timeout first, so that even switching to WAL waits for another process's lock.
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = FULL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  const db = drizzle({ client: sqlite, schema }) as Db;
  migrate(db, { migrationsFolder: migrationsFolder() });
  return db;
}

/**
 * Runs `work` in one synchronous `BEGIN IMMEDIATE` transaction: it takes the write lock at the
 * start, so two writers never both read a state and then both act on it. `work` must not await.
 */
export function writeTransaction<T>(db: Db, work: (tx: Db) => T): T {
  return db.transaction((tx) => work(tx as unknown as Db), { behavior: "immediate" });
}

export function closeDatabase(db: Db): void {
  db.$client.close();
}
