// Runtime configuration: defaults < environment < command-line flags.
import { resolve } from "node:path";
import type { BillingFrequency, PackageName } from "#shared/billing-policy";
import { expiryDaysSchema, INVALID_EXPIRY } from "#shared/schemas/invitation-codes";
import { activateSubscriptionSchema } from "#shared/schemas/subscriptions";
import { DEFAULT_STORAGE_QUOTA_MB } from "#shared/upload-limits";
import { parseObjectStoreUrl, type ObjectStoreLocation } from "./object-store-url";

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Public base URL; https here turns on Secure and __Host- cookies. */
  baseUrl: string;
  /** Peers whose X-Forwarded-For is believed (reverse proxies); empty = trust the socket only. */
  trustedProxies: string[];
  /** Where the built SPA is served from. */
  webRoot: string;
  /** Audit rows older than this many days are deleted by the hourly maintenance. */
  auditRetentionDays: number;
  /** Member activity rows older than this many days are counted into activity_daily, then deleted. */
  activityRetentionDays: number;
  /** How long a server write waits for another process's lock before answering 503. */
  lockWaitMs: number;
  /** Devices a new member may sign in from (user_plans.maxDevices at registration). */
  defaultMaxDevices: number;
  /** Length of the purchase and access countdown windows a member's first sign-in starts. */
  purchaseWindowHours: number;
  /** Days a new invitation code stays redeemable when the admin names none; null: codes never expire. */
  codeExpiryDays: number | null;
  accessWindowHours: number;
  /** Outgoing mail (smtp:// or smtps:// with credentials); none: messages are held in the outbox. */
  smtpUrl: string | null;
  /** The sender of outgoing mail. */
  mailFrom: string;
  /** An HTTP endpoint that sends SMS: it receives POST {to, text}; none: SMS are held. */
  smsWebhookUrl: string | null;
  /** The secret the payment provider signs its webhooks with; none: the webhook endpoint is off (404). */
  paymentWebhookSecret: string | null;
  /** Every admin must set up two-factor sign-in before using the panel. */
  requireAdminMfa: boolean;
  /** Bearer token that opens GET /metrics; none: no metrics are kept or served. */
  metricsToken: string | null;
  /** Where `aan serve` writes its scheduled backups; none: no scheduled backups. */
  backupDir: string | null;
  /** S3-compatible storage for `aan backup` and the scheduled backups (AAN_BACKUP_URL); none: the folder above. */
  backupUrl: ObjectStoreLocation | null;
  /** Hours between scheduled backups, and how many to keep. */
  backupIntervalHours: number;
  backupKeep: number;
  /** Where documents and message files are kept as objects (AAN_STORAGE_URL); none: the data folder's uploads/. */
  storage: ObjectStoreLocation | null;
  /** Where Litestream replicates the database (AAN_REPLICA_URL: file://, s3://, sftp://…); none: no replica. */
  replicaUrl: string | null;
  /** The private key Litestream signs in to an sftp:// replica with (AAN_REPLICA_SFTP_KEY, an absolute path); none: the URL's password. */
  replicaSftpKey: string | null;
  /** The Litestream program `aan serve` runs (AAN_LITESTREAM_BIN); none: found beside aan, on PATH or in node_modules. */
  litestreamBin: string | null;
  /** The longest one call to that store may take before its upload or download is refused (503). */
  storageTimeoutMs: number;
  /** The most a member's documents may take on disk, in bytes; an upload past it is refused (413). */
  storageQuotaBytes: number;
  /** Payment-link id → the package and frequency it sells, for checkouts without metadata. */
  paymentLinkPackages: Record<string, { plan: PackageName; frequency: BillingFrequency }>;
  /** An upload whose client sends nothing for this long is dropped (its partial file removed). */
  uploadIdleTimeoutMs: number;
  /** The most live thread streams the server holds, when lower than its own cap (a quarter of its descriptor limit). */
  liveStreamsMax: number | null;
  /** Connections one client address may hold at once, and requests with a body it may have in flight (decision 0096). */
  connectionsPerAddress: number;
};

export type ConfigOverrides = Partial<Pick<AppConfig, "port" | "host" | "dataDir" | "baseUrl">>;

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_DATA_DIR = "./data";
/** A year of admin history, plus a margin for the yearly review. See decision 0014. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
/** Thirteen months of member activity: a year to compare with, as for the audit log. See decision 0059. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 400;
export const DEFAULT_LOCK_WAIT_MS = 5000;
export const DEFAULT_MAX_DEVICES = 2;
export const DEFAULT_PURCHASE_WINDOW_HOURS = 72;
export const DEFAULT_ACCESS_WINDOW_HOURS = 168;
/** Longer than any pause of a live upload on a slow link; short enough that a stalled one lets go soon. See decision 0054. */
export const DEFAULT_UPLOAD_IDLE_TIMEOUT_SECONDS = 15;

/** A whole number of at least 1 from the environment, or the default; anything else stops the start. */
function positiveWholeNumber(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`Invalid ${name}: ${raw} (a whole number of at least 1)`);
  return value;
}

/** A browser with a few tabs holds up to about 6 connections each: below 64 a family behind one address would meet the cap. */
export const MIN_CONNECTIONS_PER_ADDRESS = 64;

function connectionsPerAddress(env: Record<string, string | undefined>): number {
  const value = positiveWholeNumber(env, "AAN_CONNECTIONS_PER_ADDRESS", MIN_CONNECTIONS_PER_ADDRESS);
  if (value < MIN_CONNECTIONS_PER_ADDRESS)
    throw new Error(`Invalid AAN_CONNECTIONS_PER_ADDRESS: ${value} (a whole number of at least ${MIN_CONNECTIONS_PER_ADDRESS})`);
  return value;
}

function codeExpiryDays(env: Record<string, string | undefined>): number | null {
  const raw = env.AAN_CODE_EXPIRY_DAYS;
  if (raw === undefined || raw === "") return null;
  const parsed = expiryDaysSchema.safeParse(Number(raw));
  if (!/^\d+$/.test(raw.trim()) || !parsed.success) throw new Error(`Invalid AAN_CODE_EXPIRY_DAYS: ${raw} (${INVALID_EXPIRY})`);
  return parsed.data;
}

export function parsePort(value: string | number | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const port = typeof value === "number" ? value : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port: ${value}`);
  }
  return port;
}

export function loadConfig(
  overrides: ConfigOverrides & { webRoot: string },
  env: Record<string, string | undefined> = process.env,
): AppConfig {
  const port = overrides.port ?? parsePort(env.PORT, DEFAULT_PORT);
  const host = overrides.host ?? env.HOST ?? DEFAULT_HOST;
  const dataDir = resolve(overrides.dataDir ?? env.AAN_DATA_DIR ?? DEFAULT_DATA_DIR);
  const baseUrl = overrides.baseUrl ?? env.AAN_BASE_URL ?? `http://localhost:${port}`;
  const trustedProxies = (env.AAN_TRUSTED_PROXIES ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port,
    host,
    dataDir,
    baseUrl,
    trustedProxies,
    webRoot: overrides.webRoot,
    auditRetentionDays: positiveWholeNumber(env, "AAN_AUDIT_RETENTION_DAYS", DEFAULT_AUDIT_RETENTION_DAYS),
    activityRetentionDays: positiveWholeNumber(env, "AAN_ACTIVITY_RETENTION_DAYS", DEFAULT_ACTIVITY_RETENTION_DAYS),
    lockWaitMs: DEFAULT_LOCK_WAIT_MS,
    defaultMaxDevices: positiveWholeNumber(env, "AAN_DEFAULT_MAX_DEVICES", DEFAULT_MAX_DEVICES),
    purchaseWindowHours: positiveWholeNumber(env, "AAN_PURCHASE_WINDOW_HOURS", DEFAULT_PURCHASE_WINDOW_HOURS),
    codeExpiryDays: codeExpiryDays(env),
    accessWindowHours: positiveWholeNumber(env, "AAN_ACCESS_WINDOW_HOURS", DEFAULT_ACCESS_WINDOW_HOURS),
    smtpUrl: env.AAN_SMTP_URL || null,
    mailFrom: env.AAN_MAIL_FROM || "AAN <no-reply@localhost>",
    smsWebhookUrl: env.AAN_SMS_WEBHOOK_URL || null,
    paymentWebhookSecret: env.AAN_PAYMENT_WEBHOOK_SECRET || null,
    metricsToken: env.AAN_METRICS_TOKEN || null,
    requireAdminMfa: /^(1|true|yes)$/i.test(env.AAN_REQUIRE_ADMIN_MFA ?? ""),
    backupDir: env.AAN_BACKUP_DIR ? resolve(env.AAN_BACKUP_DIR) : null,
    backupUrl: backupUrl(env),
    backupIntervalHours: positiveWholeNumber(env, "AAN_BACKUP_INTERVAL_HOURS", 24),
    backupKeep: positiveWholeNumber(env, "AAN_BACKUP_KEEP", 7),
    // In MB as the upload texts count them (1 MB = 1,048,576 bytes). See decision 0055.
    storageQuotaBytes: positiveWholeNumber(env, "AAN_STORAGE_QUOTA_MB", DEFAULT_STORAGE_QUOTA_MB) * 1024 * 1024,
    storage: env.AAN_STORAGE_URL ? parseObjectStoreUrl("AAN_STORAGE_URL", env.AAN_STORAGE_URL, env) : null,
    replicaUrl: replicaUrl(env.AAN_REPLICA_URL),
    replicaSftpKey: replicaSftpKey(env),
    litestreamBin: env.AAN_LITESTREAM_BIN || null,
    storageTimeoutMs: positiveWholeNumber(env, "AAN_STORAGE_TIMEOUT_SECONDS", 30) * 1000,
    paymentLinkPackages: parsePaymentLinkPackages(env.AAN_PAYMENT_LINK_PACKAGES ?? ""),
    uploadIdleTimeoutMs: positiveWholeNumber(env, "AAN_UPLOAD_IDLE_TIMEOUT_SECONDS", DEFAULT_UPLOAD_IDLE_TIMEOUT_SECONDS) * 1000,
    liveStreamsMax: env.AAN_LIVE_STREAMS_MAX ? positiveWholeNumber(env, "AAN_LIVE_STREAMS_MAX", 1) : null,
    connectionsPerAddress: connectionsPerAddress(env),
  };
}

/** AAN_BACKUP_URL; with AAN_BACKUP_DIR too, which one the backups go to would be a guess: refused. */
function backupUrl(env: Record<string, string | undefined>): ObjectStoreLocation | null {
  if (!env.AAN_BACKUP_URL) return null;
  if (env.AAN_BACKUP_DIR) throw new Error("Set AAN_BACKUP_URL or AAN_BACKUP_DIR, not both: backups go to one place");
  return parseObjectStoreUrl("AAN_BACKUP_URL", env.AAN_BACKUP_URL, env);
}

/** A replica Litestream understands: file://, s3://, sftp://, gcs://, abs://. */
function replicaUrl(text: string | undefined): string | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Invalid AAN_REPLICA_URL: not a URL (file:///mnt/replica, s3://bucket/aan?endpoint=…, sftp://user@host/path)`);
  }
  if (!["file:", "s3:", "sftp:", "gcs:", "abs:"].includes(url.protocol))
    throw new Error(`Invalid AAN_REPLICA_URL: ${url.protocol}// is not a replica Litestream knows (file, s3, sftp, gcs, abs)`);
  return text;
}

/** The sftp replica's key file: only beside an sftp:// AAN_REPLICA_URL, which is the one replica that takes it. */
function replicaSftpKey(env: Record<string, string | undefined>): string | null {
  if (!env.AAN_REPLICA_SFTP_KEY) return null;
  if (!env.AAN_REPLICA_URL?.startsWith("sftp://"))
    throw new Error("Invalid AAN_REPLICA_SFTP_KEY: it is the key of an sftp:// replica, and AAN_REPLICA_URL is not one");
  return resolve(env.AAN_REPLICA_SFTP_KEY);
}

/** "plink_1=ghost:monthly,plink_2=phantom:weekly"; a wrong entry stops the start with its reason. */
export function parsePaymentLinkPackages(text: string): AppConfig["paymentLinkPackages"] {
  const map: AppConfig["paymentLinkPackages"] = {};
  for (const entry of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)=([a-z]+):([a-z]+)$/i.exec(entry);
    const parsed = match ? activateSubscriptionSchema.safeParse({ plan: match[2], frequency: match[3] }) : undefined;
    if (!match || !parsed?.success) throw new Error(`Invalid AAN_PAYMENT_LINK_PACKAGES entry: ${entry} (link-id=package:frequency)`);
    map[match[1]!] = parsed.data;
  }
  return map;
}
