// `aan backup`, `aan backups` and `aan restore`: an online, consistent archive of the database and
// uploads, to a folder or S3-compatible storage (AAN_BACKUP_URL); the backups kept there; putting
// one back (refused while `aan serve` holds the folder).
import type { Command } from "commander";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { backupFileName, type BackupTarget } from "#core/backup/backup";
import { configuredBackupDestination, folderDestination, type BackupDestination } from "#core/backup/backup-destination";
import type { AppConfig } from "#core/platform/config";
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";
import { formatStorage } from "#shared/upload-limits";
import { restoreFromBackup, takeBackup } from "#core/backup/backup-use-cases";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { UsageError } from "../output";

/**
 * Where a backup goes without --to, and where `aan backups` and `aan restore NAME|latest` look:
 * the scheduled backups' place (AAN_BACKUP_URL, else AAN_BACKUP_DIR), else <data-dir>/backups,
 * made owner-only. Never the folder the operator happens to stand in: a repository or a shared
 * folder would receive every member's data. The archive holds the database and the uploads
 * folder only, so backups inside the data folder are not archived.
 */
function defaultDestination(config: AppConfig): BackupDestination {
  return configuredBackupDestination(config) ?? folderDestination(join(config.dataDir, "backups"));
}

/**
 * The archive a restore reads: a file that exists is read as itself; "latest" is the newest
 * backup of the default place; any other name is a backup there.
 */
async function archiveToRestore(config: AppConfig, file: string): Promise<string | BackupTarget> {
  if (existsSync(file)) return file;
  const destination = defaultDestination(config);
  if (file !== "latest") return file.includes("/") ? file : { destination, name: file };
  const [newest] = await destination.list();
  if (!newest) throw new UsageError(`No backup in ${destination.describe}`);
  return { destination, name: newest };
}

const tableText = (tables: Record<string, number>) =>
  Object.entries(tables)
    .map(([t, n]) => `${t} ${n}`)
    .join(", ");

export function registerBackupCommands(program: Command, run: CliRun) {
  const { out } = run;
  defineCommand(program, run, {
    name: "backup",
    description: "write a consistent archive of the database and uploaded files (safe while aan serve runs)",
    options: [
      [
        "--to <file>",
        "the archive to write (default: AAN_BACKUP_URL, else AAN_BACKUP_DIR, else <data-dir>/backups, /aan-backup-<time>.tar.gz)",
      ],
      ["--keep <n>", "then keep only the newest n backups there"],
    ],
    audit: "backup.create",
    json: true,
    run: (options: { to?: string; keep?: string }) => {
      const ctx = run.context();
      const keep = options.keep === undefined ? undefined : Number(options.keep);
      const target = options.to ?? { destination: defaultDestination(ctx.config), name: backupFileName(ctx.clock.now()) };
      return takeBackup(ctx, run.actor(), target, keep && keep > 0 ? keep : undefined);
    },
    print: (report) => {
      out.heading(`Backup written: ${report.file} (${formatStorage(report.bytes)})`);
      out.line(`Integrity check ok. ${tableText(report.tables)}; ${report.uploads} uploaded file(s)`);
      for (const removed of report.removed) out.line(`Removed old backup ${removed}`);
      if (report.sameDiskAsData) out.line(BACKUPS_ON_THE_DATA_DISK, "notice");
    },
  });

  defineCommand(program, run, {
    name: "backups",
    description: "list the backups in AAN_BACKUP_URL, else AAN_BACKUP_DIR, else <data-dir>/backups, newest first",
    audit: null,
    json: true,
    run: async () => {
      const destination = defaultDestination(run.config());
      return { place: destination.describe, backups: await destination.list() };
    },
    print: (answer) => {
      out.heading(`Backups in ${answer.place}: ${answer.backups.length}`);
      for (const name of answer.backups) out.line(name);
      if (answer.backups.length > 0) out.line("Restore one with: aan restore NAME, or aan restore latest");
    },
  });

  defineCommand(program, run, {
    name: "restore [file]",
    description:
      "replace the data folder's database and uploads with a backup (the current ones are kept aside), or rebuild a new data folder from the replica (--from-replica)",
    options: [
      ["--from-replica", "rebuild the database from AAN_REPLICA_URL with Litestream into a new --data-dir, checked with integrity_check"],
      ["--timestamp <iso>", "with --from-replica: the state at this point in time (ISO 8601)"],
    ],
    audit: null,
    json: true,
    run: async (file: string | undefined, options: { fromReplica?: boolean; timestamp?: string }) => {
      if (options.fromReplica) {
        if (file !== undefined) throw new UsageError("--from-replica takes no archive: give --data-dir NEW");
        const { restoreFromReplica } = await import("#core/backup/replica-restore");
        return { kind: "replica" as const, ...(await restoreFromReplica(run.config(), options.timestamp)) };
      }
      if (file === undefined)
        throw new UsageError("Name the backup archive to restore (a file, a name from aan backups, or latest), or use --from-replica");
      if (options.timestamp !== undefined) throw new UsageError("--timestamp goes with --from-replica");
      const archive = await archiveToRestore(run.config(), file);
      return { kind: "archive" as const, ...(await restoreFromBackup(run.config().dataDir, run.actor(), archive, new Date())) };
    },
    print: (report) => {
      if (report.kind === "replica") {
        out.heading(`Restored ${report.dataDir} from ${report.replica}${report.timestamp ? ` as of ${report.timestamp}` : ""}`);
        out.line(
          `Integrity check ok in ${report.seconds} s. ${tableText(report.tables)}. Start it with: aan serve --data-dir ${report.dataDir}`,
        );
        return;
      }
      out.heading(`Restored ${report.file}`);
      out.line(`${tableText(report.tables)}; ${report.uploads} uploaded file(s)`);
      for (const aside of report.keptAside) out.line(`Kept aside: ${aside}`);
    },
  });
}
