// The Status card's words: sizes in words, and what the backups are doing.
import type { Schema } from "#web/lib/api-types";

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
  "Scheduled backups are off. Set AAN_BACKUP_DIR to a folder on another disk than the data, or AAN_BACKUP_URL to S3-compatible storage (with AAN_BACKUP_INTERVAL_HOURS, default 24, and AAN_BACKUP_KEEP, default 7) and restart aan serve; aan backup takes one by hand.";

export type BackupOutcome = "off" | "waiting" | "ok" | "failed";

export function backupOutcome(backup: Pick<Schema<"BackupStatus">, "configured" | "lastAt" | "lastOk">): BackupOutcome {
  if (!backup.configured) return "off";
  if (!backup.lastAt || backup.lastOk === null) return "waiting";
  return backup.lastOk ? "ok" : "failed";
}

/** "Every 24 hours, keeping the newest 7, into /var/backups/aan". */
export function scheduleText(backup: Pick<Schema<"BackupStatus">, "dir" | "intervalHours" | "keep">): string {
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

/** Where the server sends mail and SMS, or that they wait in the outbox (and the setting that changes it). */
export function deliveryText(settings: Schema<"ServerSettings">, channel: "mail" | "sms"): string {
  if (channel === "mail")
    return settings.mailDelivery ? `By SMTP through ${settings.mailDelivery}` : "Off: mail waits in the outbox (set AAN_SMTP_URL)";
  return settings.smsDelivery ? `Through the gateway at ${settings.smsDelivery}` : "Off: SMS wait in the outbox (set AAN_SMS_WEBHOOK_URL)";
}

/** The proxies whose X-Forwarded-For the server believes. */
export function trustedProxiesText(settings: Schema<"ServerSettings">): string {
  return settings.trustedProxies.length ? settings.trustedProxies.join(", ") : "None (set AAN_TRUSTED_PROXIES behind a reverse proxy)";
}
