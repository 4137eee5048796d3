// Scheduled backups of `aan serve` (AAN_BACKUP_DIR or AAN_BACKUP_URL, every AAN_BACKUP_INTERVAL_HOURS,
// keeping AAN_BACKUP_KEEP). Each runs as a child `aan backup` process, so the copy never holds up the
// server's requests; its outcome is logged and kept for the panel's system status, never silent.
import { join } from "node:path";
import { backupFileName } from "#core/backup/backup";
import { insideDataFolder } from "#core/backup/backup-place";
import type { AppContext } from "#core/context";
import { urlWithKeys } from "#core/platform/object-store-url";
import { selfCommand } from "./self-command";

export type BackupStatus = {
  configured: boolean;
  dir: string | null;
  intervalHours: number;
  keep: number;
  /** The folder is inside the data folder: on the same disk as the data it keeps. */
  sameDiskAsData: boolean;
  lastAt: string | null;
  lastOk: boolean | null;
  lastFile: string | null;
  lastError: string | null;
};

export function createScheduledBackups(ctx: AppContext, command: string[] = selfCommand()) {
  const { backupDir, backupUrl, backupIntervalHours: intervalHours, backupKeep: keep } = ctx.config;
  // The bucket is named without its keys; with it, the child finds the keys in its environment, never in its arguments.
  const dir = backupUrl ? backupUrl.describe : backupDir;
  const status: BackupStatus = {
    configured: dir !== null,
    dir,
    intervalHours,
    keep,
    sameDiskAsData: backupDir !== null && !backupUrl && insideDataFolder(backupDir, ctx.config.dataDir),
    lastAt: null,
    lastOk: null,
    lastFile: null,
    lastError: null,
  };
  let running = false;

  async function runOnce(): Promise<void> {
    if (!dir || running) return;
    running = true;
    let file = backupUrl ? dir : join(dir, backupFileName(ctx.clock.now()));
    const env: Record<string, string | undefined> = { ...process.env, USER: "scheduled-backup" };
    if (backupUrl) {
      env.AAN_BACKUP_URL = urlWithKeys(backupUrl);
      delete env.AAN_BACKUP_DIR;
    }
    try {
      const child = Bun.spawn(
        [...command, "backup", ...(backupUrl ? [] : ["--to", file]), "--keep", String(keep), "--data-dir", ctx.config.dataDir, "--json"],
        { stdout: "pipe", stderr: "pipe", env },
      );
      const [stdout, stderr, code] = await Promise.all([
        new Response(child.stdout).text(),
        new Response(child.stderr).text(),
        child.exited,
      ]);
      const report = code === 0 && stdout.length < 2000 ? (JSON.parse(stdout) as { file?: string }) : undefined;
      file = report?.file ?? file;
      status.lastAt = ctx.clock.now().toISOString();
      status.lastOk = code === 0;
      status.lastFile = code === 0 ? file : null;
      status.lastError = code === 0 ? null : (stderr.trim() || stdout.trim() || `exit ${code}`).slice(0, 500);
      if (code === 0) ctx.log.info("backup_done", { file, report });
      else ctx.log.error("backup_failed", { file, error: status.lastError });
    } catch (error) {
      status.lastAt = ctx.clock.now().toISOString();
      status.lastOk = false;
      status.lastError = error instanceof Error ? error.message : String(error);
      ctx.log.error("backup_failed", { file, error: status.lastError });
    } finally {
      running = false;
    }
  }

  return {
    status: () => ({ ...status }),
    runOnce,
    start(): { stop(): void } {
      if (!dir) return { stop() {} };
      const timer = setInterval(() => void runOnce(), intervalHours * 60 * 60 * 1000);
      return { stop: () => clearInterval(timer) };
    },
  };
}

export type ScheduledBackups = ReturnType<typeof createScheduledBackups>;
