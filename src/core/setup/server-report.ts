// What `aan serve` tells the setup checklist about lines only it can see: the delivery transports
// and scheduled backups of its own environment (at start), and a forwarding header from a peer it
// does not trust (when the first one arrives).
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";
import type { SetupLineKey } from "#shared/setup-checklist";
import { insideDataFolder } from "../backup/backup-place";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import type { AppConfig } from "../platform/config";
import { saveServerReport, selectSetupRows } from "./setup-repository";

export type Judgement = { state: "done" | "open"; detail?: string };

/** The lines a configuration decides, judged from that configuration. */
export function environmentReport(config: AppConfig): Partial<Record<SetupLineKey, Judgement>> {
  const transports = [config.smtpUrl ? "mail (AAN_SMTP_URL)" : null, config.smsWebhookUrl ? "SMS (AAN_SMS_WEBHOOK_URL)" : null].filter(
    Boolean,
  );
  return {
    messageTransport: transports.length ? { state: "done", detail: `Delivers by ${transports.join(" and ")}` } : { state: "open" },
    scheduledBackups: scheduledBackupsJudgement(config),
    replication: config.replicaUrl
      ? { state: "done", detail: `Litestream replicates the database to ${replicaPlace(config.replicaUrl)}` }
      : { state: "open" },
    ...(config.trustedProxies.length ? { trustedProxies: { state: "done", detail: `Trusted: ${config.trustedProxies.join(", ")}` } } : {}),
  };
}

/** The replica's URL without its credentials. */
function replicaPlace(text: string): string {
  const url = new URL(text);
  url.username = "";
  url.password = "";
  return url.href;
}

/**
 * Backups on a schedule are in place; inside the data folder they stay open, saying why: they
 * share the data's disk, so the one failure backups are most needed for takes them too.
 */
function scheduledBackupsJudgement(config: AppConfig): Judgement {
  if (config.backupUrl)
    return {
      state: "done",
      detail: `Every ${config.backupIntervalHours} h into ${config.backupUrl.describe}, keeping ${config.backupKeep}`,
    };
  if (!config.backupDir) return { state: "open" };
  const schedule = `Every ${config.backupIntervalHours} h into ${config.backupDir}, keeping ${config.backupKeep}`;
  if (!insideDataFolder(config.backupDir, config.dataDir)) return { state: "done", detail: schedule };
  return { state: "open", detail: `${schedule}. ${BACKUPS_ON_THE_DATA_DISK}` };
}

/**
 * At start: the server's own environment, written for `aan doctor` and the panel to read. A line
 * is written when its judgement changed since the last report, so a restart in the same
 * environment writes nothing (no write, no sync to disk before the first request): its date says
 * since when the line has read as it does.
 */
export function reportServerEnvironment(ctx: AppContext): void {
  const stored = new Map(selectSetupRows(ctx.db).map((row) => [row.line, row]));
  const changed = Object.entries(environmentReport(ctx.config)).filter(([line, judgement]) => {
    const row = stored.get(line);
    return row?.serverState !== judgement.state || (row.serverDetail ?? "") !== (judgement.detail ?? "");
  });
  if (changed.length === 0) return;
  const at = ctx.clock.now();
  writeTransaction(ctx.db, (tx) => {
    for (const [line, judgement] of changed) saveServerReport(tx, line, { state: judgement.state, detail: judgement.detail ?? "", at });
  });
}

/** A forwarding header came from a peer that is not a trusted proxy. */
export function reportUntrustedForwarding(ctx: AppContext, peer: string, header: string): void {
  writeTransaction(ctx.db, (tx) =>
    saveServerReport(tx, "trustedProxies", {
      state: "open",
      detail: `Requests from ${peer} carry ${header}: if it is your reverse proxy, set AAN_TRUSTED_PROXIES=${peer} and restart aan serve.`,
      at: ctx.clock.now(),
    }),
  );
}
