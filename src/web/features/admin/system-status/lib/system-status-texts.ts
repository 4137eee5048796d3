// The Status card's words: sizes in words, and what the backups are doing.
import type { BackupStatusView } from "#shared/answers/system";

const UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/** 1536 → "1.5 KB"; 1024-based, one decimal below 10 of a unit; null → "unknown". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return "unknown";
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}

export const BACKUP_HOW_TO =
  "Scheduled backups are off. Set AAN_BACKUP_DIR to a folder (with AAN_BACKUP_INTERVAL_HOURS, default 24, and AAN_BACKUP_KEEP, default 7) and restart aan serve; aan backup takes one by hand.";

export type BackupOutcome = "off" | "waiting" | "ok" | "failed";

export function backupOutcome(backup: Pick<BackupStatusView, "configured" | "lastAt" | "lastOk">): BackupOutcome {
  if (!backup.configured) return "off";
  if (!backup.lastAt || backup.lastOk === null) return "waiting";
  return backup.lastOk ? "ok" : "failed";
}

/** "Every 24 hours, keeping the newest 7, into /var/backups/aan". */
export function scheduleText(backup: Pick<BackupStatusView, "dir" | "intervalHours" | "keep">): string {
  const every = backup.intervalHours === 1 ? "Every hour" : `Every ${backup.intervalHours} hours`;
  return `${every}, keeping the newest ${backup.keep}, into ${backup.dir ?? "?"}`;
}

export function outcomeText(outcome: BackupOutcome): string {
  switch (outcome) {
    case "ok":
      return "Succeeded";
    case "failed":
      return "FAILED";
    case "waiting":
      return "None yet since the server started";
    default:
      return "Not configured";
  }
}
