// `aan restore --from-replica`: a data folder rebuilt from the database's replica (decision 0125)
// by Litestream's own `restore`, at its latest state or at a point in time, then checked with
// PRAGMA integrity_check before it is called done. The folder must hold no database yet: a
// restore never overwrites one.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { DomainError } from "#shared/errors";
import { databasePath } from "../db/db";
import type { AppConfig } from "../platform/config";
import { findLitestream, LITESTREAM_NOT_FOUND, writeLitestreamConfig } from "../platform/litestream";
import { assertIntact, countTables } from "./backup";

export const NO_REPLICA_URL = "No replica to restore from: set AAN_REPLICA_URL to the replica aan serve writes to";
export const DATA_DIR_NOT_EMPTY = (path: string) =>
  `${path} already exists: restore into a new data folder (--data-dir NEW), then start aan serve on it`;

export type ReplicaRestoreReport = {
  dataDir: string;
  replica: string;
  timestamp: string | null;
  tables: Record<string, number>;
  seconds: number;
};

export async function restoreFromReplica(config: AppConfig, timestamp: string | undefined): Promise<ReplicaRestoreReport> {
  if (!config.replicaUrl) throw new DomainError("invalid", NO_REPLICA_URL);
  if (timestamp !== undefined && Number.isNaN(Date.parse(timestamp)))
    throw new DomainError("invalid", `Not a point in time: ${timestamp} (an ISO 8601 time such as 2026-11-29T02:00:00Z)`);
  const program = findLitestream(config);
  if (!program) throw new DomainError("invalid", LITESTREAM_NOT_FOUND);
  const target = databasePath(config.dataDir);
  if (existsSync(target)) throw new DomainError("conflict", DATA_DIR_NOT_EMPTY(target));
  let litestreamConfig;
  try {
    litestreamConfig = writeLitestreamConfig(config, target);
  } catch (error) {
    throw new DomainError("invalid", error instanceof Error ? error.message : String(error));
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const started = performance.now();
  const at = timestamp === undefined ? [] : ["-timestamp", new Date(timestamp).toISOString().replace(/\.\d{3}Z$/, "Z")];
  // The configuration names the new database's path as the one replicated: Litestream restores there.
  const run = Bun.spawnSync([program, "restore", ...litestreamConfig.args, ...at, target], { stdout: "pipe", stderr: "pipe" });
  litestreamConfig.remove();
  // Litestream builds the file as `aan.db.tmp` and renames it; SQLite's companions of that name
  // stay behind, files of a database that no longer exists.
  for (const left of ["-wal", "-shm"]) rmSync(`${target}.tmp${left}`, { force: true });
  if (run.exitCode !== 0) {
    rmSync(target, { force: true });
    const said = `${run.stderr.toString()}${run.stdout.toString()}`.trim().split("\n").slice(-3).join(" ");
    throw new DomainError("conflict", `litestream restore failed: ${said.slice(0, 400)}`);
  }
  try {
    assertIntact(target);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
  const shown = new URL(config.replicaUrl);
  shown.username = "";
  shown.password = "";
  return {
    dataDir: config.dataDir,
    replica: shown.href,
    timestamp: at[1] ?? null,
    tables: countTables(target),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
