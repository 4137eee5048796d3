// Backups as audited operations: taking one (CLI or the server's schedule) and restoring one, to
// and from a folder or S3-compatible storage alike (backup-destination.ts).
import { dirname } from "node:path";
import type { Actor } from "../actor";
import { recordAudit, recordRefusal } from "../audit/audit-log";
import type { AppContext } from "../context";
import { closeDatabase, openDatabase, writeTransaction } from "../db/db";
import { DomainError } from "#shared/errors";
import { insideDataFolder } from "./backup-place";
import { createBackup, fileTarget, restoreBackup, type BackupReport, type BackupTarget, type RestoreReport } from "./backup";
import { pruneBackups } from "./backup-destination";

export async function takeBackup(
  ctx: AppContext,
  actor: Actor,
  target: string | BackupTarget,
  keep?: number,
): Promise<BackupReport & { removed: string[]; sameDiskAsData: boolean }> {
  try {
    const place = typeof target === "string" ? fileTarget(target) : target;
    const report = await createBackup(ctx.db, ctx.config.dataDir, place, ctx.clock.now());
    const removed = keep ? await pruneBackups(place.destination, keep) : [];
    writeTransaction(ctx.db, (tx) =>
      recordAudit(
        tx,
        ctx.clock.now(),
        actor,
        "backup.create",
        "success",
        `file=${report.file} bytes=${report.bytes} uploads=${report.uploads}`,
      ),
    );
    const sameDiskAsData = place.destination.kind === "folder" && insideDataFolder(dirname(report.file), ctx.config.dataDir);
    return { ...report, removed, sameDiskAsData };
  } catch (error) {
    const refusal =
      error instanceof DomainError ? error : new DomainError("internal", error instanceof Error ? error.message : String(error));
    recordRefusal(ctx, actor, "backup.create", refusal);
    throw error;
  }
}

/** Restores, then writes the restore into the restored database's own audit log. */
export async function restoreFromBackup(dataDir: string, actor: Actor, archive: string | BackupTarget, now: Date): Promise<RestoreReport> {
  const report = await restoreBackup(dataDir, archive, now);
  const db = openDatabase(dataDir);
  try {
    writeTransaction(db, (tx) => recordAudit(tx, now, actor, "backup.restore", "success", `file=${report.file}`));
  } finally {
    closeDatabase(db);
  }
  return report;
}
