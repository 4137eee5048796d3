// The type of a database handle, on its own so the modules db.ts uses (change-mark.ts,
// prepared.ts) can name it without importing db.ts back.
import type { Database } from "bun:sqlite";
import type { BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";

/** drizzle over one bun:sqlite connection: the root handle or one of its transactions. */
export type Db = BunSQLiteDatabase & { $client: Database };
