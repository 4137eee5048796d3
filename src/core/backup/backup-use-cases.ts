// Backups as audited operations: taking one (CLI or the server's schedule) and restoring one.
import { dirname } from "node:path";
import type { Actor } from "../actor";
import { recordAudit, recordRefusal } from "../audit/audit-log";
import type { AppContext } from "../context";
import { closeDatabase, openDatabase, writeTransaction } from "../db/db";
import { DomainError } from "#shared/errors";
import { insideDataFolder } from "./backup-place";
import { createBackup, pruneBackups, restoreBackup, type BackupReport, type RestoreReport } from "./backup";

export async function takeBackup(
  ctx: AppContext,
  actor: Actor,
  target: string,
  keep?: number,
): Promise<BackupReport & { removed: string[]; sameDiskAsData: boolean }> {
  try {
    const report = await createBackup(ctx.db, ctx.config.dataDir, target, ctx.clock.now());
    const removed = keep ? pruneBackups(report.file.slice(0, report.file.lastIndexOf("/")), keep) : [];
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
    return { ...report, removed, sameDiskAsData: insideDataFolder(dirname(report.file), ctx.config.dataDir) };
  } catch (error) {
    const refusal =
      error instanceof DomainError ? error : new DomainError("internal", error instanceof Error ? error.message : String(error));
    recordRefusal(ctx, actor, "backup.create", refusal);
    throw error;
  }
}

/** Restores, then writes the restore into the restored database's own audit log. */
export async function restoreFromBackup(dataDir: string, actor: Actor, archive: string, now: Date): Promise<RestoreReport> {
  const report = await restoreBackup(dataDir, archive, now);
  const db = openDatabase(dataDir);
  try {
    writeTransaction(db, (tx) => recordAudit(tx, now, actor, "backup.restore", "success", `file=${report.file}`));
  } finally {
    closeDatabase(db);
  }
  return report;
}
