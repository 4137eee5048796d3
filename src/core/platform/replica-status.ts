// What the running server knows of its database's replica (AAN_REPLICA_URL, decision 0125): when
// Litestream last wrote to it, since when writes wait for it, how often it failed or had to be
// restarted. The supervisor (src/server/replication.ts) keeps it; /api/health and /metrics read it.
import { statSync } from "node:fs";
import { databasePath } from "../db/db";
import type { AppConfig } from "./config";

export type ReplicaStatus = {
  /** The replica's URL without credentials. */
  place: string;
  running: boolean;
  /** When Litestream last said it wrote a snapshot or a WAL segment to the replica. */
  lastSyncAt: Date | null;
  /** The oldest write seen in the WAL after the last sync: null while nothing waits. */
  unsyncedSince: Date | null;
  errors: number;
  restarts: number;
  lastError: string | null;
};

const statuses = new WeakMap<AppConfig, ReplicaStatus>();

/** The status of this configuration's replica; null when none is configured. */
export function replicaStatusOf(config: AppConfig): ReplicaStatus | null {
  if (!config.replicaUrl) return null;
  let status = statuses.get(config);
  if (!status) {
    const shown = new URL(config.replicaUrl);
    shown.username = "";
    shown.password = "";
    status = { place: shown.href, running: false, lastSyncAt: null, unsyncedSince: null, errors: 0, restarts: 0, lastError: null };
    statuses.set(config, status);
  }
  return status;
}

/**
 * Seconds the replica is behind: since the oldest write not yet copied, 0 when the WAL has not
 * changed since the last sync. Before the first sync, since the server started replicating.
 */
export function replicaLagSeconds(config: AppConfig, status: ReplicaStatus, now: Date): number {
  const walChanged = statSync(`${databasePath(config.dataDir)}-wal`, { throwIfNoEntry: false })?.mtime ?? null;
  if (walChanged && (!status.lastSyncAt || walChanged > status.lastSyncAt) && !status.unsyncedSince) status.unsyncedSince = walChanged;
  if (!status.unsyncedSince) return 0;
  return Math.max(0, (now.getTime() - status.unsyncedSince.getTime()) / 1000);
}

/** Litestream wrote to the replica at `at`: every write before it is there. */
export function noteReplicaSync(status: ReplicaStatus, at: Date): void {
  status.lastSyncAt = at;
  if (status.unsyncedSince && status.unsyncedSince <= at) status.unsyncedSince = null;
}
