// `aan backup` and `aan restore`: an online, consistent archive of the database and uploads, and
// putting one back (refused while `aan serve` holds the folder).
import type { Command } from "commander";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { backupFileName } from "#core/backup/backup";
import type { AppContext } from "#core/context";
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";
import { formatStorage } from "#shared/upload-limits";
import { restoreFromBackup, takeBackup } from "#core/backup/backup-use-cases";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";

/**
 * Where a backup goes without --to: the scheduled backups' folder (AAN_BACKUP_DIR), else
 * <data-dir>/backups, made owner-only. Never the folder the operator happens to stand in: a
 * repository or a shared folder would receive every member's data. The archive holds the
 * database and the uploads folder only, so backups inside the data folder are not archived.
 */
function defaultBackupFolder(ctx: AppContext): string {
  const folder = ctx.config.backupDir ?? join(ctx.config.dataDir, "backups");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
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
      ["--to <file>", "the archive to write (default: AAN_BACKUP_DIR, else <data-dir>/backups, /aan-backup-<time>.tar.gz)"],
      ["--keep <n>", "then keep only the newest n backups in that folder"],
    ],
    audit: "backup.create",
    json: true,
    run: (options: { to?: string; keep?: string }) => {
      const ctx = run.context();
      const keep = options.keep === undefined ? undefined : Number(options.keep);
      return takeBackup(
        ctx,
        run.actor(),
        options.to ?? join(defaultBackupFolder(ctx), backupFileName(ctx.clock.now())),
        keep && keep > 0 ? keep : undefined,
      );
    },
    print: (report) => {
      out.heading(`Backup written: ${report.file} (${formatStorage(report.bytes)})`);
      out.line(`Integrity check ok. ${tableText(report.tables)}; ${report.uploads} uploaded file(s)`);
      for (const removed of report.removed) out.line(`Removed old backup ${removed}`);
      if (report.sameDiskAsData) out.line(BACKUPS_ON_THE_DATA_DISK, "notice");
    },
  });

  defineCommand(program, run, {
    name: "restore <file>",
    description: "replace the data folder's database and uploads with a backup (the current ones are kept aside)",
    audit: null,
    json: true,
    run: (file: string) => restoreFromBackup(run.config().dataDir, run.actor(), file, new Date()),
    print: (report) => {
      out.heading(`Restored ${report.file}`);
      out.line(`${tableText(report.tables)}; ${report.uploads} uploaded file(s)`);
      for (const aside of report.keptAside) out.line(`Kept aside: ${aside}`);
    },
  });
}
