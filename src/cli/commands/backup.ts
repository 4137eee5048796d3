// `aan backup` and `aan restore`: an online, consistent archive of the database and uploads, and
// putting one back (refused while `aan serve` holds the folder).
import type { Command } from "commander";
import { join } from "node:path";
import { backupFileName } from "#core/backup/backup";
import { restoreFromBackup, takeBackup } from "#core/backup/backup-use-cases";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";

type JsonOption = { json?: boolean };
const tableText = (tables: Record<string, number>) => Object.entries(tables).map(([t, n]) => `${t} ${n}`).join(", ");

export function registerBackupCommands(program: Command, run: CliRun) {
  const { out } = run;
  program
    .command("backup")
    .description("write a consistent archive of the database and uploaded files (safe while aan serve runs)")
    .option("--to <file>", "the archive to write (default ./aan-backup-<time>.tar.gz)")
    .option("--keep <n>", "then keep only the newest n backups in that folder")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("backup.create", async (options: DataDirOption & JsonOption & { to?: string; keep?: string }) => {
        const ctx = run.context();
        const keep = options.keep === undefined ? undefined : Number(options.keep);
        const report = await takeBackup(ctx, run.actor(), options.to ?? join(process.cwd(), backupFileName(ctx.clock.now())), keep && keep > 0 ? keep : undefined);
        if (options.json) return out.json(report);
        out.heading(`Backup written: ${report.file} (${(report.bytes / 1024 / 1024).toFixed(1)} MB)`);
        out.line(`Integrity check ok. ${tableText(report.tables)}; ${report.uploads} uploaded file(s)`);
        for (const removed of report.removed) out.line(`Removed old backup ${removed}`);
      }),
    );

  program
    .command("restore <file>")
    .description("replace the data folder's database and uploads with a backup (the current ones are kept aside)")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, async (file: string, options: DataDirOption & JsonOption) => {
        const report = await restoreFromBackup(run.config().dataDir, run.actor(), file, new Date());
        if (options.json) return out.json(report);
        out.heading(`Restored ${report.file}`);
        out.line(`${tableText(report.tables)}; ${report.uploads} uploaded file(s)`);
        for (const aside of report.keptAside) out.line(`Kept aside: ${aside}`);
      }),
    );
}
