// One `aan serve` per data folder. The server holds an exclusive SQLite lock on a small file
// beside the database for as long as it runs; a second server on the same folder cannot take it
// and refuses to start. The operating system drops the lock when the process ends, however it
// ends (even SIGKILL), so a crash never leaves a stale lock behind, unlike a PID file. CLI
// commands never take it: they may run beside the server.
import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DomainError } from "#shared/errors";

export const SERVE_LOCK_FILE = "aan.serve.lock";

export type ServeLock = { release(): void };

export function claimDataFolder(dataDir: string): ServeLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = new Database(join(dataDir, SERVE_LOCK_FILE), { create: true });
  try {
    lock.exec("PRAGMA busy_timeout = 0");
    lock.exec("PRAGMA locking_mode = EXCLUSIVE");
    lock.exec("BEGIN EXCLUSIVE");
    // A write makes SQLite take the lock now, not at commit.
    lock.exec("CREATE TABLE IF NOT EXISTS held (pid INTEGER)");
  } catch {
    lock.close();
    throw new DomainError("conflict", `Another aan serve is already using the data folder ${dataDir}`);
  }
  return {
    release() {
      try {
        lock.exec("ROLLBACK");
      } finally {
        lock.close();
      }
    },
  };
}
